"""End-to-end tests of amounts on the real binary: compound amounts and packs scale as cooks
write them, metric weighs flour and keeps spoons, the shopping list keeps packs and leaves out
water and ice."""
import json

import pytest

from test_cli import recipes_json, run

LINES = [
    "1 lb 2 oz pork shoulder, cubed",
    "2 x 400 g cans chopped tomatoes",
    "1 (14 oz) can coconut milk",
    "2 cups all-purpose flour",
    "3/4 tsp salt",
    "3 large eggs",
    "2 cups water",
    "Ice cubes, to serve",
]


@pytest.fixture
def recipe(tmp_path):
    """An empty library holding one recipe (serves 4) with LINES; returns (library, id)."""
    library = tmp_path / "library.sqlite"
    run("init", "--empty", library=library)
    source = tmp_path / "stew.json"
    source.write_text(json.dumps({"@context": "https://schema.org", "@type": "Recipe", "name": "Pork stew",
                                  "recipeYield": "4 servings", "recipeIngredient": LINES}))
    run("import", str(source), library=library)
    return library, str(recipes_json("list", library=library)[0]["id"])


def shown_lines(library, recipe_id, *args):
    return [line["text"] for line in recipes_json("show", recipe_id, *args, library=library)["parsedIngredients"]]


def test_doubling_scales_a_compound_amount_as_one_quantity_and_a_pack_by_its_count(recipe):
    library, recipe_id = recipe
    doubled = shown_lines(library, recipe_id, "--servings", "8")
    assert doubled[:4] == ["2 lb 4 oz pork shoulder, cubed", "4 x 400 g cans chopped tomatoes",
                           "2 (14 oz) cans coconut milk", "4 cups all-purpose flour"]
    assert shown_lines(library, recipe_id, "--servings", "6")[1] == "3 x 400 g cans chopped tomatoes"
    assert shown_lines(library, recipe_id, "--servings", "6")[5] == "4 1/2 large eggs"


def test_metric_weighs_flour_keeps_spoons_and_converts_the_compound_amount(recipe):
    library, recipe_id = recipe
    metric = shown_lines(library, recipe_id, "--units", "metric")
    assert metric[0] == "510 g pork shoulder, cubed"
    assert metric[3] == "240 g all-purpose flour"
    assert metric[4] == "3/4 tsp salt"
    page = run("show", recipe_id, "--units", "metric", library=library).stdout
    assert "  • 240 g all-purpose flour" in page and "ml flour" not in page


def test_the_shopping_list_keeps_packs_and_leaves_out_water_and_ice(recipe):
    library, recipe_id = recipe
    run("shopping", "add", recipe_id, "--servings", "6", library=library)
    texts = [item["text"] for item in json.loads(run("shopping", "--json", library=library).stdout)["items"]]
    assert "3 x 400 g cans chopped tomatoes" in texts
    assert "2 (14 oz) cans coconut milk" in texts
    assert not any("water" in text or "Ice" in text for text in texts)
    metric = json.loads(run("shopping", "--json", "--units", "metric", library=library).stdout)["items"]
    assert "360 g all-purpose flour" in [item["text"] for item in metric]


def test_the_show_page_says_servings_once(recipe):
    library, recipe_id = recipe
    assert "serves 4" in run("show", recipe_id, library=library).stdout
    assert "serves 4 servings" not in run("show", recipe_id, library=library).stdout
