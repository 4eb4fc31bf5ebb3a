"""What `recipes export` says: the place it wrote to as a person recognises it, and each way it
cannot write named in one line of its own words (no Foundation error text)."""
import os
import subprocess

import pytest

from test_cli import BIN, library, run  # noqa: F401 (library is a fixture)


@pytest.mark.parametrize("typed, shown", [(".", "{cwd}"), ("./", "{cwd}"), ("..", "{parent}"), ("sub/..", "{cwd}"),
                                          ("out", "out")])
@pytest.mark.parametrize("format", ["cook", "markdown"])
def test_a_folder_typed_as_dots_is_named_by_its_path(library, tmp_path, typed, shown, format):
    cwd = tmp_path / "work" / "here"
    (cwd / "sub").mkdir(parents=True)
    result = run("export", "--format", format, "-o", typed, library=library, cwd=cwd)
    expected = shown.format(cwd=cwd, parent=cwd.parent)
    assert (result.returncode, result.stderr) == (0, f"Exported 50 recipes to {expected}.\n")


def test_an_empty_output_path_is_refused_as_empty(library, tmp_path):
    for format in ["json", "cook"]:
        result = run("export", "--format", format, "-o", "", library=library, check=False, cwd=tmp_path)
        assert result.returncode == 64
        assert result.stderr.splitlines()[0] == (
            "Error: An empty path names no file: give the file or folder to write to (- for standard output).")
    assert list(tmp_path.iterdir()) == [library]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("format", ["json", "jsonld"])
def test_a_full_disk_is_said_in_the_systems_words(library, format):
    # /dev/full takes nothing: every write fails with ENOSPC, as on a disk that filled up.
    result = run("export", "--format", format, "-o", "/dev/full", library=library, check=False)
    assert (result.returncode, result.stderr) == (1, "Error: cannot write /dev/full: No space left on device\n")


def test_a_folder_that_cannot_be_made_is_said_in_the_systems_words(library, tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    for where, reason in [(tmp_path / "a file" / "recipes", f"{tmp_path}/a file is not a folder")]:
        result = run("export", "--format", "cook", "-o", str(where), library=library, check=False)
        assert (result.returncode, result.stderr) == (1, f"Error: cannot create the folder {where}: {reason}\n")


def test_a_file_in_a_folder_that_does_not_exist_names_the_folder(library, tmp_path):
    where = tmp_path / "missing" / "recipes.json"
    result = run("export", "-o", str(where), library=library, check=False)
    assert (result.returncode, result.stderr) == (1, f"Error: cannot write {where}: there is no folder {where.parent}\n")


def test_a_shopping_list_that_cannot_be_written_beside_a_cook_export_is_said_in_the_systems_words(library, tmp_path):
    run("shopping", "add", "3", library=library)
    (tmp_path / "out" / ".shopping-list").mkdir(parents=True)
    result = run("export", "--format", "cook", "-o", str(tmp_path / "out"), library=library, check=False)
    assert (result.returncode, result.stderr) == (1, f"Error: cannot write {tmp_path}/out/.shopping-list: Is a directory\n")


@pytest.mark.parametrize("format, also", [("cook", ""), ("markdown", ", or one file named .md")])
def test_a_file_where_a_folder_is_needed_is_said_with_what_the_format_writes(library, tmp_path, format, also):
    (tmp_path / "notes").write_text("kept")
    result = run("export", "--format", format, "-o", "notes", library=library, check=False, cwd=tmp_path)
    assert (result.returncode, result.stderr) == (
        1, f"Error: cannot write into notes: it is a file; --format {format} needs a folder{also}\n")
    assert (tmp_path / "notes").read_text() == "kept"


# Root writes into any folder: the program runs without the capabilities that allow it.
AS_A_PERSON = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []


@pytest.mark.parametrize("format, written", [("json", "recipes.json"), ("cook", "Apple crumble.cook")])
def test_a_folder_that_cannot_be_written_is_named_not_the_temporary_file(library, tmp_path, format, written):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    output = "locked/recipes.json" if format == "json" else "locked"
    result = subprocess.run([*AS_A_PERSON, BIN, "export", "--format", format, "-o", output, "--library", str(library)],
                            capture_output=True, text=True, cwd=tmp_path, env=dict(os.environ, LANG="C.UTF-8"))
    assert (result.returncode, result.stderr) == (
        1, f"Error: cannot write locked/{written}: the folder locked cannot be written (Permission denied)\n")
    assert list(locked.iterdir()) == []


def test_a_bare_name_in_a_current_folder_that_cannot_be_written_names_that_folder_by_its_path(library, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    result = subprocess.run([*AS_A_PERSON, BIN, "export", "-o", "out.json", "--library", str(library)],
                            capture_output=True, text=True, cwd=locked, env=dict(os.environ, LANG="C.UTF-8"))
    assert (result.returncode, result.stderr) == (
        1, f"Error: cannot write out.json: the current folder ({locked}) cannot be written (Permission denied)\n")
    assert list(locked.iterdir()) == []
