"""End-to-end tests of what a cook reads when scaling, on the real binary: a halved pancake batter
reads "1/2 cup + 2 tbsp milk" (not "5/8 cup") and "1/2 egg" (not "about 1 egg") in the detail,
cook mode and `show --servings`, and so does its shopping list ("1/2 cup + 2 tbsp milk", with a
whole egg to buy); a German recipe keeps its own unit words when scaling or converting changes
the unit ("1 EL Zucker", "1/2 TL + 1/8 TL Zimt", never "tbsp"), and its "Msp" (a knife's tip) is
never a pinch."""
import json

import pytest

from test_cli import recipes_json, run
from test_structure import browse, choose, cook_text

PANCAKES = """---
title: Fluffy Pancakes
servings: 4
---

Mix @flour{1 1/2%cup}, @sugar{3/4%cup} and @baking powder{1 1/4%tsp}.

Whisk @milk{1 1/4%cup} with @egg{1} and @butter{3%tbsp}, then fold into the flour.
"""

PFANNKUCHEN = """---
title: Pfannkuchen
servings: 4
locale: de_DE
---

Verrühre @Mehl{250%g} mit @Zucker{1 1/2%TL}, @Zimt{1 1/4%TL} und @Muskat{1%Msp}.

Gib @Milch{500%ml} und @Ei{1} dazu.
"""

KUCHEN = """---
title: Kuchen
servings: 4
locale: de
---

Verrühre @Butter{200%g} mit @Muskat{1%Prise}.
"""


@pytest.fixture
def library(tmp_path):
    """An empty library with the pancakes (1), the Pfannkuchen (2) and the Kuchen (3)."""
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    for name, text in [("pancakes.cook", PANCAKES), ("pfannkuchen.cook", PFANNKUCHEN), ("kuchen.cook", KUCHEN)]:
        (tmp_path / name).write_text(text)
    run("import", *(str(tmp_path / name) for name in ["pancakes.cook", "pfannkuchen.cook", "kuchen.cook"]),
        library=path)
    return path


def test_halved_pancakes_show_measures_a_cook_has(library):
    page = run("show", "1", "--servings", "2", library=library).stdout
    for line in ["  • 3/4 cup flour", "  • 1/4 cup + 2 tbsp sugar", "  • 1/2 tsp + 1/8 tsp baking powder",
                 "  • 1/2 cup + 2 tbsp milk", "  • 1/2 egg", "  • 1 1/2 tbsp butter"]:
        assert line + "\n" in page
    assert "2. Whisk 1/2 cup + 2 tbsp milk with 1/2 egg and 1 1/2 tbsp butter" in page
    assert "5/8" not in page and "3/8" not in page and "about" not in page
    steps = recipes_json("show", "1", "--servings", "2", "--json", library=library)["steps"]
    assert steps[1]["text"] == "Whisk 1/2 cup + 2 tbsp milk with 1/2 egg and 1 1/2 tbsp butter, then fold into the flour."
    # The machine-readable quantity stays the number.
    assert [(use["name"], use["quantity"], use["unit"]) for use in steps[1]["ingredients"]][:2] == [
        ("milk", 0.625, "cup"), ("egg", 0.5, None)]


def halved_in_the_detail(term, title, last_line):
    """The detail's lines of `title` once `-` twice has halved it (4 servings to 2) and `last_line` shows."""
    from test_browser import detail_lines
    choose(term, title)
    term.send("--")
    term.wait_for(lambda t: "Serves 2 (from 4)" in t.text() and last_line in t.text(), what="halved")
    return [line.strip() for line in detail_lines(term)]


def test_halved_pancakes_in_the_detail_and_cook_mode(library):
    from test_browser import quit_cleanly
    with browse(library) as term:
        shown = halved_in_the_detail(term, "Fluffy Pancakes", "• 1/2 egg")
        assert "• 1/2 cup + 2 tbsp milk" in shown and "• 1/4 cup + 2 tbsp sugar" in shown
        assert not any("5/8" in line or "about" in line for line in shown)
        term.send("c")
        term.wait_for(lambda t: "STEP 1 of 2" in t.text() and "For this step" in cook_text(t), what="cook mode")
        term.send("j")
        term.wait_for(lambda t: "STEP 2 of 2" in t.text() and "For this step" in cook_text(t), what="step 2")
        text = cook_text(term)
        assert "Whisk 1/2 cup + 2 tbsp milk with 1/2 egg" in text
        assert "• 1/2 cup + 2 tbsp milk" in text and "• 1/2 egg" in text
        term.send("\x1b")
        quit_cleanly(term)


def test_the_shopping_list_writes_the_measures_of_the_recipe_and_buys_a_whole_egg(library):
    run("shopping", "add", "1", "--servings", "2", library=library)
    shopping = run("shopping", library=library).stdout
    assert "1/2 cup + 2 tbsp milk  (Fluffy Pancakes)" in shopping and "5/8" not in shopping
    assert "[ ] 1 egg  (Fluffy Pancakes)" in shopping and "1/2 egg" not in shopping and "about" not in shopping


def test_a_german_recipe_keeps_its_unit_words_when_the_unit_changes(library):
    halved = run("show", "2", "--servings", "2", library=library).stdout
    assert "  • 3/4 TL Zucker\n" in halved and "  • 1/2 TL + 1/8 TL Zimt\n" in halved and "  • 1/2 Ei\n" in halved
    doubled_us = run("show", "2", "--servings", "8", "--units", "us", library=library).stdout
    assert "  • 1 EL Zucker\n" in doubled_us and "  • 2 Msp Muskat\n" in doubled_us
    assert "Verrühre 18 oz Mehl mit 1 EL Zucker" in doubled_us
    assert "tbsp" not in doubled_us and "tsp" not in doubled_us and "pinch" not in doubled_us


def test_a_german_recipe_in_the_detail_keeps_its_unit_words(library):
    from test_browser import quit_cleanly
    with browse(library) as term:
        shown = halved_in_the_detail(term, "Pfannkuchen", "• 1/2 Ei")
        assert "• 1/2 TL + 1/8 TL Zimt" in shown and "• 1/2 Msp Muskat" in shown
        assert not any("tsp" in line or "pinch" in line for line in shown)
        quit_cleanly(term)


def test_a_knife_tip_is_never_summed_with_a_pinch_nor_called_one(library):
    run("shopping", "add", "2", library=library)
    run("shopping", "add", "3", library=library)
    shopping = run("shopping", library=library).stdout
    assert "1 Msp Muskat  (Pfannkuchen)" in shopping and "1 Prise Muskat  (Kuchen)" in shopping
    assert "pinch" not in shopping
    items = json.loads(run("shopping", "--json", library=library).stdout)["items"]
    assert {item["text"] for item in items if item["name"] == "Muskat"} == {"1 Msp Muskat", "1 Prise Muskat"}
