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
import select
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

ROWS, COLS = 40, 120
# What the terminal sends for the keys the tour presses (xterm); other keys are sent as written.
KEYS = {"pgdn": "\x1b[6~", "enter": "\r", "esc": "\x1b", "backspace": "\x7f", "tab": "\t"}
WAIT_SECONDS = 30.0

try:
    import pyte
except ImportError:  # the screen dump on failure is a convenience, not a requirement
    pyte = None


class DriveError(Exception):
    """A run that could not be completed, with what the screen showed."""


class Session:
    """One program on a pty, its trace file read as it grows."""

    def __init__(self, argv, trace_path, env=None):
        import fcntl
        import struct
        import termios

        self.trace_path = trace_path
        open(trace_path, "w").close()
        self.trace = open(trace_path, "r", encoding="utf-8")
        self.pending = ""
        self.frames = []
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        full_env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        full_env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "NCURSES_NO_UTF8_ACS": "1",
                         "ESCDELAY": "25"})
        full_env.update(env or {})

        def controlling_tty():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.started = time.monotonic()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=full_env,
                                        start_new_session=True, preexec_fn=controlling_tty, close_fds=True)
        os.close(slave)
        self.screen = pyte.Screen(COLS, ROWS) if pyte else None
        self.stream = pyte.ByteStream(self.screen) if pyte else None

    # -- reading --------------------------------------------------------------------------------

    def drain(self, wait=0.0):
        """Reads what the program wrote to the terminal, so it never blocks on a full pty."""
        ready, _, _ = select.select([self.master], [], [], wait)
        while ready:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            if self.stream:
                self.stream.feed(data)
            ready, _, _ = select.select([self.master], [], [], 0)

    def read_frames(self):
        """New frame records from the trace, in order."""
        self.pending += self.trace.read()
        new = []
        while "\n" in self.pending:
            line, self.pending = self.pending.split("\n", 1)
            if line.strip():
                new.append(json.loads(line))
        self.frames += new
        return new

    def next_frame(self, what, skip_store_changes=True):
        """Waits for the next frame record (not one caused by a store poll); returns it and its wall time."""
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            for frame in self.read_frames():
                if skip_store_changes and frame["cause"] == "store change":
                    continue
                return frame, time.monotonic()
            if self.process.poll() is not None:
                raise DriveError(f"the program exited ({self.process.returncode}) waiting for {what}\n{self.text()}")
            self.drain(0.001)
        raise DriveError(f"no frame for {what} within {WAIT_SECONDS:.0f} s\n{self.text()}")

    def text(self):
        return "\n".join(line.rstrip() for line in self.screen.display) if self.screen else "(pyte not available)"

    def peak_rss_mb(self):
        """The program's peak resident memory so far (VmHWM), in MB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    # -- writing --------------------------------------------------------------------------------

    def press(self, key, pause=0.0):
        """Sends one key and waits for its frame; returns (frame, wall seconds from write to record)."""
        if pause:
            time.sleep(pause)
        self.read_frames()  # forget frames that came before this key
        sent = time.monotonic()
        os.write(self.master, KEYS.get(key, key).encode())
        frame, seen = self.next_frame(f"key {key!r}")
        return frame, seen - sent

    def settle(self, seconds=0.3):
        """Lets store polls and redraws finish, draining the pty."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.drain(0.02)
        self.read_frames()

    def close(self):
        if self.process.poll() is None:
            os.write(self.master, b"\x1b")
            time.sleep(0.05)
            os.write(self.master, b"q")
            try:
                self.process.wait(3)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(3)
        os.close(self.master)
        self.trace.close()


# -- what is measured ---------------------------------------------------------------------------

def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def frame_ms(frame):
    return frame["us"] / 1000


def repeat(session, keys, presses):
    """Presses the cycle `keys` until `presses` frames; returns frames by key name."""
    result = {}
    for i in range(presses):
        key = keys[i % len(keys)]
        frame, _ = session.press(key)
        result.setdefault(key, []).append(frame)
    return result


def collections_of(library):
    """(name, count) in the sidebar's order: RecipeStore.collections() runs the same SQL."""
    with sqlite3.connect(f"file:{library}?mode=ro", uri=True) as db:
        return db.execute("SELECT name, count(*) FROM recipeCollection GROUP BY name "
                          "ORDER BY name COLLATE NOCASE, name").fetchall()


def choose_in_sidebar(session, position):
    """Focuses the sidebar, goes to its `position`-th row (0: the Library header) and presses Enter."""
    session.press("s")
    session.press("g")
    for _ in range(position):
        session.press("j")
    frame, wall = session.press("enter")
    return frame, wall


