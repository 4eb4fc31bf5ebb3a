"""What `recipes` does with a library path that holds no library: an empty file, a folder, an empty
path. The real binary, as a script runs it."""
import os
import subprocess

import pytest

from test_cli import BIN, run

# Every way the library is opened: commands that read, commands that write, `init`, the browser
# (no subcommand: it fails before the terminal is taken, so no pty is needed).
OPENINGS = [["list"], ["show", "1"], ["fav", "1"], ["rm", "--samples"], ["collections"], ["export"],
            ["shopping"], ["init"], ["init", "--empty"], []]


def snapshot(folder):
    """Every entry under `folder` with its size, to show nothing was created or changed."""
    entries = {}
    for root, directories, files in os.walk(folder):
        for name in directories + files:
            path = os.path.join(root, name)
            entries[os.path.relpath(path, folder)] = os.lstat(path).st_size if name in files else "dir"
    return entries


@pytest.mark.parametrize("args", OPENINGS, ids=lambda args: " ".join(args) or "browser")
def test_an_empty_file_is_not_turned_into_a_library(tmp_path, args):
    path = tmp_path / "library.sqlite"
    path.touch()
    result = run(*args, library=path, check=False)
    assert result.returncode == 1
    assert result.stderr == (f"Error: not a recipes library: {path} is an empty file (0 bytes), left as it is; "
                             "remove it and run `recipes init` to make a library there, or give another path\n")
    assert snapshot(tmp_path) == {"library.sqlite": 0}


@pytest.mark.parametrize("args", OPENINGS, ids=lambda args: " ".join(args) or "browser")
def test_a_folder_given_as_the_library_is_named_and_left_alone(tmp_path, args):
    folder = tmp_path / "recipes"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    result = run(*args, library=folder, check=False)
    assert result.returncode == 1
    assert result.stderr == (f"Error: not a recipes library: {folder} is a folder; a library is one file: "
                             f"give its path, for example {folder}/library.sqlite\n")
    assert snapshot(tmp_path) == {"recipes": "dir", "recipes/notes.txt": 7}


@pytest.fixture
def home(tmp_path):
    """A home whose default library exists, so that a command falling back to it would show."""
    home = tmp_path / "home"
    default = home / ".local" / "share" / "recipes" / "library.sqlite"
    run("init", "--empty", library=default)
    return home, default


@pytest.mark.parametrize("args", OPENINGS, ids=lambda args: " ".join(args) or "browser")
def test_an_empty_library_option_is_an_error_not_the_default_library(home, args):
    home, default = home
    before = default.read_bytes()
    environment = {"HOME": str(home), "XDG_DATA_HOME": ""}
    result = run(*args, "--library", "", env=environment, check=False)
    assert result.returncode == 1
    assert result.stderr == (f"Error: --library is empty: give the library's file, or leave --library out "
                             f"to use {default}\n")
    result = run(*args, env=dict(environment, RECIPES_LIBRARY=""), check=False)
    assert result.returncode == 1
    assert result.stderr == (f"Error: RECIPES_LIBRARY is set but empty: give the library's file, "
                             f"or unset RECIPES_LIBRARY to use {default}\n")
    assert default.read_bytes() == before


@pytest.mark.parametrize("args", OPENINGS, ids=lambda args: " ".join(args) or "browser")
@pytest.mark.parametrize("name, content, kind", [
    ("soup.cook", "Simmer @leeks{2} for ~{20%minutes}.\n", "Cooklang"),
    ("pad thai.html", '<html><script type="application/ld+json">{"@type": "Recipe", "name": "Pad thai"}</script></html>',
     "web page")])
def test_a_recipe_file_given_as_the_library_is_shown_how_to_import_it(tmp_path, args, name, content, kind):
    path = tmp_path / name
    path.write_text(content)
    before = snapshot(tmp_path)
    result = run(*args, "--library", str(path), check=False)
    quoted = str(path) if " " not in name else f"'{path}'"
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (f"Error: not a recipes library: {path} (not an SQLite database); it is a recipe file "
                             f"({kind}): `recipes import {quoted}` adds its recipes to the library\n")
    assert snapshot(tmp_path) == before


def test_a_file_that_is_no_recipe_either_is_only_called_no_library(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Buy leeks.\n")
    result = run("list", "--library", str(path), check=False)
    assert result.stderr == f"Error: not a recipes library: {path} (not an SQLite database)\n"


@pytest.mark.parametrize("args", [["init"], ["init", "--empty"]])
def test_a_library_that_cannot_be_created_in_its_folder_is_not_called_read_only(tmp_path, args):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    # Root writes into any folder: the program runs without the capabilities that allow it.
    as_a_person = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []
    path = folder / "library.sqlite"
    result = subprocess.run([*as_a_person, BIN, *args, "--library", str(path)], capture_output=True, text=True,
                            timeout=60, env=dict(os.environ, LANG="C.UTF-8"))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (f"Error: cannot create the library {path}: the folder {folder} cannot be written; "
                             "give a path in a folder you can write to (--library PATH)\n")
    assert list(folder.iterdir()) == []
