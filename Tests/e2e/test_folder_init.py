"""`recipes init` creates a library file. On a folder library (`--folder`, $RECIPES_FOLDER, the
config file) there is none to create: it used to say "Created the library
~/.local/share/recipes/library.sqlite with the 0 sample recipes" where nothing was created, and
then "a library already exists" at that same path. It says what a folder library is instead."""
import os
import subprocess

from test_browser import RECIPES_BIN
from test_folder_library import Folder


def test_init_on_a_folder_library_says_it_needs_none_and_creates_nothing(tmp_path):
    folder = Folder(tmp_path)
    for args in (["init"], ["init", "--empty"]):
        result = folder.cli(*args, check=False)
        assert result.returncode != 0
        assert "Created" not in result.stdout + result.stderr
        assert "library.sqlite" not in result.stdout + result.stderr
        assert f"{folder.root} is a folder library" in result.stderr
    assert not (tmp_path / "data").exists()
    assert list(folder.root.iterdir()) == []


def test_init_through_recipes_folder_says_the_same(tmp_path):
    folder = Folder(tmp_path)
    env = {**os.environ, **folder.env, "RECIPES_FOLDER": str(folder.root)}
    result = subprocess.run([RECIPES_BIN, "init"], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode != 0
    assert f"{folder.root} is a folder library" in result.stderr
    assert not (tmp_path / "data").exists()
