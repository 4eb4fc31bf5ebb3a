"""End-to-end tests of `recipes import` of other formats and `recipes export --format`: the real binary."""
import gzip
import io
import json
import os
import subprocess
import zipfile

import pytest

from test_browser import Library, list_lines, open_browser, quit_cleanly, selected_list_line, wait_selected

BIN = os.path.abspath(os.environ.get("RECIPES_BIN", ".build/debug/recipes"))

PAGE = """<!doctype html><html><head><title>{title} | Example</title>
<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": []}}</script>
<script type="application/ld+json">{{"@context": "https://schema.org", "@graph": [
  {{"@type": "Organization", "name": "Example"}},
  {{"@type": ["Recipe", "NewsArticle"], "name": "{title}", "url": "https://example.com/{slug}",
    "recipeYield": ["4", "4 servings"], "prepTime": "PT15M", "cookTime": "P0DT0H20M",
    "recipeIngredient": ["200 g rice noodles", "2 tbsp fish sauce &amp; lime"],
    "recipeInstructions": [{{"@type": "HowToSection", "name": "Noodles", "itemListElement": [
        {{"@type": "HowToStep", "text": "<p>Soak the noodles.</p>"}}]}},
        {{"@type": "HowToStep", "text": "Fry everything."}}],
    "recipeCategory": "Dinner", "recipeCuisine": "Thai"}}]}}</script>
</head><body><p>{title}</p></body></html>"""

COOK = """---
title: {title}
servings: 2
prep time: 5 minutes
tags:
  - Breakfast
---
Crack @eggs{{3}} into a #bowl{{}} with @salt.

Whisk with @milk{{100%ml}} and cook for ~{{4%minutes}}.
"""


def run(*args, library=None, input=None, check=True):
    command = [BIN, *args] + (["--library", str(library)] if library else [])
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, input=input,
                            env=dict(os.environ, LANG="C.UTF-8"))
    if check:
        assert result.returncode == 0, result.stderr
    return result


def empty_library(tmp_path, name="library.sqlite"):
    path = tmp_path / name
    run("init", "--empty", library=path)
    return path


def everything(library):
    return json.loads(run("export", library=library).stdout)


def paprika_archive(path, recipes):
    """A .paprikarecipes file: a ZIP of gzip-compressed JSON recipes, as Paprika writes it."""
    with zipfile.ZipFile(path, "w") as archive:
        for recipe in recipes:
            archive.writestr(recipe["name"] + ".paprikarecipe", gzip.compress(json.dumps(recipe).encode()))


def mixed_folder(root):
    pages = root / "pages"
    (pages / "deeper").mkdir(parents=True)
    (pages / "pad-thai.html").write_text(PAGE.format(title="Pad Thai", slug="pad-thai"))
    (pages / "deeper" / "scrambled.cook").write_text(COOK.format(title="Scrambled eggs"))
    paprika_archive(pages / "export.paprikarecipes", [
        {"name": "Banana bread", "ingredients": "3 bananas\n250 g flour", "directions": "Mash.\nBake.",
         "servings": "1 loaf", "prep_time": "15 mins", "cook_time": "1 hr", "categories": ["Baking"],
         "on_favorites": 1, "rating": 4, "source_url": "https://example.com/banana", "notes": "Very ripe bananas."},
        {"name": "Lemonade", "ingredients": "4 lemons", "directions": "Squeeze.", "categories": []}])
    (pages / "broken.html").write_text('<html><script type="application/ld+json">{"@type": "Recipe", "name": </script>')
    (pages / "no-recipe.html").write_text("<html><body><p>About us</p></body></html>")
    return pages


