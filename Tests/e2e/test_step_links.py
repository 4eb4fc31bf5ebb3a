"""End-to-end tests of which ingredients a text recipe's step lists, on the bundled sample
library as a cook sees it: cook mode's "For this step" and `show --json`'s steps."""
from test_cli import recipes_json
from test_pictures_cli import library as samples  # noqa: F401  (a new library with the bundled samples)
from test_structure import browse, cook_text


def sample_id(library, title):
    return next(recipe["id"] for recipe in recipes_json("list", library=library) if recipe["title"] == title)


def test_cook_mode_lists_the_vanilla_the_cookies_step_2_beats_in(samples):
    from test_browser import quit_cleanly
    with browse(samples) as term:
        term.send("/Chocolate chip cookies\r")
        # The sample is a favorite: its title in the detail ends in a heart.
        term.wait_for(lambda t: "2. Cream the butter" in t.text() and "1 recipe" in t.line(0), what="the cookies in the detail")
        term.send("c")
        term.wait_for(lambda t: "STEP 1 of 6" in t.text() and "j/k step" in t.line(t.rows - 1), what="cook mode")
        term.send("j")
        term.wait_for(lambda t: "STEP 2 of 6" in t.text() and "• 2 tsp vanilla extract" in cook_text(t),
                      what="step 2 with its vanilla")
        shown = cook_text(term)
        assert "For this step" in shown and "• 2 eggs" in shown
        term.send("j")
        # Step 3 whisks the flour, baking soda and salt: the teaspoon of salt, not the flaky salt for the tops.
        term.wait_for(lambda t: "STEP 3 of 6" in t.text() and "• 1 tsp salt" in cook_text(t), what="step 3 with its salt")
        assert "Flaky salt" not in cook_text(term)
        term.send("\x1b")
        quit_cleanly(term)


def test_show_json_lists_the_bell_pepper_the_shakshuka_softens_not_the_salt_and_pepper(samples):
    steps = recipes_json("show", str(sample_id(samples, "Shakshuka")), library=samples)["steps"]
    assert [use["name"] for use in steps[0]["ingredients"]] == ["onion", "red bell pepper", "olive oil"]
    assert [use["name"] for use in steps[1]["ingredients"]] == ["garlic", "ground cumin", "sweet paprika", "chili flakes"]
