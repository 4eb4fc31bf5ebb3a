"""The seeded random-input test with pictures made of pixels: kitty's placeholders, and kitty's
placements (a kitty older than 0.28). The real binary on a folder library whose recipes have real
JPEG and PNG pictures beside them (made here, one colour each); keys, mouse, resizes, Ctrl-Z/fg,
the editor, and other processes changing the folder's files. The graphics commands are read out
of the output before pyte sees it (pixel_session.py). After every event, once the browser is idle:
every placeholder cell and placement names a picture kitty holds; the detail shows the picture of
the recipe it names (and none for one without), which is the recipe selected; a card shows its
recipe's picture; Ctrl-L repaints the screen as it was; `f` and `d` act on the recipe shown. After
quitting, every picture is deleted. A failure names its seed and event; MONKEY_PIXEL_SEEDS=1,2 and
MONKEY_PIXEL_EVENTS=1000 run others by hand."""
import os
import random
import signal
import time

import pytest

from graphics import KITTY_0_26, KITTY_0_31, answer_as_terminal
from picture_folder import MORE_TITLES, TITLES, PictureFolder
from pixel_checks import differences, problems_now, screen_cells, selection
from pixel_session import PixelSession
from test_browser import RECIPES_BIN
from test_monkey import mouse

EVENTS = int(os.environ.get("MONKEY_PIXEL_EVENTS", "150"))
SEEDS = [int(s) for s in os.environ.get("MONKEY_PIXEL_SEEDS", "31").split(",")]
KEYS = list("jjjkkkgGvvfdu?hl") + ["\x1b", "\x1b", "\t", "\r", "\x0c", "\x0c", "\x1b[5~", "\x1b[6~", "\x1b[A", "\x1b[B",
                                   "e", "/", "a\x7f", "/o", "s", "+"]
SCREEN_SIZES = [(40, 120), (30, 100), (24, 80), (18, 60), (50, 160), (12, 44), (40, 120)]


def settle(term, check, what, timeout=6.0):
    """Waits until the program is quiet and `check` finds nothing wrong; fails with what it found."""
    deadline = time.monotonic() + timeout
    while True:
        before = -1
        while before != len(term.output):
            before = len(term.output)
            term.pump(0.06)
        found = check()
        if not found:
            return
        if time.monotonic() > deadline or term.process.poll() is not None:
            raise AssertionError(f"{what}:\n  " + "\n  ".join(found) + "\nscreen:\n" + term.text())


def quiet(term, still=0.5, longest=8.0):
    """Reads the program's output until it has written nothing for `still` seconds: a file
    changed on disk or a picture decoded in the background may still be arriving after `settle`,
    and a slow machine takes longer. Gives up waiting after `longest` seconds."""
    deadline = time.monotonic() + longest
    while time.monotonic() < deadline:
        before = len(term.output)
        term.pump(still)
        if len(term.output) == before:
            return


def acted_on(folder, before, title):
    """Which recipes `f` or `d` changed, other than `title`."""
    after = {r["title"]: r["isFavorite"] for r in folder.recipes()}
    touched = {t for t in before if t not in after or after[t] != before[t]}
    return [] if touched <= {title} else [f"changed {sorted(touched)} while {title!r} was shown"]


