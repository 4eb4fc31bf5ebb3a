"""Importing other apps' exports (Mealie, Tandoor, Nextcloud Cookbook, Mela) with the real binary,
read back with `recipes show` as a cook reads them."""
import base64
import json
import sqlite3
import zipfile

from pictures import halves, solid
from test_cli import run


def empty_library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    return path


def recipe_id(library, title):
    with sqlite3.connect(library) as db:
        return db.execute("SELECT id FROM recipe WHERE title = ?", (title,)).fetchone()[0]


def stored_picture(library, title):
    with sqlite3.connect(library) as db:
        return db.execute("SELECT p.format, p.bytes FROM recipePicture p JOIN recipe r ON r.id = p.recipeId "
                          "WHERE r.title = ?", (title,)).fetchone()


MEALIE_RECIPE = {
    "id": "5d4c0a1e-2b7f-4f5a-9c3e-1a2b3c4d5e6f", "name": "Sourdough focaccia", "slug": "sourdough-focaccia",
    "recipe_yield": "8 pieces", "recipe_servings": 0, "prep_time": "20 minutes", "perform_time": "25 minutes",
    "total_time": "14 hours", "description": "Crisp outside, soft inside.", "rating": 5,
    "org_url": "https://example.com/focaccia", "recipe_category": [{"name": "Bread", "slug": "bread"}],
    "tags": [{"name": "Weekend", "slug": "weekend"}],
    "recipe_ingredient": [
        {"title": "Dough", "quantity": 500, "unit": {"name": "g"}, "food": {"name": "bread flour"},
         "note": "", "display": "500 g bread flour"},
        {"title": None, "quantity": 10, "unit": {"name": "g"}, "food": {"name": "salt"}, "note": "", "display": ""},
        {"title": "Topping", "quantity": 0, "unit": None, "food": None, "note": "flaky salt", "display": "flaky salt"},
    ],
    "recipe_instructions": [
        {"title": "Dough", "text": "Mix the flour and salt with the starter.\n\nLeave overnight."},
        {"title": "", "text": "Dimple, sprinkle with flaky salt and bake for 25 minutes."},
    ],
    "notes": [{"title": "Tip", "text": "Use plenty of oil."}],
}


def test_a_mealie_export_imports_with_headings_picture_and_a_named_bad_recipe(tmp_path):
    library = empty_library(tmp_path)
    webp = halves(64, 48, (200, 60, 0), (0, 90, 200), "WEBP", lossless=True)
    export = tmp_path / "mealie_export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("recipes/sourdough-focaccia/sourdough-focaccia.json", json.dumps(MEALIE_RECIPE))
        archive.writestr("recipes/sourdough-focaccia/images/original.webp", webp)
        archive.writestr("recipes/broken/broken.json", '{"name": "Broken", "recipe_ingredient": [')
    result = run("import", str(export), library=library)
    assert "Imported 1 recipe" in result.stdout
    assert f'{export}: entry "recipes/broken/broken.json": not a Mealie recipe: its JSON is invalid' in result.stderr
    shown = run("show", str(recipe_id(library, "Sourdough focaccia")), library=library).stdout
    assert "prep 20 min · cook 25 min · total 14 h · serves 8 pieces" in shown
    assert "Collections: Bread, Weekend" in shown
    assert "Source: https://example.com/focaccia" in shown
    assert "Rating: ★★★★★ 5/5" in shown
    ingredients = shown.split("Ingredients\n")[1].split("\n\n")[0].splitlines()
    assert [line.strip() for line in ingredients] == ["Dough:", "• 500 g bread flour", "• 10 g salt", "Topping:", "• flaky salt"]
    directions = shown.split("Directions\n")[1].split("\n\n")[0].splitlines()
    assert [line.strip() for line in directions] == [
        "Dough:", "1. Mix the flour and salt with the starter. Leave overnight.",
        "2. Dimple, sprinkle with flaky salt and bake for 25 minutes."]
    assert "Use plenty of oil." in shown
    assert stored_picture(library, "Sourdough focaccia") == ("webp", webp)


