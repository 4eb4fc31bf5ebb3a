"""What `recipes export` says: the place it wrote to as a person recognises it, and each way it
cannot write named in one line of its own words (no Foundation error text)."""
import pytest

from test_cli import library, run  # noqa: F401 (library is a fixture)


@pytest.mark.parametrize("typed, shown", [(".", "{cwd}"), ("./", "{cwd}"), ("..", "{parent}"), ("sub/..", "{cwd}"),
                                          ("out", "out")])
@pytest.mark.parametrize("format", ["cook", "markdown"])
def test_a_folder_typed_as_dots_is_named_by_its_path(library, tmp_path, typed, shown, format):
    cwd = tmp_path / "work" / "here"
    (cwd / "sub").mkdir(parents=True)
    result = run("export", "--format", format, "-o", typed, library=library, cwd=cwd)
    expected = shown.format(cwd=cwd, parent=cwd.parent)
    assert (result.returncode, result.stderr) == (0, f"Exported 50 recipes to {expected}.\n")
