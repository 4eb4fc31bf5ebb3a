"""The browser's whole life under valgrind's memcheck: no read, write or free of memory it does
not own. The program hands ncurses, chafa and the picture decoders raw buffers; a mistake there
does not fail a test that reads the screen, it corrupts the heap and ends some later run with
glibc's abort ("corrupted size vs. prev_size" on quitting, once in thirty runs, was one: the panes'
windows were deleted again after `delscreen` had freed them)."""
import re
import shutil
import subprocess
import time

import pytest

from terminal import TerminalSession
from test_browser import RECIPES_BIN, Library, status

# Valgrind runs the program some twenty times slower.
SLOW = 120.0


def settle(term, quiet=1.0, timeout=SLOW):
    """Reads the program's output until it has been quiet for `quiet` seconds: the frame a key
    caused is complete, pictures and deferred work included."""
    deadline = time.monotonic() + timeout
    seen, since = len(term.output), time.monotonic()
    while time.monotonic() < deadline:
        term.pump(0.1)
        if len(term.output) != seen:
            seen, since = len(term.output), time.monotonic()
        elif time.monotonic() - since >= quiet:
            return
    raise AssertionError(f"the program never went quiet; screen:\n{term.text()}")


def first_errors(log_text, count=3, lines=14):
    """The first reports of a valgrind log (each a paragraph: what, then where), as valgrind wrote them."""
    reports = [[]]
    for line in log_text.splitlines():
        if re.fullmatch(r"==\d+==\s*", line):
            reports.append([])
        else:
            reports[-1].append(line)
    errors = [r for r in reports if r and re.search(r"Invalid |free|overlap|Mismatched|Syscall param", r[0])]
    return "\n\n".join("\n".join(r[:lines]) for r in errors[:count]) or log_text[-3000:]


@pytest.mark.slow
def test_browsing_cooking_shopping_resizing_and_quitting_touch_no_memory_they_do_not_own(tmp_path):
    valgrind = shutil.which("valgrind")
    assert valgrind, "valgrind is missing (make test installs it)"
    # Valgrind 3.19 cannot read the DWARF 5 that Swift writes: a copy without it keeps the symbols.
    binary = tmp_path / "recipes"
    subprocess.run(["objcopy", "--strip-debug", RECIPES_BIN, str(binary)], check=True)
    library = Library(tmp_path)
    log = tmp_path / "memcheck.log"
    argv = [valgrind, "--undef-value-errors=no", "--error-exitcode=99", f"--log-file={log}",
            str(binary), "--library", library.path]
    with TerminalSession(argv, rows=40, cols=120) as term:
        term.wait_for(lambda t: "? help" in status(t), timeout=SLOW, what="first frame")
        settle(term)
        for key in ["j", "j", "j", "c", "\x1b", "/", "s", "o", "u", "p", "\x1b", "L", "\x1b"]:
            term.send(key)
            settle(term, quiet=0.5)
        term.resize(30, 90)
        settle(term)
        term.resize(40, 120)
        settle(term)
        term.send("q")
        code = term.wait_exit(timeout=SLOW)
        assert term.is_cooked()
    text = log.read_text()
    assert "ERROR SUMMARY: 0 errors" in text, first_errors(text)
    assert code == 0, text[-2000:]
