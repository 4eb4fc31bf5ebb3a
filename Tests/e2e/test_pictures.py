"""Pictures in the browser: the real binary in a pty under pyte, real JPEG/PNG/WebP files made here."""
import os
import sqlite3
import subprocess
import time

import pytest

from pictures import bad_pictures, halves, solid
from terminal import TerminalSession, Trace
from test_cli import run

RECIPES_BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")
ROWS, COLS = 30, 100
DETAIL_X = 63  # the detail pane's first column at 100 columns
BLOCKS = set("▀▄▌▐▖▗▘▝▚▞▙▛▜▟█")

APPLE_CRUMBLE, BANANA_BREAD, BEEF_STEW = 31, 12, 22  # the first three recipes of the list


@pytest.fixture
def library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    return path


def set_picture(library, tmp_path, recipe_id, data, name="picture.jpg"):
    (tmp_path / name).write_bytes(data)
    run("picture", str(recipe_id), str(tmp_path / name), library=library)


def browse(library, tmp_path, *args, pictures="auto"):
    trace = tmp_path / "frames.jsonl"
    env = {} if pictures is None else {"RECIPES_PICTURES": pictures}
    term = TerminalSession([RECIPES_BIN, "--library", str(library), "--trace-frames", str(trace), *args],
                           rows=ROWS, cols=COLS, env=env)
    return term, Trace(str(trace))


def picture_rows(term):
    """The detail's top lines that hold block glyphs."""
    rows = []
    for y in range(1, ROWS - 1):
        cells = [term.screen.buffer[y][x] for x in range(DETAIL_X, COLS)]
        if not any(cell.data in BLOCKS for cell in cells) and not any(cell.bg != "default" for cell in cells):
            break
        rows.append(cells)
    return rows


def rgb(name):
    return tuple(int(name[i:i + 2], 16) for i in (0, 2, 4))