def test_a_tandoor_export_keeps_each_steps_own_amounts(tmp_path):
    library = empty_library(tmp_path)
    jpeg = solid(40, 30, (10, 160, 40))
    recipe = {"name": "Pizza dough", "description": "", "keywords": [{"name": "Italian"}], "working_time": 20,
              "waiting_time": 720, "servings": 4, "servings_text": "pizzas", "source_url": None, "steps": [
                  {"name": "Poolish", "instruction": "Mix the flour and water.", "ingredients": [
                      {"food": {"name": "flour"}, "unit": {"name": "g"}, "amount": 100, "note": "", "order": 0},
                      {"food": {"name": "water"}, "unit": {"name": "ml"}, "amount": 100, "note": "", "order": 1}]},
                  {"name": "Dough", "instruction": "Add the flour and water to the poolish.", "ingredients": [
                      {"food": {"name": "flour"}, "unit": {"name": "g"}, "amount": 400, "note": "", "order": 0},
                      {"food": {"name": "water"}, "unit": {"name": "ml"}, "amount": 220, "note": "", "order": 1}]}]}
    inner = tmp_path / "inner.zip"
    with zipfile.ZipFile(inner, "w") as archive:
        archive.writestr("recipe.json", json.dumps(recipe))
        archive.writestr("image.jpg", jpeg)
    export = tmp_path / "export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.write(inner, "Pizza_dough.zip")
    run("import", str(export), library=library)
    shown = json.loads(run("show", str(recipe_id(library, "Pizza dough")), "--json", library=library).stdout)
    steps = [[(use["quantity"], use["unit"], use["name"]) for use in step["ingredients"]] for step in shown["steps"]]
    assert steps == [[(100, "g", "flour"), (100, "ml", "water")], [(400, "g", "flour"), (220, "ml", "water")]]
    assert [step["section"] for step in shown["steps"]] == ["Poolish", "Dough"]
    assert stored_picture(library, "Pizza dough") == ("jpeg", jpeg)


def test_a_nextcloud_cookbook_folder_imports_each_recipe_with_its_full_picture(tmp_path):
    library = empty_library(tmp_path)
    folder = tmp_path / "Recipes"
    pictures = {}
    for name, colour in (("Pancakes", (220, 180, 40)), ("Waffles", (120, 60, 20))):
        (folder / name).mkdir(parents=True)
        recipe = {"@context": "http://schema.org", "@type": "Recipe", "id": "41", "name": name,
                  "recipeIngredient": ["200 g flour", "2 eggs"], "recipeInstructions": ["Whisk.", "Cook."],
                  "recipeYield": 4, "prepTime": "PT0H10M0S", "recipeCategory": "Breakfast"}
        (folder / name / "recipe.json").write_text(json.dumps(recipe))
        pictures[name] = solid(48, 32, colour)
        (folder / name / "full.jpg").write_bytes(pictures[name])
        (folder / name / "thumb.jpg").write_bytes(solid(16, 16, colour))
    result = run("import", str(folder), library=library)
    assert "Imported 2 recipes" in result.stdout
    assert "refused" not in result.stdout + result.stderr
    for name in pictures:
        assert stored_picture(library, name) == ("jpeg", pictures[name])
    assert "• 200 g flour" in run("show", str(recipe_id(library, "Waffles")), library=library).stdout


def test_a_mela_export_imports_headings_favorite_and_picture(tmp_path):
    library = empty_library(tmp_path)
    png = halves(30, 20, (255, 0, 0), (0, 0, 255), "PNG")
    recipe = {"id": "m1", "title": "Brownies", "yield": "16 squares", "prepTime": "15 min", "cookTime": "25 min",
              "categories": ["Baking"], "favorite": True, "link": "https://example.com/brownies",
              "ingredients": "# Batter\n200 g dark chocolate\n150 g butter\n# Top\nsea salt",
              "instructions": "Melt the chocolate and butter.\nBake for 25 minutes.", "notes": "Cut when cold.",
              "images": [base64.b64encode(png).decode()]}
    export = tmp_path / "Export.melarecipes"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("Brownies.melarecipe", json.dumps(recipe))
    run("import", str(export), library=library)
    shown = run("show", str(recipe_id(library, "Brownies")), library=library).stdout
    ingredients = [line.strip() for line in shown.split("Ingredients\n")[1].split("\n\n")[0].splitlines()]
    assert ingredients == ["Batter:", "• 200 g dark chocolate", "• 150 g butter", "Top:", "• sea salt"]
    assert "Brownies" in run("list", "--favorites", library=library).stdout
    assert stored_picture(library, "Brownies") == ("png", png)


MEAL_MASTER = """MMMMM----- Recipe via Meal-Master (tm) v8.05

      Title: Lemon bars
 Categories: Baking, Bars
      Yield: 16 bars

MMMMM--------------------------CRUST---------------------------
      1 c  Flour
    1/2 c  Butter;softened
MMMMM-------------------------FILLING--------------------------
      2    Eggs
      3 tb Lemon juice

  Press the crust into a pan and
  bake for 15 minutes.

  Beat the eggs with the lemon juice
  and pour over the crust.

MMMMM

MMMMM----- Recipe via Meal-Master (tm) v8.05
 Categories: Lost

      1    Onion

MMMMM
"""


