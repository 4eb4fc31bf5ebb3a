"""A folder of Cooklang files as the library (`--folder`): the folder is the truth, its index
lives under $XDG_CACHE_HOME, files changed on disk (by hand, by git) reach an open browser within
a second or so by the same path as other processes' writes, and the browser's own writes (`f`,
`d`, `u`) are files in the folder that git sees."""
import json
import os
import shutil
import subprocess
import time

import pytest

from pictures import halves, paprika_export_with_photo
from terminal import TerminalSession, Trace
from test_browser import HEART, RECIPES_BIN, choose_in_sidebar, list_lines, quit_cleanly, selected_list_line, status, wait_selected

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


def list_frames_after(trace, count):
    return [f for f in trace.frames()[count:] if f["rows"].get("list")]


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


def test_files_changed_on_disk_reach_the_open_browser_redrawing_few_rows(folder, tmp_path):
    trace = Trace(str(tmp_path / "frames.jsonl"))
    with folder.open_browser(trace) as term:
        wait_selected(term, "Apple pie")
        # Added by another program (the title sorts last: the rows above it stay).
        count = len(trace.frames())
        folder.write("Zucchini bread.cook", recipe("zucchini"))
        term.wait_for(lambda t: any(line.startswith("Zucchini bread") for line in list_lines(t)), timeout=SHOWN_WITHIN,
                      what="added file shown")
        assert all(f["rows"]["list"] <= 2 for f in list_frames_after(trace, count)), trace.frames()[count:]
        # Edited in place by another program: the row is redrawn in place, the selection stays.
        count = len(trace.frames())
        folder.write("Bread.cook", "---\ncook time: 45 minutes\n---\n" + recipe("flour"))
        term.wait_for(lambda t: any(line.startswith("Bread") and "45" in line for line in list_lines(t)),
                      timeout=SHOWN_WITHIN, what="edited file shown")
        assert all(f["rows"]["list"] <= 2 for f in list_frames_after(trace, count)), trace.frames()[count:]
        wait_selected(term, "Apple pie", "selection kept")
        # Renamed: the same recipe under its new name; deleted: gone.
        os.rename(folder.root / "Zucchini bread.cook", folder.root / "Zucchini loaf.cook")
        term.wait_for(lambda t: any(line.startswith("Zucchini loaf") for line in list_lines(t))
                      and not any(line.startswith("Zucchini bread") for line in list_lines(t)),
                      timeout=SHOWN_WITHIN, what="renamed file shown")
        count = len(trace.frames())
        os.remove(folder.root / "Chili.cook")
        term.wait_for(lambda t: not any(line.startswith("Chili") for line in list_lines(t)), timeout=SHOWN_WITHIN,
                      what="deleted file gone")
        assert all(f["rows"]["list"] <= 2 + 3 for f in list_frames_after(trace, count))
        wait_selected(term, "Apple pie", "selection kept")
        quit_cleanly(term)


def test_a_renamed_file_keeps_its_id_and_favorite(folder):
    before = {r["title"]: r for r in folder.recipes()}
    folder.cli("fav", str(before["Dal"]["id"]))
    os.rename(folder.root / "Dal.cook", folder.root / "Dal makhani.cook")
    after = {r["title"]: r for r in folder.recipes()}
    assert after["Dal makhani"]["id"] == before["Dal"]["id"]
    assert after["Dal makhani"]["isFavorite"]


def test_f_in_the_browser_is_a_change_git_sees_and_a_clone_lists_the_favorite(folder, tmp_path):
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        term.send("f")
        term.wait_for(lambda t: HEART in (selected_list_line(t) or ""), what="favorite shown")
        deadline = time.monotonic() + SHOWN_WITHIN
        while ".recipes-favorites" not in folder.git("status", "--porcelain") and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "?? .recipes-favorites" in folder.git("status", "--porcelain")
        quit_cleanly(term)
    assert (folder.root / ".recipes-favorites").read_text() == "+ Apple pie.cook\n"
    folder.git("add", "-A")
    folder.git("commit", "-q", "-m", "favorite")
    clone = Folder(tmp_path / "elsewhere", "Recipes")
    subprocess.run(["git", "clone", "-q", str(folder.root), str(clone.root)], check=True)
    assert [r["title"] for r in clone.recipes() if r["isFavorite"]] == ["Apple pie"]


