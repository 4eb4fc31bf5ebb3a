"""End-to-end tests of `recipes show --servings/--units` and `recipes shopping`: the real binary."""
import json
import os
import stat

import pytest

from test_cli import recipes_json, run


@pytest.fixture
def library(tmp_path):
    """A library with the sample recipes, made by `recipes init`."""
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    return path


def shopping(library, *args):
    return json.loads(run("shopping", *args, "--json", library=library).stdout)


def items_by_id(listing):
    return {item["id"]: item for item in listing["items"]}


# Blueberry muffins (38) serve "12 muffins": 280 g flour, 1 egg, 240 ml milk.
MUFFINS = "38"
# Chocolate chip cookies (25) make "24 cookies": 300 g flour, 2 eggs.
COOKIES = "25"


def test_show_scales_and_converts_the_ingredients(library):
    page = run("show", MUFFINS, "--servings", "24", library=library).stdout
    assert "Ingredients · Serves 24 muffins (from 12)" in page
    assert "  • 560 g all-purpose flour" in page
    assert "  • 2 eggs" in page
    us = run("show", MUFFINS, "--units", "us", library=library).stdout
    assert "Ingredients · US units" in us
    assert "  • 1 cup milk" in us
    assert "  • 280 g all-purpose flour" in run("show", MUFFINS, library=library).stdout


def test_show_json_gives_the_parsed_ingredients_scaled(library):
    shown = recipes_json("show", MUFFINS, "--servings", "6", "--units", "metric", library=library)
    assert shown["servings"] == "12 muffins"  # the recipe's fields stay as written
    flour = shown["parsedIngredients"][0]
    assert flour == {"text": "140 g all-purpose flour", "quantity": 140, "upperQuantity": None, "unit": "g",
                     "name": "all-purpose flour", "note": "", "heading": False}
    assert all(set(line) == {"text", "quantity", "upperQuantity", "unit", "name", "note", "heading"}
               for line in shown["parsedIngredients"])
    as_written = recipes_json("show", MUFFINS, library=library)["parsedIngredients"]
    assert [line["text"] for line in as_written] == [l for l in shown["ingredients"].splitlines() if l.strip()]


def test_a_shown_recipe_imports_as_it_is(library, tmp_path):
    shown = recipes_json("show", MUFFINS, library=library)
    shown["id"] = 5000
    (tmp_path / "shown.json").write_text(json.dumps([shown]))
    run("import", str(tmp_path / "shown.json"), library=library)
    assert recipes_json("show", "5000", library=library)["title"] == "Blueberry muffins"


def test_show_refuses_servings_it_cannot_scale(library, tmp_path):
    (tmp_path / "party.json").write_text(json.dumps([{"id": 700, "title": "Party", "servings": "a crowd",
                                                      "ingredients": "2 onions"}]))
    run("import", str(tmp_path / "party.json"), library=library)
    result = run("show", "700", "--servings", "8", library=library, check=False)
    assert result.returncode == 1
    assert 'recipe 700 cannot be scaled: its servings ("a crowd") hold no number' in result.stderr
    for servings in ("0", "-2", "nan"):
        result = run("show", MUFFINS, f"--servings={servings}", library=library, check=False)
        assert result.returncode != 0 and "from 0.1 to 10000" in result.stderr, servings
    result = run("show", MUFFINS, "--units", "imperial", library=library, check=False)
    assert result.returncode != 0 and "imperial" in result.stderr


def test_an_empty_list_says_how_to_fill_it(library):
    assert run("shopping", library=library).stdout == (
        "The shopping list is empty; `recipes shopping add ID` adds a recipe.\n")
    assert shopping(library) == {"units": "as-written", "recipes": [], "items": []}


