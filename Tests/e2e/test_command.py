"""End-to-end checks of the `recipes` binary as a user runs it."""
import os
import subprocess

BIN = os.environ.get("RECIPES_BIN", ".build/debug/recipes")


def test_binary_runs_and_exits_cleanly():
    result = subprocess.run([BIN], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert "recipes" in result.stdout
