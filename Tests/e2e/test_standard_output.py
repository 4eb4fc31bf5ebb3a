"""Standard output that cannot take a command's output (a full disk, here /dev/full) makes the
command fail with one line in the system's words: no crash, no Foundation error dump, and no
success with the output lost."""
import os
import subprocess

import pytest

from test_cli import BIN, library  # noqa: F401 (library is a fixture)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("args", [["list"], ["list", "--json"], ["show", "3"], ["show", "3", "--json"], ["export"],
                                  ["export", "--format", "jsonld"], ["collections"], ["collections", "--json"],
                                  ["shopping"], ["shopping", "--json"]])
def test_output_that_cannot_be_written_fails_with_the_reason(library, args):
    with open("/dev/full", "w") as full:
        result = subprocess.run([BIN, *args, "--library", str(library)], stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8"))
    assert (result.returncode, result.stderr) == (1, "Error: cannot write standard output: No space left on device\n")
