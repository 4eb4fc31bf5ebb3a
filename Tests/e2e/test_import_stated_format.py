"""`recipes import --format F`: a stated format is obeyed. A file that is plainly another format is
refused on one line naming it, what it is not and what it is; the other files are imported."""
import gzip
import json

import pytest

from recipe_server import RecipeServer
from test_import import COOK, PAGE, empty_library, everything, paprika_archive, run

PAPRIKA_REFUSAL = "not a Paprika export (.paprikarecipes) or recipe (.paprikarecipe)"
RECOGNISED = ", which the import recognises without --format"


def inputs(folder):
    """One file of each kind a person may have at hand, by name."""
    folder.mkdir()
    (folder / "eggs.cook").write_text(COOK.format(title="Cooklang eggs"))
    (folder / "notes.txt").write_text("Toast the bread and butter it.\n")
    (folder / "soup.cook.gz").write_bytes(gzip.compress(b"Simmer @leeks{2} for ~{20%minutes}.\n"))
    (folder / "photo.png").write_bytes(bytes.fromhex("89504e470d0a1a0a0000000d49484452"))
    (folder / "own.json").write_text(json.dumps([{"title": "Own toast", "ingredients": "1 slice bread",
                                                  "directions": "Toast it."}]))
    (folder / "dal.jsonld").write_text(json.dumps({
        "@context": "https://schema.org", "@type": "Recipe", "name": "Schema dal",
        "recipeIngredient": ["1 cup lentils"], "recipeInstructions": ["Simmer."]}))
    (folder / "pad.html").write_text(PAGE.format(title="Page pad thai", slug="pad-thai"))
    paprika_archive(folder / "export.paprikarecipes", [
        {"name": "Paprika lemonade", "ingredients": "4 lemons", "directions": "Squeeze.", "categories": []}])
    return folder


# For each --format value, the files of `inputs` it imports; every other file is refused.
IMPORTED = {
    "json": {"own.json"},
    "jsonld": {"dal.jsonld"},
    "html": {"pad.html"},
    "cook": {"eggs.cook", "notes.txt", "soup.cook.gz"},
    "paprika": {"export.paprikarecipes"},
    "mealie": set(), "tandoor": set(), "mela": set(), "recipekeeper": set(), "copymethat": set(),
    "mealmaster": set(), "crouton": set(), "mastercook": set(), "plantoeat": set(),
    # One Nextcloud Cookbook recipe, and RecipeSage's export, are schema.org JSON.
    "nextcloud": {"dal.jsonld"}, "recipesage": {"dal.jsonld"},
}


def test_a_cooklang_file_stated_as_paprika_is_refused_and_the_real_export_imported(tmp_path):
    library = empty_library(tmp_path)
    folder = inputs(tmp_path / "in")
    result = run("import", "--format", "paprika", str(folder / "eggs.cook"), str(folder / "export.paprikarecipes"),
                 library=library)
    assert result.stderr == (f"{folder / 'eggs.cook'}: {PAPRIKA_REFUSAL}: it is a Cooklang recipe{RECOGNISED}\n")
    assert result.stdout == "Imported 1 recipe from 2 files; 1 refused.\n"
    assert [r["title"] for r in everything(library)] == ["Paprika lemonade"]


def test_a_file_refused_alone_for_its_stated_format_imports_nothing_and_exits_1(tmp_path):
    library = empty_library(tmp_path)
    folder = inputs(tmp_path / "in")
    result = run("import", "--format", "paprika", str(folder / "eggs.cook"), library=library, check=False)
    assert result.returncode == 1
    assert result.stdout == f"Imported 0 recipes from {folder / 'eggs.cook'}; 1 refused.\n"
    assert everything(library) == []


@pytest.mark.parametrize("stated", sorted(IMPORTED))
def test_every_stated_format_reads_its_own_files_and_refuses_each_other_on_one_line(tmp_path, stated):
    library = empty_library(tmp_path)
    folder = inputs(tmp_path / "in")
    names = sorted(path.name for path in folder.iterdir())
    result = run("import", "--format", stated, *[str(folder / name) for name in names], library=library, check=False)
    refused = {line.split(": ", 1)[0].removeprefix(f"{folder}/"): line for line in result.stderr.splitlines()}
    assert len(refused) == len(result.stderr.splitlines()), result.stderr
    assert set(refused) == set(names) - IMPORTED[stated], result.stderr
    # A file whose content shows what it is is refused saying so.
    for name, what in [("photo.png", "a PNG picture"), ("eggs.cook", "a Cooklang recipe"), ("pad.html", "a web page"),
                       ("own.json", "recipes JSON")]:
        if name in refused and not (name == "pad.html" and stated in ("recipekeeper", "copymethat")):
            assert f": it is {what}" in refused[name], refused[name]
    imported = len(everything(library))
    assert result.stdout.startswith(f"Imported {imported} recipe"), result.stdout
    assert (imported > 0) == bool(IMPORTED[stated]) and result.returncode == (0 if imported else 1)


def test_a_page_of_a_recipe_keeper_export_is_a_web_page_too(tmp_path):
    library = empty_library(tmp_path)
    folder = inputs(tmp_path / "in")
    result = run("import", "--format", "recipekeeper", str(folder / "pad.html"), library=library, check=False)
    assert result.stderr == (f"{folder / 'pad.html'}: not a Recipe Keeper export: the page has no recipe block "
                             '(<div class="recipe-details">); export the recipes again from the app\n')


def test_standard_input_is_held_to_the_stated_format(tmp_path):
    library = empty_library(tmp_path)
    result = run("import", "--format", "paprika", "-", library=library, input="Boil @water{1%l}.\n", check=False)
    assert (result.returncode, result.stderr) == (
        1, f"standard input: {PAPRIKA_REFUSAL}: it is a Cooklang recipe{RECOGNISED}\n")


def test_a_gzip_file_stated_as_paprika_is_not_read_as_what_it_holds(tmp_path):
    library = empty_library(tmp_path)
    folder = inputs(tmp_path / "in")
    result = run("import", "--format", "paprika", str(folder / "soup.cook.gz"), library=library, check=False)
    assert result.stderr == (f"{folder / 'soup.cook.gz'}: {PAPRIKA_REFUSAL}: it is gzip-compressed data holding "
                             f"a Cooklang recipe{RECOGNISED}\n")
    # One Paprika recipe, gzip-compressed as Paprika writes it, is read whatever its name.
    (folder / "odd.name").write_bytes(gzip.compress(json.dumps({"name": "Gzipped lemonade", "ingredients": "4 lemons",
                                                                "directions": "Squeeze."}).encode()))
    run("import", "--format", "paprika", str(folder / "odd.name"), library=library)
    assert [r["title"] for r in everything(library)] == ["Gzipped lemonade"]


def test_a_web_page_is_held_to_the_stated_format(tmp_path):
    library = empty_library(tmp_path)
    with RecipeServer() as server:
        page = server.url("/recipe/1")
        result = run("import", "--format", "cook", page, library=library, check=False)
        assert (result.returncode, result.stderr) == (1, f"{page}: not a Cooklang recipe: it is a web page{RECOGNISED}\n")
        assert run("import", "--format", "html", page, library=library).stdout.startswith("Imported 1 recipe")