def test_a_folder_of_mixed_files_imports_each_format_and_refuses_the_bad_ones(tmp_path):
    library = empty_library(tmp_path)
    pages = mixed_folder(tmp_path)
    result = run("import", str(pages), library=library)
    assert result.stdout.startswith("Imported 4 recipes from 5 files; 2 refused")
    assert f"{pages}/broken.html: " in result.stderr
    assert f"{pages}/no-recipe.html: no schema.org Recipe in the page" in result.stderr
    recipes = {r["title"]: r for r in everything(library)}
    assert sorted(recipes) == ["Banana bread", "Lemonade", "Pad Thai", "Scrambled eggs"]
    pad = recipes["Pad Thai"]
    assert (pad["prepTime"], pad["cookTime"], pad["servings"]) == (900, 1200, "4 servings")
    assert pad["ingredients"] == "200 g rice noodles\n2 tbsp fish sauce & lime"
    assert pad["directions"] == "Noodles:\nSoak the noodles.\nFry everything."
    assert pad["collections"] == ["Dinner", "Thai"] and pad["sourceURL"] == "https://example.com/pad-thai"
    eggs = recipes["Scrambled eggs"]
    assert eggs["ingredients"] == "3 eggs\nsalt\n100 ml milk"
    assert eggs["directions"] == "Crack eggs into a bowl with salt.\nWhisk with milk and cook for 4 minutes."
    assert (eggs["servings"], eggs["prepTime"], eggs["collections"]) == ("2", 300, ["Breakfast"])
    bread = recipes["Banana bread"]
    assert (bread["isFavorite"], bread["rating"], bread["notes"]) == (True, 4, "Very ripe bananas.")
    assert (bread["prepTime"], bread["cookTime"], bread["collections"]) == (900, 3600, ["Baking"])
    shown = run("show", str(bread["id"]), library=library).stdout
    assert "Source: https://example.com/banana" in shown and "Rating: ★★★★☆ 4/5" in shown and "Very ripe bananas." in shown


def test_no_collections_leaves_categories_out(tmp_path):
    library = empty_library(tmp_path)
    (tmp_path / "pad.html").write_text(PAGE.format(title="Pad Thai", slug="pad-thai"))
    run("import", "--no-collections", str(tmp_path / "pad.html"), library=library)
    assert everything(library)[0]["collections"] == []


def test_a_second_import_skips_what_is_there_and_replace_updates_it(tmp_path):
    library = empty_library(tmp_path)
    pages = mixed_folder(tmp_path)
    run("import", str(pages), library=library)
    before = everything(library)
    again = run("import", str(pages), library=library)
    assert again.stdout.startswith("Imported 0 recipes from 5 files; 4 already in the library; 2 refused")
    assert "Pad Thai\" is already in the library" in again.stderr
    assert everything(library) == before

    pad = next(r for r in before if r["title"] == "Pad Thai")
    run("fav", str(pad["id"]), library=library)
    (pages / "pad-thai.html").write_text(PAGE.format(title="Pad Thai, better", slug="pad-thai"))
    replaced = run("import", "--replace", str(pages / "pad-thai.html"), library=library)
    assert "replaced 1" in replaced.stdout
    after = json.loads(run("show", str(pad["id"]), "--json", library=library).stdout)
    assert after["title"] == "Pad Thai, better" and after["isFavorite"] and after["addedOn"] == pad["addedOn"]
    assert len(everything(library)) == len(before)


def test_dry_run_lists_what_it_would_do_and_writes_nothing(tmp_path):
    library = empty_library(tmp_path)
    pages = mixed_folder(tmp_path)
    result = run("import", "--dry-run", str(pages), library=library)
    assert 'would add: ' in result.stdout and '"Pad Thai"' in result.stdout
    assert "Would import 4 recipes from 5 files; 2 refused" in result.stdout
    assert everything(library) == []


