#!/usr/bin/env python3
"""End-to-end scale driver for issue 6: the real program in a pseudo-terminal, timed by its own trace.

For each library it starts `BINARY --library PATH --trace-frames TRACE` on a 120x40 pty, waits for
the first frame record, sends keys one at a time (each waits for its frame record before the next),
and reads frame records (JSON lines written by TerminalUI's FrameTracer:
`{"cause":"j","rows":{"list":2},"total_rows":2,"bytes":87,"us":412}`) and peak resident memory
(VmHWM in /proc/PID/status). It prints one table, a column per library, with issue 6's targets.

    drive.py --binary .build/release/recipes --library 10k=lib-10k.sqlite --library 1M=lib-1m.sqlite

`--app tui-demo` drives TerminalUI's demo instead (`tui-demo --items N`), for checking the pty and
trace plumbing before the browser exists: it has no sidebar or search, marks with `x`, inserts with `i`.

The driver leaves a library as it found it: `f` is pressed an even number of times on one row, and
every `d` is undone by `u`. Only the store's change log grows.

Standard library only; pyte (from the project venv) is used, if importable, to show the screen when
a wait times out.
"""
import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import unicodedata

from report import frame_ms, percentile, print_table
from session import DriveError, Session

# -- what is measured ---------------------------------------------------------------------------

def repeat(session, keys, presses):
    """Presses the cycle `keys` until `presses` frames; returns frames by key name."""
    result = {}
    for i in range(presses):
        key = keys[i % len(keys)]
        frame, _ = session.press(key)
        result.setdefault(key, []).append(frame)
    return result


def summary(values):
    """Median / p99 of wall times in milliseconds."""
    return f"{statistics.median(values):.1f} / {percentile(values, 99):.1f}" if values else ""


def slowest(frames):
    """The slowest frame of a key and what it drew."""
    frame = max(frames, key=frame_ms)
    drawn = ", ".join(f"{pane} {rows}" for pane, rows in frame["rows"].items() if rows)
    return f"{frame_ms(frame):.2f} ms: {frame['total_rows']} rows ({drawn}), {frame['bytes']} B"


def title_key(text):
    """RecipeKit's TitleSortKey: accents dropped (NFD, nonspacing marks out, NFC), lower case."""
    stripped = "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
    return unicodedata.normalize("NFC", stripped).lower()


def collections_of(library):
    """(name, count) in the sidebar's order, as RecipeStore.collections() sorts them."""
    with sqlite3.connect(f"file:{library}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT name, count(*) FROM recipeCollection GROUP BY name").fetchall()
    return sorted(rows, key=lambda row: (title_key(row[0]), row[0].encode()))


def choose_in_sidebar(session, position):
    """Focuses the sidebar, goes to its `position`-th row (0: the Library header) and presses Enter."""
    session.press("s")
    session.press("g")
    for _ in range(position):
        session.press("j")
    frame, wall = session.press("enter")
    return frame, wall


def measure(args, library, trace):
    """Runs the whole program once on `library`, tracing frames to `trace`; returns {figure: value}."""
    figures = {}
    if args.app == "tui-demo":
        argv = [args.binary, "--items", str(args.items), "--trace-frames", trace]
    else:
        argv = [args.binary, "--library", library, "--trace-frames", trace]
    session = Session(argv, trace)
    try:
        frame, seen = session.next_frame("the first frame")
        figures["first frame ms"] = (seen - session.started) * 1000
        figures["first frame rows"] = frame["total_rows"]
        session.settle()
        figures["peak RSS after first frame MB"] = session.peak_rss_mb()

        presses = args.presses
        figures["j"] = repeat(session, ["j"], presses)["j"]
        figures["PgDn"] = repeat(session, ["pgdn"], presses)["pgdn"]
        by_key = repeat(session, ["g", "G"], 2 * presses)
        figures["G"] = by_key["G"]
        mark = "x" if args.app == "tui-demo" else "f"
        figures["f"] = repeat(session, [mark], presses + presses % 2)[mark]
        undo = "i" if args.app == "tui-demo" else "u"
        pairs = repeat(session, ["d", undo], presses)
        figures["d"], figures["u"] = pairs["d"], pairs[undo]
        for key in ("j", "PgDn", "G"):
            figures[f"{key} slowest"] = slowest(figures[key])

        if args.app == "recipes":
            figures.update(tour(session, library, args.search, args.search_rounds, args.collection_recipes))
        figures["peak RSS after tour MB"] = session.peak_rss_mb()
    finally:
        session.close()
    return figures


