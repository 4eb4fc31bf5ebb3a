"""What a person does to a folder library, in the browser or from the command line, is files in
the folder: `f` a line git sees, `d`/`u` the trash, `e` and `a` the recipe's file, `p` and
`recipes picture` the picture beside it, the shopping list CookCLI's own files."""
import subprocess
import time

from terminal import TerminalSession
from test_browser import HEART, quit_cleanly, selected_list_line, status, wait_selected
from test_folder_library import Folder, RECIPES_BIN, SHOWN_WITHIN, folder, recipe, write_editor  # noqa: F401 (folder: the fixture)


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
