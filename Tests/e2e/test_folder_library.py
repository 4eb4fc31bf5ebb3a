"""A folder of Cooklang files as the library (`--folder`): the folder is the truth, every `.cook`
file below it listed, its index under $XDG_CACHE_HOME (never in the folder), named by the
environment or a config file, caught up from the folder and exported back to it byte for byte.
The folder followed live is in test_folder_library_live.py, what the person does to it (favorites,
trash, edits, pictures, the shopping list) in test_folder_library_marks.py; the fixture and the
helpers here serve those and the other test_folder_* files."""
import json
import os
import shutil
import subprocess

import pytest

from pictures import halves, paprika_export_with_photo
from terminal import TerminalSession
from test_browser import HEART, RECIPES_BIN, choose_in_sidebar, list_lines, quit_cleanly, status, wait_selected

CORPUS = os.environ.get("COOK_CORPUS", "/work/notes/cook-corpus")
# Within a second or so: the budget for a change on disk reaching an open browser.
SHOWN_WITHIN = 1.5


class Folder:
    """A folder of .cook files in a git repository, with its own config and cache directories."""

    def __init__(self, tmp_path, name="Recipes"):
        self.root = tmp_path / name
        self.root.mkdir(parents=True, exist_ok=True)
        self.env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                    "XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)}

    def write(self, path, text):
        target = self.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)

    def cli(self, *args, check=True):
        result = subprocess.run([RECIPES_BIN, *args, "--folder", str(self.root)], capture_output=True, text=True,
                                timeout=60, env={**os.environ, **self.env})
        if check:
            assert result.returncode == 0, result.stderr
        return result

    def recipes(self):
        return json.loads(self.cli("list", "--json").stdout)

    def git(self, *args):
        return subprocess.run(["git", "-c", "user.name=Cook", "-c", "user.email=cook@example.org", *args],
                              cwd=self.root, check=True, capture_output=True, text=True).stdout

    def open_browser(self, trace=None, rows=30, cols=100):
        args = [RECIPES_BIN, "--folder", str(self.root)] + (["--trace-frames", trace.path] if trace else [])
        term = TerminalSession(args, rows=rows, cols=cols, env=self.env)
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        return term


def recipe(ingredient):
    return f"Put @{ingredient}{{2%tbsp}} in a #pan{{}} and stir for ~{{3%minutes}}.\n"


@pytest.fixture
def folder(tmp_path):
    folder = Folder(tmp_path)
    for title, ingredient in [("Apple pie", "apples"), ("Bread", "flour"), ("Chili", "beans"), ("Dal", "lentils")]:
        folder.write(f"{title}.cook", recipe(ingredient))
    folder.write("sauces/Hollandaise.cook", recipe("butter"))
    folder.git("init", "-q", "-b", "main")
    folder.git("add", "-A")
    folder.git("commit", "-q", "-m", "recipes")
    return folder


def test_every_cook_file_is_listed_titled_and_in_its_subfolders_collection(folder):
    recipes = folder.recipes()
    assert [r["title"] for r in recipes] == ["Apple pie", "Bread", "Chili", "Dal", "Hollandaise"]
    assert next(r for r in recipes if r["title"] == "Hollandaise")["collections"] == ["sauces"]
    # The index is not in the folder: git sees nothing new.
    assert folder.git("status", "--porcelain") == ""


def stated_title(text):
    """The title a Cooklang file's metadata states (`title:`, in YAML front matter or on `>>`
    lines, as cooklang-rs reads it: a `name:` key is no title there), else None."""
    lines = text.split("\n")
    if lines and lines[0].strip() == "---":
        front = lines[1:lines[1:].index("---") + 1] if "---" in lines[1:] else []
    else:
        front = [line[2:].strip() for line in lines if line.startswith(">>")]
    key = "title:"
    for line in front:
        if line.startswith(key) and line[len(key):].strip().strip("\"'"):
            return line[len(key):].strip().strip("\"'")
    return None


@pytest.mark.skipif(not os.path.isdir(CORPUS), reason="the corpus of real Cooklang files is not on this machine")
def test_every_file_of_a_real_corpus_is_listed_by_its_name_or_front_matter_title(tmp_path):
    corpus = Folder(tmp_path, "corpus")
    shutil.copytree(CORPUS, corpus.root, dirs_exist_ok=True)
    files = sorted(p for p in corpus.root.rglob("*.cook") if not any(part.startswith(".") for part in p.parts))
    listed = sorted(r["title"] for r in corpus.recipes())
    expected = []
    for path in files:
        expected.append(stated_title(path.read_text(errors="replace")) or path.stem)
    assert len(listed) == len(files) >= 250
    assert listed == sorted(expected)


