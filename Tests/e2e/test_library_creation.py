"""Creating a library is atomic: `recipes init` and the browser's first start, killed (SIGKILL) at
random moments, leave either no library or the complete one, and the next `init` either creates
it or says honestly that it exists. The random draws are seeded, so a failure can be replayed (the
delays they give scale with how long one `init` takes on the machine)."""
import json
import os
import pty
import random
import signal
import subprocess
import time

import pytest

from test_cli import BIN, run

SAMPLE_COUNT = 50


@pytest.fixture(scope="module")
def longest_delay(tmp_path_factory):
    """How long after its start a kill may come: a little longer than one whole `init` takes on
    this machine now (0.2 s in a debug build when idle, several times that on a loaded machine),
    so that the kills fall before, during and after the creation. Nothing is asserted about it."""
    start = time.monotonic()
    run("init", library=tmp_path_factory.mktemp("timing") / "library.sqlite")
    return 1.3 * (time.monotonic() - start)


def started(args, on_terminal):
    """Starts recipes; the browser gets a pseudo-terminal of its own."""
    environment = dict(os.environ, LANG="C.UTF-8", TERM="xterm-256color")
    if not on_terminal:
        return subprocess.Popen([BIN, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment), None
    leader, follower = pty.openpty()
    process = subprocess.Popen([BIN, *args], stdin=follower, stdout=follower, stderr=follower, env=environment)
    os.close(follower)
    return process, leader


def killed_after(delay, args, on_terminal=False):
    process, leader = started(args, on_terminal)
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    process.wait()
    if leader is not None:
        os.close(leader)


def delays(generator, longest, count, outcomes):
    """`count` random kill delays up to `longest`; then, while the kills have not yet landed on both
    sides of a creation (a loaded machine runs slower than the timed init), longer ones, doubling,
    at most 8 more: the test must see both outcomes to prove anything."""
    for _ in range(count):
        yield generator.uniform(0, longest)
    for doubling in range(1, 9):
        if outcomes == {"absent", "complete"}:
            return
        yield longest * 2 ** doubling if "complete" not in outcomes else generator.uniform(0, longest / 2 ** doubling)


def library_state(path):
    """'absent', or 'complete' when every command reads the library with its sample recipes; else fails."""
    if not os.path.lexists(path):
        return "absent"
    listed = run("list", "--json", library=path, check=False)
    assert listed.returncode == 0, f"a killed creation left {path} unreadable: {listed.stderr}"
    assert len(json.loads(listed.stdout)) == SAMPLE_COUNT, f"a killed creation left {path} incomplete"
    return "complete"


def assert_only_the_library_and_abandoned_temporaries(folder):
    for name in os.listdir(folder):
        assert name.startswith(("library.sqlite", ".library.sqlite.creating-")), name


@pytest.mark.slow
@pytest.mark.parametrize("seed", [20, 21])
def test_a_killed_init_leaves_no_library_or_the_complete_one(tmp_path, seed, longest_delay):
    generator = random.Random(seed)
    outcomes = set()
    for attempt, delay in enumerate(delays(generator, longest_delay, 30, outcomes)):
        folder = tmp_path / str(attempt)
        path = folder / "library.sqlite"
        killed_after(delay, ["init", "--library", str(path)])
        state = library_state(path)
        outcomes.add(state)
        if folder.exists():
            assert_only_the_library_and_abandoned_temporaries(folder)
        again = run("init", library=path, check=False)
        if state == "absent":
            assert again.returncode == 0, again.stderr
            assert again.stdout.startswith(f"Created the library {path} with the {SAMPLE_COUNT} sample recipes")
            # The creation that finished removed what the killed one left.
            assert sorted(os.listdir(folder)) == ["library.sqlite"]
        else:
            assert again.returncode == 1
            assert again.stderr == f"Error: a library already exists at {path}; it was left as it is\n"
        assert library_state(path) == "complete"
    # The delays reach both sides of the creation; otherwise the test proved nothing.
    assert outcomes == {"absent", "complete"}


@pytest.mark.slow
def test_a_browser_killed_while_creating_the_sample_library_leaves_none_or_all_of_it(tmp_path, longest_delay):
    generator = random.Random(22)
    outcomes = set()
    for attempt, delay in enumerate(delays(generator, longest_delay, 20, outcomes)):
        path = tmp_path / str(attempt) / "library.sqlite"
        killed_after(delay, ["--library", str(path)], on_terminal=True)
        outcomes.add(library_state(path))
        if library_state(path) == "absent":
            assert run("init", library=path).stdout.startswith("Created the library")
        assert library_state(path) == "complete"
    assert outcomes == {"absent", "complete"}
