"""End-to-end tests of TerminalUI through `tui-demo` in a real pseudo-terminal (pyte screen)."""
import json
import os
import signal
import time

import pytest

from terminal import TerminalSession, Trace

RECIPES_BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")
DEMO = os.path.join(os.path.dirname(RECIPES_BIN), "tui-demo")
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"


def start(*args, rows=24, cols=80):
    term = TerminalSession([DEMO, *args], rows=rows, cols=cols)
    term.wait_for_text("items  j/k")
    return term


def selected_lines(term):
    """Lines of the list drawn with the selection's background (the status line excluded)."""
    return [y for y in range(term.rows - 1) if term.background(y) != "default"]


def wait_selected(term, y):
    term.wait_for(lambda t: selected_lines(t) == [y], what=f"selection on line {y}")


def test_list_and_status_line_then_keys_move_the_selection():
    with start("--items", "200") as term:
        assert term.line(0).startswith("  Item 0") and term.line(0).endswith("#0")
        assert term.line(22).endswith("#22")
        assert term.line(23).startswith("200 items")
        wait_selected(term, 0)
        term.send("jjj")
        wait_selected(term, 3)
        term.send("G")
        term.wait_for(lambda t: t.line(22).endswith("#199"), what="last item")
        wait_selected(term, 22)
        term.send("g")
        term.wait_for(lambda t: t.line(0).endswith("#0"), what="first item")
        wait_selected(term, 0)
        term.send("\x1b[6~")  # PgDn
        term.wait_for(lambda t: t.line(0).endswith("#22"), what="next page")
        term.send("q")
        assert term.wait_exit() == 0


def test_mark_delete_and_insert_through_the_data_source():
    with start("--items", "50") as term:
        term.send("jx")
        term.wait_for(lambda t: t.line(1).startswith("✓ Item 1"), what="mark on item 1")
        term.send("d")
        term.wait_for(lambda t: t.line(1).endswith("#2") and t.line(23).startswith("49 items"), what="delete")
        wait_selected(term, 1)
        term.send("i")
        term.wait_for(lambda t: t.line(23).startswith("50 items"), what="insert")
        # The new item went above the window: the visible rows did not move.
        assert term.line(0).endswith("#0") and term.line(1).endswith("#2")
        term.send("q")
        assert term.wait_exit() == 0


def test_mouse_click_selects_and_wheel_scrolls():
    with start("--items", "200") as term:
        term.send("\x1b[<0;10;5M\x1b[<0;10;5m")  # SGR report: press and release at column 10, line 5
        wait_selected(term, 4)
        assert term.line(4).endswith("#4")
        term.send("\x1b[<65;10;5M")  # wheel down
        term.wait_for(lambda t: t.line(0).endswith("#3"), what="scrolled by the wheel")
        term.send("q")
        term.wait_exit()


def test_wide_titles_keep_the_columns_aligned():
    with start("--items", "30") as term:
        # Items 3, 10, 17, 24 have Hangul titles, 5 and 16 CJK ones.
        assert "김치찌개 레시피 3" in term.line(3)
        assert "麻婆豆腐 5" in term.line(5)
        for y in range(23):
            ident = f"#{y}"
            assert term.line(y).endswith(ident), term.line(y)
            assert term.column_of(y, "#") == 80 - len(ident), (y, term.line(y))
        term.send("q")
        term.wait_exit()


def test_escape_sequences_and_bidi_overrides_in_data_are_shown_not_executed():
    with start("--items", "30") as term:
        assert "Escape ␛[2J in a title" in term.line(2)
        assert "Bidi \ufffdoverride\ufffd and tab␉here" in term.line(4)
        # Had ESC[2J reached the terminal, the rows drawn before it would be gone.
        assert term.line(0).endswith("#0") and term.line(1).endswith("#1")
        term.send("q")
        term.wait_exit()


def laid_out(term):
    """Whether every list line ends with its "#id" flush right and the status line is last: a
    whole frame at the current size (pyte keeps stale lines across a resize, shifted up)."""
    for y in range(term.rows - 1):
        ident = term.line(y).rsplit(" ", 1)[-1]
        if not ident.startswith("#") or term.column_of(y, "#") != term.cols - len(ident):
            return False
    return term.line(term.rows - 1).startswith("200 items")


def test_resize_relayouts_and_keeps_the_selection():
    with start("--items", "200") as term:
        term.send("j" * 15)
        wait_selected(term, 15)
        term.resize(10, 100)
        term.wait_for(laid_out, what="a frame laid out at 10x100")
        sel = selected_lines(term)
        assert len(sel) == 1 and term.line(sel[0]).endswith("#15"), term.text()
        term.resize(24, 80)
        term.wait_for(laid_out, what="a frame laid out at 24x80")
        sel = selected_lines(term)
        assert len(sel) == 1 and term.line(sel[0]).endswith("#15")
        term.send("q")
        term.wait_exit()


