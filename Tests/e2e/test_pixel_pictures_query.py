"""The question about pictures at start: asked on the alternate screen, and an answer that comes
after the browser stopped waiting is dropped, never typed. The real binary in a pty."""
import time

from graphics import KITTY_0_31
from test_pixel_pictures import browse, library  # noqa: F401 (library is a fixture)

ENTER_ALTERNATE_SCREEN = b"\x1b[?1049h"


def settled(term, seconds=1.0):
    """The screen's text once nothing more has come for `seconds` (the detail's picture drawn)."""
    while True:
        before = len(term.output)
        term.pump(seconds)
        if len(term.output) == before:
            return term.text()


def test_the_question_is_asked_on_the_alternate_screen(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto")
    with term:
        term.wait_for_output(b"\x1b[c")
        out = bytes(term.output)
        # The alternate screen entered first, so a terminal that prints unknown questions prints
        # them where the browser's first frame covers them, not in the shell's scrollback.
        assert ENTER_ALTERNATE_SCREEN in out
        assert out.index(ENTER_ALTERNATE_SCREEN) < out.index(b"\x1b_Gi=31")


def test_an_answer_after_the_wait_acts_as_no_key(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto")
    with term:
        term.wait_for_text("Apple crumble")
        term.send("jj")
        term.wait_for(lambda t: "Prep 30m · Cook 3h 30m" in t.text(), what="the third recipe shown")
        screen = settled(term)
        # kitty's graphics answer, XTVERSION and the device attributes, all long after the wait:
        # as keys they would open the import prompt (i), move up (k), open cook mode (c)...
        term.send(KITTY_0_31)
        after = settled(term)
        assert after == screen
        # The keys after it still act: j moves to the next recipe.
        term.send("j")
        term.wait_for(lambda t: t.text() != screen, what="j moving on")
