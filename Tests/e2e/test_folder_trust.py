"""A folder library never loses or silently undoes what a person wrote: damaged files exported as
they are, the person's files rewritten keeping their mode, `import --replace` keeping the file it
replaces in the trash, the browser following the folder when it comes back."""
import json
import os

import pytest

from test_browser import list_lines, quit_cleanly, status, wait_selected
from test_folder_library import Folder, recipe

# A file that is not one good recipe, each as the folder library marks it damaged.
DAMAGED = {
    "Latin1.cook": "Mix @flour{200%g} and caf".encode() + bytes([0xE9, 0x0A]),
    "Photo.cook": bytes([0xFF, 0xD8, 0xFF, 0x00, 0x10, 0x4A, 0x46]),
    "Cake.cook": b"Mix @flour{200%g}.\n<<<<<<< HEAD\nBake ~{20%minutes}.\n=======\nBake ~{25%minutes}.\n>>>>>>> theirs\n",
}


@pytest.fixture
def damaged(tmp_path):
    folder = Folder(tmp_path)
    folder.write("Dal.cook", recipe("lentils"))
    for name, data in DAMAGED.items():
        (folder.root / name).write_bytes(data)
    return folder


def test_an_export_as_cook_copies_each_damaged_file_byte_for_byte(damaged, tmp_path):
    exported = tmp_path / "exported"
    result = damaged.cli("export", "--format", "cook", "-o", str(exported))
    for name, data in DAMAGED.items():
        assert (exported / name).read_bytes() == data, name
    assert (exported / "Dal.cook").read_text() == recipe("lentils")
    assert "left out" not in result.stderr


@pytest.mark.parametrize("fmt", ["json", "jsonld", "markdown"])
def test_a_converting_export_leaves_damaged_files_out_and_names_each(damaged, fmt):
    result = damaged.cli("export", "--format", fmt)
    assert "Dal" in result.stdout
    for name in DAMAGED:
        assert name[:-len(".cook")] not in result.stdout, name
    assert "Latin1.cook is not UTF-8 text: left out of the export" in result.stderr
    assert "Photo.cook is not text" in result.stderr
    assert "Cake.cook is in conflict (git's <<<<<<< ======= >>>>>>> markers): left out of the export" in result.stderr
    if fmt == "json":
        assert [r["title"] for r in json.loads(result.stdout)] == ["Dal"]


HANDWRITTEN = ("---\nsource: https://example.com/pancakes\n---\n-- my grandmother's way\n"
               "Whisk @eggs{2} with @milk{300%ml}, then fold in @flour{200%g}.\n")
PAGE = {"@context": "https://schema.org", "@type": "Recipe", "name": "Pancakes", "url": "https://example.com/pancakes",
        "recipeIngredient": ["250 g flour", "2 eggs"], "recipeInstructions": "Mix and fry."}


def test_import_replace_over_a_handwritten_file_keeps_its_text_in_the_trash_and_says_so(tmp_path):
    folder = Folder(tmp_path)
    folder.write("Pancakes.cook", HANDWRITTEN)
    page = tmp_path / "page.json"
    page.write_text(json.dumps(PAGE))
    result = folder.cli("import", "--replace", str(page))
    assert "replaced 1" in result.stdout
    assert ("Pancakes.cook was replaced by the recipe written as Cooklang; "
            "the text it had is kept in .recipes-trash/Pancakes.cook") in result.stderr
    assert (folder.root / ".recipes-trash" / "Pancakes.cook").read_text() == HANDWRITTEN
    assert "Mix and fry." in (folder.root / "Pancakes.cook").read_text()
    # The recipe is the one the page gave, and only once: the kept text is not a recipe.
    assert [(r["title"], r["directions"]) for r in folder.recipes()] == [("Pancakes", "Mix and fry.")]
    # Replaced again with what the file already says: nothing more to keep.
    again = folder.cli("import", "--replace", str(page))
    assert "kept in" not in again.stderr
    assert sorted(p.name for p in (folder.root / ".recipes-trash").iterdir()) == ["Pancakes.cook"]


def test_no_folder_on_the_status_line_goes_when_the_folder_is_back_and_the_list_catches_up(tmp_path):
    folder = Folder(tmp_path)
    for title in ["Apple pie", "Bread"]:
        folder.write(f"{title}.cook", recipe("flour"))
    away = tmp_path / "unmounted"
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        os.rename(folder.root, away)
        term.wait_for(lambda t: "no folder at" in status(t), timeout=3, what="the folder's absence told")
        # The drive comes back with a recipe added elsewhere meanwhile; no key is pressed.
        (away / "Chili.cook").write_text(recipe("beans"))
        os.rename(away, folder.root)
        term.wait_for(lambda t: "no folder at" not in status(t), timeout=4, what="the absence no longer told")
        term.wait_for(lambda t: any(line.startswith("Chili") for line in list_lines(t)), timeout=3,
                      what="the recipe added meanwhile listed")
        quit_cleanly(term)


def test_a_replace_the_folder_cannot_take_yet_leaves_no_copies_and_keeps_one_once_it_can(tmp_path):
    from test_folder_unwritable import run
    folder = Folder(tmp_path)
    folder.write("mains/Pancakes.cook", HANDWRITTEN)
    page = tmp_path / "page.json"
    page.write_text(json.dumps(PAGE))
    folder.cli("list")
    os.chmod(folder.root / "mains", 0o555)
    try:
        replaced = run(folder, "import", "--replace", str(page))
        assert replaced.returncode != 0 and "your change is kept" in replaced.stderr
        for _ in range(3):  # each opening tries the write-out again, as the browser does at every idle moment
            assert "your change is kept" in run(folder, "list").stderr
        assert not list((folder.root / ".recipes-trash").rglob("*.cook"))
    finally:
        os.chmod(folder.root / "mains", 0o755)
    listed = run(folder, "list")
    assert "mains/Pancakes.cook was replaced by the recipe written as Cooklang" in listed.stderr
    assert [p.name for p in (folder.root / ".recipes-trash").rglob("*.cook")] == ["Pancakes.cook"]
    assert (folder.root / ".recipes-trash" / "mains" / "Pancakes.cook").read_text() == HANDWRITTEN
    assert "Mix and fry." in (folder.root / "mains" / "Pancakes.cook").read_text()
