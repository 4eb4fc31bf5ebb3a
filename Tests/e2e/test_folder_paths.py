"""One folder named in different ways (`--folder .` from inside it, a trailing `/.`, a link to it,
a `..` detour) is one library: the same index, so the same IDs. An ID listed through one name
and used through another (`recipes --folder ~/Recipes list`, then `recipes --folder . rm 2` from
inside it) must mean the same recipe, never another one."""
import json
import os
import subprocess

from test_browser import RECIPES_BIN
from test_folder_library import Folder


def run_in(folder, cwd, *args):
    result = subprocess.run([RECIPES_BIN, *args], capture_output=True, text=True, timeout=60, cwd=cwd,
                            env={**os.environ, **folder.env})
    assert result.returncode == 0, result.stderr
    return result.stdout


def ids_by_title(folder, cwd, name):
    return {recipe["title"]: recipe["id"] for recipe in json.loads(run_in(folder, cwd, "--folder", name, "list", "--json"))}


def test_every_name_of_one_folder_gives_the_same_ids(tmp_path):
    folder = Folder(tmp_path)
    # Created in an order unlike the titles', so that two indexes would number them differently.
    for title in ["Zucchini bake", "Apple pie", "Miso soup"]:
        folder.write(f"{title}.cook", "Mix @flour{1%kg}.\n")
    (tmp_path / "link").symlink_to(folder.root)
    (folder.root / "sub").mkdir()
    first = ids_by_title(folder, tmp_path, str(folder.root))
    folder.write("Banana bread.cook", "Mash @bananas{3}.\n")
    seen = ids_by_title(folder, tmp_path, str(folder.root))
    for cwd, name in [(folder.root, "."), (tmp_path, str(folder.root) + "/."), (tmp_path, "link"),
                      (tmp_path, str(folder.root / "sub" / "..")), (folder.root / "sub", "..")]:
        assert ids_by_title(folder, cwd, name) == seen, name
    assert {title: seen[title] for title in first} == first


def test_a_favorite_set_through_another_name_is_the_recipe_listed(tmp_path):
    folder = Folder(tmp_path)
    for title in ["Zucchini bake", "Apple pie"]:
        folder.write(f"{title}.cook", "Mix @flour{1%kg}.\n")
    ids = ids_by_title(folder, tmp_path, str(folder.root))
    folder.write("Banana bread.cook", "Mash @bananas{3}.\n")
    run_in(folder, folder.root, "--folder", ".", "fav", str(ids["Zucchini bake"]))
    listed = run_in(folder, tmp_path, "--folder", str(folder.root), "list", "--favorites", "--json")
    assert [recipe["title"] for recipe in json.loads(listed)] == ["Zucchini bake"]