def test_a_vanished_folder_says_so_and_the_index_forgets_nothing(folder, tmp_path):
    folder.cli("fav", str(folder.recipes()[0]["id"]))
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        os.rename(folder.root, tmp_path / "unmounted")
        term.wait_for(lambda t: "no folder at" in status(t), timeout=3, what="the folder's absence told")
        assert any(line.startswith("Apple pie") and HEART in line for line in list_lines(term))
        os.rename(tmp_path / "unmounted", folder.root)
        quit_cleanly(term)
    assert [r["title"] for r in folder.recipes() if r["isFavorite"]] == ["Apple pie"]


def test_the_config_file_makes_plain_recipes_open_the_folder(folder, tmp_path):
    config = tmp_path / "config" / "recipes"
    config.mkdir(parents=True)
    (config / "config.toml").write_text(f'# my recipes\nfolder = "{folder.root}"\n')
    result = subprocess.run([RECIPES_BIN, "list"], capture_output=True, text=True, env={**os.environ, **folder.env})
    assert result.returncode == 0, result.stderr
    assert "Hollandaise" in result.stdout
    env = {**os.environ, **folder.env, "RECIPES_FOLDER": str(folder.root / "sauces")}
    result = subprocess.run([RECIPES_BIN, "list"], capture_output=True, text=True, env=env)
    assert "Hollandaise" in result.stdout and "Bread" not in result.stdout


def test_a_folder_that_does_not_exist_is_a_clear_error_and_nothing_is_created(tmp_path):
    missing = tmp_path / "nowhere"
    result = subprocess.run([RECIPES_BIN, "list", "--folder", str(missing)], capture_output=True, text=True)
    assert result.returncode != 0
    assert f"no folder at {missing}" in result.stderr
    assert not missing.exists()


def test_a_missing_folder_named_by_the_environment_or_the_config_says_which_names_it(tmp_path):
    missing = tmp_path / "unmounted drive"
    config = tmp_path / "config" / "recipes" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text(f'folder = "{missing}"\n')
    base = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    base.pop("RECIPES_FOLDER", None)
    base.pop("RECIPES_LIBRARY", None)
    told = f"Error: no folder at {missing} (a mistyped path, or a drive not mounted?)"
    for env, source in [(base, f"; the folder line of {config} names it"), ({**base, "RECIPES_FOLDER": str(missing)},
                                                                          "; RECIPES_FOLDER names it")]:
        for args in [["list"], ["picture", "1", "--remove"]]:
            result = subprocess.run([RECIPES_BIN, *args], capture_output=True, text=True, env=env)
            assert (result.returncode, result.stderr) == (1, told + source + "\n")
    assert not missing.exists()


def write_editor(directory, name, body):
    path = directory / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


def test_import_into_a_folder_writes_cook_files_byte_for_byte(folder, tmp_path):
    source = tmp_path / "incoming"
    source.mkdir()
    text = "-- from a friend\nSimmer @chickpeas{400%g} with @tomatoes{1%can}.\n"
    (source / "Chana masala.cook").write_text(text)
    (source / "soup.json").write_text(json.dumps([{"title": "Lentil soup", "ingredients": "200 g lentils",
                                                    "directions": "Simmer.", "isFavorite": True}]))
    folder.cli("import", str(source))
    assert (folder.root / "Chana masala.cook").read_text() == text
    assert "lentils" in (folder.root / "Lentil soup.cook").read_text()
    assert "+ Lentil soup.cook" in (folder.root / ".recipes-favorites").read_text()


def test_import_into_a_folder_writes_the_recipes_picture_beside_its_file(folder, tmp_path):
    photo = halves(64, 48, (200, 100, 0), (0, 100, 200))
    archive = paprika_export_with_photo(tmp_path / "export.paprikarecipes", "Photo soup", photo, "1 onion")
    folder.cli("import", str(archive))
    assert (folder.root / "Photo soup.cook").exists()
    assert (folder.root / "Photo soup.jpg").read_bytes() == photo


def test_renaming_a_collection_of_a_folder_is_refused_in_the_cli_and_the_browser(folder):
    refused = folder.cli("collections", "rename", "sauces", "Sauces and dips", check=False)
    assert refused.returncode == 1
    assert "In a folder library a collection is a subfolder" in refused.stderr
    assert "sauces" in folder.cli("collections").stdout and (folder.root / "sauces" / "Hollandaise.cook").exists()
    with folder.open_browser(rows=30, cols=140) as term:
        choose_in_sidebar(term, "sauces")
        term.send("hr")
        term.wait_for_text("rename the subfolder, and the library follows")
        assert "Rename" not in status(term)
    assert "Sauces and dips" not in folder.cli("collections").stdout


