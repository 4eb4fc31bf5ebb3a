"""Importing the HTML exports of Recipe Keeper and Copy Me That (a ZIP of `recipes.html` and
`images/`) with the real binary, read back with `recipes show` as a cook reads them. The pages are
shaped as the apps write them (see Tests/RecipeFormatsTests/RecipeKeeperTests.swift and
CopyMeThatTests.swift for where the shapes come from)."""
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


COPY_ME_THAT_BLOCK = """<div class = "recipe">
<div id = "name">{name}</div>
<div id = "link">Adapted from <a id = "original_link" href = "https://example.com/chicken">example.com</a></div>
<img class= "recipeImage" src = "images/{image}" width="120px"/>
<div id = "categories"><span>Tags: </span><span class = "recipeCategory">Dinner</span><span> </span></div>
<div id = "extra_info"><span id="made_this"> I made this. </span>
<span id="rating">Rated <span id = "ratingValue">4</span>/5</span></div>
<div id = "description">Tangy and quick.</div>
<div id = "servings">Servings: <a id="recipeYield">6 servings</a></div>
<ul id = "recipeIngredients">
<li class= "recipeIngredient">1/4 cup cider vinegar</li>
<div class= "recipeIngredient recipeIngredient_subheader">Marinade</div>
<li class= "recipeIngredient">3 tablespoons mustard</li>
</ul>
<ol id = "recipeInstructions">
<li class = "instruction" value = "1">Marinate the chicken for 2 hours.</li>
<li class = "instruction" value = "2">Grill 10 minutes a side.</li>
</ol>
<ul id = "recipeNotes"><li class = "recipeNote">Cube the chicken first.</li></ul>
</div>
"""


def test_a_copy_me_that_export_imports_with_its_pictures_and_other_files_in_one_command(tmp_path):
    library = empty_library(tmp_path)
    png = halves(40, 20, (0, 200, 0), (200, 0, 200), "PNG")
    page = ("<!DOCTYPE html>\n<head><meta http-equiv=\"Content-Type\" content=\"text/html;charset=UTF-8\"></head>\n"
            "<html><body>\n" + COPY_ME_THAT_BLOCK.format(name="Grilled chicken", image="chicken.png")
            + "</body></html>")
    export = tmp_path / "CopyMeThat_export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("recipes.html", page)
        archive.writestr("images/chicken.png", png)
    truncated = tmp_path / "older_export.zip"
    truncated.write_bytes(export.read_bytes()[:200])
    result = run("import", str(truncated), str(export), library=library, check=False)
    assert "Imported 1 recipe" in result.stdout
    assert f"{truncated}: not a complete ZIP archive" in result.stderr
    shown = run("show", str(recipe_id(library, "Grilled chicken")), library=library).stdout
    assert "· serves 6\n" in shown
    assert "Collections: Dinner" in shown
    assert "Source: https://example.com/chicken" in shown
    assert "Rating: ★★★★☆ 4/5" in shown
    assert section(shown, "Ingredients") == ["• 1/4 cup cider vinegar", "Marinade:", "• 3 tablespoons mustard"]
    assert section(shown, "Directions") == ["1. Marinate the chicken for 2 hours.", "2. Grill 10 minutes a side."]
    assert "Tangy and quick." in shown and "Cube the chicken first." in shown and "I made this." in shown
    assert stored_picture(library, "Grilled chicken") == ("png", png)


def test_an_unpacked_export_imported_as_a_folder_takes_its_pictures_from_images_and_nothing_outside(tmp_path):
    library = empty_library(tmp_path)
    png = halves(40, 20, (0, 200, 0), (200, 0, 200), "PNG")
    folder = tmp_path / "CopyMeThat"
    (folder / "images").mkdir(parents=True)
    (folder / "images" / "chicken.png").write_bytes(png)
    (tmp_path / "secret.png").write_bytes(png)
    page = ("<html><body>\n" + COPY_ME_THAT_BLOCK.format(name="Grilled chicken", image="chicken.png")
            + COPY_ME_THAT_BLOCK.format(name="Salad", image="../../secret.png") + "</body></html>")
    (folder / "recipes.html").write_text(page)
    result = run("import", str(folder), library=library)
    assert "Imported 2 recipes" in result.stdout
    assert stored_picture(library, "Grilled chicken") == ("png", png)
    assert "Image URLs" not in run("show", str(recipe_id(library, "Grilled chicken")), library=library).stdout
    assert stored_picture(library, "Salad") is None
    assert "picture images/../../secret.png is outside the page's folder" in result.stderr
