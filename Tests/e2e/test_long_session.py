"""A long session on the real binary: random keys, typed text, mouse, resizes and writes from
another process for a while; resident memory and open file descriptors must stay flat.

The suite runs it for LONG_SESSION_SECONDS (default 20 s); the 10-minute run is
`LONG_SESSION_SECONDS=600 make e2e-test PYTEST_ARGS="-k long_session -s"` (figures in
docs/BENCHMARKS.md)."""
import os
import random
import time

import pytest

from terminal import TerminalSession
from test_browser import Library, RECIPES_BIN, status
from test_monkey import random_event

SECONDS = float(os.environ.get("LONG_SESSION_SECONDS", "20"))


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status_file:
        for line in status_file:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def open_descriptors(pid):
    return sorted(os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd"))


@pytest.mark.slow
def test_a_long_random_session_keeps_memory_and_descriptors_flat(tmp_path):
    library = Library(tmp_path)
    rng = random.Random(7)
    with TerminalSession([RECIPES_BIN, "--library", library.path], rows=40, cols=120,
                         env={"EDITOR": "true"}) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        pid = term.process.pid
        start = time.monotonic()
        samples = []  # (seconds, events, RSS KiB, descriptors)
        events = 0
        while time.monotonic() - start < SECONDS:
            random_event(rng, term, library, suspend=False)
            events += 1
            assert term.process.poll() is None, f"the browser ended after event {events}:\n{term.text()}"
            if events % 50 == 0:
                term.pump(0.05)
                samples.append((time.monotonic() - start, events, resident_kib(pid), open_descriptors(pid)))
        # After a warm-up quarter (caches filling), memory stays within a few MiB. Descriptors:
        # a sample can land inside an editor round trip (its temporary file open for a moment),
        # so the count may rise by one; once the browser is idle again they are the warm-up's.
        warm = [s for s in samples if s[0] >= SECONDS / 4]
        assert len(warm) >= 4, samples
        rss = [s[2] for s in warm]
        term.send("\x1b\x1b")
        term.pump(1.0)
        final = open_descriptors(pid)
        report = (f"{events} events in {SECONDS:.0f} s; RSS after warm-up {rss[0]} KiB, "
                  f"max {max(rss)} KiB, end {rss[-1]} KiB; descriptors {len(warm[0][3])} after warm-up, "
                  f"at most {max(len(s[3]) for s in warm)}, {len(final)} at the end")
        print(report)
        assert max(rss) - rss[0] < 8 * 1024, report
        assert all(len(s[3]) <= len(warm[0][3]) + 1 for s in warm), report
        assert final == warm[0][3], (sorted(set(final) ^ set(warm[0][3])), report)
