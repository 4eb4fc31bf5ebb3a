"""Messages that quote a file's or the library's content (or a path) reach the terminal sanitised
like the text the browser draws: no escape sequence, no byte that is not UTF-8."""
import os
import sqlite3
import subprocess

import pytest

from test_cli import BIN


def damaged_library(path):
    """An SQLite file whose schema names a table with ESC [31m and bytes that are not UTF-8."""
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE recipe (x)")
    connection.commit()
    connection.execute("PRAGMA writable_schema = ON")
    connection.execute("UPDATE sqlite_master SET name = 'evil' || char(27) || '[31mRED' || CAST(X'FFFE' AS TEXT), "
                       "sql = 'CREATE TABLE evil(x ' || char(27) || '[2J' || CAST(X'C3' AS TEXT)")
    connection.commit()
    connection.close()


@pytest.mark.parametrize("args", [["list"], ["fav", "1"], ["init"], []], ids=["list", "fav", "init", "browser"])
def test_a_damaged_librarys_message_reaches_the_terminal_sanitised(tmp_path, args):
    path = tmp_path / "library.sqlite"
    damaged_library(path)
    before = path.read_bytes()
    message = failure_message([*args, "--library", str(path)])
    assert message.startswith(f"Error: library is damaged: {path} (malformed database schema (evil␛[31mRED\ufffd")
    assert path.read_bytes() == before


def failure_message(args):
    """What a failing command wrote to stderr, checked to hold no escape and no byte that is not UTF-8."""
    result = subprocess.run([BIN, *args], capture_output=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8"))
    assert result.returncode == 1
    message = result.stderr.decode("utf-8")  # raises if a byte that is not UTF-8 came through
    assert "\x1b" not in message
    return message


def test_a_failure_naming_a_hostile_path_is_sanitised(tmp_path):
    # Import reports already quoted file names sanitised; a failure thrown to the top (here: no
    # library at the path given) went out raw.
    name = os.fsencode(tmp_path) + b"/menu\x1b[2J\xff.sqlite"
    message = failure_message(["list", "--library", name.decode("utf-8", "surrogateescape")])
    assert message.startswith(f"Error: no library at {tmp_path}/menu␛[2J\ufffd.sqlite")


@pytest.mark.parametrize("args, said", [
    (["picture", "3", "{bad}"], "{shown}: no such file; recipe 3 keeps the picture it had"),
    (["export", "-o", "{bad}"], "cannot write {shown}: there is no folder {shown_folder}"),
    (["--trace-frames", "{bad}"], "Cannot write the frame trace to {shown}: No such file or directory."),
    (["list", "--folder", "{bad}"], "no folder at {shown} (a mistyped path, or a drive not mounted?)"),
], ids=["picture", "export", "trace-frames", "folder"])
def test_a_failure_quoting_a_path_typed_with_a_line_break_is_one_line(tmp_path, args, said):
    library = tmp_path / "library.sqlite"
    subprocess.run([BIN, "init", "--library", str(library)], check=True, capture_output=True)
    bad = str(tmp_path / "a\nb" / "c")
    shown, shown_folder = bad.replace("\n", "␊"), str(tmp_path / "a\nb").replace("\n", "␊")
    command = [arg.format(bad=bad) for arg in args] + ([] if "--folder" in args else ["--library", str(library)])
    result = subprocess.run([BIN, *command], capture_output=True, text=True, env=dict(os.environ, LANG="C.UTF-8"))
    assert result.returncode == 1
    assert result.stderr == "Error: " + said.format(shown=shown, shown_folder=shown_folder) + "\n"