def assert_restored(term, status):
    assert term.wait_exit() == status
    assert term.is_cooked(), "tty left without ICANON/ECHO"
    assert LEAVE_ALTERNATE_SCREEN in term.output


def test_quit_restores_the_terminal():
    with start() as term:
        assert not term.is_cooked()  # proves the check below can fail
        term.send("q")
        assert_restored(term, 0)


def test_sigterm_restores_the_terminal_and_dies_by_the_signal():
    with start() as term:
        assert not term.is_cooked()
        term.signal(signal.SIGTERM)
        assert_restored(term, -signal.SIGTERM)


def test_ctrl_c_restores_the_terminal_and_dies_by_sigint():
    with start() as term:
        term.send("\x03")
        assert_restored(term, -signal.SIGINT)


def test_sighup_restores_the_terminal():
    with start() as term:
        term.signal(signal.SIGHUP)
        assert_restored(term, -signal.SIGHUP)


def test_fatal_error_restores_the_terminal_before_its_message():
    with start() as term:
        term.send("!")
        assert_restored(term, 1)
        leave = term.output.rfind(LEAVE_ALTERNATE_SCREEN)
        assert term.output.find(b"fatal-error path") > leave


def test_a_crash_signal_still_restores_the_terminal():
    with start() as term:
        term.signal(signal.SIGSEGV)
        assert_restored(term, -signal.SIGSEGV)


def test_no_color_draws_the_selection_in_reverse_video():
    with TerminalSession([DEMO], env={"NO_COLOR": "1"}) as term:
        term.wait_for_text("items  j/k")
        assert term.screen.buffer[0][0].reverse and term.background(0) == "default"
        assert not term.screen.buffer[1][0].reverse
        term.send("q")
        term.wait_exit()


def test_ascii_locale_gets_ascii_replacements_and_fallback_glyphs():
    with TerminalSession([DEMO, "--items", "5"], env={"LANG": "C"}) as term:
        term.wait_for_text("items  j/k")
        assert "Escape ?[2J in a title" in term.line(2)
        assert "?" in term.line(3) and "김" not in term.line(3)
        term.send("x")
        term.wait_for(lambda t: t.line(0).startswith("x Item 0"), what="ASCII check mark")
        term.send("q")
        term.wait_exit()


def test_ctrl_z_suspends_to_the_shell_and_fg_repaints():
    # A job-control shell is needed: the kernel ignores Ctrl-Z for an orphaned process group.
    with TerminalSession(["bash", "--norc", "--noprofile", "-i"], env={"PS1": "$ "}) as term:
        term.wait_for_text("$")
        term.send(f"{DEMO} --items 40\r")
        term.wait_for_text("40 items")
        before = len(term.output)
        term.send("\x1a")
        term.wait_for_text("Stopped")
        assert LEAVE_ALTERNATE_SCREEN in term.output[before:]
        term.send("fg\r")
        # The repaint covers the shell's lines: the list is whole again.
        term.wait_for(lambda t: "Stopped" not in t.text() and t.line(0).endswith("#0")
                      and t.line(23).startswith("40 items"), what="full repaint after fg")
        term.send("q")
        term.wait_for(lambda t: t.line(t.screen.cursor.y).startswith("$"), what="prompt after quitting")
        assert LEAVE_ALTERNATE_SCREEN in term.output[before:]
        term.send("exit\r")
        term.wait_exit()


def test_frame_costs_at_80x24(tmp_path):
    trace = Trace(str(tmp_path / "frames.jsonl"))
    with start("--items", "200", "--trace-frames", trace.path) as term:
        term.wait_for(lambda t: trace.frames(), what="first frame")
        move = trace.after_key(term, "j", "j")
        glyph = trace.after_key(term, "x", "x")
        nothing = trace.after_key(term, "z", "z")
        back = trace.after_key(term, "k", "k")
        top_again = trace.after_key(term, "k", "k")
        delete = trace.after_key(term, "d", "d")
        insert = trace.after_key(term, "i", "i")
        term.send("q")
        term.wait_exit()
    print()
    for name, frame in [("move selection", move), ("one glyph", glyph), ("nothing changed", nothing),
                        ("move back", back), ("k at the top", top_again), ("delete", delete),
                        ("insert above", insert)]:
        print(f"{name:16} {json.dumps(frame)}")
    assert move["rows"]["list"] == 2 and move["bytes"] <= 120
    assert glyph["rows"]["list"] == 1 and glyph["total_rows"] == 1 and glyph["bytes"] <= 40
    assert nothing["total_rows"] == 0 and nothing["bytes"] == 0
    assert back["rows"]["list"] == 2 and back["bytes"] <= 120
    assert top_again["total_rows"] == 0 and top_again["bytes"] == 0
    # Deleting the selected row: the rows below shift up, one row comes into view at the
    # bottom and the next item takes the highlight.
    assert delete["rows"]["list"] == 2
    assert insert["rows"]["list"] == 0
