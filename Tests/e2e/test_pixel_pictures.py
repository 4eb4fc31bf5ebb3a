"""Pictures made of pixels: kitty's graphics protocol with Unicode placeholders, sixel, and what
auto picks. The real binary in a pty; what it writes read as bytes (graphics.py)."""
import os
import signal
import time

import pytest

from graphics import (KITTY_0_26, KITTY_0_31, PLACEHOLDER, SIXEL, XTERM_VT340, answer_as_terminal, average_colour,
                      commands, placeholder_cells, text_screen, transmissions)
from pictures import halves, noise_png
from pixel_session import PixelSession
from terminal import TerminalSession, Trace
from test_cli import run

RECIPES_BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")
ROWS, COLS = 30, 100
APPLE_CRUMBLE, BANANA_BREAD = 31, 12  # the first two recipes of the list
RED_BLUE = ((220, 30, 30), (30, 30, 220))
GREEN_YELLOW = ((30, 200, 30), (230, 220, 40))


@pytest.fixture
def library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    for recipe, (left, right), name in ((APPLE_CRUMBLE, RED_BLUE, "a.jpg"), (BANANA_BREAD, GREEN_YELLOW, "b.png")):
        fmt = "PNG" if name.endswith("png") else "JPEG"
        (tmp_path / name).write_bytes(halves(400, 300, left, right, fmt=fmt))
        run("picture", str(recipe), str(tmp_path / name), library=path)
    return path


def browse(library, tmp_path, pictures, env=None):
    trace = Trace(str(tmp_path / "frames.jsonl"))
    term = TerminalSession([RECIPES_BIN, "--library", str(library), "--trace-frames", trace.path],
                           rows=ROWS, cols=COLS, env={"RECIPES_PICTURES": pictures, **(env or {})})
    return term, trace


def mean(colours):
    return tuple(sum(c) // len(c) for c in zip(*colours))


def close(a, b, tolerance=20):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def shown_images(term):
    """The ids of the pictures whose placeholder cells are on the screen."""
    return {image for image, _, _ in placeholder_cells(text_screen(term.output, ROWS, COLS)).values()}


def test_kitty_sends_each_picture_once_and_shows_it_with_placeholder_cells(library, tmp_path):
    term, trace = browse(library, tmp_path, "kitty")
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1 and shown_images(t), what="the first picture")
        (keys, rgba), = transmissions(term.output)
        image = int(keys["i"])
        columns, rows = int(keys["c"]), int(keys["r"])
        # A virtual placement for placeholders, no replies asked for, the pixels of the picture.
        # As a PNG (f=100), RGB as the picture is opaque.
        assert keys["a"] == "T" and keys["U"] == "1" and keys["q"] == "2" and keys["f"] == "100" and keys["mode"] == "RGB"
        assert close(average_colour(rgba), mean(RED_BLUE))
        # Its cells: every row and column of the placement, once, in a block at the detail's top.
        cells = placeholder_cells(text_screen(term.output, ROWS, COLS))
        assert {(row, column) for _, row, column in cells.values()} == {(r, c) for r in range(rows) for c in range(columns)}
        assert {img for img, _, _ in cells.values()} == {image}
        ys = sorted({y for y, _ in cells})
        assert ys == list(range(1, 1 + rows))
        assert "Apple crumble" in text_screen(term.output, ROWS, COLS).display[1 + rows + 1]

        # j: the next recipe's picture is sent once, under another id; its cells replace the first's.
        term.send("j")
        term.wait_for(lambda t: len(transmissions(t.output)) == 2 and shown_images(t) - {image}, what="the second picture")
        (second_keys, second_rgba) = transmissions(term.output)[1]
        second = int(second_keys["i"])
        assert second != image
        assert close(average_colour(second_rgba), mean(GREEN_YELLOW))
        assert shown_images(term) == {second}

        # k back, then a repaint of everything (Ctrl-L): the first picture's cells come back, and
        # nothing is sent again.
        term.send("k")
        term.wait_for(lambda t: shown_images(t) == {image}, what="the first picture's cells again")
        start = len(term.output)
        term.send("\x0c")
        term.wait_for(lambda t: PLACEHOLDER.encode() in t.output[start:], what="the repaint")
        time.sleep(0.5)
        term.pump(0.1)
        assert len(transmissions(term.output)) == 2
        assert shown_images(term) == {image}


def test_kitty_deletes_its_pictures_when_it_quits(library, tmp_path):
    term, _ = browse(library, tmp_path, "kitty")
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1, what="the first picture")
        term.send("j")
        term.wait_for(lambda t: len(transmissions(t.output)) == 2, what="the second picture")
        ids = {keys["i"] for keys, _ in transmissions(term.output)}
        start = len(term.output)
        term.send("q")
        assert term.wait_exit() == 0
        deleted = {keys["i"] for keys, _ in commands(term.output[start:]) if keys.get("a") == "d"}
        assert all(keys.get("d") == "I" for keys, _ in commands(term.output[start:]) if keys.get("a") == "d")
        assert deleted == ids


