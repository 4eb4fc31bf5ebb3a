"""A folder library's files are its recipes. Exporting it as files into its own folder (or a
subfolder of it) would write a copy of every recipe over the files of the same names there (a file
the library could not read, Latin-1 text or a binary file, replaced by a stub saying "the file is
left as it is"); importing from inside it would add a copy of each recipe. Both are refused, and
nothing in the folder changes."""
import pytest

from test_folder_library import Folder


@pytest.fixture
def folder(tmp_path):
    folder = Folder(tmp_path)
    folder.write("Bread.cook", "Mix @flour{500%g} and @water{300%ml}.\n")
    folder.write("sauces/Mayo.cook", "Whisk @egg yolk{1} with @oil{200%ml}.\n")
    (folder.root / "Crème.cook").write_bytes(b"Whisk the cr\xe8me @cream{2%dl}.\n")
    return folder


def snapshot(root):
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


@pytest.mark.parametrize("where", [".", "sauces", "sauces/new", "./sauces/../"])
@pytest.mark.parametrize("format", ["cook", "markdown"])
def test_an_export_into_the_folder_library_itself_is_refused_and_changes_nothing(folder, where, format):
    before = snapshot(folder.root)
    result = folder.cli("export", "--format", format, "-o", str(folder.root / where), check=False)
    assert result.returncode != 0
    assert "inside the folder library" in result.stderr
    assert str(folder.root) in result.stderr
    assert snapshot(folder.root) == before


def test_an_export_through_a_link_into_the_folder_is_refused(folder, tmp_path):
    (tmp_path / "shortcut").symlink_to(folder.root)
    before = snapshot(folder.root)
    result = folder.cli("export", "--format", "cook", "-o", str(tmp_path / "shortcut"), check=False)
    assert result.returncode != 0
    assert "inside the folder library" in result.stderr
    assert snapshot(folder.root) == before


def test_an_export_beside_the_folder_is_written(folder, tmp_path):
    folder.cli("export", "--format", "cook", "-o", str(tmp_path / "Recipes copy"))
    assert (tmp_path / "Recipes copy" / "Bread.cook").read_bytes() == (folder.root / "Bread.cook").read_bytes()


@pytest.mark.parametrize("where", [".", "sauces", "sauces/Mayo.cook"])
def test_an_import_from_inside_the_folder_library_is_refused_and_adds_no_copies(folder, where):
    before = snapshot(folder.root)
    result = folder.cli("import", str(folder.root / where), check=False)
    assert result.returncode != 0
    assert "is inside the folder library" in result.stderr
    assert "nothing was imported" in result.stderr
    assert snapshot(folder.root) == before
    assert len(folder.recipes()) == 3


def test_a_json_file_saved_inside_the_folder_library_is_imported(folder, tmp_path):
    exported = folder.root / "inbox" / "pancakes.json"
    exported.parent.mkdir()
    exported.write_text('[{"title": "Pancakes", "ingredients": "2 eggs", "directions": "Fry."}]')
    folder.cli("import", str(exported))
    assert sorted(recipe["title"] for recipe in folder.recipes()) == ["Bread", "Crème", "Mayo", "Pancakes"]
