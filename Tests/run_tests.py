"""`make test`: the unit tests (Swift Testing) and the end-to-end tests (pytest), quietly, then one
line that counts both together. A failure's details (Swift Testing's ✘ lines and what follows
them, pytest's failure report) are printed as the runners write them; the passes are not.
Exits non-zero when anything failed, or when a runner failed without saying which test (a
crash, a build error): then its own output is all there is, and it is all shown.

Usage: run_tests.py --swift SWIFT --binary RECIPES [--results DIR] [--filter SUITE] [--workers N] [E2E_PATH ...]"""
import argparse
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

# What `swift test --quiet` still writes when nothing is wrong: XCTest's empty run (this package
# has no XCTest tests) and Swift Testing's header and final line.
NOISE_PREFIXES = ("Test Suite '", "\t Executed ", "◇ Test run started.", "↳ Testing Library Version:",
                  "↳ Target Platform:", "✔ Test run with ")


def counts(junit_path):
    """(passed, failed, skipped) from a JUnit XML file, by test case; None if it was not written."""
    if not os.path.exists(junit_path):
        return None
    passed = failed = skipped = 0
    for case in ElementTree.parse(junit_path).getroot().iter("testcase"):
        tags = {child.tag for child in case}
        if tags & {"failure", "error"}:
            failed += 1
        elif "skipped" in tags:
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def passed_on(lines):
    """The lines of `swift test --quiet`'s output worth showing: all but the noise."""
    return (line for line in lines if not line.startswith(NOISE_PREFIXES))


def run_unit_tests(swift, results, filters):
    """Runs the Swift Testing tests, passing on every line but the noise; returns (exit status, counts)."""
    xunit = os.path.join(results, "unit.xml")
    # Swift Testing writes its results beside the path given, with this suffix.
    written = os.path.join(results, "unit-swift-testing.xml")
    for stale in (xunit, written):
        if os.path.exists(stale):
            os.remove(stale)
    command = [swift, "test", "--skip-build", "--quiet", "--xunit-output", xunit]
    for name in filters:
        command += ["--filter", name]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    for line in passed_on(process.stdout):
        sys.stdout.write(line)
        sys.stdout.flush()
    return process.wait(), counts(written)


def end_to_end_workers():
    """How many end-to-end tests run at once: one more than the cores, as a test spends a quarter of
    its time waiting on its terminal (on 2 cores: 6.8 min one at a time, 3.1 min three at a time);
    at most 8, as a test of timing promptness must still get a core when it needs one."""
    return min(8, (os.cpu_count() or 1) + 1)


def run_end_to_end_tests(binary, results, paths, workers):
    """Runs pytest quietly (dots, then any failure's report), `workers` tests at a time
    (pytest-xdist); returns (exit status, counts)."""
    junit = os.path.join(results, "e2e.xml")
    if os.path.exists(junit):
        os.remove(junit)
    environment = dict(os.environ, RECIPES_BIN=binary)
    # Two tests handed out at a time, so the slow ones, collected first, start one per worker
    # (Tests/e2e/conftest.py).
    parallel = ["-n", str(workers), "--maxschedchunk", "2"] if workers > 1 else []
    status = subprocess.call([sys.executable, "-m", "pytest", "-qq", "-p", "no:cacheprovider", *parallel,
                              f"--junitxml={junit}", *paths], env=environment)
    return status, counts(junit)


def summary(unit, end_to_end):
    """The last line: both kinds counted together, then each kind's share."""
    parts = []
    total = [0, 0, 0]
    for name, (status, found) in (("unit", unit), ("end-to-end", end_to_end)):
        if found is None:
            parts.append(f"{name}: no results, exit status {status}")
            continue
        total = [a + b for a, b in zip(total, found)]
        parts.append(f"{name}: " + described(*found, every_count=False))
    return f"Tests: {described(*total)} ({'; '.join(parts)})"


def described(passed, failed, skipped, every_count=True):
    """'3 passed, 0 failed, 1 skipped'; without `every_count`, the zeros after `passed` are left out."""
    words = [f"{passed} passed"]
    for count, word in ((failed, "failed"), (skipped, "skipped")):
        if count or every_count:
            words.append(f"{count} {word}")
    return ", ".join(words)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--swift", default="swift")
    parser.add_argument("--binary", required=True, help="the recipes binary the end-to-end tests run")
    parser.add_argument("--results", default=".build/test-results", help="where the JUnit XML files go")
    parser.add_argument("--filter", action="append", default=[], help="only these unit tests (swift test --filter)")
    parser.add_argument("--workers", type=int, default=end_to_end_workers(),
                        help="end-to-end tests run at once (default: one more than the cores, at most 8)")
    parser.add_argument("paths", nargs="*", default=["Tests/e2e"], help="the end-to-end tests to run")
    arguments = parser.parse_args()
    os.makedirs(arguments.results, exist_ok=True)
    unit = run_unit_tests(arguments.swift, arguments.results, arguments.filter)
    end_to_end = run_end_to_end_tests(arguments.binary, arguments.results, arguments.paths, arguments.workers)
    print(summary(unit, end_to_end))
    failed = any(status != 0 or found is None or found[1] > 0 for status, found in (unit, end_to_end))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
