"""How long a file changed on disk takes to reach an open browser on a folder library: the
browser (release build) opened on DIR in a pty, then COUNT times a new .cook file is written
and the time until its title is on screen is taken (pyte, polled every 5 ms).

    python Benchmarks/folder/change_latency.py .build/release/recipes /tmp/folder-10k 20
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "e2e"))
from terminal import TerminalSession  # noqa: E402


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    rss = []
    with TerminalSession([binary, "--folder", folder], rows=30, cols=100) as term:
        term.wait_for(lambda t: "? help" in t.line(t.rows - 1), timeout=60, what="first frame")
        times = []
        for number in range(count):
            # Titles that sort right after the selected first row, so the new row is on screen.
            title = f"Recipe 00000 latency {number:03d}"
            path = os.path.join(folder, title + ".cook")
            start = time.monotonic()
            with open(path, "w") as f:
                f.write("Boil @water{1%l}.\n")
            while title not in term.text():
                term.pump(0.005)
                if time.monotonic() - start > 10:
                    raise AssertionError(term.text())
            times.append(time.monotonic() - start)
            os.remove(path)
            term.pump(0.3)
        with open(f"/proc/{term.process.pid}/status") as status:
            rss = [line for line in status if line.startswith("VmHWM")]
        term.send("q")
        term.wait_exit()
    times.sort()
    print(f"{count} changes: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {times[-1] * 1000:.0f} ms; peak RSS {rss[0].split(':')[1].strip() if rss else '?'}")


if __name__ == "__main__":
    main()
