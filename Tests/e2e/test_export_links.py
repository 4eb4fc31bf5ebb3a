"""`recipes export -o NAME` through symbolic links, run from the folder that holds them (as a person
types it): the export lands in the file the link names, read from the link's own folder."""
import json
import os
import uuid

import pytest

from test_cli import export, library, run  # noqa: F401 (library is a fixture)


@pytest.fixture
def folder(tmp_path):
    """The folder the command runs in, with a unique name so a stray write to `/NAME` is noticed."""
    work = tmp_path / "work"
    work.mkdir()
    return work


def export_in(folder, name, library):
    result = run("export", "-o", name, library=library, cwd=folder)
    assert result.stderr == f"Exported 50 recipes to {name}.\n"
    return result


@pytest.fixture
def unique_name():
    """A file name no other test uses; a file of that name at the root (where the export went
    before the fix, and where root may write) is removed after the test and fails it."""
    name = f"export-{uuid.uuid4().hex}.json"
    yield name
    stray = "/" + name
    if os.path.lexists(stray):
        os.remove(stray)
        pytest.fail(f"the export was written to {stray}")


def test_a_relative_link_named_relatively_writes_its_target_beside_it(library, folder, unique_name):
    name = unique_name
    (folder / name).write_text("old")
    (folder / "link.json").symlink_to(name)
    export_in(folder, "link.json", library)
    assert json.loads((folder / name).read_text()) == export(library)
    assert os.readlink(folder / "link.json") == name
    assert sorted(p.name for p in folder.iterdir()) == sorted([name, "link.json"])


def test_a_dangling_relative_link_creates_its_target_beside_it(library, folder, unique_name):
    name = unique_name
    (folder / "link.json").symlink_to(name)
    export_in(folder, "link.json", library)
    assert (folder / "link.json").is_symlink()
    assert json.loads((folder / name).read_text()) == export(library)


def test_a_link_in_a_subfolder_is_read_from_that_subfolder(library, folder):
    (folder / "sub").mkdir()
    (folder / "real").mkdir()
    (folder / "real" / "backup.json").write_text("old")
    (folder / "sub" / "link.json").symlink_to("../real/backup.json")
    export_in(folder, "sub/link.json", library)
    assert json.loads((folder / "real" / "backup.json").read_text()) == export(library)
    assert sorted(p.name for p in (folder / "sub").iterdir()) == ["link.json"]
    assert sorted(p.name for p in (folder / "real").iterdir()) == ["backup.json"]


def test_a_link_to_a_link_into_another_folder_ends_at_the_last_target(library, folder, tmp_path, unique_name):
    other = tmp_path / "other"
    (other / "deeper").mkdir(parents=True)
    name = unique_name
    (other / "deeper" / name).write_text("old")
    # first.json -> ../other/hop.json -> deeper/NAME, each relative to its own link's folder.
    (other / "hop.json").symlink_to(f"deeper/{name}")
    (folder / "first.json").symlink_to("../other/hop.json")
    export_in(folder, "first.json", library)
    assert json.loads((other / "deeper" / name).read_text()) == export(library)
    assert (folder / "first.json").is_symlink() and (other / "hop.json").is_symlink()
    assert not (other / name).exists() and not (folder / name).exists()


def test_a_dot_slash_name_and_an_absolute_link_target(library, folder, tmp_path):
    target = tmp_path / "absolute.json"
    (folder / "abs.json").symlink_to(target)
    export_in(folder, "./abs.json", library)
    assert json.loads(target.read_text()) == export(library)