def random_event(rng, term, folder):
    """Sends one event: a key (returned, for the checks that follow it), a mouse report, a resize,
    a change to the folder's files or through the command line, or Ctrl-Z and fg."""
    kind = rng.random()
    if kind < 0.62:
        key = rng.choice(KEYS)
        term.send(key)
        term.events.append(repr(key))
        return key
    if kind < 0.70:
        button = rng.choice([0, 0, 64, 65])
        term.events.append(f"mouse {button}")
        term.send(mouse(button, rng.randrange(term.rows), rng.randrange(term.cols), sgr=rng.random() < 0.5))
    elif kind < 0.78:
        term.resize(*rng.choice(SCREEN_SIZES))
        term.events.append(f"resize {term.rows}x{term.cols}")
    elif kind < 0.92:
        term.events.append(folder.change_on_disk())
    elif kind < 0.97:
        titles = {r["title"]: r["id"] for r in folder.recipes()}
        verb, title = rng.choice(["fav", "unfav"]), rng.choice(sorted(titles))
        folder.cli(verb, str(titles[title]), check=False)
        term.events.append(f"{verb} {title}")
    else:
        term.events.append("Ctrl-Z, fg")
        term.signal(signal.SIGTSTP)
        term.pump(0.05)
        term.signal(signal.SIGCONT)
    return None


def run_event(rng, term, folder, check, what):
    """One random event, then every check. What the checks of `f`, `d` and Ctrl-L compare with is
    read first, only for those keys: a copy of the generator tells which event comes."""
    favorites, shown, before = None, None, None
    peek = random.Random()
    peek.setstate(rng.getstate())
    if peek.random() < 0.62:
        key = peek.choice(KEYS)
        if key in ("f", "d"):
            favorites = {r["title"]: r["isFavorite"] for r in folder.recipes()}
            _, shown = selection(term, folder.expected())
        elif key == "\x0c":
            quiet(term)  # every change taken in (a picture read off the loop) before the screen is kept
            before = screen_cells(term)
    key = random_event(rng, term, folder)
    what += f" (the last: {', '.join(term.events[-12:])})"
    settle(term, check, what)
    if key == "\x0c":
        assert screen_cells(term) == before, f"{what}: Ctrl-L changed the screen:\n" + differences(before, screen_cells(term))
    if key in ("f", "d") and shown:
        settle(term, lambda: acted_on(folder, favorites, shown), what)


def quit_and_check(term, seed):
    """Quits (Esc out of any screen or box first) and checks that kitty is left holding nothing."""
    term.resize(40, 120)
    for _ in range(4):
        term.send("\x1b")
        term.pump(0.1)
    term.send("q")
    term.pump(0.3)
    if term.process.poll() is None:
        term.send("q")
    assert term.wait_exit() == 0, f"seed {seed}: the browser did not quit"
    assert term.pictures.problems == [], f"seed {seed}: {term.pictures.problems}"
    assert term.pictures.held == {}, f"seed {seed}: pictures left in kitty after quitting: {term.pictures.held}"
    assert term.is_cooked()


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["placeholders", "placements"])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_keeps_every_picture_true_to_the_recipe_shown(tmp_path, seed, mode):
    rng = random.Random(seed)
    folder = PictureFolder(tmp_path, rng)
    placeholders = mode == "placeholders"
    env = {**folder.env, "RECIPES_PICTURES": "kitty", "EDITOR": "true", "VISUAL": "true"}
    term = PixelSession([RECIPES_BIN, "--folder", str(folder.root)], rows=40, cols=120, env=env)
    term.events = []
    with term:
        answer_as_terminal(term, KITTY_0_31 if placeholders else KITTY_0_26)
        check = lambda: problems_now(term, folder, placeholders, TITLES + MORE_TITLES)  # noqa: E731
        term.wait_for(lambda t: "? help" in t.line(t.rows - 1), what="the first frame")
        settle(term, check, f"seed {seed}: the first screen")
        assert term.pictures.transmissions > 0, "no picture was sent"
        try:
            for index in range(EVENTS):
                run_event(rng, term, folder, check, f"seed {seed} ({mode}), after event {index}")
            quit_and_check(term, seed)
        except AssertionError:
            (tmp_path / "output.bin").write_bytes(bytes(term.output))
            (tmp_path / "sizes.txt").write_text("".join(f"{at} {rows} {cols}\n" for at, rows, cols in term.sizes))
            print(f"seed {seed}: what the browser wrote is in {tmp_path / 'output.bin'}")
            raise
