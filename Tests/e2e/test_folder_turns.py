"""A folder library's write-outs and catch-ups take turns on a lock beside the index
(`FolderLock`), and the open browser never waits for it: while another process holds it (a
command's cold first opening of a large folder holds it for seconds), keys act and the screen
stays live, and what the browser wrote reaches the folder once the lock is free."""
import fcntl
import glob
import os
import time

from test_browser import HEART, list_lines, quit_cleanly, selected_list_line, wait_selected
from test_folder_library import SHOWN_WITHIN, folder, recipe  # noqa: F401 (folder: the fixture)


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
