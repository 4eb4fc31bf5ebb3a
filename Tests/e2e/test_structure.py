"""End-to-end tests of the structured recipe on the real binary: each step's own amounts,
fixed amounts, headings as headings, linking steps to ingredients, lossless Cooklang."""
import json

import pytest

from test_cli import recipes_json, run

PIZZA = """---
title: Pizza dough
servings: 2
---

= Starter

Mix @flour{100%g} and @water{100%ml} for the starter, leave to ~rise{12%hours}.

= Dough

Add @flour{400%g}, @water{220%ml} and @salt{=10%g} to the starter.
Knead for ~{10%minutes}.

> Use strong bread flour.
"""

CARBONARA = {
    "title": "Carbonara", "servings": "4",
    "ingredients": "2 large eggs\n3 tbsp olive oil\n400 g spaghetti\n150 g guanciale",
    "directions": "Bring a large pot of water to the boil.\nBeat the eggs.\nFry the guanciale in the oil.\nCook the spaghetti.",
}

PIE = {
    "title": "Apple pie", "servings": "8",
    "ingredients": "For the crust:\n200 g flour\n100 g butter\n• For the filling:\n6 apples\n1 tbsp flour",
    "directions": "1. For the crust:\n2. Rub the butter into the flour.\nFILLING\nToss the apples with the flour.\nBake for 45 minutes.",
}


@pytest.fixture
def library(tmp_path):
    """An empty library with the pizza dough (a Cooklang file), the carbonara and the pie (JSON)."""
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    (tmp_path / "pizza.cook").write_text(PIZZA)
    run("import", str(tmp_path / "pizza.cook"), library=path)
    (tmp_path / "more.json").write_text(json.dumps([dict(CARBONARA, id=2), dict(PIE, id=3)]))
    run("import", str(tmp_path / "more.json"), library=path)
    return path


def uses(step):
    return [(use["name"], use["quantity"], use["unit"], use["fixed"]) for use in step["ingredients"]]


def test_each_cooklang_step_keeps_its_own_amounts(library):
    steps = recipes_json("show", "1", library=library)["steps"]
    assert [step["section"] for step in steps] == ["Starter", "Dough"]
    assert uses(steps[0]) == [("flour", 100, "g", False), ("water", 100, "ml", False)]
    assert steps[0]["text"] == "Mix 100 g flour and 100 ml water for the starter, leave to 12 hours."
    assert steps[0]["timers"] == [{"name": "rise", "seconds": 43200}]
    assert uses(steps[1]) == [("flour", 400, "g", False), ("water", 220, "ml", False), ("salt", 10, "g", True)]


def test_doubling_keeps_the_fixed_salt(library):
    dough = recipes_json("show", "1", "--servings", "4", library=library)["steps"][1]
    assert uses(dough) == [("flour", 800, "g", False), ("water", 440, "ml", False), ("salt", 10, "g", True)]
    assert dough["text"] == "Add 800 g flour, 440 ml water and 10 g salt to the starter. Knead for 10 minutes."
    page = run("show", "1", "--servings", "4", library=library).stdout
    assert "  • 10 g salt" in page
    assert "  • 1000 g flour" in page


def test_the_water_boil_step_lists_neither_eggs_nor_oil(library):
    steps = recipes_json("show", "2", library=library)["steps"]
    assert [[use["name"] for use in step["ingredients"]] for step in steps] == [
        [], ["large eggs"], ["guanciale", "olive oil"], ["spaghetti"]]


def test_headings_are_headings_in_show(library):
    page = run("show", "3", library=library).stdout
    ingredients = page.split("Ingredients\n")[1].split("\n\n")[0].splitlines()
    assert ingredients == ["  For the crust:", "  • 200 g flour", "  • 100 g butter",
                           "  For the filling:", "  • 6 apples", "  • 1 tbsp flour"]
    directions = page.split("Directions\n")[1].split("\n\n")[0].splitlines()
    assert directions == ["  For the crust:", "  1. Rub the butter into the flour.",
                          "  FILLING:", "  2. Toss the apples with the flour.", "  3. Bake for 45 minutes."]
    steps = recipes_json("show", "3", library=library)["steps"]
    assert [(step["section"], [use["name"] for use in step["ingredients"]]) for step in steps] == [
        ("For the crust", ["butter", "flour"]), ("FILLING", ["apples", "flour"]), ("FILLING", [])]
    assert [use["quantity"] for use in steps[1]["ingredients"]] == [6, 1]


def test_an_unedited_cooklang_recipe_exports_byte_for_byte(library, tmp_path):
    odd = b"\xef\xbb\xbf>> servings: 4\r\n\r\nBoil @water{1%l}  -- a comment\r\n[- a block -]\r\n"
    (tmp_path / "odd.cook").write_bytes(odd)
    run("import", str(tmp_path / "odd.cook"), library=library)
    run("export", "--format", "cook", "-o", str(tmp_path / "out"), library=library)
    assert (tmp_path / "out" / "Pizza dough.cook").read_bytes() == PIZZA.encode()
    assert (tmp_path / "out" / "odd.cook").read_bytes() == odd


