"""End-to-end tests of importing into a library that has recipes: IDs kept, skipped, replaced or
given; the sample recipes and `rm --samples`; a bad file refused whole."""
import json

import pytest

from test_cli import export, library, recipes_json, run  # noqa: F401 (library is a fixture)


def test_import_skips_existing_ids_or_replaces_them(library, tmp_path):
    mine = dict(export(library)[0], id=4000, title="My stew", imageNames=[])
    (tmp_path / "mine.json").write_text(json.dumps([mine]))
    run("import", str(tmp_path / "mine.json"), library=library)
    changed = dict(mine, title="Changed title")
    new = dict(mine, id=5000, title="Brand new")
    (tmp_path / "in.json").write_text(json.dumps([changed, new]))
    result = run("import", str(tmp_path / "in.json"), library=library)
    assert "Imported 1 recipe " in result.stdout
    assert "Skipped 1 recipe whose IDs are already in the library: 4000" in result.stderr
    assert recipes_json("show", "4000", library=library)["title"] == "My stew"
    run("import", str(tmp_path / "in.json"), "--replace", library=library)
    assert recipes_json("show", "4000", library=library)["title"] == "Changed title"


def toggle_favorite(recipe_id, library):
    """Changes a recipe (a sample one stops counting as unchanged)."""
    marked = recipes_json("show", str(recipe_id), library=library)["isFavorite"]
    run("unfav" if marked else "fav", str(recipe_id), library=library)


def test_recipes_without_ids_get_new_ones_and_only_the_title_is_required(library, tmp_path):
    (tmp_path / "new.json").write_text(json.dumps([{"title": "Toast"}, {"title": "Tea", "servings": "2"}]))
    result = run("import", str(tmp_path / "new.json"), library=library)
    assert result.stdout == f"Imported 2 recipes from {tmp_path / 'new.json'}.\n"
    assert ("The library still holds 50 sample recipes you have not changed; `recipes rm --samples` deletes them."
            in result.stderr)
    toast, tea = recipes_json("show", "51", library=library), recipes_json("show", "52", library=library)
    assert (toast["title"], toast["isFavorite"], toast["prepTime"], toast["ingredients"]) == ("Toast", False, 0, "")
    assert (tea["title"], tea["servings"]) == ("Tea", "2")


def test_a_recipe_takes_the_id_of_an_unchanged_sample_but_not_of_a_changed_one(library, tmp_path):
    toggle_favorite(2, library)
    changed = recipes_json("show", "2", library=library)
    mine = [{"id": 1, "title": "Grandma's soup"}, {"id": 2, "title": "My bread"}]
    (tmp_path / "mine.json").write_text(json.dumps(mine))
    result = run("import", str(tmp_path / "mine.json"), library=library)
    assert result.stdout.startswith("Imported 1 recipe ")
    assert "Replaced 1 sample recipe you had not changed with yours of the same IDs: 1." in result.stderr
    assert "Skipped 1 recipe whose IDs are already in the library: 2 (use --replace" in result.stderr
    assert "still holds 48 sample recipes" in result.stderr
    assert recipes_json("show", "1", library=library)["title"] == "Grandma's soup"
    assert recipes_json("show", "2", library=library) == changed


def test_rm_samples_deletes_the_unchanged_samples_only(library, tmp_path):
    toggle_favorite(12, library)
    (tmp_path / "mine.json").write_text(json.dumps([{"title": "Toast"}]))
    run("import", str(tmp_path / "mine.json"), library=library)
    result = run("rm", "--samples", library=library)
    assert result.stdout == "Deleted 49 sample recipes that were unchanged since they were added.\n"
    assert sorted(r["id"] for r in recipes_json("list", library=library)) == [12, 51]
    assert run("rm", "--samples", library=library).stdout == "No unchanged sample recipes to delete.\n"
    (tmp_path / "more.json").write_text(json.dumps([{"title": "Jam"}]))
    assert "sample" not in run("import", str(tmp_path / "more.json"), library=library).stderr


@pytest.mark.parametrize("args, message", [
    (["rm"], "Give the ID of the recipe to delete, or --samples."),
    (["rm", "3", "--samples"], "Give either an ID or --samples, not both."),
    (["rm", "0"], "A recipe ID is a positive number, not 0."),
])
def test_rm_wants_an_id_or_samples(library, args, message):
    result = run(*args, library=library, check=False)
    assert result.returncode == 64
    assert message in result.stderr


@pytest.mark.parametrize("contents, message", [
    ('[{"id": 1 "title": "x"}]', "bad.json: line 1, column 11: expected ',' or '}' after a field"),
    ('[\n{"id": 7, "title": "x", "prepTime": "soon"}]', 'bad.json: recipe #1 (id 7): "prepTime" must be a number of seconds'),
    ('{"id": 1}', 'bad.json: recipe #1 (id 1): "title" is missing'),
    ('"Kimchi stew"', "bad.json: not a recipe format this import reads"),
])
def test_a_bad_file_is_reported_and_nothing_is_written(library, tmp_path, contents, message):
    before = export(library)
    bad = tmp_path / "bad.json"
    bad.write_text(contents)
    result = run("import", str(bad), library=library, check=False)
    assert result.returncode == 1
    assert message in result.stderr
    assert export(library) == before


def test_duplicate_ids_in_a_file_are_listed_and_nothing_is_written(library, tmp_path):
    before = export(library)
    recipes = [dict(before[0], id=i) for i in (8000, 8001, 8000, 8001, 8002)]
    (tmp_path / "dup.json").write_text(json.dumps(recipes))
    result = run("import", str(tmp_path / "dup.json"), library=library, check=False)
    assert result.returncode == 1
    assert "dup.json: IDs used by more than one recipe: 8000, 8001" in result.stderr
    assert export(library) == before
