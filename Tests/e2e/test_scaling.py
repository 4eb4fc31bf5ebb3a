"""End-to-end tests of scaling on the real binary, where a cook sees it: "as written" keeps the
writer's units (in the detail and on the shopping list)."""
import json

import pytest

from test_cli import recipes_json, run
from test_structure import browse, choose

HUMMUS = {
    "title": "Hummus", "servings": "2",
    "ingredients": "14 oz chickpeas\n4 tbsp butter\n1 tsp salt",
    "directions": "Blend the chickpeas with the butter and the salt.",
}


@pytest.fixture
def library(tmp_path):
    """An empty library with the recipes above (JSON)."""
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    (tmp_path / "recipes.json").write_text(json.dumps([dict(HUMMUS, id=1)]))
    run("import", str(tmp_path / "recipes.json"), library=path)
    return path


def recipe_id(library, title):
    return str(next(r["id"] for r in recipes_json("list", library=library) if r["title"] == title))


def test_as_written_keeps_the_writers_units_when_doubled_in_the_detail_and_the_shopping_list(library):
    from test_browser import detail_lines, quit_cleanly, status
    run("shopping", "add", recipe_id(library, "Hummus"), "--servings", "4", library=library)
    with browse(library) as term:
        choose(term, "Hummus")
        term.send("++")
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text(), what="doubled")
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