def test_a_pull_of_a_commit_from_a_clone_reaches_the_open_browser(folder, tmp_path):
    clone = Folder(tmp_path / "elsewhere", "Recipes")
    subprocess.run(["git", "clone", "-q", str(folder.root), str(clone.root)], check=True)
    for title in ["Ramen", "Risotto", "Rösti"]:
        clone.write(f"{title}.cook", recipe("rice"))
    os.remove(clone.root / "Bread.cook")
    clone.git("add", "-A")
    clone.git("commit", "-q", "-m", "three new, one gone")
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        folder.git("pull", "-q", "--no-rebase", str(clone.root), "main")
        term.wait_for(lambda t: {"Ramen", "Risotto", "Rösti"} <= {line.split("  ")[0] for line in list_lines(t)}
                      and not any(line.startswith("Bread") for line in list_lines(t)),
                      timeout=SHOWN_WITHIN, what="pulled changes shown")
        wait_selected(term, "Apple pie", "selection kept")
        quit_cleanly(term)


def test_d_moves_the_file_to_the_trash_and_u_brings_it_back(folder):
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        term.send("d")
        term.wait_for(lambda t: (folder.root / ".recipes-trash" / "Apple pie.cook").exists(), timeout=SHOWN_WITHIN,
                      what="file in the trash")
        assert not (folder.root / "Apple pie.cook").exists()
        term.send("u")
        term.wait_for(lambda t: (folder.root / "Apple pie.cook").exists(), timeout=SHOWN_WITHIN, what="file back")
        wait_selected(term, "Apple pie")
        quit_cleanly(term)
    assert (folder.root / "Apple pie.cook").read_text() == recipe("apples")
    assert folder.git("status", "--porcelain") == ""


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


def test_e_changes_exactly_the_lines_the_editor_changed_in_the_file(folder, tmp_path):
    original = "---\nservings: 2\n---\n-- keep this comment\n" + recipe("apples") + "\nBake for ~{40%minutes}.\n"
    folder.write("Apple pie.cook", original)
    folder.git("commit", "-q", "-am", "apple pie")
    editor = write_editor(tmp_path, "edit.sh", "sed -i 's/Bake for ~{40%minutes}/Bake for ~{45%minutes}/' \"$1\"\n")
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100,
                         env={**folder.env, "EDITOR": editor, "VISUAL": ""}) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        wait_selected(term, "Apple pie")
        term.send("e")
        term.wait_for_text('Saved "Apple pie"')
        quit_cleanly(term)
    assert (folder.root / "Apple pie.cook").read_text() == original.replace("~{40%minutes}", "~{45%minutes}")
    diff = folder.git("diff", "--numstat")
    assert diff.strip().split("\t") == ["1", "1", "Apple pie.cook"], diff


def test_a_in_a_collection_writes_title_cook_in_its_folder(folder, tmp_path):
    editor = write_editor(tmp_path, "add.sh", """cat > "$1" <<'T'
Title: Béarnaise
Servings: 4
Collections: sauces

Ingredients:
- 3 egg yolks
- 150 g butter

Directions:
1. Whisk the yolks over heat, then the butter.
T
""")
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100,
                         env={**folder.env, "EDITOR": editor, "VISUAL": ""}) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        term.send("a")
        term.wait_for_text('Added "Béarnaise"')
        quit_cleanly(term)
    text = (folder.root / "sauces" / "Béarnaise.cook").read_text()
    assert "@butter{150%g}" in text or "butter" in text
    fresh = Folder(tmp_path / "fresh-cache", "unused")
    fresh.root = folder.root
    titles = {r["title"]: r for r in fresh.recipes()}
    assert titles["Béarnaise"]["collections"][0] == "sauces"


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


def test_ticks_written_as_cookcli_writes_them_show_in_the_open_shopping_list_and_back(folder):
    folder.write("Pancakes.cook", "---\nservings: 4\n---\nMix @flour{200%g} with @eggs{2} and @milk{300%ml}.\n")
    folder.write(".shopping-list", "./Pancakes{2}\n")
    with folder.open_browser() as term:
        term.send("L")
        term.wait_for(lambda t: "400 g flour" in t.text(), what="the list, scaled by the multiplier")
        assert "Ticked off" not in term.text()
        # CookCLI's server appends to the log as it ticks.
        with open(folder.root / ".shopping-checked", "a") as log:
            log.write("+ flour\n")
        term.wait_for(lambda t: "Ticked off" in t.text() and t.text().index("Ticked off") < t.text().index("400 g flour"),
                      timeout=SHOWN_WITHIN, what="the tick from the other program")
        before = (folder.root / ".shopping-checked").read_text()
        term.send(" ")
        term.wait_for(lambda t: (folder.root / ".shopping-checked").read_text() != before, timeout=SHOWN_WITHIN,
                      what="the terminal's tick in the log")
        added = (folder.root / ".shopping-checked").read_text()[len(before):]
        assert added.startswith("+ ") and added.endswith("\n") and added.count("\n") == 1, added
        assert added[2:].strip() in term.text()
        term.send("\x1b")
        term.wait_for(lambda t: "1 to shop" in status(t), what="back to the list")
        quit_cleanly(term)


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