def shown_colour(cell):
    """The colour a cell shows: its background for a space, its foreground for a full block,
    half of each for the partial blocks."""
    if cell.data == " ":
        return rgb(cell.bg) if cell.bg != "default" else None
    fg, bg = rgb(cell.fg), rgb(cell.bg)
    return fg if cell.data == "█" else tuple((a + b) // 2 for a, b in zip(fg, bg))


def detail_title_row(term, title):
    return next((y for y in range(ROWS) if term.line(y)[DETAIL_X:].startswith(title)), None)


def wait_for_picture(term, title, least=3):
    """Waits until the picture's rows are drawn and the recipe's title is right below them."""
    term.wait_for(lambda t: len(picture_rows(t)) >= least and detail_title_row(t, title) == 1 + len(picture_rows(t)) + 1,
                  what=f"the picture above {title!r}")


def test_the_detail_shows_the_picture_at_its_top_in_its_colours(library, tmp_path):
    set_picture(library, tmp_path, APPLE_CRUMBLE, halves(400, 300, (220, 30, 30), (30, 30, 220)))
    term, _ = browse(library, tmp_path)
    with term:
        wait_for_picture(term, "Apple crumble")
        rows = picture_rows(term)
        # At most a third of the pane's height (28 rows), the text right below (wait_for_picture).
        assert 3 <= len(rows) <= (ROWS - 2) // 3
        colours = [c for row in rows for c in map(shown_colour, row) if c is not None]
        assert len(set(colours)) >= 2
        average = tuple(sum(c[i] for c in colours) / len(colours) for i in range(3))
        assert all(abs(a - b) <= 40 for a, b in zip(average, (125, 30, 125))), average
        left = [shown_colour(row[1]) for row in rows]
        assert all(c[0] > 150 and c[2] < 100 for c in left), "the left of the picture is red"


@pytest.mark.parametrize("fmt,options", [("PNG", {}), ("WEBP", {"lossless": True})])
def test_png_and_webp_pictures_are_shown(library, tmp_path, fmt, options):
    set_picture(library, tmp_path, APPLE_CRUMBLE, solid(200, 100, (20, 200, 20), fmt, **options), "p." + fmt.lower())
    term, _ = browse(library, tmp_path)
    with term:
        wait_for_picture(term, "Apple crumble", least=2)
        colours = {shown_colour(c) for row in picture_rows(term) for c in row} - {None}
        assert all(c[1] > 150 and c[0] < 100 for c in colours), colours


def test_moving_to_a_recipe_without_a_picture_leaves_none_behind(library, tmp_path):
    set_picture(library, tmp_path, APPLE_CRUMBLE, halves(400, 300, (220, 30, 30), (30, 30, 220)))
    run("picture", str(BANANA_BREAD), "--remove", library=library)
    term, _ = browse(library, tmp_path)
    with term:
        wait_for_picture(term, "Apple crumble")
        term.send("j")
        term.wait_for(lambda t: t.line(1)[DETAIL_X:].startswith("Banana bread"), what="Banana bread at the top")
        assert picture_rows(term) == []
        assert not any(cell.data in BLOCKS for y in range(ROWS) for cell in term.screen.buffer[y].values())


def test_the_picture_comes_in_a_later_frame_that_draws_only_its_rows(library, tmp_path):
    set_picture(library, tmp_path, BANANA_BREAD, halves(2000, 1500, (200, 160, 40), (40, 90, 200)))
    term, trace = browse(library, tmp_path)
    with term:
        term.wait_for_text("Apple crumble")
        time.sleep(0.3)
        frame = trace.after_key(term, "j", "j")
        # The key's own frame: the list's two rows and nothing of the detail.
        assert frame["rows"]["detail"] == 0 and frame["rows"]["list"] == 2
        wait_for_picture(term, "Banana bread")
        term.wait_for(lambda t: any(f["cause"] == "picture" for f in trace.frames()), what="the picture's frame")
        frames = trace.frames()
        j_index = frames.index(frame)
        picture = [f for f in frames[j_index:] if f["cause"] == "picture"]
        assert len(picture) == 1
        drawn = {pane: count for pane, count in picture[0]["rows"].items() if count}
        assert drawn == {"detail": len(picture_rows(term))}


def test_holding_j_draws_at_most_one_picture(library, tmp_path):
    term, trace = browse(library, tmp_path)
    with term:
        term.wait_for_text("Apple crumble")
        term.wait_for(lambda t: len(picture_rows(t)) == 0 and "Apple crumble" in t.text())
        time.sleep(0.3)
        start = len(trace.frames())
        term.send("j" * 50)
        # The last recipe of the list (the selection stops there), and the idle frames after.
        term.wait_for(lambda t: t.line(1)[DETAIL_X:] != "" and any(f["cause"] == "idle" for f in trace.frames()[start:]))
        time.sleep(1.0)
        term.pump(0.2)
        pictures = [f for f in trace.frames()[start:] if f["cause"] == "picture"]
        assert len(pictures) <= 1


def test_pictures_none_shows_none(library, tmp_path):
    set_picture(library, tmp_path, APPLE_CRUMBLE, halves(400, 300, (220, 30, 30), (30, 30, 220)))
    for args, env in ((["--pictures", "none"], "auto"), ([], "none")):
        term, _ = browse(library, tmp_path, *args, pictures=env)
        with term:
            term.wait_for(lambda t: t.line(1)[DETAIL_X:].startswith("Apple crumble"), what="title at the top")
            time.sleep(0.5)
            term.pump(0.1)
            assert picture_rows(term) == []


def test_no_color_shows_the_picture_in_shapes_alone(library, tmp_path):
    set_picture(library, tmp_path, APPLE_CRUMBLE, halves(400, 300, (250, 250, 250), (10, 10, 10)))
    term, _ = browse(library, tmp_path, pictures="auto")
    term.close()
    term = TerminalSession([RECIPES_BIN, "--library", str(library)], rows=ROWS, cols=COLS,
                           env={"RECIPES_PICTURES": "auto", "NO_COLOR": "1"})
    with term:
        term.wait_for(lambda t: any(c.data in BLOCKS for y in range(1, 8) for c in t.screen.buffer[y].values()),
                      what="block glyphs")
        cells = [term.screen.buffer[y][x] for y in range(1, 8) for x in range(DETAIL_X, COLS)]
        assert all(c.fg == "default" and c.bg == "default" for c in cells)


@pytest.mark.parametrize("name", sorted(bad_pictures()))
def test_a_bad_picture_shows_its_note_and_the_text(library, tmp_path, name):
    data, words = bad_pictures()[name]
    # Written by another program (the command refuses them): the browser must cope.
    with sqlite3.connect(library) as db:
        db.execute("INSERT OR REPLACE INTO recipePicture (recipeId, format, width, height, bytes) VALUES (?, 'jpeg', 800, 600, ?)",
                   (APPLE_CRUMBLE, data))
    term, _ = browse(library, tmp_path)
    with term:
        term.wait_for(lambda t: detail_title_row(t, "Apple crumble") == 3, what="the text below the note")
        assert term.line(1)[DETAIL_X:].startswith("Bad picture: ")
        assert words in term.line(1)
        term.send("j")
        term.wait_for(lambda t: "Banana bread" in t.line(12) or "Bad picture" not in t.text(), what="moved on")
        assert term.process.poll() is None


def test_an_unknown_pictures_setting_is_refused_before_the_screen_changes(library):
    result = subprocess.run([RECIPES_BIN, "--library", str(library)], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, RECIPES_PICTURES="bogus", TERM="xterm-256color"))
    assert result.returncode != 0
    assert 'RECIPES_PICTURES is "bogus": use auto, symbols, kitty, sixel or none.' in result.stderr
    bad_option = subprocess.run([RECIPES_BIN, "--library", str(library), "--pictures", "iterm2"],
                                capture_output=True, text=True, timeout=60)
    assert bad_option.returncode != 0 and "iterm2" in bad_option.stderr