def test_add_combines_the_recipes_at_their_servings(library):
    assert run("shopping", "add", COOKIES, library=library).stdout == "+ 25\tChocolate chip cookies\n"
    assert run("shopping", "add", MUFFINS, "--servings", "24", library=library).stdout == (
        "+ 38\tBlueberry muffins\tserves 24 muffins (from 12)\n")
    listing = shopping(library)
    assert listing["recipes"] == [
        {"id": 25, "title": "Chocolate chip cookies", "servings": None, "servingsAsWritten": "24 cookies"},
        {"id": 38, "title": "Blueberry muffins", "servings": 24, "servingsAsWritten": "12 muffins"}]
    items = items_by_id(listing)
    flour = items["all-purpose flour|mass"]
    assert flour == {"id": "all-purpose flour|mass", "text": "860 g all-purpose flour", "name": "all-purpose flour",
                     "quantity": 860, "upperQuantity": None, "unit": "g", "aisle": "Pantry", "ticked": False,
                     "recipeIDs": [25, 38], "recipeTitles": ["Chocolate chip cookies", "Blueberry muffins"]}
    assert items["egg|count"]["text"] == "4 eggs"
    text = run("shopping", library=library).stdout
    assert "Pantry\n" in text and "  [ ] 860 g all-purpose flour  (Chocolate chip cookies, Blueberry muffins)\n" in text
    # Adding again changes the servings and keeps the order.
    run("shopping", "add", MUFFINS, library=library)
    assert [r["servings"] for r in shopping(library)["recipes"]] == [None, None]
    assert items_by_id(shopping(library))["all-purpose flour|mass"]["text"] == "580 g all-purpose flour"
    us = shopping(library, "--units", "us")
    assert us["units"] == "us" and items_by_id(us)["all-purpose flour|mass"]["unit"] in ("oz", "lb")


def test_tick_moves_an_item_to_the_end_and_clear_ticked_unticks(library):
    run("shopping", "add", COOKIES, library=library)
    run("shopping", "add", MUFFINS, library=library)
    assert run("shopping", "tick", "eggs", library=library).stdout == "[x] 3 eggs\n"
    assert run("shopping", "tick", "all-purpose flour|mass", library=library).stdout == "[x] 580 g all-purpose flour\n"
    listing = shopping(library)
    assert [item["id"] for item in listing["items"][-2:]] == ["egg|count", "all-purpose flour|mass"]
    assert [item["ticked"] for item in listing["items"]] == [False] * (len(listing["items"]) - 2) + [True, True]
    text = run("shopping", library=library).stdout
    assert text.endswith("Ticked\n  [x] 3 eggs  (Chocolate chip cookies, Blueberry muffins)\n"
                         "  [x] 580 g all-purpose flour  (Chocolate chip cookies, Blueberry muffins)\n")
    markdown = run("shopping", "--markdown", library=library).stdout
    assert markdown.startswith("# Shopping list\n\n## Produce\n\n- [ ] ")
    assert "## Ticked\n\n- [x] 3 eggs (Chocolate chip cookies, Blueberry muffins)\n" in markdown
    assert run("shopping", "untick", "egg", library=library).stdout == "[ ] 3 eggs\n"
    assert [i["id"] for i in shopping(library)["items"] if i["ticked"]] == ["all-purpose flour|mass"]

    run("shopping", "clear", "--ticked", library=library)
    listing = shopping(library)
    assert len(listing["recipes"]) == 2 and not any(item["ticked"] for item in listing["items"])


def test_tick_names_what_it_cannot_find(library):
    run("shopping", "add", COOKIES, library=library)
    result = run("shopping", "tick", "caviar", library=library, check=False)
    assert result.returncode == 1
    assert 'no item "caviar" on the shopping list; `recipes shopping --json` lists their IDs.' in result.stderr


@pytest.mark.parametrize("verb", ["tick", "untick"])
def test_tick_on_an_empty_list_says_the_list_is_empty(library, verb):
    result = run("shopping", verb, "eggs", library=library, check=False)
    assert (result.returncode, result.stderr) == (1, 'Error: the shopping list is empty: no item "eggs" to tick or untick; '
                                                     "`recipes shopping add ID` adds a recipe's ingredients.\n")


def test_remove_and_clear_take_recipes_off(library):
    run("shopping", "add", COOKIES, library=library)
    run("shopping", "add", MUFFINS, library=library)
    run("shopping", "tick", "eggs", library=library)
    assert run("shopping", "remove", MUFFINS, library=library).stdout == "- 38\tBlueberry muffins\n"
    assert [r["id"] for r in shopping(library)["recipes"]] == [25]
    assert "blueberry|mass" not in items_by_id(shopping(library))
    run("shopping", "remove", MUFFINS, library=library)  # not on the list: no change, no error
    run("shopping", "clear", library=library)
    assert shopping(library) == {"units": "as-written", "recipes": [], "items": []}


