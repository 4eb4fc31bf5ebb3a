"""End-to-end tests of units on the shopping list, on the real binary: a German recipe's
"2 EL Zucker" and "1 Prise Salz" marked at double servings read "4 EL Zucker" and "2 Prisen Salz"
(not "4 tbsp", "2 pinches") on the browser's shopping list and in `recipes shopping`, as the
detail writes them; an English recipe's list reads as it always did."""
import json

from test_cli import run
from test_plurals import library  # noqa: F401 (the fixture: a German and an English recipe)
from test_structure import browse


def test_a_german_recipes_units_keep_their_spelling_on_the_shopping_list(library):  # noqa: F811
    from test_browser import quit_cleanly
    run("shopping", "add", "1", "--servings", "4", library=library)
    with browse(library) as term:
        term.send("L")
        term.wait_for(lambda t: "Space tick" in t.text() and "Salz" in t.text(), what="the shopping list")
        text = term.text()
        assert "4 EL Zucker" in text and "2 Prisen Salz" in text
        assert "tbsp" not in text and "pinch" not in text
        term.send("\x1b")
        quit_cleanly(term)
    shopping = run("shopping", library=library).stdout
    assert "4 EL Zucker  (Pfannkuchen)" in shopping and "2 Prisen Salz  (Pfannkuchen)" in shopping
    items = json.loads(run("shopping", "--json", library=library).stdout)["items"]
    texts = {item["text"] for item in items}
    assert {"4 EL Zucker", "2 Prisen Salz"} <= texts
    # The unit field stays the machine-readable symbol.
    assert {item["unit"] for item in items if item["name"] == "Zucker"} == {"tbsp"}


def test_an_english_recipes_shopping_list_reads_as_before(library):  # noqa: F811
    from test_browser import quit_cleanly
    run("shopping", "add", "2", "--servings", "4", library=library)
    with browse(library) as term:
        term.send("L")
        term.wait_for(lambda t: "Space tick" in t.text() and "butter" in t.text(), what="the shopping list")
        assert "2 tbsp butter" in term.text() and "2 eggs" in term.text()
        term.send("\x1b")
        quit_cleanly(term)
    shopping = run("shopping", library=library).stdout
    assert "2 tbsp butter  (Omelette)" in shopping and "2 eggs  (Omelette)" in shopping