def test_an_export_as_cook_of_a_library_file_opens_as_a_folder_with_favorites_and_shopping(tmp_path):
    from test_browser import Library
    library = Library(tmp_path)
    recipes = library.recipes()
    favorites = sorted(r["title"] for r in recipes if r["isFavorite"])
    library.cli("fav", str(recipes[3]["id"]))
    favorites = sorted(set(favorites) | {recipes[3]["title"]})
    library.cli("shopping", "add", str(recipes[5]["id"]), "--servings", "8")
    library.cli("shopping", "add", str(recipes[7]["id"]))
    item = json.loads(library.cli("shopping", "--json").stdout)["items"][0]
    library.cli("shopping", "tick", item["id"])
    exported = tmp_path / "exported"
    library.cli("export", "--format", "cook", "-o", str(exported))
    folder = Folder(tmp_path / "other-machine", "unused")
    folder.root = exported
    listed = folder.recipes()
    assert sorted(r["title"] for r in listed) == sorted(r["title"] for r in recipes)
    assert sorted(r["title"] for r in listed if r["isFavorite"]) == favorites
    original = json.loads(library.cli("shopping", "--json").stdout)
    shopping = json.loads(folder.cli("shopping", "--json").stdout)
    assert [(r["title"], r.get("servings")) for r in shopping["recipes"]] == \
        [(r["title"], r.get("servings")) for r in original["recipes"]]
    assert [i["text"] for i in shopping["items"] if i["ticked"]] == [item["text"]]


@pytest.mark.slow
def test_the_parts_of_a_recipe_stay_parts_when_it_moves_into_a_folder(tmp_path):
    """Headings the detail shows (a colon, capitals, Markdown) are sections after `export --format
    cook`, not ingredients named "PASTRY" or steps reading "## Filling", and nothing is bought for them."""
    from test_browser import Library
    library = Library(tmp_path)
    for recipe in library.recipes():
        library.cli("rm", str(recipe["id"]))
    tart = tmp_path / "tart.json"
    tart.write_text(json.dumps([{
        "title": "Apple tart", "servings": "6",
        "ingredients": "PASTRY\n200 g flour\n100 g butter\n## Filling\n3 apples\nTO FINISH:\n1 tbsp icing sugar",
        "directions": "CRUST\nRub the butter into the flour.\n## Filling\nSlice the apples over it.\nBake for 40 minutes."}]))
    library.cli("import", str(tart))
    (recipe,) = library.recipes()
    shown_before = library.cli("show", str(recipe["id"])).stdout
    library.cli("shopping", "add", str(recipe["id"]))
    bought_before = [i["text"] for i in json.loads(library.cli("shopping", "--json").stdout)["items"]]
    assert sorted(bought_before) == ["1 tbsp icing sugar", "100 g butter", "200 g flour", "3 apples"]
    exported = tmp_path / "exported"
    library.cli("export", "--format", "cook", "-o", str(exported))
    text = (exported / "Apple tart.cook").read_text()
    assert "== Ingredients: PASTRY ==" in text and "== Filling ==" in text and "@PASTRY" not in text
    folder = Folder(tmp_path / "other-machine", "unused")
    folder.root = exported
    (moved,) = folder.recipes()
    shown = folder.cli("show", str(moved["id"])).stdout
    for heading in ("PASTRY:", "Filling:", "TO FINISH:", "CRUST:"):
        assert f"\n  {heading}\n" in shown, shown
    assert "• PASTRY" not in shown and "## Filling" not in shown
    assert "  1. Rub the butter into the flour." in shown and "  3. Bake for 40 minutes." in shown
    assert sorted(i["text"] for i in json.loads(folder.cli("shopping", "--json").stdout)["items"]) == sorted(bought_before)
    assert shown_before.count("•") == shown.count("•") == 4


def test_an_unedited_export_of_a_folder_gives_byte_identical_files(folder, tmp_path):
    exported = tmp_path / "exported"
    folder.cli("export", "--format", "cook", "-o", str(exported))
    for path in folder.root.rglob("*.cook"):
        assert (exported / path.name).read_bytes() == path.read_bytes(), path.name


def test_enter_in_the_detail_opens_a_referenced_recipe_scaled_with_its_parent_and_esc_comes_back(folder):
    folder.write("sauces/Hollandaise.cook", "---\nservings: 2\n---\nWhisk @egg yolks{3} with @butter{150%g}.\n")
    folder.write("Eggs Benedict.cook", "---\nservings: 2\n---\nPoach @eggs{4}, top with @./sauces/Hollandaise{150%g}.\n")
    with folder.open_browser() as term:
        term.send("gjjjj")
        wait_selected(term, "Eggs Benedict")
        term.send("\t")  # to the recipe
        term.send("++")  # serves 4: twice the recipe
        term.wait_for(lambda t: "Serves 4" in t.text(), what="the parent scaled")
        term.send("\r")
        term.wait_for(lambda t: "used in \"Eggs Benedict\"" in status(t), what="the sauce opened")
        assert "300 g butter" in term.text() and "6 egg yolks" in term.text(), term.text()
        term.send("\x1b")
        term.wait_for(lambda t: "8 eggs" in t.text() and "300 g butter" not in t.text(), what="back to the parent")
        wait_selected(term, "Eggs Benedict")
        quit_cleanly(term)