def test_kitty_sends_a_big_picture_in_chunks_of_at_most_4096_bytes_in_order(library, tmp_path):
    # Noise does not compress: a picture sent as many chunks, all but the last marked m=1.
    (tmp_path / "noise.png").write_bytes(noise_png(1200, 900))
    run("picture", str(APPLE_CRUMBLE), str(tmp_path / "noise.png"), library=library)
    term, _ = browse(library, tmp_path, "kitty")
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1, what="the picture")
        chunks = [keys for keys, _ in commands(term.output) if keys.get("a") == "T" or set(keys) == {"m"}]
        assert len(chunks) > 16
        assert [k["m"] for k in chunks] == ["1"] * (len(chunks) - 1) + ["0"]
        assert all(len(payload) <= 4096 for _, payload in commands(term.output))


def test_sixel_draws_the_picture_after_the_frames_that_draw_the_detail(library, tmp_path):
    term, trace = browse(library, tmp_path, "sixel")
    with term:
        term.wait_for(lambda t: SIXEL.search(bytes(t.output)), what="sixels")
        # Drawn at the detail's top-left cell (line 2, column 64 at 100 columns), cursor put back.
        first = SIXEL.search(bytes(term.output)).start()
        assert bytes(term.output[first - 12:first]).endswith(b"\x1b7\x1b[2;64H")
        count = len(SIXEL.findall(bytes(term.output)))
        # j to the next picture, and k back: each frame that drew the detail draws its picture again.
        for key in "jk":
            start = len(term.output)
            term.send(key)
            term.wait_for(lambda t: SIXEL.search(bytes(t.output[start:])), what=f"sixels after {key}")
        assert len(SIXEL.findall(bytes(term.output))) >= count + 2
        # +: the same picture, but the frame draws detail rows (the amounts): the picture is drawn again.
        start = len(term.output)
        frame = trace.after_key(term, "+", "+")
        assert frame["rows"]["detail"] > 0
        term.wait_for(lambda t: SIXEL.search(bytes(t.output[start:])), what="sixels after +")


def test_auto_picks_symbols_on_a_terminal_that_does_not_answer(library, tmp_path):
    started = time.monotonic()
    term, _ = browse(library, tmp_path, "auto")
    with term:
        # It asked (kitty's query, then the device attributes as the sentinel) ...
        term.wait_for_output(b"\x1b[c")
        # ... and started anyway, with the picture as block glyphs: no graphics commands sent.
        term.wait_for(lambda t: all(t.screen.buffer[2][x].bg != "default" or t.screen.buffer[2][x].data in "▀▄▌▐█"
                                    for x in range(63, 70)), what="the picture as character cells")
        assert time.monotonic() - started < 5
        assert [keys for keys, _ in commands(term.output) if keys.get("a") != "q"] == []
        assert not SIXEL.search(bytes(term.output))