def measure(args, label, library):
    """Runs the whole program once on `library`; returns {figure: value}."""
    figures = {}
    trace = args.trace_frames or tempfile.mktemp(prefix="scale-trace-", suffix=".jsonl")
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
        keys = repeat(session, ["j"], presses)["j"]
        figures["j"] = keys
        figures["PgDn"] = repeat(session, ["pgdn"], presses)["pgdn"]
        by_key = repeat(session, ["g", "G"], 2 * presses)
        figures["G"] = by_key["G"]
        mark = "x" if args.app == "tui-demo" else "f"
        figures["f"] = repeat(session, [mark], presses + presses % 2)[mark]
        undo = "i" if args.app == "tui-demo" else "u"
        pairs = repeat(session, ["d", undo], presses)
        figures["d"], figures["u"] = pairs["d"], pairs[undo]

        if args.app == "recipes":
            figures.update(tour(session, library, args.search))
        figures["peak RSS after tour MB"] = session.peak_rss_mb()
    finally:
        session.close()
        if not args.trace_frames:
            os.unlink(trace)
    return figures


def tour(session, library, word):
    """Favorites, the collection nearest 20k recipes (2% of the library), a search typed and erased, All."""
    figures = {}
    collections = collections_of(library)
    total = sum(count for _, count in collections) or 1
    recipes = sqlite3.connect(f"file:{library}?mode=ro", uri=True).execute("SELECT count(*) FROM recipe").fetchone()[0]
    target = recipes // 50
    index, (name, count) = min(enumerate(collections), key=lambda item: abs(item[1][1] - target))
    # Sidebar rows: Library, All Recipes, Favorites, Recents, Collections, then the collections.
    figures["scope Favorites ms"] = frame_ms(choose_in_sidebar(session, 2)[0])
    figures["scope All ms"] = frame_ms(choose_in_sidebar(session, 1)[0])
    figures[f"scope All -> collection ms"] = frame_ms(choose_in_sidebar(session, 5 + index)[0])
    figures["collection"] = f"{name} ({count})"
    figures["scope collection -> All ms"] = frame_ms(choose_in_sidebar(session, 1)[0])
    session.press("/")
    typed = [session.press(letter)[0] for letter in word]
    erased = [session.press("backspace")[0] for _ in word]
    session.press("esc")
    session.settle(0.2)
    figures["search typed"] = typed
    figures["search erased"] = erased
    return figures


# -- the libraries ------------------------------------------------------------------------------

SHARED_DIRECTORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build-data", "scale")
# Must match SyntheticLibrary.ScaleLibraries (seed and reference date), so both benchmarks share files.
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


# -- the table ----------------------------------------------------------------------------------

TARGETS = {
    "first frame ms": "< 1000 (10k: < 100)",
    "peak RSS after first frame MB": "< 300",
    "peak RSS after tour MB": "< 300",
    "j": "p99 < 2", "PgDn": "p99 < 2", "G": "p99 < 2", "f": "p99 < 2",
    "d": "p99 < 20", "u": "p99 < 20",
    "search typed": "each < 100", "search erased": "each < 100",
    "scope All -> collection ms": "< 300", "scope collection -> All ms": "< 300",
    "scope Favorites ms": "< 300", "scope All ms": "< 300",
}


def cell(value, each=False):
    if isinstance(value, list):
        if value and isinstance(value[0], dict) and each:
            return " ".join(f"{frame_ms(f):.1f}" for f in value)
        if value and isinstance(value[0], dict):
            times = [frame_ms(f) for f in value]
            return f"{statistics.median(times):.2f} / {percentile(times, 99):.2f}"
        return " ".join(f"{v:.0f}" for v in value)
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def frames_cell(value):
    """Median rows and bytes a frame rendered: the same at every size when only what changed is drawn."""
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return f"{statistics.median(f['total_rows'] for f in value):.0f} rows, " \
               f"{statistics.median(f['bytes'] for f in value):.0f} B"
    return ""


def print_table(results):
    labels = list(results)
    order = [k for k in TARGETS if any(k in r for r in results.values())]
    order += sorted({k for r in results.values() for k in r} - set(order) - {"first frame rows"})
    print("| figure | target | " + " | ".join(labels) + " |")
    print("|---|---|" + "---:|" * len(labels))
    for key in order:
        unit = " ms (median / p99)" if key in ("j", "PgDn", "G", "f", "d", "u") else ""
        if key.startswith("search"):
            unit = " ms per keystroke"
        each = key.startswith("search")
        print(f"| {key}{unit} | {TARGETS.get(key, '')} | "
              + " | ".join(cell(results[l].get(key, ''), each) for l in labels) + " |")
    for key in ("j", "PgDn", "G", "f", "d", "u", "search typed"):
        if any(key in r for r in results.values()):
            print(f"| {key}: frame size (median) | same at every size | "
                  + " | ".join(frames_cell(results[l].get(key)) for l in labels) + " |")


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
    parser.add_argument("--search", default="chicke", help="the word typed and erased (6 letters)")
    parser.add_argument("--trace-frames", help="keep the trace in FILE (default: a temporary file)")
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
        try:
            results[label] = measure(args, label, path)
        except DriveError as error:
            print(f"{label}: {error}", file=sys.stderr)
            return 1
    print_table(results)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(results, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
