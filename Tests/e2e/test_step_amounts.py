"""End-to-end tests, on the real binary, of the amounts a cook reads in a recipe's steps: scaled
the same in the step's text, in what the step uses, and on the shopping list, wherever and however
the writer put them."""
import json

from test_cli import recipes_json, run

# bowlofdelicious.com's "Six-Minute Seared Ahi Tuna Steaks" (serves 2): its lines and its steps.
AHI_TUNA = {
    "@context": "https://schema.org", "@type": "Recipe", "name": "Seared Ahi Tuna", "recipeYield": "2 servings",
    "recipeIngredient": ["2 tablespoons soy sauce", "1 tablespoon toasted sesame oil (see notes)",
                         "1 tablespoon honey (see notes)", "1/2 teaspoon kosher salt",
                         "1/4 teaspoon black pepper (to taste)", "1/4 teaspoon cayenne pepper ((optional))",
                         "1 tablespoon canola oil (or olive oil)"],
    "recipeInstructions": [
        {"@type": "HowToStep", "text": "Mix the soy sauce (2 tablespoons), toasted sesame oil (1 tablespoon), honey "
                                       "(1 tablespoon) kosher salt (1/2 teaspoon- OMIT if marinating for more than a "
                                       "couple hours, see notes), pepper (1/4 teaspoon), and cayenne pepper (1/4 "
                                       "teaspoon) until honey is fully dissolved."},
        {"@type": "HowToStep", "text": "Add the canola oil (1 tablespoon) to the hot pan."},
    ],
}


def imported(tmp_path, name, text):
    """An empty library holding the one recipe in `text` (a file called `name`); returns (library, id)."""
    library = tmp_path / "library.sqlite"
    run("init", "--empty", library=library)
    source = tmp_path / name
    source.write_text(text)
    run("import", str(source), library=library)
    return library, str(recipes_json("list", library=library)[0]["id"])


def imported_lines(tmp_path, lines, steps, serves, **more):
    """An empty library holding one schema.org recipe of `lines` and `steps` serving `serves`; returns (library, id)."""
    recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": "Recipe", "recipeYield": serves,
              "recipeIngredient": lines, "recipeInstructions": steps, **more}
    return imported(tmp_path, "recipe.json", json.dumps(recipe))


def test_an_amount_in_brackets_after_the_name_doubles_in_the_step_and_in_what_it_uses(tmp_path):
    library, recipe_id = imported(tmp_path, "ahi.json", json.dumps(AHI_TUNA))
    first = recipes_json("show", recipe_id, "--servings", "4", library=library)["steps"][0]
    assert first["text"].startswith("Mix the soy sauce (4 tablespoons), toasted sesame oil (2 tablespoons), honey "
                                    "(2 tablespoons) kosher salt (1 teaspoon- OMIT")
    assert [(use["name"], use["quantity"], use["unit"]) for use in first["ingredients"]][:2] == [
        ("soy sauce", 4, "tbsp"), ("toasted sesame oil", 2, "tbsp")]
    page = run("show", recipe_id, "--servings", "4", library=library).stdout
    assert "Add the canola oil (2 tablespoons) to the hot pan." in page
    assert "(1 tablespoon)" not in page


def test_a_cooklang_pinch_written_with_an_article_doubles_everywhere(tmp_path):
    library, recipe_id = imported(tmp_path, "dough.cook", "---\nservings: 2\n---\nAdd @salt{a%pinch} and @flour{200%g}.\n")
    shown = recipes_json("show", recipe_id, "--servings", "4", library=library)
    assert shown["steps"][0]["text"] == "Add 2 pinches salt and 400 g flour."
    run("shopping", "add", recipe_id, "--servings", "4", library=library)
    texts = [item["text"] for item in json.loads(run("shopping", "--json", library=library).stdout)["items"]]
    assert "2 pinches salt" in texts and "400 g flour" in texts


def test_a_converted_amount_that_is_not_exact_says_about(tmp_path):
    library, recipe_id = imported_lines(tmp_path, ["375 ml coconut water", "1 l stock"], "Simmer.", "4")
    page = run("show", recipe_id, "--units", "us", library=library).stdout
    assert "about 1 1/2 cups coconut water" in page and "4 1/4 cups stock" in page
    assert "about 4 1/4" not in page


def test_a_german_steps_pinch_with_an_article_halves_as_its_line_does(tmp_path):
    library, recipe_id = imported_lines(tmp_path, ["4 Eier", "1 Prise Salz"], "Die Eier mit einer Prise Salz verquirlen.", "2",
                                        inLanguage="de")
    page = run("show", recipe_id, "--servings", "1", library=library).stdout
    assert "1/2 Prise Salz" in page and "Die Eier mit 1/2 Prise Salz verquirlen." in page


def test_half_a_piece_of_a_given_size_reads_as_half_a_piece(tmp_path):
    library, recipe_id = imported_lines(tmp_path, ["1 6cm/2½in piece ginger", "2 tsp black tea"], "Simmer.", "4")
    page = run("show", recipe_id, "--servings", "2", library=library).stdout
    assert "1/2 piece (6cm/2½in) ginger" in page
    assert "2 6cm/2½in pieces ginger" in run("show", recipe_id, "--servings", "8", library=library).stdout
