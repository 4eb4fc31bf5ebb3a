"""Pictures in the browser, timed: the release binary on a 120x40 pty with --trace-frames, a
library of N recipes that all have a 2000 x 1500 JPEG (made here with Pillow), toured with `j`.

For each press the driver waits for the frame that draws the picture (cause "picture") and
times it from the key's write: how long after settling on a recipe its picture is on screen
(the driver's own polling adds up to a millisecond). After the tour: the resident memory of
the process (VmRSS) and its peak (VmHWM). Also `j`'s own frame time from the trace.

    .build/venv/bin/python Benchmarks/pictures/drive.py --binary .build/release/recipes --recipes 1000
"""
import argparse
import io
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "e2e"))
from terminal import TerminalSession, Trace  # noqa: E402


def photo():
    """A 2000 x 1500 JPEG with detail in it (a gradient and stripes), about a phone photo's kind."""
    image = Image.new("RGB", (2000, 1500))
    pixels = image.load()
    for y in range(0, 1500):
        for x in range(0, 2000, 4):
            colour = ((x * 255) // 2000, (y * 255) // 1500, ((x // 40 + y // 40) % 2) * 200)
            for dx in range(4):
                pixels[x + dx, y] = colour
    out = io.BytesIO()
    image.save(out, "JPEG", quality=80)
    return out.getvalue()


def make_library(binary, directory, count):
    path = os.path.join(directory, "library.sqlite")
    subprocess.run([binary, "init", "--empty", "--library", path], check=True, capture_output=True)
    recipes = [{"title": f"Recipe {i:05d}", "ingredients": "200 g flour\n2 eggs\n1 cup milk",
                "directions": "Mix.\nBake for 20 minutes."} for i in range(count)]
    source = os.path.join(directory, "recipes.json")
    with open(source, "w") as f:
        json.dump(recipes, f)
    subprocess.run([binary, "import", source, "--library", path], check=True, capture_output=True)
    data = photo()
    with sqlite3.connect(path) as db:
        ids = [row[0] for row in db.execute("SELECT id FROM recipe")]
        db.executemany("INSERT INTO recipePicture (recipeId, format, width, height, bytes) VALUES (?, 'jpeg', 2000, 1500, ?)",
                       [(i, data) for i in ids])
    return path, len(data)


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0]) / 1024
    return fields


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--recipes", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        library, size = make_library(os.path.abspath(args.binary), directory, args.recipes)
        trace = Trace(os.path.join(directory, "frames.jsonl"))
        with TerminalSession([args.binary, "--library", library, "--trace-frames", trace.path], rows=40, cols=120,
                             env={"RECIPES_PICTURES": "auto"}) as term:
            term.wait_for_text("Recipe 00000")
            term.wait_for(lambda t: any(f["cause"] == "picture" for f in trace.frames()), what="the first picture")
            latencies, key_frames = [], []
            for _ in range(args.recipes - 1):
                seen = sum(1 for f in trace.frames() if f["cause"] == "picture")
                sent = time.monotonic()
                term.send("j")
                while sum(1 for f in trace.frames() if f["cause"] == "picture") == seen:
                    term.pump(0.0005)
                latencies.append((time.monotonic() - sent) * 1000)
            key_frames = [f["us"] / 1000 for f in trace.frames() if f["cause"] == "j"]
            rss = memory(term.process.pid)
    print(f"{args.recipes} recipes, each with a 2000 x 1500 JPEG of {size // 1024} KB; 120x40 pty")
    print(f"picture on screen after j (ms): p50 {percentile(latencies, 50):.1f}  p95 {percentile(latencies, 95):.1f}  "
          f"p99 {percentile(latencies, 99):.1f}  max {max(latencies):.1f}  mean {statistics.mean(latencies):.1f}")
    print(f"j's own frame (ms): p50 {percentile(key_frames, 50):.2f}  p99 {percentile(key_frames, 99):.2f}  max {max(key_frames):.2f}")
    print(f"resident memory after the tour: {rss['VmRSS']:.0f} MB (peak {rss['VmHWM']:.0f} MB)")


if __name__ == "__main__":
    main()
