"""End-to-end checks of how the `recipes` binary starts."""
import os
import subprocess

from terminal import TerminalSession

BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")


def test_browser_without_a_terminal_says_so_and_changes_nothing(tmp_path):
    library = tmp_path / "library.sqlite"
    result = subprocess.run([BIN, "--library", str(library)], capture_output=True, text=True, timeout=30,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    assert result.returncode != 0
    assert "needs a terminal" in result.stderr
    assert result.stdout == ""
    # The library the browser would have made is not made: nothing was shown in it.
    assert list(tmp_path.iterdir()) == []


def test_browser_on_a_dumb_terminal_says_so_and_creates_no_library(tmp_path):
    library = tmp_path / "library.sqlite"
    with TerminalSession([BIN, "--library", str(library)], env={"TERM": "dumb"}) as term:
        assert term.wait_exit() != 0
        term.pump()
        assert "TERM=dumb is unknown to ncurses" in term.text()
    assert list(tmp_path.iterdir()) == []
