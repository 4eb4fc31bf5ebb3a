"""What a folder library keeps its recipes through, seen in the open browser: a pulled commit that
renames and edits a favorite recipe's file (the same recipe, still a favorite), and `d` on a
recipe with a picture beside its file (both go to the trash, `u` brings both back)."""
import subprocess

from pictures import halves
from test_browser import HEART, list_lines, quit_cleanly, wait_selected
from test_folder_library import SHOWN_WITHIN, Folder, folder, recipe  # noqa: F401 (folder: the fixture)


def test_a_pulled_commit_that_renames_and_edits_a_favorite_keeps_it_a_favorite(folder, tmp_path):
    dal = {r["title"]: r for r in folder.recipes()}["Dal"]["id"]
    folder.cli("fav", str(dal))
    folder.git("add", "-A")
    folder.git("commit", "-q", "-m", "favorite")
    clone = Folder(tmp_path / "elsewhere", "Recipes")
    subprocess.run(["git", "clone", "-q", str(folder.root), str(clone.root)], check=True)
    clone.git("mv", "Dal.cook", "Dal makhani.cook")
    (clone.root / "Dal makhani.cook").write_text(recipe("lentils") + "\nFinish with @cream{2%tbsp}.\n")
    clone.git("commit", "-q", "-am", "Dal is dal makhani now, with cream")
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        folder.git("pull", "-q", "--no-rebase", str(clone.root), "main")

        def renamed(t):
            lines = list_lines(t)
            return any(line.startswith("Dal makhani") for line in lines) and not any(
                line.split("  ")[0].strip() == "Dal" for line in lines)
        term.wait_for(renamed, timeout=SHOWN_WITHIN, what="renamed and edited file shown")
        assert HEART in next(line for line in list_lines(term) if line.startswith("Dal makhani"))
        quit_cleanly(term)
    after = {r["title"]: r for r in folder.recipes()}
    assert after["Dal makhani"]["id"] == dal
    assert after["Dal makhani"]["isFavorite"]


def test_d_takes_the_picture_to_the_trash_with_the_recipe_and_u_brings_both_back(folder):
    photo = halves(16, 16, "red", "blue")
    (folder.root / "Apple pie.jpg").write_bytes(photo)
    folder.git("add", "-A")
    folder.git("commit", "-q", "-m", "a picture")
    trash = folder.root / ".recipes-trash"
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        term.send("d")
        term.wait_for(lambda t: (trash / "Apple pie.cook").exists() and (trash / "Apple pie.jpg").exists(),
                      timeout=SHOWN_WITHIN, what="recipe and picture in the trash")
        assert not (folder.root / "Apple pie.jpg").exists()
        term.send("u")
        term.wait_for(lambda t: (folder.root / "Apple pie.cook").exists() and (folder.root / "Apple pie.jpg").exists(),
                      timeout=SHOWN_WITHIN, what="recipe and picture back")
        wait_selected(term, "Apple pie")
        quit_cleanly(term)
    assert (folder.root / "Apple pie.jpg").read_bytes() == photo
    assert not (trash / "Apple pie.jpg").exists()
    assert folder.git("status", "--porcelain") == ""
