"""What the end-to-end tests share with pytest: the `slow` mark, and the order that uses it.

Tests run several at a time (pytest-xdist, `Tests/run_tests.py`). A test marked `slow` (tens of
seconds: the seeded random-input runs, the runs under valgrind, the killed-process loops) is
collected first, and the runner hands out tests two at a time (`--maxschedchunk 2`), so the slow
ones start first, one per worker, and the many short ones fill in around them: the run ends when
the last short test does, not when a long one started last does. The order of the tests inside
each kind is kept, so a test must still not rely on any order (as under xdist it never could)."""
import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes tens of seconds; started before the others")


def pytest_collection_modifyitems(session, config, items):
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
