"""`recipes picture`, pictures kept on import and written by export: the real binary on real files."""
import sqlite3

import pytest

from pictures import bad_pictures, halves, paprika_export_with_photo, solid
from test_cli import run


@pytest.fixture
def library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    return path


def stored_picture(library, recipe_id):
    with sqlite3.connect(library) as db:
        row = db.execute("SELECT format, bytes FROM recipePicture WHERE recipeId = ?", (recipe_id,)).fetchone()
    return row


@pytest.mark.parametrize("fmt,name,options", [
    ("JPEG", "photo.jpg", {}), ("PNG", "photo.png", {}), ("WEBP", "photo.webp", {"lossless": True})])
def test_a_picture_is_stored_with_the_recipe_and_can_be_removed(library, tmp_path, fmt, name, options):
    data = halves(120, 80, (255, 0, 0), (0, 0, 255), fmt, **options)
    (tmp_path / name).write_bytes(data)
    result = run("picture", "2", str(tmp_path / name), library=library)
    assert result.stdout.startswith("Set the picture of 2\t")
    assert "120 x 80" in result.stdout
    assert stored_picture(library, 2) == ({"JPEG": "jpeg", "PNG": "png", "WEBP": "webp"}[fmt], data)
    removed = run("picture", "2", "--remove", library=library)
    assert removed.stdout.startswith("Removed the picture of 2\t")
    assert stored_picture(library, 2) is None
    again = run("picture", "2", "--remove", library=library)
    assert "has no picture" in again.stdout


@pytest.mark.parametrize("name", sorted(bad_pictures()))
def test_a_bad_picture_is_refused_and_the_recipe_keeps_its_own(library, tmp_path, name):
    good = solid(40, 30, (0, 200, 0))
    (tmp_path / "good.jpg").write_bytes(good)
    run("picture", "3", str(tmp_path / "good.jpg"), library=library)
    data, words = bad_pictures()[name]
    (tmp_path / name).write_bytes(data)
    result = run("picture", "3", str(tmp_path / name), library=library, check=False)
    assert result.returncode == 1
    assert words in result.stderr and name in result.stderr
    assert "recipe 3 keeps the picture it had" in result.stderr
    assert stored_picture(library, 3) == ("jpeg", good)


def test_a_picture_for_a_missing_recipe_or_file_is_refused(library, tmp_path):
    (tmp_path / "good.jpg").write_bytes(solid(40, 30, (0, 200, 0)))
    missing_recipe = run("picture", "9999", str(tmp_path / "good.jpg"), library=library, check=False)
    assert missing_recipe.returncode == 1 and "no recipe with ID 9999" in missing_recipe.stderr
    missing_file = run("picture", "3", str(tmp_path / "nowhere.jpg"), library=library, check=False)
    assert missing_file.returncode == 1 and "nowhere.jpg: no such file" in missing_file.stderr
    neither = run("picture", "3", library=library, check=False)
    assert neither.returncode != 0 and "--remove" in neither.stderr


def test_the_sample_recipes_come_with_their_pictures(library):
    with sqlite3.connect(library) as db:
        count, total = db.execute("SELECT count(*), sum(length(bytes)) FROM recipePicture").fetchone()
        titled = db.execute(
            "SELECT title FROM recipe JOIN recipePicture p ON p.recipeId = recipe.id WHERE title = 'Pancakes'").fetchone()
    assert count == 24 and total < 400_000
    assert titled == ("Pancakes",)


def test_a_paprika_photo_is_kept_on_import(tmp_path):
    library = tmp_path / "empty.sqlite"
    run("init", "--empty", library=library)
    photo = halves(64, 48, (200, 100, 0), (0, 100, 200))
    archive = paprika_export_with_photo(tmp_path / "export.paprikarecipes", "Photo soup", photo)
    run("import", str(archive), library=library)
    with sqlite3.connect(library) as db:
        (recipe_id,) = db.execute("SELECT id FROM recipe WHERE title = 'Photo soup'").fetchone()
    assert stored_picture(library, recipe_id) == ("jpeg", photo)


def test_export_writes_each_picture_beside_its_recipe(library, tmp_path):
    png = halves(30, 20, (255, 0, 0), (0, 0, 255), "PNG")
    (tmp_path / "p.png").write_bytes(png)
    run("picture", "31", str(tmp_path / "p.png"), library=library)  # Apple crumble had none
    for fmt, extension in (("cook", "cook"), ("markdown", "md")):
        folder = tmp_path / fmt
        run("export", "--format", fmt, "-o", str(folder), library=library)
        assert (folder / f"Apple crumble.{extension}").exists()
        assert (folder / "Apple crumble.png").read_bytes() == png
        assert (folder / "Pancakes.jpg").read_bytes()[:3] == b"\xff\xd8\xff"
        assert len(list(folder.glob("*.jpg"))) == 24


def test_a_device_given_as_a_picture_is_refused_not_read_for_ever(library):
    # /dev/zero says it is 0 bytes long and never ends: the size check alone would read it until memory ran out.
    result = run("picture", "2", "/dev/zero", library=library, check=False)
    assert result.returncode != 0
    assert result.stderr == ("Error: /dev/zero: picture file too large (more than 10 MB): scale it down first; "
                             "recipe 2 keeps the picture it had\n")
    assert stored_picture(library, 2) is None