def test_an_unedited_export_of_a_folder_gives_byte_identical_files(folder, tmp_path):
    exported = tmp_path / "exported"
    folder.cli("export", "--format", "cook", "-o", str(exported))
    for path in folder.root.rglob("*.cook"):
        assert (exported / path.name).read_bytes() == path.read_bytes(), path.name


def test_files_and_folders_moved_while_the_browser_is_open_keep_their_recipes(folder):
    ids = {r["title"]: r["id"] for r in folder.recipes()}
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        (folder.root / "desserts").mkdir()
        os.rename(folder.root / "Apple pie.cook", folder.root / "desserts" / "Apple pie.cook")
        term.wait_for(lambda t: "desserts" in t.text(), timeout=SHOWN_WITHIN, what="the new collection")
        wait_selected(term, "Apple pie", "selection kept across the move")
        os.rename(folder.root / "sauces", folder.root / "dips")
        term.wait_for(lambda t: "dips" in t.text() and "sauces" not in t.text(), timeout=SHOWN_WITHIN,
                      what="the renamed folder's collection")
        quit_cleanly(term)
    after = {r["title"]: r for r in folder.recipes()}
    assert after["Apple pie"]["id"] == ids["Apple pie"] and after["Apple pie"]["collections"] == ["desserts"]
    assert after["Hollandaise"]["id"] == ids["Hollandaise"] and after["Hollandaise"]["collections"] == ["dips"]


def test_cookclis_aisle_list_heads_the_shopping_list_in_the_browser_and_on_the_command_line(folder):
    folder.write("Pancakes.cook", "---\nservings: 4\n---\nMix @flour{200%g} with @eggs{2} and @milk{300%ml}.\n")
    folder.write(".shopping-list", "./Pancakes\n")
    folder.write("config/aisle.conf", "[Chiller cabinet]\nmilk\neggs|egg\n\n[Baking shelf]\nflour\n")
    text = folder.cli("shopping").stdout
    assert text.index("Chiller cabinet") < text.index("300 ml milk") < text.index("Baking shelf") < text.index("200 g flour")
    with folder.open_browser() as term:
        term.send("L")
        term.wait_for(lambda t: "Baking shelf" in t.text(), what="the aisles of aisle.conf")
        screen = term.text()
        assert screen.index("Chiller cabinet") < screen.index("2 eggs") < screen.index("Baking shelf") < screen.index("200 g flour")
        term.send("\x1b")
        term.wait_for(lambda t: "1 to shop" in status(t), what="back to the list")
        quit_cleanly(term)


def test_what_cookclis_pantry_says_is_at_home_is_left_out_and_listed_on_request(folder):
    folder.write("Pancakes.cook", "---\nservings: 4\n---\nMix @flour{200%g} with @eggs{2} and @milk{300%ml}.\n")
    folder.write(".shopping-list", "./Pancakes\n")
    folder.write("config/pantry.conf", '[fridge]\nmilk = { quantity = "1%l" }\neggs = "6"\n')
    text = folder.cli("shopping").stdout
    assert "200 g flour" in text and "milk" not in text.split("(2 items")[0] and "2 items at home left out" in text
    listed = folder.cli("shopping", "--at-home").stdout
    assert "At home (pantry.conf)" in listed and "300 ml milk" in listed.split("At home")[1]
    with folder.open_browser() as term:
        term.send("L")
        term.wait_for(lambda t: "200 g flour" in t.text(), what="the list")
        assert "300 ml milk" not in term.text() and "2 eggs" not in term.text()
        term.send("\x1b")
        term.wait_for(lambda t: "1 to shop" in status(t), what="back to the list")
        quit_cleanly(term)


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