def test_a_recipe_of_200000_lines_is_refused_at_import(library, tmp_path):
    lines = "\n".join(f"{n} g flour" for n in range(200_000))
    (tmp_path / "big.json").write_text(json.dumps([{"title": "Endless", "ingredients": lines}]))
    result = run("import", str(tmp_path / "big.json"), library=library, check=False)
    assert result.returncode != 0
    assert '"ingredients" must hold at most 1,000 lines' in result.stderr
    assert "Endless" not in run("list", library=library).stdout


# The browser, on the real binary in a pty.

def browse(library):
    from test_browser import open_browser
    return open_browser(Library(library))


class Library:
    """The `test_browser` view of a library file that already exists."""

    def __init__(self, path):
        self.path = str(path)


def choose(term, title):
    from test_browser import detail_lines
    term.send(f"/{title}\r")
    term.wait_for(lambda t: any(line.strip() == title for line in detail_lines(t)), what=f"{title} in the detail")


def cook_text(term):
    return term.text().split("cook mode")[1]


def test_cook_mode_shows_the_starters_own_flour_and_keeps_the_fixed_salt_after_plus(library):
    from test_browser import quit_cleanly
    with browse(library) as term:
        choose(term, "Pizza dough")
        term.send("c")
        # A frame may come in several reads: wait for its last rows too.
        term.wait_for(lambda t: "STEP 1 of 2 · Starter" in t.text() and "t starts a timer" in cook_text(t), what="cook mode, step 1")
        shown = cook_text(term)
        assert "Mix 100 g flour and 100 ml water for the starter" in shown
        assert "• 100 g flour" in shown and "• 100 ml water" in shown
        assert "500 g" not in shown and "400 g" not in shown
        assert "t starts a timer: rise (12 hours)" in shown
        term.send("\x1b")
        term.wait_for(lambda t: "cook mode" not in t.text(), what="back to the browser")
        term.send("++")
        term.wait_for(lambda t: "Serves 4 (from 2)" in t.text(), what="doubled")
        term.send("c")
        term.wait_for(lambda t: "• 200 g flour" in t.text(), what="the starter doubled")
        term.send("j")
        term.wait_for(lambda t: "STEP 2 of 2 · Dough" in t.text() and "• 10 g salt" in cook_text(t), what="the dough step")
        shown = cook_text(term)
        assert "• 800 g flour" in shown and "• 440 ml water" in shown
        assert "• 10 g salt" in shown and "20 g salt" not in shown
        term.send("t")
        term.wait_for(lambda t: "⏲ Pizza dough · step 2 10:00" in t.line(t.rows - 1), what="the dough step's timer")
        term.send("\x1b")
        # A timer runs: the first q asks, the second quits.
        term.send("q")
        term.wait_for(lambda t: "1 timer running — q again to quit" in t.line(t.rows - 1), what="q asking first")
        quit_cleanly(term)


def test_the_water_boil_step_lists_neither_eggs_nor_oil_in_cook_mode(library):
    from test_browser import quit_cleanly
    with browse(library) as term:
        choose(term, "Carbonara")
        term.send("c")
        # A frame may come in several reads: wait for all of it (the status row is drawn last).
        term.wait_for(lambda t: "STEP 1 of 4" in t.text() and "j/k step" in t.line(t.rows - 1), what="cook mode")
        shown = cook_text(term)
        assert "Bring a large pot of water to the boil." in shown
        assert "For this step" not in shown and "eggs" not in shown and "oil" not in shown.replace("boil", "")
        term.send("j")
        term.wait_for(lambda t: "STEP 2 of 4" in t.text() and "• 2 large eggs" in cook_text(t), what="step 2 with its eggs")
        term.send("\x1b")
        quit_cleanly(term)


def test_headings_are_headings_in_the_detail_and_in_cook_mode(library):
    from test_browser import detail_lines, quit_cleanly
    with browse(library) as term:
        choose(term, "Apple pie")
        lines = [line.rstrip() for line in detail_lines(term)]
        start = lines.index(" Ingredients") if " Ingredients" in lines else lines.index("Ingredients")
        body = [line.strip() for line in lines[start:] if line.strip()]
        assert body[:15] == ["Ingredients", "For the crust", "• 200 g flour", "• 100 g butter", "For the filling",
                             "• 6 apples", "• 1 tbsp flour", "Directions", "For the crust",
                             "1. Rub the butter into the flour.", "FILLING", "2. Toss the apples with the flour.",
                             "3. Bake for 45 minutes."][:15]
        term.send("c")
        term.wait_for(lambda t: "STEP 1 of 3 · For the crust" in t.text() and "• 100 g butter" in cook_text(t),
                      what="cook mode under its heading")
        assert "Rub the butter into the flour." in cook_text(term)
        term.send("j")
        # Only the rows that changed are drawn, the heading first: wait for the step's own rows too.
        term.wait_for(lambda t: "STEP 2 of 3 · FILLING" in t.text() and "• 6 apples" in cook_text(t)
                      and "• 1 tbsp flour" in cook_text(t), what="the filling step")
        shown = cook_text(term)
        assert "• 6 apples" in shown and "• 1 tbsp flour" in shown and "200 g flour" not in shown
        term.send("\x1b")
        quit_cleanly(term)


