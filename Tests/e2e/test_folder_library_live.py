"""A folder library followed live: files added, edited, renamed, moved or removed on disk (by
hand, by git, with their pictures) reach an open browser within a second or so, by the same path
as other processes' writes, redrawing only the rows they change."""
import os
import shutil
import subprocess

from terminal import TerminalSession, Trace
from test_browser import list_lines, quit_cleanly, status, wait_selected
from test_folder_library import Folder, RECIPES_BIN, SHOWN_WITHIN, folder, recipe  # noqa: F401 (folder: the fixture)


def list_frames_after(trace, count):
    return [f for f in trace.frames()[count:] if f["rows"].get("list")]


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
