"""End-to-end tests of nouns made plural by language on the real binary: a German recipe's
"1 Ei" doubled is "2 Eier", German's own plural (English rules would make it "2 Eis"), in the
detail, cook mode, the shopping list and `show`; an English recipe's "1 large egg" doubled is
still "2 large eggs"."""
import json

import pytest

from test_cli import run
from test_structure import browse, choose, cook_text

PFANNKUCHEN = {
    "title": "Pfannkuchen", "servings": "2",
    "ingredients": "1 Ei\n200 g Mehl\n2 EL Zucker\n1 Prise Salz",
    "directions": "Das Ei mit dem Zucker verrühren.\nDas Mehl und das Salz unterheben.",
}
OMELETTE = {
    "title": "Omelette", "servings": "2",
    "ingredients": "1 large egg\n1 tbsp butter",
    "directions": "Beat the egg and fry it in the butter.",
}
# A Cooklang file that says it is German: no word of it needs to.
RUEHREI = """---
title: Ruehrei
servings: 1
locale: de_DE
---

Verquirle @Ei{1} in einer #Pfanne{}.
"""


@pytest.fixture
def library(tmp_path):
    """An empty library with the German and English recipes above."""
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    (tmp_path / "recipes.json").write_text(json.dumps([dict(PFANNKUCHEN, id=1), dict(OMELETTE, id=2)]))
    (tmp_path / "ruehrei.cook").write_text(RUEHREI)
    run("import", str(tmp_path / "recipes.json"), str(tmp_path / "ruehrei.cook"), library=path)
    return path


def test_a_german_egg_doubled_is_eier_in_the_detail_and_the_shopping_list(library):
    from test_browser import detail_lines, quit_cleanly, status
    run("shopping", "add", "1", "--servings", "4", library=library)
    run("shopping", "add", "2", "--servings", "4", library=library)
    with browse(library) as term:
        choose(term, "Pfannkuchen")
        term.send("++")
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text() and "• 2 Prisen Salz" in t.text(), what="doubled")
        shown = [line.strip() for line in detail_lines(term)]
        assert "• 2 Eier" in shown and "• 400 g Mehl" in shown
        assert not any("Eis" in line for line in shown)
        term.send("L")
        term.wait_for(lambda t: "Space tick" in status(t) and "eggs" in t.text(), what="the shopping list")
        assert "2 Eier " in term.text() and "2 Eis" not in term.text()
        assert "2 eggs" in term.text()
        term.send("\x1b")
        quit_cleanly(term)
    shopping = run("shopping", library=library).stdout
    assert "2 Eier  (Pfannkuchen)" in shopping and "Eis" not in shopping


def test_a_german_cooklang_step_doubled_is_eier_in_cook_mode_and_show(library):
    from test_browser import quit_cleanly
    with browse(library) as term:
        choose(term, "Ruehrei")
        term.send("+")
        term.wait_for(lambda t: "Serves 2 (from 1)" in t.text(), what="doubled")
        term.send("c")
        term.wait_for(lambda t: "STEP 1 of 1" in t.text() and "For this step" in cook_text(t), what="cook mode")
        text = cook_text(term)
        assert "Verquirle 2 Eier in einer Pfanne." in text and "• 2 Eier" in text
        assert "Eis" not in text
        term.send("\x1b")
        quit_cleanly(term)
    page = run("show", "3", "--servings", "2", library=library).stdout
    assert "  • 2 Eier" in page and "1. Verquirle 2 Eier in einer Pfanne." in page and "Eis" not in page


def test_an_english_egg_doubled_is_still_eggs(library):
    from test_browser import detail_lines, quit_cleanly
    with browse(library) as term:
        choose(term, "Omelette")
        term.send("++")
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text() and "• 2 tbsp butter" in t.text(), what="doubled")
        assert "• 2 large eggs" in [line.strip() for line in detail_lines(term)]
        quit_cleanly(term)
    assert "  • 2 large eggs" in run("show", "2", "--servings", "4", library=library).stdout
