"""kitty's placeholder cells and the picture they name, in the order kitty needs them: kitty 0.41
leaves cells it drew before their picture existed empty until they are written again, so the
browser writes its lines again once a picture has gone out whole (seen in a real kitty: after a
resize the detail's picture stayed empty until Ctrl-L)."""
import re

from graphics import PLACEHOLDER, placeholder_cells, text_screen, transmissions
from test_pixel_pictures import COLS, ROWS, browse, library  # noqa: F401 (library: the fixture)


def test_placeholder_cells_are_written_again_after_their_picture_has_gone_out(library, tmp_path):
    term, trace = browse(library, tmp_path, "kitty")
    with term:
        term.wait_for(lambda t: len(transmissions(t.output)) == 1, what="the first picture")
        (keys, _), = transmissions(term.output)
        # Where its last chunk ends: every cell showing it must come again after that.
        last = [m.end() for m in re.finditer(rb"\x1b_G[^;\x1b]*m=0[^\x1b]*\x1b\\", bytes(term.output))][0]
        term.wait_for(lambda t: PLACEHOLDER.encode() in t.output[last:], what="the cells written again")
        term.pump(0.3)
        after = text_screen(term.output[:last], ROWS, COLS)
        cells = placeholder_cells(text_screen(term.output, ROWS, COLS))
        rewritten = bytes(term.output[last:]).decode(errors="replace").count(PLACEHOLDER)
        assert rewritten >= int(keys["c"]) * int(keys["r"])
        assert {image for image, _, _ in cells.values()} == {int(keys["i"])}
        assert placeholder_cells(after) == cells  # the same cells, written again
        assert any(f["cause"] == "picture-cells" for f in trace.frames())
        term.send("q")
        assert term.wait_exit() == 0