def test_a_picture_copied_beside_a_recipe_shows_in_the_open_browser_and_goes_when_removed(folder, tmp_path):
    from pictures import solid
    from test_pictures import BLOCKS, picture_rows, shown_colour
    env = {**folder.env, "RECIPES_PICTURES": "symbols"}
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100, env=env) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        wait_selected(term, "Apple pie")
        assert picture_rows(term) == []
        made = tmp_path / "photo.jpg"
        made.write_bytes(solid(64, 48, (200, 30, 30)))
        shutil.copy(made, folder.root / "Apple pie.jpg")
        term.wait_for(lambda t: len(picture_rows(t)) >= 2, timeout=SHOWN_WITHIN, what="picture shown")
        colours = [shown_colour(cell) for row in picture_rows(term) for cell in row
                   if (cell.data == " " and cell.bg != "default")
                   or (cell.data in BLOCKS and cell.fg != "default" and cell.bg != "default")]
        assert any(c and c[0] > 150 and c[1] < 80 and c[2] < 80 for c in colours), colours
        os.remove(folder.root / "Apple pie.jpg")
        term.wait_for(lambda t: picture_rows(t) == [], timeout=SHOWN_WITHIN, what="picture gone")
        wait_selected(term, "Apple pie", "selection kept")
        quit_cleanly(term)


def folder_index_pictures(folder):
    import glob
    import sqlite3
    (index,) = glob.glob(folder.env["XDG_CACHE_HOME"] + "/recipes/folders/*.sqlite")
    with sqlite3.connect(index) as db:
        return dict(db.execute("SELECT recipeId, bytes FROM recipePicture").fetchall())


def test_recipes_picture_on_a_folder_writes_the_file_beside_and_remove_moves_it_to_the_trash(folder, tmp_path):
    from pictures import solid
    jpeg, png = solid(16, 16, (0, 0, 200)), solid(16, 16, (0, 200, 0), "PNG")
    (tmp_path / "photo.jpg").write_bytes(jpeg)
    (tmp_path / "photo.png").write_bytes(png)
    ident = next(r["id"] for r in folder.recipes() if r["title"] == "Bread")
    result = folder.cli("picture", str(ident), str(tmp_path / "photo.jpg"))
    assert result.stdout.startswith(f"Set the picture of {ident}\tBread (JPEG, 16 x 16)")
    assert (folder.root / "Bread.jpg").read_bytes() == jpeg
    assert folder_index_pictures(folder) == {ident: jpeg}
    # Replaced by a PNG: the JPEG goes to the trash, the PNG is the picture.
    folder.cli("picture", str(ident), str(tmp_path / "photo.png"))
    assert not (folder.root / "Bread.jpg").exists()
    assert (folder.root / ".recipes-trash" / "Bread.jpg").read_bytes() == jpeg
    assert (folder.root / "Bread.png").read_bytes() == png
    assert folder_index_pictures(folder) == {ident: png}
    assert folder.cli("picture", str(ident), "--remove").stdout.startswith(f"Removed the picture of {ident}")
    assert not (folder.root / "Bread.png").exists()
    assert (folder.root / ".recipes-trash" / "Bread.png").read_bytes() == png
    assert folder_index_pictures(folder) == {}
    assert "has no picture" in folder.cli("picture", str(ident), "--remove").stdout


def test_p_in_the_browser_writes_the_picture_beside_the_file_and_u_moves_it_to_the_trash(folder, tmp_path):
    from pictures import solid
    from test_pictures import picture_rows
    green = tmp_path / "green.png"
    green.write_bytes(solid(64, 48, (20, 200, 20), "PNG"))
    env = {**folder.env, "RECIPES_PICTURES": "symbols"}
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100, env=env) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        wait_selected(term, "Apple pie")
        term.send("p")
        term.wait_for_text('Picture for "Apple pie"')
        term.send(str(green) + "\r")
        term.wait_for(lambda t: len(picture_rows(t)) >= 2, timeout=SHOWN_WITHIN, what="picture shown")
        assert (folder.root / "Apple pie.png").read_bytes() == green.read_bytes()
        assert "?? \"Apple pie.png\"" in folder.git("status", "--porcelain")
        term.send("u")
        term.wait_for(lambda t: picture_rows(t) == [], timeout=SHOWN_WITHIN, what="picture taken back by u")
        assert not (folder.root / "Apple pie.png").exists()
        assert (folder.root / ".recipes-trash" / "Apple pie.png").read_bytes() == green.read_bytes()
        quit_cleanly(term)
