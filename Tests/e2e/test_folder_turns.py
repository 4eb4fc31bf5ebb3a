"""A folder library's write-outs and catch-ups take turns on a lock beside the index
(`FolderLock`), and the open browser never waits for it: while another process holds it (a
command's cold first opening of a large folder holds it for seconds), keys act and the screen
stays live, and what the browser wrote reaches the folder once the lock is free. A save from the
editor (`e`) and a change on disk to the same file meanwhile take turns too: neither is lost."""
import fcntl
import glob
import os
import time

from terminal import TerminalSession
from test_browser import HEART, list_lines, quit_cleanly, selected_list_line, status, wait_selected
from test_folder_library import RECIPES_BIN, SHOWN_WITHIN, folder, recipe, write_editor  # noqa: F401 (folder: the fixture)


def held_lock(folder):
    """Holds the folder's lock, as another process on the folder does, until closed."""
    paths = glob.glob(os.path.join(folder.env["XDG_CACHE_HOME"], "recipes", "folders", "*.sqlite.lock"))
    assert len(paths) == 1, paths
    handle = open(paths[0], "a")
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


def favorites_log(folder):
    path = folder.root / ".recipes-favorites"
    return path.read_text() if path.exists() else ""


def test_keys_act_while_another_process_holds_the_lock_and_the_change_lands_after(folder):
    with folder.open_browser() as term:
        wait_selected(term, "Apple pie")
        lock = held_lock(folder)
        try:
            # Idle ticks come and go with the lock held: the browser must not be stuck in one.
            time.sleep(0.5)
            term.send("j")
            wait_selected(term, "Bread", "j acts while the lock is held")
            term.send("f")
            term.wait_for(lambda t: HEART in (selected_list_line(t) or ""), what="f acts while the lock is held")
            term.send("j")
            wait_selected(term, "Chili", "the screen stays live")
            folder.write("Zucchini bread.cook", recipe("zucchini"))
            time.sleep(SHOWN_WITHIN)
            # Nothing of the folder's work is done while another process holds the lock.
            assert favorites_log(folder) == ""
            assert not any(line.startswith("Zucchini bread") for line in list_lines(term))
        finally:
            lock.close()
        # Released: the favorite is written out and the file added meanwhile comes in.
        term.wait_for(lambda t: any(line.startswith("Zucchini bread") for line in list_lines(t)),
                      timeout=SHOWN_WITHIN, what="the added file shown once the lock is free")
        assert favorites_log(folder) == "+ Bread.cook\n"
        quit_cleanly(term)
    assert {r["title"]: r["isFavorite"] for r in folder.recipes()}["Bread"]


def test_a_file_changed_on_disk_while_e_edits_it_reopens_the_editor_with_both_versions(folder, tmp_path):
    theirs = recipe("flour").replace("{2%tbsp}", "{3%tbsp}")
    yours = recipe("flour").replace("stir for", "whisk for")
    log = tmp_path / "second-round.cook"
    # The first round: another program saves the file while the person edits it; the second:
    # the person keeps their version of the lines both changed.
    editor = write_editor(tmp_path, "edit.sh", f"""\
        if grep -q '^<<<<<<<' "$1"; then
          cp "$1" {log}
          sed -i '/^=======/,/^>>>>>>>/d; /^<<<<<<</d' "$1"
        else
          printf '%s' '{theirs}' > '{folder.root}/Bread.cook'
          sed -i 's/stir for/whisk for/' "$1"
        fi
        """)
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100,
                         env={**folder.env, "EDITOR": editor, "VISUAL": ""}) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        wait_selected(term, "Apple pie")
        term.send("j")
        wait_selected(term, "Bread")
        term.send("e")
        term.wait_for_text('Saved "Bread"')
        reopened = log.read_text()
        assert "<<<<<<< yours" in reopened and yours in reopened and theirs in reopened
        term.wait_for(lambda t: (folder.root / "Bread.cook").read_text() == yours, timeout=SHOWN_WITHIN,
                      what="the person's text written to the file")
        quit_cleanly(term)
    assert (folder.root / "Bread.cook").read_text() == yours