def test_auto_with_no_color_asks_nothing(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto", env={"NO_COLOR": "1"})
    with term:
        term.wait_for_text("Apple crumble")
        time.sleep(0.3)
        term.pump(0.1)
        assert b"\x1b[c" not in term.output and commands(term.output) == []


def placements(output):
    """The kitty placements made (`a=p`) and taken off (`a=d,d=i`), in order: ("place"|"take", id)."""
    return [("place" if keys["a"] == "p" else "take", keys["i"]) for keys, _ in commands(output)
            if keys.get("a") == "p" or (keys.get("a") == "d" and keys.get("d") == "i")]


def test_auto_on_kitty_0_26_places_the_picture_after_sending_it(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto")
    with term:
        answer_as_terminal(term, KITTY_0_26)
        term.wait_for(lambda t: placements(t.output), what="a placement")
        (keys, rgba), = transmissions(term.output)
        image = keys["i"]
        # Sent without a virtual placement (this kitty has no placeholders), then placed at the
        # detail's top-left cell (line 2, column 64), the cursor put back; no placeholder text.
        assert keys["a"] == "t" and "U" not in keys and close(average_colour(rgba), mean(RED_BLUE))
        out = bytes(term.output)
        place = out.index(b"\x1b_Ga=p")
        assert place > out.index(b"m=0", out.index(b"a=t"))
        assert out[place - 9:place] == b"\x1b7\x1b[2;64H" and out[place:].split(b"\x1b\\", 1)[1].startswith(b"\x1b8")
        assert placements(term.output) == [("place", image)]
        assert PLACEHOLDER.encode() not in term.output
        # j: that placement is taken off and the next picture placed; k: back, nothing sent again.
        term.send("j")
        term.wait_for(lambda t: len(placements(t.output)) == 3, what="the second placement")
        second = transmissions(term.output)[1][0]["i"]
        assert placements(term.output)[1:] == [("take", image), ("place", second)]
        term.send("k")
        term.wait_for(lambda t: len(placements(t.output)) == 5, what="the first picture placed again")
        assert placements(term.output)[3:] == [("take", second), ("place", image)]
        assert len(transmissions(term.output)) == 2


def test_auto_on_kitty_0_31_uses_placeholders(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto")
    with term:
        answer_as_terminal(term, KITTY_0_31)
        term.wait_for(lambda t: len(transmissions(t.output)) == 1 and shown_images(t), what="placeholder cells")
        (keys, _), = transmissions(term.output)
        assert keys["a"] == "T" and keys["U"] == "1" and shown_images(term) == {int(keys["i"])}
        assert placements(term.output) == []


def test_auto_on_xterm_with_sixel_keeps_to_character_cells(library, tmp_path):
    term, _ = browse(library, tmp_path, "auto")
    with term:
        answer_as_terminal(term, XTERM_VT340)
        term.wait_for(lambda t: all(t.screen.buffer[2][x].bg != "default" or t.screen.buffer[2][x].data in "▀▄▌▐█"
                                    for x in range(63, 70)), what="the picture as character cells")
        assert [keys for keys, _ in commands(term.output) if keys.get("a") != "q"] == []
        assert not SIXEL.search(bytes(term.output))


def test_kitty_gallery_cards_show_each_picture_by_placeholders(library, tmp_path):
    trace = Trace(str(tmp_path / "frames.jsonl"))
    term = TerminalSession([RECIPES_BIN, "--library", str(library), "--trace-frames", trace.path],
                           rows=ROWS, cols=160, env={"RECIPES_PICTURES": "kitty"})
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1, what="the detail's picture")
        term.send("v")
        # The cards with pictures (ours, and the sample recipes' own), each sent once at the card's
        # size under an id of its own, each shown by the cells of every row and column.
        term.wait_for(lambda t: len(transmissions(t.output)) >= 3, what="the cards' pictures")
        time.sleep(0.5)
        term.pump(0.1)
        sent = transmissions(term.output)[1:]
        ids = [int(keys["i"]) for keys, _ in sent]
        assert len(set(ids)) == len(ids)
        colours = [average_colour(rgba) for _, rgba in sent]
        assert any(close(c, mean(RED_BLUE)) for c in colours) and any(close(c, mean(GREEN_YELLOW)) for c in colours)
        cells = placeholder_cells(text_screen(term.output, ROWS, 160))
        for keys, _ in sent:
            drawn = {(row, column) for img, row, column in cells.values() if img == int(keys["i"])}
            assert drawn == {(r, c) for r in range(int(keys["r"])) for c in range(int(keys["c"]))}
        # v back to rows and v again: the cards come back, nothing is sent again.
        count = len(transmissions(term.output))
        term.send("v")
        term.wait_for_text("Apple crumble")
        term.send("v")
        time.sleep(0.5)
        term.pump(0.1)
        assert len(transmissions(term.output)) == count


def test_kitty_sends_the_picture_again_after_the_editor(library, tmp_path):
    # kitty drops the alternate screen's pictures when a program enters it, as ncurses does when
    # the browser takes the terminal back from the editor: the picture shown is sent again.
    editor = tmp_path / "editor.sh"
    editor.write_text("#!/bin/sh\nexit 0\n")
    editor.chmod(0o755)
    term, _ = browse(library, tmp_path, "kitty", env={"EDITOR": str(editor), "VISUAL": str(editor)})
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1 and shown_images(t), what="the picture")
        first = int(transmissions(term.output)[0][0]["i"])
        term.send("e")
        term.wait_for(lambda t: len(transmissions(t.output)) == 2, what="the picture sent again")
        keys, rgba = transmissions(term.output)[1]
        assert close(average_colour(rgba), mean(RED_BLUE))
        term.wait_for(lambda t: shown_images(t) == {int(keys["i"])}, what="its cells")
        assert first in {int(k["i"]) for k, _ in transmissions(term.output)}


@pytest.mark.parametrize("answer", [KITTY_0_26, KITTY_0_31], ids=["placements", "placeholders"])
def test_back_from_ctrl_z_each_picture_is_sent_to_the_alternate_screen_before_it_is_shown(library, answer):
    # kitty clears the alternate screen, pictures and all, as ncurses enters it again after fg:
    # a picture written before that frame would go to the shell's screen, and the one placed
    # after it would name a picture this screen does not hold (pixel_session follows both).
    term = PixelSession([RECIPES_BIN, "--library", str(library)], rows=ROWS, cols=COLS, env={"RECIPES_PICTURES": "auto"})
    with term:
        answer_as_terminal(term, answer)
        term.wait_for(lambda t: t.pictures.held and (t.pictures.placed or shown_images(t)), what="the picture")
        entered = term.output.count(b"\x1b[?1049h")
        term.signal(signal.SIGTSTP)
        term.pump(0.2)
        term.signal(signal.SIGCONT)
        term.wait_for(lambda t: t.output.count(b"\x1b[?1049h") > entered and t.pictures.held
                      and (t.pictures.placed or shown_images(t)), what="the picture back")
        out = bytes(term.output)
        left = out.rindex(b"\x1b[?1049l")
        assert b"\x1b_G" not in out[left:out.index(b"\x1b[?1049h", left)]
        assert term.pictures.problems == []
        assert set(term.pictures.placed) | shown_images(term) <= set(term.pictures.held)
        term.send("q")
        assert term.wait_exit() == 0
        assert term.pictures.held == {}