def test_schema_org_json_without_context_or_type_is_read_as_schema_org(tmp_path):
    library = empty_library(tmp_path)
    recipe = {"name": "Untyped dal", "recipeYield": "4", "recipeIngredient": ["1 cup red lentils", "3 cups water"],
              "recipeInstructions": [{"text": "Rinse the lentils."}, {"text": "Simmer for 20 minutes."}]}
    (tmp_path / "dal.json").write_text(json.dumps(recipe))
    result = run("import", str(tmp_path / "dal.json"), library=library)
    assert result.stdout.startswith("Imported 1 recipe") and "expected a JSON array" not in result.stderr
    (imported,) = everything(library)
    assert imported["title"] == "Untyped dal"
    assert imported["ingredients"] == "1 cup red lentils\n3 cups water"


def test_one_recipe_as_show_json_prints_it_is_imported(tmp_path):
    samples = tmp_path / "samples.sqlite"
    run("init", library=samples)
    shown = run("show", "2", "--json", library=samples).stdout
    assert shown.lstrip().startswith("{")
    library = empty_library(tmp_path)
    result = run("import", "-", library=library, input=shown)
    assert result.stdout.startswith("Imported 1 recipe")
    (imported,) = everything(library)
    original = json.loads(shown)
    assert (imported["title"], imported["ingredients"], imported["directions"]) == (
        original["title"], original["ingredients"], original["directions"])


def round_trip_fields(recipe):
    return (recipe["title"], recipe["servings"], recipe["prepTime"], recipe["cookTime"],
            recipe["ingredients"], recipe["directions"])


@pytest.mark.parametrize("format, output", [("cook", "folder"), ("jsonld", "recipes.jsonld")])
def test_the_sample_library_survives_a_round_trip_through_cook_and_jsonld(tmp_path, format, output):
    source = tmp_path / "source.sqlite"
    run("init", library=source)
    run("export", "--format", format, "-o", str(tmp_path / output), library=source)
    target = empty_library(tmp_path, "target.sqlite")
    run("import", str(tmp_path / output), library=target)
    expected = sorted(round_trip_fields(r) for r in everything(source))
    assert sorted(round_trip_fields(r) for r in everything(target)) == expected


def test_markdown_export_writes_a_folder_or_one_file(tmp_path):
    source = tmp_path / "source.sqlite"
    run("init", library=source)
    run("export", "--format", "markdown", "-o", str(tmp_path / "md"), library=source)
    assert len(list((tmp_path / "md").glob("*.md"))) == 50
    run("export", "--format", "markdown", "-o", str(tmp_path / "all.md"), library=source)
    assert (tmp_path / "all.md").read_text().startswith("# ")


def test_the_browser_shows_recipes_imported_while_it_is_open(tmp_path):
    library = Library(tmp_path)
    (tmp_path / "new.html").write_text(PAGE.format(title="Aaa imported while open", slug="aaa"))
    with open_browser(library) as term:
        library.cli("import", str(tmp_path / "new.html"))
        # The selection keeps its row on screen, so the new first recipe sits just above: Home shows it.
        term.wait_for(lambda t: "51 recipes" in t.line(0), what="the count with the imported recipe")
        term.send("\x1b[H")
        wait_selected(term, "Aaa imported while open", what="the imported recipe at the top of the list")
        quit_cleanly(term)


def test_a_folder_imported_into_an_empty_library_is_browsed_with_its_source(tmp_path):
    library = Library.__new__(Library)
    library.directory, library.path = tmp_path, str(tmp_path / "library.sqlite")
    library.cli("init", "--empty")
    run("import", str(mixed_folder(tmp_path)), library=library.path)
    with open_browser(library) as term:
        term.wait_for(lambda t: "4 recipes" in t.line(0), what="the four imported recipes")
        for title in ["Banana bread", "Lemonade", "Pad Thai", "Scrambled eggs"]:
            assert any(line.startswith(title) for line in list_lines(term)), title
        # The Paprika recipe's favorite, source, rating and notes come through to the detail.
        wait_selected(term, "Banana bread")
        assert "♥" in (selected_list_line(term) or "")
        term.wait_for(lambda t: "https://example.com/banana" in t.text(), what="the source in the detail")
        assert "Very ripe bananas." in term.text()
        quit_cleanly(term)
