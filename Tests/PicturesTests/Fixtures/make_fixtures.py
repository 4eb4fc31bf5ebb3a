"""Writes the small picture files PicturesTests decode (run with the e2e venv's Python,
which has Pillow: .build/venv/bin/python Tests/PicturesTests/Fixtures/make_fixtures.py).
The files are committed; this says how each was made."""
import io
import os
import struct
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))


def path(name):
    return os.path.join(HERE, name)


def halves(width, height, left, right):
    """A picture whose left half is one colour and right half another."""
    image = Image.new("RGB", (width, height), left)
    image.paste(right, (width // 2, 0, width, height))
    return image


def exif_orientation(value):
    exif = Image.Exif()
    exif[0x0112] = value
    return exif.tobytes()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


# Red left half, blue right half: the average is purple, the left column red.
halves(64, 48, (255, 0, 0), (0, 0, 255)).save(path("halves.jpg"), quality=95)
halves(64, 48, (255, 0, 0), (0, 0, 255)).save(path("halves.png"))
halves(64, 48, (255, 0, 0), (0, 0, 255)).save(path("halves.webp"), lossless=True)

# Stored 40 x 20 with red on the left, EXIF orientation 6 (turn a quarter clockwise to show):
# shown 20 x 40 with red at the top.
halves(40, 20, (255, 0, 0), (0, 0, 255)).save(path("orientation-6.jpg"), quality=95, exif=exif_orientation(6))

# A large JPEG, to see the decoder scale while it decodes.
halves(2000, 1500, (0, 160, 0), (255, 255, 0)).save(path("large.jpg"), quality=60)

# CMYK (print) JPEG.
Image.new("CMYK", (16, 16), (0, 255, 255, 0)).save(path("cmyk.jpg"))

# Truncated files: the first half of each (the JPEG cut late in its data, where libjpeg only
# warns and would fill the rest grey).
large = open(path("large.jpg"), "rb").read()
open(path("truncated.jpg"), "wb").write(large[: len(large) * 4 // 5])
for name in ("halves.png", "halves.webp"):
    data = open(path(name), "rb").read()
    stem, extension = os.path.splitext(name)
    open(path(f"truncated{extension}"), "wb").write(data[: len(data) // 2])

# Text named .jpg.
open(path("not-a-picture.jpg"), "w").write("This is a shopping list, not a photo.\n")

# 16-bit RGB PNG, green: libpng reduces it to 8 bits.
Image.new("RGB", (8, 8), (0, 255, 0)).save(path("sixteen-bit.png"))
rows = b"".join(b"\x00" + (struct.pack(">HHH", 0, 65535, 0) * 8) for _ in range(8))
open(path("sixteen-bit.png"), "wb").write(
    b"\x89PNG\r\n\x1a\n"
    + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 16, 2, 0, 0, 0))
    + png_chunk(b"IDAT", zlib.compress(rows))
    + png_chunk(b"IEND", b"")
)

# A decompression bomb's header: 20,000 x 20,000 in a few hundred bytes.
open(path("bomb.png"), "wb").write(
    b"\x89PNG\r\n\x1a\n"
    + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 2, 0, 0, 0))
    + png_chunk(b"IDAT", zlib.compress(b"\x00" * 60001 * 4))
    + png_chunk(b"IEND", b"")
)

# An animation whose first frame is red and second blue: the first frame is shown.
frames = [Image.new("RGB", (16, 16), (255, 0, 0)), Image.new("RGB", (16, 16), (0, 0, 255))]
frames[0].save(path("animated.webp"), save_all=True, append_images=frames[1:], duration=100, loop=0, lossless=True)
