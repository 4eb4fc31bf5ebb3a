"""End-to-end checks of how the `recipes` binary starts."""
import os
import subprocess

BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")


def test_browser_without_a_terminal_says_so_and_changes_nothing(tmp_path):
    library = tmp_path / "library.sqlite"
    result = subprocess.run([BIN, "--library", str(library)], capture_output=True, text=True, timeout=30,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    assert result.returncode != 0
    assert "needs a terminal" in result.stderr
    assert result.stdout == ""
