"""`make test`'s runner (Tests/run_tests.py): quiet per test, a failure's details shown, one line at
the end counting the unit and end-to-end tests together, a non-zero status on any failure."""
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests"))
import run_tests  # noqa: E402

SWIFT = os.environ.get("SWIFT", "swift")

# What `swift test --quiet` wrote on this toolchain (Swift 6.3, Swift Testing 6.3.1) for a run with
# one failing expectation.
QUIET_OUTPUT_WITH_A_FAILURE = """\
Test Suite 'All tests' started at 2026-11-24 02:05:59.506
Test Suite 'All tests' passed at 2026-11-24 02:05:59.508
\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
◇ Test run started.
↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
↳ Target Platform: x86_64-unknown-linux-gnu
✘ Test fails() recorded an issue at TmpFailTests.swift:3:37: Expectation failed: (x → 2) == 3
↳ two is not three
✘ Test run with 7 tests in 2 suites failed after 0.001 seconds with 1 issue.
""".splitlines(keepends=True)


def test_the_noise_is_dropped_and_a_failure_kept_with_its_details():
    assert list(run_tests.passed_on(QUIET_OUTPUT_WITH_A_FAILURE)) == [
        "✘ Test fails() recorded an issue at TmpFailTests.swift:3:37: Expectation failed: (x → 2) == 3\n",
        "↳ two is not three\n",
        "✘ Test run with 7 tests in 2 suites failed after 0.001 seconds with 1 issue.\n",
    ]


def unit_tests_are_built():
    bin_path = subprocess.run([SWIFT, "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return any(name.endswith("PackageTests.xctest") for name in os.listdir(bin_path)) if bin_path else False


@pytest.mark.skipif(not unit_tests_are_built(), reason="the unit tests are not built (make test builds them)")
def test_a_run_shows_a_failure_and_ends_with_one_line_counting_both_kinds(tmp_path):
    e2e = tmp_path / "e2e"
    e2e.mkdir()
    (e2e / "test_sample.py").write_text(
        "import pytest\n"
        "def test_passes(): pass\n"
        "def test_fails(): assert 1 == 2, 'one is not two'\n"
        "@pytest.mark.skip(reason='not today')\n"
        "def test_skipped(): pass\n")
    result = subprocess.run(
        [sys.executable, str(ROOT / "Tests" / "run_tests.py"), "--swift", SWIFT,
         "--binary", os.environ.get("RECIPES_BIN", ""), "--results", str(tmp_path / "results"),
         "--filter", "OutputSanitizingTests/c1AndBidiControlsAreSpeltOut", str(e2e)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[-1] == "Tests: 2 passed, 1 failed, 1 skipped (unit: 1 passed; end-to-end: 1 passed, 1 failed, 1 skipped)"
    assert "AssertionError: one is not two" in result.stdout
    # Quiet: no line per passing test, from either runner.
    assert not [line for line in lines if "passed after" in line or "PASSED" in line or line.startswith("◇")]