def tour(session, library, word, rounds=1, collection_recipes=None):
    """Favorites, the collection nearest `collection_recipes` recipes (default 2% of the library),
    a search typed and erased, All."""
    figures = {}
    collections = collections_of(library)
    recipes = sqlite3.connect(f"file:{library}?mode=ro", uri=True).execute("SELECT count(*) FROM recipe").fetchone()[0]
    target = collection_recipes or recipes // 50
    index, (name, count) = min(enumerate(collections), key=lambda item: abs(item[1][1] - target))
    # Sidebar rows: Library, All Recipes, Favorites, Recents, Collections, then the collections.
    for label, position in [("scope Favorites", 2), ("scope All", 1), ("scope All -> collection", 5 + index),
                            ("scope collection -> All", 1)]:
        figures[f"{label} ms"], figures[f"{label} key frame ms"] = scope_switch(session, position)
    figures["collection"] = f"{name} ({count})"

    # The word typed and erased `rounds` times: each typed letter's own frame (the text on
    # screen), the wall time until the list showed its result (its first matches, when the
    # worker sends them ahead) and until it showed the whole result, by prefix length.
    typed, erased, results_by_length, whole_by_length = [], [], {}, {}
    for _ in range(rounds):
        session.press("/")
        for length, letter in enumerate(word, start=1):
            frame, result, whole = search_key(session, letter)
            typed.append(frame)
            results_by_length.setdefault(length, []).append(result)
            whole_by_length.setdefault(length, []).append(whole)
        for _ in word:
            erased.append(search_key(session, "backspace")[0])
        session.press("esc")
        session.settle(0.2)
    figures["search typed"] = typed
    figures["search erased"] = erased
    figures["search results, 2 letters"] = summary(results_by_length.get(2, []))
    figures["search results, 4+ letters"] = summary([ms for length, values in results_by_length.items()
                                                     if length >= 4 for ms in values])
    figures["search results by prefix length"] = by_length(results_by_length)
    figures["whole search result by prefix length"] = by_length(whole_by_length)
    return figures


def by_length(values_by_length):
    """"1:9/23 2:…": median / p99 ms for each prefix length."""
    return " ".join(f"{length}:{statistics.median(values):.0f}/{percentile(values, 99):.0f}"
                    for length, values in sorted(values_by_length.items()))


def scope_switch(session, position):
    """Chooses the sidebar's `position`-th row; returns the wall ms until the list showed the
    scope (the Enter's own frame when it switched on the event loop, else the "search" frame
    that brought it: a large library reads scopes off the event loop, saying "loading" meanwhile)
    and the ms of Enter's own frame."""
    frame, wall = choose_in_sidebar(session, position)
    session.drain(0.005)
    if session.screen is None or "loading" not in session.text():
        return wall * 1000, frame_ms(frame)
    result = session.wait_for_cause("search", 10.0)
    if result is None:
        raise DriveError(f"no list within 10 s of choosing sidebar row {position}\n{session.text()}")
    session.settle(0.2)
    return (result[1] - session.sent) * 1000, frame_ms(frame)


def search_key(session, key):
    """Presses a key of the search; returns its frame, the wall ms until the list showed the
    result (the key's own frame when the search ran on the event loop, else the first "search"
    frame: large scopes search off the event loop, and a search matching most of the list shows
    its first matches before the whole result), and the wall ms until the whole result (the
    status line says "searching" until then)."""
    frame, wall = session.press(key)
    session.drain(0.005)
    if session.screen is None:
        raise DriveError("timing search results needs pyte (run the driver with .build/venv/bin/python)")
    if "searching" not in session.text():  # the status line says so while a search runs
        return frame, wall * 1000, wall * 1000
    first = session.wait_for_cause("search", 10.0)
    if first is None:
        raise DriveError(f"no search result within 10 s of {key!r}\n{session.text()}")
    last = first
    session.drain(0.002)
    while "searching" in session.text():
        last = session.wait_for_cause("search", 10.0)
        if last is None:
            raise DriveError(f"no whole search result within 10 s of {key!r}\n{session.text()}")
        session.drain(0.002)
    return frame, (first[1] - session.sent) * 1000, (last[1] - session.sent) * 1000


