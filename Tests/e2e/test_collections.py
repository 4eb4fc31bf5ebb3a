"""Collections a person can tidy: names compare without case, `recipes collections rename` renames
or merges, and `r` in the sidebar does the same while every open browser follows."""
import json

from test_browser import choose_in_sidebar, library, open_browser, quit_cleanly, status  # noqa: F401


def collections(lib):
    return {c["name"]: c["recipeCount"] for c in json.loads(lib.cli("collections", "--json").stdout)}


def test_spellings_that_differ_in_case_are_one_collection_and_rename_merges(library):
    path = library.directory / "breakfast.json"
    path.write_text(json.dumps([{"title": "Lowercase porridge", "collections": ["breakfast", "KOREAN"]}]))
    before = collections(library)
    library.cli("import", str(path))
    after = collections(library)
    assert "breakfast" not in after and after["Breakfast"] == before["Breakfast"] + 1
    assert after["Korean"] == before["Korean"] + 1
    assert len(library.recipes("--collection", "BREAKFAST")) == after["Breakfast"]

    renamed = library.cli("collections", "rename", "baking", "Oven")
    assert renamed.stdout == f'Renamed "Baking" to "Oven" ({before["Baking"]} recipes)\n'
    merged = library.cli("collections", "rename", "oven", "korean")
    assert merged.stdout.startswith('Merged "Oven" into "Korean": ')
    final = collections(library)
    assert "Oven" not in final and "Baking" not in final and final["Korean"] <= after["Korean"] + before["Baking"]

    missing = library.cli("collections", "rename", "Supper", "Dinner", check=False)
    assert missing.returncode == 1
    assert 'no collection named "Supper"' in missing.stderr
    assert collections(library) == final


def test_r_in_the_sidebar_renames_and_another_browser_follows(library):
    with open_browser(library) as first, open_browser(library) as second:
        choose_in_sidebar(first, "Baking")
        first.send("hr")
        first.wait_for_text('Rename "Baking" to: Baking')
        first.send("\x15Oven\r")
        first.wait_for(lambda t: 'Renamed "Baking" to "Oven"' in status(t), what="renamed")
        assert "Oven" in first.line(0)
        second.wait_for(lambda t: "Oven" in t.text() and "Baking" not in t.text(), what="the other sidebar follows")
        assert "Oven" in collections(library)
        quit_cleanly(first)
        quit_cleanly(second)


def test_a_rename_refused_says_so_on_one_line_with_the_names_shown_safely(library):
    before = collections(library)
    for args, message in [
        (["a\nb", "x"], 'no collection named "a␊b"; `recipes collections` lists them.'),
        (["\x1b[31m", "x"], 'no collection named "␛[31m"; `recipes collections` lists them.'),
        (["Breakfast", ""], 'cannot rename "Breakfast" to "": it is empty'),
        (["Breakfast", "x\ny"], 'cannot rename "Breakfast" to "x␊y": it holds a control character'),
    ]:
        result = library.cli("collections", "rename", *args, check=False)
        assert (result.returncode, result.stdout, result.stderr) == (1, "", f"Error: {message}\n")
    assert collections(library) == before


def test_a_collection_named_with_spaces_around_it_is_found_by_every_subcommand(library):
    """A name pasted with a trailing space compares as the store compares names (trimmed, any case),
    as `collections rename` trims the new name."""
    baking = library.titles("--collection", "Baking")
    assert baking
    assert library.titles("--collection", "Baking ") == baking
    assert library.titles("--collection", "  baking\t") == baking
    exported = json.loads(library.cli("export", "--collection", " Baking ").stdout)
    assert sorted(r["title"] for r in exported) == sorted(baking)
    renamed = library.cli("collections", "rename", "Baking ", " Oven ")
    assert renamed.stdout == f'Renamed "Baking" to "Oven" ({len(baking)} recipes)\n'
    assert library.titles("--collection", "oven  ") == baking
