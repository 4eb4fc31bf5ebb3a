"""End-to-end tests of scaling on the real binary, where a cook sees it: "as written" keeps the
writer's units (in the detail and on the shopping list); the ingredient list and the steps agree
after scaling; a text recipe's steps scale the amounts written before an ingredient, nothing else."""
import json

import pytest

from test_cli import recipes_json, run
from test_structure import browse, choose

HUMMUS = {
    "title": "Hummus", "servings": "2",
    "ingredients": "14 oz chickpeas\n4 tbsp butter\n1 tsp salt",
    "directions": "Blend the chickpeas with the butter and the salt.",
}
PANCAKES = {
    "title": "Pancakes", "servings": "2",
    "ingredients": "2 cups all-purpose flour\n1 tsp salt",
    "directions": "Preheat the oven to 350°F.\nWhisk 2 cups flour with 1 tsp salt.\nBake in a 9-inch pan for 25 minutes.",
}

CASHEWS = """---
title: Cashew salad
servings: 1
---

Toast @cashew nuts{0.75@oz} in a #pan{}.

Add @salt{=1%tsp} and @salt{1%tsp}.
"""


@pytest.fixture
def library(tmp_path):
    """An empty library with the recipes above (JSON)."""
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    (tmp_path / "recipes.json").write_text(json.dumps([dict(HUMMUS, id=1), dict(PANCAKES, id=2)]))
    run("import", str(tmp_path / "recipes.json"), library=path)
    (tmp_path / "cashews.cook").write_text(CASHEWS)
    run("import", str(tmp_path / "cashews.cook"), library=path)
    return path


def recipe_id(library, title):
    return str(next(r["id"] for r in recipes_json("list", library=library) if r["title"] == title))


def test_as_written_keeps_the_writers_units_when_doubled_in_the_detail_and_the_shopping_list(library):
    from test_browser import detail_lines, quit_cleanly, status
    run("shopping", "add", recipe_id(library, "Hummus"), "--servings", "4", library=library)
    with browse(library) as term:
        choose(term, "Hummus")
        term.send("++")
        # Only the rows that change are drawn, top first: wait for the last one.
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text() and "• 2 tsp salt" in t.text(), what="doubled")
        shown = "\n".join(detail_lines(term))
        assert "• 28 oz chickpeas" in shown and "• 8 tbsp butter" in shown and "• 2 tsp salt" in shown
        assert "1/2 cup" not in shown and "lb" not in shown
        term.send("L")
        term.wait_for(lambda t: "chickpeas" in t.text() and "shop" in status(t), what="the shopping list")
        assert "28 oz chickpeas" in term.text() and "8 tbsp butter" in term.text()
        assert "1 3/4 lb" not in term.text() and "1/2 cup" not in term.text()
        term.send("\x1b")
        quit_cleanly(term)
    # Choosing US still gives the natural unit.
    texts = [item["text"] for item in json.loads(run("shopping", "--json", "--units", "us", library=library).stdout)["items"]]
    assert "1 3/4 lb chickpeas" in texts and "1/2 cup butter" in texts


def test_the_ingredient_list_and_the_steps_agree_after_scaling(library):
    from test_browser import detail_lines, quit_cleanly
    with browse(library) as term:
        choose(term, "Cashew salad")
        term.send("+++")
        term.wait_for(lambda t: "Serves 4 (from 1)" in t.text() and "4 tsp salt." in t.text(), what="four times")
        shown = "\n".join(line.strip() for line in detail_lines(term))
        # An amount in words stays as written in the list as in the step; a fixed one is kept.
        assert "• 0.75@oz cashew nuts" in shown and "1. Toast 0.75@oz cashew nuts in a pan." in shown
        assert "3@oz" not in shown
        assert "• 5 tsp salt" in shown and "2. Add 1 tsp salt and 4 tsp salt." in shown
        quit_cleanly(term)
    page = run("show", recipe_id(library, "Cashew salad"), "--servings", "4", library=library).stdout
    assert "• 0.75@oz cashew nuts" in page and "• 5 tsp salt" in page


def test_a_text_recipes_steps_scale_only_the_amounts_of_their_ingredients(library):
    from test_browser import detail_lines, quit_cleanly
    with browse(library) as term:
        choose(term, "Pancakes")
        term.send("++")
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text() and "2 tsp salt." in t.text(), what="doubled")
        shown = [line.strip() for line in detail_lines(term)]
        assert "1. Preheat the oven to 350°F." in shown
        assert "2. Whisk 4 cups flour with 2 tsp salt." in shown
        assert "3. Bake in a 9-inch pan for 25 minutes." in shown
        term.send("c")
        # At the stove the header says what the amounts are for, beside "cook mode".
        term.wait_for(lambda t: "STEP 1 of 3" in t.text() and "serves 4 (from 2) · cook mode" in t.line(1),
                      what="cook mode, its header naming the servings")
        term.send("j")
        term.wait_for(lambda t: "Whisk 4 cups flour with 2 tsp salt." in t.text(), what="the doubled step in cook mode")
        term.send("\x1b")
        quit_cleanly(term)
