"""A pty session for pictures made of pixels: the control strings a program writes for them (kitty's
graphics commands, APC `ESC _ G ... ESC \\`, and sixels, DCS `ESC P ... ESC \\`) are taken out of
the byte stream as it comes, before pyte sees it, and followed as a terminal follows them: which
pictures kitty holds, where each is placed, and what broke the protocol."""
import base64
import io
import zlib

from PIL import Image

from graphics import average_colour
from terminal import TerminalSession


ENTER_ALTERNATE_SCREEN = b"\x1b[?1049h"
MARKERS = (b"\x1b_", b"\x1bP", ENTER_ALTERNATE_SCREEN)


class ControlStrings:
    """Feeds pyte the text of the output and hands each APC or DCS string, whole, to `on_string`
    with the cursor where the terminal meets it; entering the alternate screen is handed on too
    (kitty then forgets that screen's pictures), and given to pyte. A string cut by a read waits
    for its end."""

    def __init__(self, stream, screen, on_string):
        self.stream, self.screen, self.on_string = stream, screen, on_string
        self.pending = b""

    def feed(self, data):
        data, self.pending = self.pending + bytes(data), b""
        at = 0
        while True:
            found = [(i, marker) for marker in MARKERS if (i := data.find(marker, at)) >= 0]
            if not found:
                # The end of the data may begin a marker: it waits for the next read.
                tail = data.rfind(b"\x1b", at)
                keep = tail if tail >= 0 and any(m.startswith(data[tail:]) for m in MARKERS) else len(data)
                self.stream.feed(data[at:keep])
                self.pending = data[keep:]
                return
            start, marker = min(found)
            if marker == ENTER_ALTERNATE_SCREEN:
                self.stream.feed(data[at:start + len(marker)])
                self.on_string(marker, (self.screen.cursor.y, self.screen.cursor.x))
                at = start + len(marker)
                continue
            self.stream.feed(data[at:start])
            end = data.find(b"\x1b\\", start + 2)
            if end < 0:
                self.pending = data[start:]
                return
            self.on_string(data[start:end + 2], (self.screen.cursor.y, self.screen.cursor.x))
            at = end + 2


class KittyPictures:
    """What a kitty terminal would hold after the commands seen so far: the pictures by id (their
    size in cells and average colour), the placements by image id, the sixels drawn, and every
    command that breaks the protocol or names a picture it does not hold (`problems`)."""

    def __init__(self):
        self.held = {}       # id -> {"columns", "rows", "colour"}
        self.placed = {}     # id -> (y, x, columns, rows)
        self.sixels = []     # the cursor where each sixel string came
        self.problems = []
        self.transmissions = 0
        self._sending = None  # (keys, payload chunks) of a picture whose last chunk has not come

    def control_string(self, data, cursor):
        if data == ENTER_ALTERNATE_SCREEN:
            # kitty clears the alternate screen as it is entered, and its pictures with it.
            self.held.clear()
            self.placed.clear()
            return
        if data.startswith(b"\x1bP"):
            if b"q" in data[:16]:
                self.sixels.append(cursor)
            return
        if not data.startswith(b"\x1b_G"):
            self.problems.append(f"an APC string that is no graphics command: {data[:40]!r}")
            return
        head, _, payload = data[3:-2].partition(b";")
        keys = dict(pair.decode().split("=", 1) for pair in head.split(b",") if b"=" in pair)
        if self._sending is not None:
            if set(keys) - {"m", "q"}:
                self.problems.append(f"command {keys} between the chunks of picture {self._sending[0].get('i')}")
                self._sending = None
            else:
                self._sending[1].append(payload)
                if keys.get("m", "0") == "0":
                    self._finish()
                return
        action = keys.get("a", "t")
        image = int(keys.get("i", "0"))
        if action == "q":
            return  # the question asked at start: kitty keeps nothing
        if action in ("T", "t"):
            self._sending = (keys, [payload])
            if keys.get("m", "0") == "0":
                self._finish()
        elif action == "p":
            if image not in self.held:
                self.problems.append(f"placement of picture {image}, which was never sent or was deleted since")
            else:
                self.placed[image] = (*cursor, int(keys.get("c", "0")), int(keys.get("r", "0")))
        elif action == "d":
            if keys.get("d") == "I":
                self.held.pop(image, None)
                self.placed.pop(image, None)
            elif keys.get("d") == "i":
                self.placed.pop(image, None)
            else:
                self.problems.append(f"a deletion the browser never makes: {keys}")
        else:
            self.problems.append(f"an unknown graphics command: {keys}")

    def _finish(self):
        keys, chunks = self._sending
        self._sending = None
        data = base64.b64decode(b"".join(chunks))
        if not data:
            return  # an empty last chunk: a picture cut off half sent, which kitty refuses
        if keys.get("o") == "z":
            data = zlib.decompress(data)
        picture = Image.open(io.BytesIO(data)).convert("RGBA")
        self.transmissions += 1
        self.held[int(keys["i"])] = {"columns": int(keys.get("c", "0")), "rows": int(keys.get("r", "0")),
                                     "colour": average_colour(picture.tobytes())}


class PixelSession(TerminalSession):
    """A `TerminalSession` whose screen gets the text only; `pictures` follows the rest."""

    def __init__(self, argv, rows=24, cols=80, env=None):
        super().__init__(argv, rows=rows, cols=cols, env=env)
        self.pictures = KittyPictures()
        self.stream = ControlStrings(self.stream, self.screen, self.pictures.control_string)
        self.sizes = [(0, rows, cols)]  # (bytes read before it, rows, columns): to replay the output

    def resize(self, rows, cols):
        self.sizes.append((len(self.output), rows, cols))
        super().resize(rows, cols)
