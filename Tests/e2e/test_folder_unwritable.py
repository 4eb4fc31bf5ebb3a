"""What a folder library cannot do is told, and loses nothing: a change that cannot be written to
the folder (a read-only folder) stays the person's change, told each time, until it can be
written; a subfolder that cannot be read is told, by commands on standard error (sanitised) and
by the browser on its status line.

The tests run as root here, and root writes and reads every file whatever its mode; so the
program runs as root without the capabilities that bypass file permissions (`setpriv`), and a
folder's mode means for it what it means for any person (run as another user, it needs nothing)."""
import json
import os
import subprocess

from test_browser import HEART, list_lines, quit_cleanly, selected_list_line, status, wait_selected
from test_folder_library import RECIPES_BIN, SHOWN_WITHIN, folder, recipe  # noqa: F401 (folder: the fixture)
from terminal import TerminalSession

AS_A_PERSON = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if os.getuid() == 0 else []


def run(folder, *args):
    return subprocess.run([*AS_A_PERSON, RECIPES_BIN, *args, "--folder", str(folder.root)], capture_output=True,
                          text=True, timeout=60, env={**os.environ, **folder.env})


def favorite(folder, title):
    listed = run(folder, "list", "--json")
    assert listed.returncode == 0, listed.stderr
    return {r["title"]: r for r in json.loads(listed.stdout)}[title]["isFavorite"], listed.stderr


def open_browser(folder):
    # Wide enough that a message naming a file of the folder ("cannot write PATH (Permission
    # denied)") is whole whatever the temporary path's length (pytest's numbered folders and
    # xdist's worker names make it 80 to 120 characters).
    cols = max(160, len(str(folder.root)) + 110)
    term = TerminalSession([*AS_A_PERSON, RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=cols, env=folder.env)
    term.wait_for(lambda t: "? help" in status(t) or "cannot" in status(t), what="first frame")
    return term


def test_a_favorite_a_read_only_folder_cannot_take_is_kept_and_told_until_it_can(folder):
    dal = {r["title"]: r for r in folder.recipes()}["Dal"]["id"]
    os.chmod(folder.root, 0o555)
    try:
        made = run(folder, "fav", str(dal))
        assert made.returncode != 0
        # The command's failure, told once and as a failure (the exit status says so too).
        assert made.stderr == (f"Error: cannot write {folder.root}/.recipes-favorites (Permission denied): your change "
                               "is kept and written when the file can be\n")
        # Every later command says so again, and the favorite is not undone by its catch-up.
        for _ in range(2):
            is_favorite, told = favorite(folder, "Dal")
            assert is_favorite
            assert "cannot write" in told and ".recipes-favorites" in told
    finally:
        os.chmod(folder.root, 0o755)
    is_favorite, told = favorite(folder, "Dal")
    assert is_favorite and told == ""
    assert (folder.root / ".recipes-favorites").read_text() == "+ Dal.cook\n"


def test_a_change_that_cannot_be_written_is_told_once_a_command(folder):
    ids = {r["title"]: r["id"] for r in folder.recipes()}
    told = (f"cannot write {folder.root}/.recipes-favorites (Permission denied): your change is kept and written when "
            "the file can be\n")
    os.chmod(folder.root, 0o555)
    try:
        assert run(folder, "fav", str(ids["Dal"])).stderr == "Error: " + told
        # A second change while the first waits: the same problem, said once, as this command's failure.
        second = run(folder, "fav", str(ids["Chili"]))
        assert (second.returncode, second.stderr) == (1, "Error: " + told)
        # A command that changes nothing says it once, as a warning, and succeeds.
        listed = run(folder, "list")
        assert (listed.returncode, listed.stderr) == (0, "recipes: " + told)
    finally:
        os.chmod(folder.root, 0o755)


def listed(term, title):
    return any(line.startswith(title) for line in list_lines(term))


def test_the_browser_tells_the_change_it_cannot_write_and_writes_it_once_it_can(folder):
    folder.recipes()
    os.chmod(folder.root, 0o555)
    try:
        with open_browser(folder) as term:
            wait_selected(term, "Apple pie")
            term.send("f")
            term.wait_for(lambda t: "cannot write" in status(t) and ".recipes-favorites (Permission denied)" in status(t),
                          what="the write-out's failure on the status line")
            # Told again after a key clears it: the change is still not in the folder.
            term.send("j")
            wait_selected(term, "Bread")
            term.wait_for(lambda t: "cannot write" in status(t), what="told again")
            term.send("k")
            term.wait_for(lambda t: HEART in (selected_list_line(t) or ""), what="the favorite kept")
            # Another program (a git pull, Syncthing) adds a file and removes one meanwhile: the
            # rest of the folder is still read while the favorite waits.
            (folder.root / "Eggs.cook").write_text(recipe("eggs"))
            (folder.root / "Chili.cook").unlink()
            term.wait_for(lambda t: listed(t, "Eggs") and not listed(t, "Chili"), timeout=SHOWN_WITHIN,
                          what="the folder's changes read while the favorite waits")
            assert HEART in (selected_list_line(term) or "")
            os.chmod(folder.root, 0o755)
            # Writable again: the browser writes it out by itself, and stops telling.
            term.wait_for(lambda t: (folder.root / ".recipes-favorites").exists(), timeout=SHOWN_WITHIN,
                          what="the favorite written out")
            assert (folder.root / ".recipes-favorites").read_text() == "+ Apple pie.cook\n"
            term.send("j")
            term.wait_for(lambda t: "? help" in status(t), what="nothing more to tell")
            quit_cleanly(term)
    finally:
        os.chmod(folder.root, 0o755)
    assert favorite(folder, "Apple pie")[0]
    assert sorted(r["title"] for r in folder.recipes()) == ["Apple pie", "Bread", "Dal", "Eggs", "Hollandaise"]


def listed(term, title):
    return any(line.startswith(title) for line in list_lines(term))


def test_a_subfolder_that_cannot_be_read_is_told_by_commands_and_the_browser(folder):
    locked = folder.root / "locked\x1b[31m"
    locked.mkdir()
    (locked / "Stew.cook").write_text("Simmer @beef{1%kg}.\n")
    folder.recipes()
    os.chmod(locked, 0)
    try:
        listed = run(folder, "list", "--json")
        assert listed.returncode == 0
        assert "Stew" in [r["title"] for r in json.loads(listed.stdout)]
        assert "cannot read the folder locked" in listed.stderr and "Permission denied" in listed.stderr
        assert "\x1b" not in listed.stderr
        with open_browser(folder) as term:
            term.wait_for(lambda t: "cannot read the folder locked" in status(t), what="the warning on the status line")
            quit_cleanly(term)
    finally:
        os.chmod(locked, 0o755)


def test_a_command_whose_own_change_is_written_succeeds_while_an_older_one_still_waits(folder):
    ids = {r["title"]: r["id"] for r in folder.recipes()}
    log = folder.root / ".recipes-favorites"
    log.write_text("")
    os.chmod(log, 0o444)
    try:
        waiting = run(folder, "fav", str(ids["Dal"]))
        assert waiting.returncode == 1 and "cannot write" in waiting.stderr
        # The shopping list can be written: the command did what it was asked, and says the older change still waits.
        added = run(folder, "shopping", "add", str(ids["Chili"]))
        assert added.returncode == 0, added.stderr
        assert added.stderr == (f"recipes: cannot write {log} (Permission denied): your change is kept and written "
                                "when the file can be\n")
        assert "Chili" in (folder.root / ".shopping-list").read_text()
    finally:
        os.chmod(log, 0o644)
    assert favorite(folder, "Dal") == (True, "")