# -- the libraries ------------------------------------------------------------------------------

SHARED_DIRECTORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build-data", "scale")
# Must match LibraryGenerator.ScaleLibraries (seed and reference date), so both benchmarks share files.
SHARED_SEED, SHARED_REFERENCE_DATE = 6, "2026-01-01"


def size_label(count):
    if count >= 1_000_000 and count % 1_000_000 == 0:
        return f"{count // 1_000_000}M"
    return f"{count // 1000}k" if count >= 1000 else str(count)


def shared_library(count, generator):
    """The shared library of `count` recipes, generated (once, minutes for 1M) if it is missing."""
    directory = os.environ.get("RECIPES_SCALE_DATA") or os.path.normpath(SHARED_DIRECTORY)
    path = os.path.join(directory, f"library-{count}-seed-{SHARED_SEED}.sqlite")
    if os.path.exists(path):
        return path
    if not generator:
        raise SystemExit(f"{path} does not exist: give --generator to create it")
    os.makedirs(directory, exist_ok=True)
    partial = f"{path}.partial-{os.getpid()}"
    print(f"generating {count} recipes into {path} (once; kept for later runs)", file=sys.stderr)
    subprocess.run([generator, "--count", str(count), "--seed", str(SHARED_SEED),
                    "--reference-date", SHARED_REFERENCE_DATE, "--output", partial], check=True)
    os.rename(partial, path)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True, help="the recipes (or tui-demo) executable, release build")
    parser.add_argument("--library", action="append", default=[],
                        help="LABEL=PATH of a library to measure; repeat for a column per size")
    parser.add_argument("--sizes", help="comma-separated recipe counts: use the shared benchmark libraries "
                        "(Benchmarks/.build-data/scale, the ones StoreBenchmarks uses), generating missing ones")
    parser.add_argument("--generator", help="the generate-library executable, for --sizes")
    parser.add_argument("--app", choices=["recipes", "tui-demo"], default="recipes")
    parser.add_argument("--items", type=int, default=1_000_000, help="tui-demo only: how many items")
    parser.add_argument("--presses", type=int, default=200, help="presses per key (issue 6: 200)")
    parser.add_argument("--search-rounds", type=int, default=1,
                        help="how many times the word is typed and erased (50: 300 typed keystrokes)")
    parser.add_argument("--search", default="chicke", help="the word typed and erased (6 letters)")
    parser.add_argument("--collection-recipes", type=int,
                        help="switch to the collection nearest this many recipes (default: 2%% of the library)")
    parser.add_argument("--trace-frames", metavar="FILE",
                        help="keep the trace in FILE (FILE.LABEL per library when there are several)")
    parser.add_argument("--json", help="also write every figure and frame record to this file")
    args = parser.parse_args()
    libraries = [spec.split("=", 1) if "=" in spec else (os.path.basename(spec), spec) for spec in args.library]
    for count in (int(size) for size in (args.sizes or "").split(",") if size.strip()):
        libraries.append((size_label(count), shared_library(count, args.generator)))
    if args.app == "tui-demo" and not libraries:
        libraries = [(f"tui-demo {args.items}", "")]
    if not libraries:
        parser.error("give at least one --library LABEL=PATH")
    results = {}
    for label, path in libraries:
        print(f"measuring {label} ...", file=sys.stderr)
        # One trace per library: FILE itself for one, FILE.LABEL for several; a temporary file otherwise.
        if args.trace_frames:
            trace = args.trace_frames if len(libraries) == 1 else f"{args.trace_frames}.{label}"
        else:
            trace = tempfile.mkstemp(prefix="scale-trace-", suffix=".jsonl")[1]
        try:
            results[label] = measure(args, path, trace)
        except DriveError as error:
            print(f"{label}: {error}", file=sys.stderr)
            return 1
        finally:
            if not args.trace_frames:
                os.unlink(trace)
    print_table(results)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(results, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
