"""kitty's pictures outlive the program that sent them: however the browser ends (a signal, Ctrl-C,
a crash), it deletes them before it gives the terminal back. The real binary in a pty."""
import signal

import pytest

from graphics import commands, transmissions
from pictures import noise_png
from test_pixel_pictures import APPLE_CRUMBLE, browse, library  # noqa: F401 (library is a fixture)
from test_terminal_ui import LEAVE_ALTERNATE_SCREEN, assert_restored
from test_cli import run

ENDINGS = {
    "SIGTERM": (lambda term: term.signal(signal.SIGTERM), -signal.SIGTERM),
    "SIGHUP": (lambda term: term.signal(signal.SIGHUP), -signal.SIGHUP),
    "Ctrl-C": (lambda term: term.send("\x03"), -signal.SIGINT),
    # A crash: the crash handler writes what the program left ready for it.
    "SIGABRT": (lambda term: term.signal(signal.SIGABRT), -signal.SIGABRT),
}


def deletions(output):
    """The ids of the images deleted with their data (`a=d,d=I`), in order."""
    return [keys["i"] for keys, _ in commands(output) if keys.get("a") == "d" and keys.get("d") == "I"]


@pytest.mark.parametrize("ending", ENDINGS)
@pytest.mark.parametrize("mode", ["kitty", "kitty-placement"])
def test_kitty_pictures_are_deleted_and_the_terminal_restored_however_the_browser_ends(library, tmp_path, ending, mode):
    # kitty-placement: a kitty without placeholders (0.26), where the picture is placed after the frame.
    if mode == "kitty":
        term, _ = browse(library, tmp_path, "kitty")
    else:
        from graphics import KITTY_0_26, answer_as_terminal
        term, _ = browse(library, tmp_path, "auto")
    with term:
        if mode != "kitty":
            answer_as_terminal(term, KITTY_0_26)
        term.wait_for(lambda t: len(transmissions(t.output)) == 1, what="the first picture")
        term.send("j")
        term.wait_for(lambda t: len(transmissions(t.output)) == 2, what="the second picture")
        if mode != "kitty":
            term.wait_for(lambda t: b"\x1b_Ga=p,i=" + transmissions(t.output)[1][0]["i"].encode() in t.output,
                          what="the second picture placed")
        ids = {keys["i"] for keys, _ in transmissions(term.output)}
        start = len(term.output)
        end, status = ENDINGS[ending]
        end(term)
        assert_restored(term, status)
        after = bytes(term.output[start:])
        assert set(deletions(after)) == ids
        # Deleted on the alternate screen, where kitty keeps them, before it is left.
        assert after.rindex(b"\x1b_Ga=d") < after.rindex(LEAVE_ALTERNATE_SCREEN)


def test_a_picture_cut_off_half_sent_is_ended_before_it_is_deleted(library, tmp_path):
    # Noise does not compress: a picture of many chunks. The test stops reading the pty once the
    # first chunk is out, so the program blocks in the middle of the picture, and ends it there.
    (tmp_path / "noise.png").write_bytes(noise_png(1200, 900))
    run("picture", str(APPLE_CRUMBLE), str(tmp_path / "noise.png"), library=library)
    term, _ = browse(library, tmp_path, "kitty")
    with term:
        term.wait_for(lambda t: b"\x1b_Ga=T" in t.output, what="the picture's first chunk")
        term.signal(signal.SIGTERM)
        assert_restored(term, -signal.SIGTERM)
        sent = [keys for keys, _ in commands(term.output)]
        first = next(i for i, keys in enumerate(sent) if keys.get("a") == "T")
        chunks = [keys.get("m") for keys in sent[first:] if keys.get("a") != "d"]
        deleted = [i for i, keys in enumerate(sent) if keys.get("a") == "d"]
        # The chunks: 1, 1, ..., then one 0 that ends the picture, whatever was left unsent;
        # the deletion of its id after that.
        assert len(chunks) > 2 and chunks[-1] == "0" and set(chunks[:-1]) == {"1"}
        assert len(deleted) == 1 and deleted[0] == len(sent) - 1 and sent[-1]["i"] == sent[first]["i"]