def test_a_meal_master_file_imports_its_recipes_and_names_the_bad_one(tmp_path):
    library = empty_library(tmp_path)
    path = tmp_path / "BARS.MMF"
    path.write_bytes(MEAL_MASTER.replace("\n", "\r\n").encode("cp1252"))
    result = run("import", str(path), library=library)
    assert "Imported 1 recipe" in result.stdout
    assert f"{path}: line 22: a Meal-Master recipe without a Title: line; left out" in result.stderr
    shown = run("show", str(recipe_id(library, "Lemon bars")), library=library).stdout
    assert "serves 16 bars" in shown and "Collections: Baking, Bars" in shown
    ingredients = [line.strip() for line in shown.split("Ingredients\n")[1].split("\n\n")[0].splitlines()]
    assert ingredients == ["CRUST:", "• 1 cup Flour", "• 1/2 cup Butter, softened", "FILLING:", "• 2 Eggs",
                           "• 3 tbsp Lemon juice"]
    directions = [line.strip() for line in shown.split("Directions\n")[1].split("\n\n")[0].splitlines()]
    assert directions == ["1. Press the crust into a pan and bake for 15 minutes.",
                          "2. Beat the eggs with the lemon juice and pour over the crust."]


def test_a_picture_named_as_a_cooklang_file_goes_with_it(tmp_path):
    library = empty_library(tmp_path)
    folder = tmp_path / "cook"
    folder.mkdir()
    (folder / "Soup.cook").write_text("Simmer @lentils{200%g} in @water{1%l}.\n")
    (folder / "Bread.cook").write_text("Knead @flour{500%g}.\n")
    png = halves(40, 20, (0, 200, 0), (200, 0, 200), "PNG")
    (folder / "Soup.png").write_bytes(png)
    result = run("import", str(folder), library=library)
    assert "Imported 2 recipes" in result.stdout and "refused" not in result.stdout
    assert stored_picture(library, "Soup") == ("png", png)
    assert stored_picture(library, "Bread") is None


def test_a_zipped_recipe_folder_imports_each_file_as_its_format_with_the_cooklang_picture(tmp_path):
    library = empty_library(tmp_path)
    jpeg = halves(40, 20, (200, 100, 0), (0, 100, 200))
    page = ('<html><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", '
            '"name": "Pad Thai", "recipeIngredient": ["200 g rice noodles"], '
            '"recipeInstructions": ["Soak, then fry."]}</script></html>')
    archive = tmp_path / "Recipes.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("Recipes/Soup.cook", "Simmer @lentils{200%g} in @water{1%l}.\n")
        zipped.writestr("Recipes/Soup.jpg", jpeg)
        zipped.writestr("Recipes/Pad Thai.html", page)
        zipped.writestr("Recipes/notes.txt", "to try next week")
    result = run("import", str(archive), library=library)
    assert "Imported 2 recipes" in result.stdout and "refused" not in result.stdout
    assert "Paprika" not in result.stderr and result.stderr == ""
    assert stored_picture(library, "Soup") == ("jpeg", jpeg)
    shown = run("show", str(recipe_id(library, "Pad Thai")), library=library).stdout
    assert "200 g rice noodles" in shown


