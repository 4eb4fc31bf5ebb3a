"""Importing the HTML exports of Recipe Keeper (a ZIP of `recipes.html` and `images/`) with the
real binary, read back with `recipes show` as a cook reads them. The pages are shaped as the apps
write them (see Tests/RecipeFormatsTests/RecipeKeeperTests.swift for where the shapes come from)."""
import zipfile

from pictures import halves
from test_cli import run
from test_import_apps import empty_library, recipe_id, stored_picture


def section(shown, heading):
    return [line.strip() for line in shown.split(heading + "\n")[1].split("\n\n")[0].splitlines()]


RECIPE_KEEPER_BLOCK = """<div class="recipe-details">
<meta content="{id}-77" itemprop="recipeId"><meta content="" itemprop="recipeShareId">
<meta content="True" itemprop="recipeIsFavourite"><meta content="4" itemprop="recipeRating">
<table><tr><td><h2 itemprop="name">{name}</h2>
<div>Courses: <span itemprop="recipeCourse">Main Dish</span></div>
<div>Categories: <span>Soup</span><meta content="Soup" itemprop="recipeCategory"></div>
<div>Source: <span itemprop="recipeSource"><a href="https://example.com/lentils">example.com</a></span></div>
<div>Serving size: <span itemprop="recipeYield">4 bowls</span></div>
<div>Preparation time: <span>10 mins</span><meta content="PT10M" itemprop="prepTime"></div>
<div>Cooking time: <span>40 mins</span><meta content="PT40M" itemprop="cookTime"></div>
<meta content="320" itemprop="recipeNutCalories">
<img src="images/{id}_0.jpg" class="recipe-photo"></td></tr>
<tr><td><div class="recipe-ingredients" itemprop="recipeIngredients"><p>1 onion, chopped</p><p>200 g red lentils</p></div></td>
<td><div itemprop="recipeDirections"><p>1. Soften the onion.</p><p></p><p>2. Add the lentils; simmer 40 minutes.</p></div></td>
</tr></table><div class="recipe-notes" itemprop="recipeNotes"><p>Freezes well.</p></div><hr></div>
"""


def test_a_recipe_keeper_export_imports_every_recipe_with_its_photo_and_names_the_bad_one(tmp_path):
    library = empty_library(tmp_path)
    jpeg = halves(40, 20, (200, 100, 0), (0, 100, 200))
    nameless = RECIPE_KEEPER_BLOCK.format(id="c3", name="").replace('<h2 itemprop="name"></h2>', "")
    page = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
            + RECIPE_KEEPER_BLOCK.format(id="a1", name="Lentil soup") + nameless
            + RECIPE_KEEPER_BLOCK.format(id="b2", name="Crème brûlée") + "</body></html>")
    export = tmp_path / "RecipeKeeper_export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("recipes.html", page)
        archive.writestr("images/a1_0.jpg", jpeg)
    result = run("import", str(export), library=library)
    assert "Imported 2 recipes" in result.stdout
    assert f'{export}: entry "recipes.html": line 17: a Recipe Keeper recipe without a name' in result.stderr
    shown = run("show", str(recipe_id(library, "Lentil soup")), library=library).stdout
    assert shown.startswith("Lentil soup  ♥")
    assert "prep 10 min · cook 40 min · total 50 min · serves 4 bowls" in shown
    assert "Collections: Main Dish, Soup" in shown
    assert "Source: https://example.com/lentils" in shown
    assert "Rating: ★★★★☆ 4/5" in shown
    assert "Image URLs" not in shown
    assert section(shown, "Ingredients") == ["• 1 onion, chopped", "• 200 g red lentils"]
    assert section(shown, "Directions") == ["1. Soften the onion.", "2. Add the lentils; simmer 40 minutes."]
    assert section(shown, "Notes") == ["Freezes well.", "Nutrition: Calories: 320"]
    assert stored_picture(library, "Lentil soup") == ("jpeg", jpeg)
    # Its photo missing from the archive: the recipe comes without a picture, its path still named.
    assert stored_picture(library, "Crème brûlée") is None
    assert "Image URLs: images/b2_0.jpg" in run("show", str(recipe_id(library, "Crème brûlée")), library=library).stdout
