"""The gallery (`v`): the recipe list as cards of title and picture, driven by the same snapshot
and changesets as the rows. The real binary in a pty under pyte."""
import os
import subprocess
import time

import pytest

from terminal import TerminalSession, Trace
from test_cli import run

RECIPES_BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")
ROWS, COLS = 30, 160
CARD_HEIGHT = 7
HEART = "♥"
BLOCKS = set("▀▄▌▐▖▗▘▝▚▞▙▛▜▟█")


@pytest.fixture
def library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    return path


def open_gallery(library, tmp_path, pictures="auto"):
    trace = Trace(str(tmp_path / "frames.jsonl"))
    term = TerminalSession([RECIPES_BIN, "--library", str(library), "--trace-frames", trace.path],
                           rows=ROWS, cols=COLS, env={"RECIPES_PICTURES": pictures})
    term.wait_for_text("Apple crumble")
    time.sleep(0.3)
    frame = trace.after_key(term, "v", "v")
    term.wait_for_text("Cards: v for rows")
    return term, trace, frame


def list_columns(term):
    """The columns of the list pane: between the sidebar's divider and the detail's."""
    line = term.screen.buffer[1]
    dividers = [x for x in range(COLS) if line[x].data == "│"]
    return dividers[0] + 1, dividers[1]


def card_titles(term):
    """The cards' titles, band by band, as the screen shows them."""
    start, end = list_columns(term)
    width = (end - start) // 2
    bands = []
    for y in range(1, ROWS - 1, CARD_HEIGHT):
        line = "".join(term.screen.buffer[y][x].data for x in range(start, end))
        bands.append([line[:width].strip(), line[width:].strip()])
    return bands


def test_v_shows_the_list_as_cards_and_back_on_the_same_recipe(library, tmp_path):
    term, trace, frame = open_gallery(library, tmp_path)
    with term:
        assert card_titles(term)[:2] == [["Apple crumble", HEART + " Banana bread"],
                                         ["Beef and stout stew with root v…", "Blueberry muffins"]]
        # The cards take the list's place; the detail stays as it was.
        assert frame["rows"]["gallery"] == 28 and frame["rows"]["detail"] == 0
        # Banana bread's picture comes into its card (the second), below its title.
        start, end = list_columns(term)
        second = range(start + (end - start) // 2, end)
        term.wait_for(lambda t: any(t.screen.buffer[y][x].data in BLOCKS for y in range(2, 7) for x in second),
                      what="Banana bread's picture in its card")
        term.send("j")  # the next card: Banana bread
        term.wait_for(lambda t: any(t.line(y)[end + 1:].startswith("Banana bread") for y in range(1, ROWS)),
                      what="the detail on Banana bread")
        term.send("v")
        term.wait_for(lambda t: "Cards" not in t.line(ROWS - 1), what="rows again")
        term.wait_for(lambda t: any(t.line(y)[start:end].startswith("Banana bread") for y in range(1, ROWS)), what="the rows")
        y = next(y for y in range(1, ROWS) if term.line(y)[start:end].startswith("Banana bread"))
        assert term.screen.buffer[y][start + 1].bg != "default", "Banana bread's row is the selected one"


def band_frame(trace, term, key, cause):
    frame = trace.after_key(term, key, cause)
    return {pane: rows for pane, rows in frame["rows"].items() if rows}


def test_the_gallery_follows_favorites_deletes_undo_and_other_processes_by_diff(library, tmp_path):
    term, trace, _ = open_gallery(library, tmp_path, pictures="none")
    with term:
        # f: one card's title changes; its band is drawn again, nothing else of the gallery.
        drawn = band_frame(trace, term, "f", "f")
        term.wait_for(lambda t: card_titles(t)[0][0] == HEART + " Apple crumble", what="the heart")
        assert drawn["gallery"] == CARD_HEIGHT
        # d: the cards after it move up one place.
        band_frame(trace, term, "d", "d")
        term.wait_for(lambda t: card_titles(t)[0][0] == HEART + " Banana bread", what="the cards moved up")
        assert card_titles(term)[0][1] == "Beef and stout stew with root v…"
        # u: back in its place, the others after it again.
        band_frame(trace, term, "u", "u")
        term.wait_for(lambda t: card_titles(t)[0] == [HEART + " Apple crumble", HEART + " Banana bread"], what="undo")
        # Another process favorites the third recipe: its card alone is drawn again.
        count = len(trace.frames())
        subprocess.run([RECIPES_BIN, "fav", "22", "--library", str(library)], check=True, capture_output=True)
        term.wait_for(lambda t: card_titles(t)[1][0].startswith(HEART + " Beef"), what="the other process's favorite")
        def gallery_frames():
            return [f["rows"]["gallery"] for f in trace.frames()[count:] if f["rows"].get("gallery")]
        term.wait_for(lambda t: gallery_frames(), what="the frame in the trace")
        time.sleep(0.3)
        assert gallery_frames() == [CARD_HEIGHT]