def test_a_recipesage_export_keeps_the_cooks_headings_notes_and_rating(tmp_path):
    # Shaped as RecipeSage's own recipeToJSONLD writes its export (see RecipeSageTests.swift).
    library = empty_library(tmp_path)
    recipe = {"@context": "http://schema.org", "@type": "Recipe", "identifier": "7d0c", "name": "Pad thai",
              "datePublished": "2024-03-01T18:00:00.000Z", "description": "Weeknight staple.", "image": [],
              "prepTime": "PT20M", "totalTime": "PT45M", "recipeYield": "2 servings",
              "recipeIngredient": ["[Sauce]", "3 tbsp fish sauce", "[Noodles]", "200 g rice noodles"],
              "recipeInstructions": [{"@type": "HowToSection", "name": "Sauce"},
                                     {"@type": "HowToStep", "text": "Whisk the sauce."},
                                     {"@type": "HowToStep", "text": "Soak the noodles for 30 minutes."}],
              "recipeCategory": ["Thai"], "creditText": "Grandma Lee", "isBasedOn": "https://example.com/pad-thai",
              "comment": [{"@type": "Comment", "name": "Author Notes", "text": "Use more lime."}],
              "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4", "bestRating": "5"}}
    export = tmp_path / "recipes.json"
    export.write_text(json.dumps([recipe, {"name": "Stray"}]))
    result = run("import", str(export), library=library)
    assert "Imported 1 recipe" in result.stdout
    assert f"{export}: $[1]: not a RecipeSage recipe (an object of @type Recipe); left out" in result.stderr
    shown = run("show", str(recipe_id(library, "Pad thai")), library=library).stdout
    assert "prep 20 min · cook – · total 45 min · serves 2" in shown
    assert "Collections: Thai" in shown and "Source: https://example.com/pad-thai" in shown
    assert "Rating: ★★★★☆ 4/5" in shown
    ingredients = [line.strip() for line in shown.split("Ingredients\n")[1].split("\n\n")[0].splitlines()]
    assert ingredients == ["Sauce:", "• 3 tbsp fish sauce", "Noodles:", "• 200 g rice noodles"]
    directions = [line.strip() for line in shown.split("Directions\n")[1].split("\n\n")[0].splitlines()]
    assert directions == ["Sauce:", "1. Whisk the sauce.", "2. Soak the noodles for 30 minutes."]
    notes = [line.strip() for line in shown.split("Notes\n")[1].splitlines()]
    assert notes == ["Weeknight staple.", "Use more lime.", "Source: Grandma Lee"]


def test_a_folder_of_markdown_notes_imports_each_with_the_picture_it_links(tmp_path):
    """An Obsidian vault: notes with `## Ingredients` and `## Steps`, one linking its photo in an
    attachments folder (the link's space written %20), and a README that is no recipe."""
    library = empty_library(tmp_path)
    vault = tmp_path / "vault"
    (vault / "attachments").mkdir(parents=True)
    photo = halves(40, 20, (200, 120, 0), (0, 80, 200), "PNG")
    (vault / "attachments" / "dal tadka.png").write_bytes(photo)
    (vault / "Dal tadka.md").write_text(
        "---\ntags: [indian, weeknight]\nservings: 4\n---\n# Dal tadka\n\n![](attachments/dal%20tadka.png)\n\n"
        "## Ingredients\n- [ ] 200 g yellow lentils\n- [ ] 1 tsp cumin seeds\n\n"
        "## Steps\n1. Simmer the lentils for 25 minutes.\n2. Fry the cumin in ghee and pour it over.\n")
    (vault / "README.md").write_text("# My vault\n\nRecipes and other notes.\n")
    # A note linking a picture outside its folder does not bring it into the library.
    (tmp_path / "secret.jpg").write_bytes(solid(16, 16, (1, 2, 3)))
    (vault / "Toast.md").write_text("# Toast\n\n![](../secret.jpg)\n\n## Ingredients\n- 1 slice bread\n\n"
                                    "## Method\nToast it.\n")
    result = run("import", str(vault), library=library, check=False)
    assert "Imported 2 recipes" in result.stdout
    assert "README.md: no ingredients or directions found" in result.stderr
    assert stored_picture(library, "Dal tadka") == ("png", photo)
    assert stored_picture(library, "Toast") is None
    assert "Toast.md: picture ../secret.jpg is outside the note's folder; the recipe is imported without it" in result.stderr
    shown = run("show", str(recipe_id(library, "Dal tadka")), library=library).stdout
    assert "• 200 g yellow lentils" in shown and "1. Simmer the lentils for 25 minutes." in shown
    assert "Collections: indian, weeknight" in shown


def test_the_markdown_export_imports_back_as_the_same_recipes(tmp_path):
    source = tmp_path / "source.sqlite"
    run("init", library=source)
    run("export", "--format", "markdown", "-o", str(tmp_path / "md"), library=source)
    library = empty_library(tmp_path)
    result = run("import", str(tmp_path / "md"), library=library)
    assert "refused" not in result.stdout + result.stderr

    def recipes(path):
        listed = json.loads(run("list", "--json", library=path).stdout)
        fields = ("servings", "prepTime", "cookTime", "ingredients", "directions", "notes", "collections",
                  "sourceURL", "rating", "isFavorite")
        return {r["title"]: {k: r[k] for k in fields} for r in listed}

    before, after = recipes(source), recipes(library)
    assert len(before) >= 40 and after == before
    # Each picture was written beside its recipe's file and came back with it.
    assert all(stored_picture(library, title) == stored_picture(source, title) for title in before)
    assert sum(stored_picture(library, title) is not None for title in before) >= 20