def test_deleting_a_marked_recipe_takes_it_off_the_list(library):
    run("shopping", "add", COOKIES, library=library)
    run("shopping", "add", MUFFINS, library=library)
    run("rm", MUFFINS, library=library)
    assert [r["id"] for r in shopping(library)["recipes"]] == [25]


@pytest.mark.parametrize("args", [["add", "999"], ["remove", "999"]])
def test_unknown_recipes_fail_with_a_message(library, args):
    result = run("shopping", *args, library=library, check=False)
    assert result.returncode == 1
    assert "no recipe with ID 999" in result.stderr


def test_a_read_only_library_lists_but_refuses_changes(library):
    run("shopping", "add", COOKIES, library=library)
    os.chmod(library, stat.S_IRUSR | stat.S_IRGRP)
    try:
        if os.access(library, os.W_OK):
            pytest.skip("root writes read-only files")
        assert "egg|count" in items_by_id(shopping(library))
        for args in (["add", MUFFINS], ["remove", COOKIES], ["clear"], ["tick", "eggs"]):
            result = run("shopping", *args, library=library, check=False)
            assert result.returncode == 1 and "library is read-only" in result.stderr, args
    finally:
        os.chmod(library, stat.S_IRUSR | stat.S_IWUSR)


def test_text_output_is_sanitised_and_json_exact(library, tmp_path):
    evil = {"id": 4242, "title": "Evil \x1b[2J\x07 title", "servings": "2", "ingredients": "1 cup rice\x1b[31m red"}
    (tmp_path / "evil.json").write_text(json.dumps([evil]))
    run("import", str(tmp_path / "evil.json"), library=library)
    added = run("shopping", "add", "4242", "--servings", "4", library=library).stdout
    assert "\x1b" not in added and "Evil ␛[2J␇ title" in added
    text = run("shopping", library=library).stdout + run("shopping", "--markdown", library=library).stdout
    assert "\x1b" not in text and "\x07" not in text
    assert shopping(library)["recipes"][0]["title"] == evil["title"]
    page = run("show", "4242", "--servings", "4", library=library).stdout
    assert "\x1b" not in page and "2 cups rice␛[31m red" in page


PIZZA_DOUGH = """>> title: Pizza dough
>> servings: 2

= Starter

Mix @flour{100%g} and @water{100%ml} and leave overnight.

= Dough

Add @flour{400%g}, @water{220%ml} and @salt{=10%g}, then knead.
"""


def test_a_cooklang_recipe_at_double_servings_doubles_its_flour_and_keeps_its_fixed_salt(tmp_path):
    library = tmp_path / "library.sqlite"
    run("init", "--empty", library=library)
    (tmp_path / "pizza-dough.cook").write_text(PIZZA_DOUGH)
    run("import", str(tmp_path / "pizza-dough.cook"), library=library)
    dough = json.loads(run("export", library=library).stdout)[0]["id"]
    assert "serves 4 (from 2)" in run("shopping", "add", str(dough), "--servings", "4", library=library).stdout
    # Flour from both steps (100 g + 400 g), doubled, in grams as written; the salt is fixed at
    # 10 g; water is never bought.
    assert [item["text"] for item in shopping(library)["items"]] == ["1000 g flour", "10 g salt"]
    shown = recipes_json("show", str(dough), "--servings", "4", library=library)
    assert [line["text"] for line in shown["parsedIngredients"]] == ["1000 g flour", "640 ml water", "10 g salt"]


def test_tick_of_a_word_of_an_items_name_offers_the_items_that_hold_it(library):
    run("shopping", "add", COOKIES, library=library)
    run("shopping", "add", MUFFINS, library=library)
    result = run("shopping", "untick", "FLOUR", library=library, check=False)
    assert (result.returncode, result.stderr) == (
        1, 'Error: no item "FLOUR" on the shopping list; did you mean "all-purpose flour|mass"?\n')
    assert run("shopping", "tick", "all-purpose flour|mass", library=library).returncode == 0
