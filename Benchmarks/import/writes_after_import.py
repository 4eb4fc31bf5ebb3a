"""Writes right after a large import: `recipes import FILE` into a new library while another
connection holds the library open (as a browser does), then that connection's writes, timed one by
one (a favorite toggled, a recipe deleted and put back, as `f`, `d` and `u` write). Prints the
import's wall clock, the WAL file's size after it, and the writes' median, p99 and slowest.

    python3 Benchmarks/import/writes_after_import.py --binary .build/release/recipes --json all.json

Standard library only (Python's sqlite3 runs the library's triggers, FTS5 included)."""
import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import tempfile
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--json", required=True, help="a file in the JSON form `recipes export` writes")
    parser.add_argument("--writes", type=int, default=300)
    parser.add_argument("--no-reader", action="store_true", help="open the library only after the import")
    parser.add_argument("--before-writes", default="", help="SQL run (and timed) before the writes, e.g. an FTS merge")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="recipes-writes-after-import-")
    library = os.path.join(folder, "library.sqlite")
    subprocess.run([args.binary, "init", "--library", library, "--empty"], check=True, capture_output=True)
    reader = None
    if not args.no_reader:
        reader = sqlite3.connect(library, isolation_level=None, timeout=30)
        reader.execute("SELECT count(*) FROM recipe").fetchone()
    start = time.monotonic()
    subprocess.run([args.binary, "import", "--library", library, args.json], check=True, capture_output=True)
    imported = time.monotonic() - start
    wal = os.path.getsize(library + "-wal") if os.path.exists(library + "-wal") else 0
    db = reader or sqlite3.connect(library, isolation_level=None, timeout=30)
    prepared = time.monotonic()
    if args.before_writes:
        db.executescript(args.before_writes)
    prepared = time.monotonic() - prepared
    ids = [row[0] for row in db.execute("SELECT id FROM recipe ORDER BY id LIMIT ?", (args.writes,))]
    times = []
    cpu = []
    for index, recipe_id in enumerate(ids):
        began, began_cpu = time.monotonic(), time.process_time()
        if index % 2 == 0:
            db.execute("UPDATE recipe SET isFavorite = NOT isFavorite WHERE id = ?", (recipe_id,))
        else:
            db.execute("BEGIN IMMEDIATE")
            row = db.execute("SELECT * FROM recipe WHERE id = ?", (recipe_id,)).fetchone()
            db.execute("DELETE FROM recipe WHERE id = ?", (recipe_id,))
            db.execute(f"INSERT INTO recipe VALUES ({', '.join('?' * len(row))})", row)
            db.execute("COMMIT")
        times.append((time.monotonic() - began) * 1000)
        cpu.append((time.process_time() - began_cpu) * 1000)
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    db.close()
    shutil.rmtree(folder)
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"import {imported:.1f} s, WAL after it {wal / 1_048_576:.1f} MB"
          + (f", --before-writes {prepared:.1f} s" if args.before_writes else "")
          + f"; {len(times)} writes: first {times[0]:.1f} ms, median {statistics.median(times):.1f} ms, "
          f"p99 {p99:.1f} ms, slowest {ordered[-1]:.1f} ms (write #{slowest + 1}, "
          f"{'a favorite' if slowest % 2 == 0 else 'a delete and re-insert'}, {cpu[slowest]:.0f} ms of CPU); "
          f"most CPU in one write {max(cpu):.0f} ms (write #{cpu.index(max(cpu)) + 1})")


if __name__ == "__main__":
    main()
