"""The seeded random-input test on the real binary: keys, escape sequences, mouse reports,
resizes, Ctrl-Z/fg and writes from other processes, on a real pty. After each seed the program
must be alive, must quit on request, and must give the terminal back in a usable state."""
import os
import random
import signal

import pytest

from terminal import TerminalSession
from test_browser import LEAVE_ALTERNATE_SCREEN, Library, RECIPES_BIN, status

# `make test` runs 2 seeds of 250 events; MONKEY_PTY_SEEDS=1,2,3 MONKEY_PTY_EVENTS=2000 runs more by hand.
EVENTS_PER_SEED = int(os.environ.get("MONKEY_PTY_EVENTS", "250"))
SEEDS = [int(seed) for seed in os.environ.get("MONKEY_PTY_SEEDS", "11,12").split(",")]

# Keys the browser knows, as a terminal sends them (several forms of Home/End and the arrows).
KEYS = list("jjjjkkkgGhlsfduaeip?/ v") + list("+-=UmLct") + [
    "\r", "\x1b", "\t", "\x1b[Z", "\x7f", "\x04", "\x15", "\x12", "\x0c",
    "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1bOA", "\x1bOB",
    "\x1b[H", "\x1b[F", "\x1b[1~", "\x1b[4~", "\x1b[7~", "\x1b[8~", "\x1bOH", "\x1bOF",
    "\x1b[5~", "\x1b[6~", "\x1b[3~",
]
TYPED = list("soupzé김") + ["\x1b[200~paste\x1b[201~"]
SIZES = [(40, 120), (24, 80), (20, 50), (5, 19), (6, 20), (30, 100), (24, 59), (24, 60), (12, 30), (3, 10)]


def mouse(button, row, col, sgr=False):
    """A mouse report: SGR (`ESC [ < b ; x ; y M`, what ncurses asks xterm-256color for) or X10
    (`ESC [ M` and three bytes: button + 32, column and row + 33), which older terminals send."""
    if sgr:
        return f"\x1b[<{button};{col + 1};{row + 1}M".encode()
    return bytes([0x1B, ord("["), ord("M"), 32 + button, 33 + min(col, 200), 33 + min(row, 200)])


# Walks through the screen stack, each ending where it began: the help over cook mode, over the
# shopping list, over the full-screen recipe and over itself; Esc and ? leave the help (no q: in a
# terminal too small to draw, q quits).
STACK_WALKS = [["c", "?", "j", "\x1b", "\x1b"], ["L", "?", "\x1b[6~", "\x1b", "\x1b"], ["c", "t", "?", "\x1b", "T", "\x1b"],
               ["L", "?", "?", "L"], ["\r", "?", "\x1b", "\x1b"], ["?", "?"]]


def walk_the_stack(rng, term, library):
    """Opens cook mode or the shopping list from the recipes, the help over it, and goes back,
    checking after each step what the title and status lines say when the terminal has room."""
    term.send("\x1b\x1b")  # out of a search box or a screen left open
    term.pump(0.1)
    walk = rng.choice(STACK_WALKS)
    checkable = term.rows >= 6 and term.cols >= 60 and library.recipes() and " recipes  " in term.line(0)
    for key in walk:
        term.send(key)
        term.pump(0.02)
    if not checkable:
        return
    if walk[:2] == ["c", "?"]:
        term.send("c?")
        term.wait_for(lambda t: t.line(0).startswith(" recipes  Cook mode") and "Keys of Cook mode" in t.text(),
                      what="the help over cook mode")
        term.send("\x1b")
        term.wait_for(lambda t: "j/k step" in status(t), what="Esc back to cook mode")
        term.send("\x1b")
    elif walk[:2] == ["L", "?"]:
        term.send("L?")
        term.wait_for(lambda t: "Keys of Shopping list" in t.text(), what="the help over the shopping list")
        term.send("\x1b")
        term.wait_for(lambda t: "Space tick" in status(t), what="Esc back to the shopping list")
        term.send("\x1b")


def random_event(rng, term, library, suspend=True):
    """Sends one random event; `suspend` allows Ctrl-Z/fg among them."""
    kind = rng.random()
    if kind < 0.04:
        walk_the_stack(rng, term, library)
    elif kind < 0.55:
        term.send(rng.choice(KEYS))
    elif kind < 0.68:
        term.send(rng.choice(TYPED))
    elif kind < 0.76:
        button = rng.choice([0, 64, 65])  # left press, wheel up, wheel down
        term.send(mouse(button, rng.randrange(term.rows), rng.randrange(term.cols), sgr=rng.random() < 0.5))
    elif kind < 0.86:
        rows, cols = rng.choice(SIZES) if rng.random() < 0.7 else (rng.randint(1, 60), rng.randint(1, 200))
        term.resize(rows, cols)
    elif kind < 0.97:
        ids = [r["id"] for r in library.recipes()]
        if ids:
            verb = rng.choice(["fav", "unfav", "rm", "fav"])
            library.cli(verb, str(rng.choice(ids)), check=False)
    elif suspend:
        term.signal(signal.SIGTSTP)
        term.pump(0.05)
        term.signal(signal.SIGCONT)
    term.pump(0.005)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_never_kills_the_browser_and_the_terminal_comes_back(tmp_path, seed):
    library = Library(tmp_path)
    rng = random.Random(seed)
    term = TerminalSession([RECIPES_BIN, "--library", library.path], rows=40, cols=120, env={"EDITOR": "true"})
    with term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        for index in range(EVENTS_PER_SEED):
            random_event(rng, term, library)
            assert term.process.poll() is None, f"seed {seed}: the browser ended after event {index}:\n{term.text()}"
        assert b"Fatal error" not in term.output
        # Back to a known state, then quit: Esc leaves any search or overlay, q quits.
        term.resize(40, 120)
        term.pump(0.3)
        for _ in range(20):  # keys still queued (an editor round trip) may run first
            term.send("\x1b")
            term.pump(0.3)
            if "? help" in status(term) or "j/k" in status(term):
                break
        assert "? help" in status(term) or "j/k" in status(term), f"seed {seed}: no key hint:\n{term.text()}"
        term.send("q")
        term.pump(0.2)
        if term.process.poll() is None:
            term.send("q")
        assert term.wait_exit() == 0
        assert term.is_cooked()
        assert LEAVE_ALTERNATE_SCREEN in term.output