def test_step_quantities_are_exact_and_a_range_is_apart(library, tmp_path):
    (tmp_path / "dressing.cook").write_text(
        ">> servings: 2\n\nWhisk @vinegar{1/3%cup} with @oil{1-2%tbsp}, @sugar{2*%tsp} and @salt{=1/3%tsp}.\n")
    run("import", str(tmp_path / "dressing.cook"), library=library)
    step = recipes_json("show", "4", library=library)["steps"][0]
    assert [(use["name"], use["quantity"], use["range"]) for use in step["ingredients"]] == [
        ("vinegar", 1 / 3, None), ("oil", None, [1, 2]), ("sugar", None, None), ("salt", 1 / 3, None)]
    doubled = recipes_json("show", "4", "--servings", "4", library=library)["steps"][0]
    assert [(use["quantity"], use["range"]) for use in doubled["ingredients"]] == [
        (2 / 3, None), (None, [2, 4]), (None, None), (1 / 3, None)]
    assert "2* tsp sugar" in doubled["text"]


def test_two_recipes_step_2_timers_run_side_by_side_each_named(library, tmp_path):
    from test_browser import quit_cleanly
    (tmp_path / "stock.json").write_text(json.dumps([{
        "title": "Stock", "servings": "4", "ingredients": "1 onion\n2 l water",
        "directions": "Chop the onion.\nSimmer the onion in the water for 20 minutes."}]))
    run("import", str(tmp_path / "stock.json"), library=library)
    with browse(library) as term:
        for title, minutes in [("Pizza dough", "9:5"), ("Stock", "19:5")]:
            choose(term, title)
            term.send("cj")
            term.wait_for(lambda t: "STEP 2 of 2" in t.text() and "j/k step" in t.line(t.rows - 1), what=f"{title}, step 2")
            term.send("t")
            term.wait_for(lambda t: f"{title} · step 2 {minutes}" in t.line(t.rows - 1), what=f"{title}'s step-2 timer")
            term.send("\x1b")
        # Both count down on the status line, each under its recipe's name.
        status = term.line(term.rows - 1)
        assert "Pizza dough · step 2 9:5" in status and "Stock · step 2 19:5" in status, status
        term.send("q")
        term.wait_for(lambda t: "2 timers running — q again to quit" in t.line(t.rows - 1), what="q asking first")
        quit_cleanly(term)


BIBIMBAP_STEP_1 = "Marinate the beef with 1 tbsp soy sauce, half the sugar, half the garlic and 1 tsp sesame oil."


def test_a_text_step_lists_the_part_of_each_ingredient_it_measures(tmp_path):
    """The sample bibimbap (what `make run` shows): its marinade takes 1 tbsp of the 2 tbsp of soy
    sauce, half the sugar and garlic, 1 tsp of the sesame oil; cook mode lists those parts, not
    the whole lines, and the step that names a part it does not measure lists it by name."""
    from test_browser import quit_cleanly
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    bibimbap = next(recipe for recipe in recipes_json("list", library=path) if recipe["title"] == "비빔밥")
    steps = recipes_json("show", str(bibimbap["id"]), "--servings", "8", library=path)["steps"]
    assert steps[0]["text"] == BIBIMBAP_STEP_1.replace("1 tbsp", "2 tbsp").replace("1 tsp", "2 tsp")
    # "The beef" is the 200 g beef sirloin (doubled: 400 g), which the step marinates whole.
    assert uses(steps[0]) == [("beef sirloin", 400, "g", False), ("soy sauce", 2, "tbsp", False), ("sugar", 1, "tbsp", False),
                              ("garlic", 2, "clove", False), ("sesame oil", 2, "tsp", False)]
    with browse(path) as term:
        term.send("/비빔밥\r")
        term.wait_for(lambda t: "1 recipe" in t.line(0) and "Marinate the beef" in t.text(), what="the bibimbap in the detail")
        term.send("c")
        term.wait_for(lambda t: "STEP 1 of 7" in t.text() and "j/k step" in t.line(t.rows - 1), what="cook mode")
        shown = cook_text(term)
        assert BIBIMBAP_STEP_1 in shown
        for part in ("• 1 tbsp soy sauce", "• 1/2 tbsp sugar", "• 1 clove garlic, minced", "• 1 tsp sesame oil"):
            assert part in shown
        assert "2 tbsp soy sauce" not in shown and "toasted sesame oil" not in shown
        term.send("j")
        # "season each with a little soy sauce, sesame oil": a part the step does not measure.
        # Step 2's own text, not only its header: the frame may be read half drawn.
        term.wait_for(lambda t: "STEP 2 of 7" in t.text() and "Marinate" not in t.text()
                      and "j/k step" in t.line(t.rows - 1), what="step 2")
        shown = cook_text(term)
        assert "• soy sauce" in shown and "• toasted sesame oil" in shown and "tbsp" not in shown
        term.send("\x1b")
        quit_cleanly(term)
