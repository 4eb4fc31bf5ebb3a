"""End-to-end tests of the language a page declares (schema.org `inLanguage`), on the real
binary: kept by the import, it decides a recipe whose own words say nothing ("1 Ei" alone reads
as English to the guess, which would double it to "2 Eis"), and an export gives it back."""
import json

from test_cli import run

PAGE = {
    "@context": "https://schema.org", "@type": "Recipe", "name": "Ei", "recipeYield": "1",
    "recipeIngredient": ["1 Ei"], "recipeInstructions": ["Kochen."],
}


def library_with(tmp_path, page):
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    (tmp_path / "page.jsonld").write_text(json.dumps(page))
    run("import", str(tmp_path / "page.jsonld"), library=path)
    return path


def test_a_pages_declared_language_decides_its_nouns(tmp_path):
    library = library_with(tmp_path, dict(PAGE, inLanguage="de-DE"))
    assert "  • 2 Eier\n" in run("show", "1", "--servings", "2", library=library).stdout
    run("shopping", "add", "1", "--servings", "2", library=library)
    shopping = run("shopping", library=library).stdout
    assert "2 Eier  (Ei)" in shopping and "Eis" not in shopping
    exported = json.loads(run("export", "--format", "jsonld", library=library).stdout)
    assert exported[0]["inLanguage"] == "de-DE"
    assert json.loads(run("show", "1", "--json", library=library).stdout)["language"] == "de-DE"


def test_a_page_that_declares_nothing_is_guessed_as_before(tmp_path):
    library = library_with(tmp_path, PAGE)
    assert "  • 2 Eis\n" in run("show", "1", "--servings", "2", library=library).stdout
    assert "language" not in json.loads(run("show", "1", "--json", library=library).stdout)


def test_a_saved_pages_html_lang_decides_when_its_data_declares_nothing(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    page = ('<!DOCTYPE html>\n<html lang="de"><head><title>Ei</title>\n'
            f'<script type="application/ld+json">{json.dumps(PAGE)}</script>\n</head><body></body></html>\n')
    (tmp_path / "ei.html").write_text(page)
    run("import", str(tmp_path / "ei.html"), library=path)
    assert "  • 2 Eier\n" in run("show", "1", "--servings", "2", library=path).stdout
    assert json.loads(run("show", "1", "--json", library=path).stdout)["language"] == "de"
