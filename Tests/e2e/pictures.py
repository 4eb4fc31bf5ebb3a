"""Real picture files for the end-to-end tests, made with Pillow in the test."""
import base64
import gzip
import io
import json
import struct
import zipfile
import zlib

from PIL import Image


def halves(width, height, left, right, fmt="JPEG", **options):
    """A picture whose left half is `left` and right half `right`, as the bytes of `fmt`."""
    image = Image.new("RGB", (width, height), left)
    image.paste(right, (width // 2, 0, width, height))
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def paprika_export_with_photo(path, name, photo, ingredients="water"):
    """Writes at `path` a Paprika export of one recipe `name` whose photo is the bytes `photo`."""
    with zipfile.ZipFile(path, "w") as zipped:
        recipe = {"name": name, "ingredients": ingredients, "directions": "Boil.",
                  "photo_data": base64.b64encode(photo).decode()}
        zipped.writestr(f"{name}.paprikarecipe", gzip.compress(json.dumps(recipe).encode()))
    return path


def solid(width, height, colour, fmt="JPEG", **options):
    """A picture of one colour, as the bytes of `fmt`."""
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, fmt, **options)
    return out.getvalue()


def noise_png(width, height, seed=7):
    """A PNG of random pixels: it does not compress, so kitty is sent it in many chunks."""
    import random
    rng = random.Random(seed)
    out = io.BytesIO()
    Image.frombytes("RGB", (width, height), bytes(rng.randrange(256) for _ in range(width * height * 3))).save(out, "PNG")
    return out.getvalue()


def _chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def bomb_png():
    """A PNG whose header says 20,000 x 20,000 pixels, in a few hundred bytes."""
    return (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 2, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(b"\x00" * 240004))
            + _chunk(b"IEND", b""))


def cmyk_jpeg():
    """A CMYK (print) JPEG."""
    out = io.BytesIO()
    Image.new("CMYK", (32, 32), (0, 255, 255, 0)).save(out, "JPEG")
    return out.getvalue()


def bad_pictures():
    """Each kind of picture that is refused, by name: (bytes, words its note holds)."""
    large = solid(800, 600, (30, 160, 30))
    return {
        "truncated.jpg": (large[: len(large) * 4 // 5], "truncated"),
        "bomb.png": (bomb_png(), "too large"),
        "text.jpg": (b"This is a shopping list, not a photo.\n", "not a JPEG, PNG or WebP"),
        "cmyk.jpg": (cmyk_jpeg(), "CMYK"),
    }
