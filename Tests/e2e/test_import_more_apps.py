"""Importing Crouton and MasterCook exports with the real binary, read back with `recipes list --json`
and `recipes show` as a cook reads them."""
import base64
import csv
import json
import sqlite3
import zipfile

from pictures import solid
from test_cli import run


def empty_library(tmp_path):
    path = tmp_path / "library.sqlite"
    run("init", "--empty", library=path)
    return path


def listed(library):
    return {recipe["title"]: recipe for recipe in json.loads(run("list", "--json", library=library).stdout)}


def stored_picture(library, title):
    with sqlite3.connect(library) as db:
        return db.execute("SELECT p.format, p.bytes FROM recipePicture p JOIN recipe r ON r.id = p.recipeId "
                          "WHERE r.title = ?", (title,)).fetchone()


def section(shown, heading):
    return [line.strip() for line in shown.split(heading + "\n")[1].split("\n\n")[0].splitlines()]


def crumb(name, picture):
    """A `.crumb` in the shape Crouton exports (keys and quantity types as in the public fixture
    mattcarpenter/flutter_test_2 test/fixtures/import/crouton/minimal_recipe.crumb and
    reaper47/recipya's Crouton reader); the recipe is made up."""
    return {
        "uuid": "2D679F46-2C93-435E-9B9D-5603C37D321B", "name": name, "serves": 6, "defaultScale": 1,
        "duration": 20, "cookingDuration": 40, "isPublicRecipe": False, "folderIDs": [],
        "webLink": "https://example.com/" + name.lower(), "sourceName": "Example", "notes": "Rest it 10 minutes.",
        "tags": [{"uuid": "T1", "color": "#FCBE56", "name": "Pasta"}],
        "ingredients": [
            {"uuid": "I1", "order": 0, "ingredient": {"uuid": "G1", "name": "Ragù"}, "quantity": {"quantityType": "SECTION", "amount": 0}},
            {"uuid": "I2", "order": 1, "ingredient": {"uuid": "G2", "name": "minced beef"}, "quantity": {"quantityType": "GRAMS", "amount": 500}},
            {"uuid": "I3", "order": 2, "ingredient": {"uuid": "G3", "name": "Béchamel"}, "quantity": {"quantityType": "SECTION", "amount": 0}},
            {"uuid": "I4", "order": 3, "ingredient": {"uuid": "G4", "name": "milk"}, "quantity": {"quantityType": "MILLS", "amount": 600}},
            {"uuid": "I5", "order": 4, "ingredient": {"uuid": "G5", "name": "butter"}, "quantity": {"quantityType": "TABLESPOON", "amount": 3}},
        ],
        "steps": [
            {"uuid": "S1", "order": 0, "isSection": True, "step": "Ragù"},
            {"uuid": "S2", "order": 1, "isSection": False, "step": "Brown the beef."},
            {"uuid": "S3", "order": 2, "isSection": True, "step": "Béchamel"},
            {"uuid": "S4", "order": 3, "isSection": False, "step": "Melt the butter, whisk in the milk."},
        ],
        "images": [base64.b64encode(picture).decode()],
    }


def test_a_crouton_export_imports_headings_times_tags_and_picture_and_names_the_damaged_crumb(tmp_path):
    library = empty_library(tmp_path)
    jpeg = solid(40, 30, (200, 120, 20))
    export = tmp_path / "Crouton Recipes.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("Lasagne.crumb", json.dumps(crumb("Lasagne", jpeg)))
        archive.writestr("Broken.crumb", '{"name": "Broken", "ingredients": [')
    single = tmp_path / "Gratin.crumb"
    single.write_text(json.dumps(crumb("Gratin", jpeg)))
    damaged = tmp_path / "Cut short.crumb"
    damaged.write_text('{"name": "Cut short", "steps": [{"order": 0, "step": "Mix')
    result = run("import", str(export), str(single), str(damaged), library=library)
    assert "Imported 2 recipes" in result.stdout
    assert f'{export}: entry "Broken.crumb": not a Crouton recipe: its JSON is invalid' in result.stderr
    assert f"{damaged}: not a Crouton recipe: its JSON is invalid at line 1" in result.stderr
    recipes = listed(library)
    assert sorted(recipes) == ["Gratin", "Lasagne"]
    lasagne = recipes["Lasagne"]
    assert (lasagne["prepTime"], lasagne["cookTime"], lasagne["servings"]) == (1200, 2400, "6")
    assert lasagne["collections"] == ["Pasta"]
    assert lasagne["sourceURL"] == "https://example.com/lasagne"
    assert lasagne["notes"] == "Rest it 10 minutes."
    shown = run("show", str(lasagne["id"]), library=library).stdout
    assert section(shown, "Ingredients") == ["Ragù:", "• 500 g minced beef", "Béchamel:", "• 600 ml milk", "• 3 tbsp butter"]
    assert section(shown, "Directions") == ["Ragù:", "1. Brown the beef.", "Béchamel:", "2. Melt the butter, whisk in the milk."]
    assert stored_picture(library, "Lasagne") == ("jpeg", jpeg)
    assert stored_picture(library, "Gratin") == ("jpeg", jpeg)


# MasterCook's text export, laid out as the public samples in the tests of the `recipeformats`
# Python package (`mxp`) and of Drupal's recipe module show it; the recipe is made up.
MXP = """*  Exported from  MasterCook  *

                               Lemon Tart

Recipe By     : Sam
Serving Size  : 8     Preparation Time :1:25
Categories    : Desserts                         Baking

  Amount  Measure       Ingredient -- Preparation Method
--------  ------------  --------------------------------
                        Crust:
   1 1/2          cups  flour
     1/2           cup  butter -- cold
                        Filling:
   3                    eggs

Rub the butter into the flour and press
into a tin.

Whisk in the eggs; bake 25 minutes.

S(Internet Address):
  "https://example.com/lemon-tart"
                                    - - - - - - - - - - - - - - - - - - -

NOTES : Chill before slicing.
"""

# MasterCook's XML export (element names as RecipeFox's public MX2 writer writes them), in
# Windows-1252 with the declaration MasterCook writes; the recipe is made up.
MX2 = """<?xml version="1.0" standalone="yes" encoding="ISO-8859-1"?>
<!DOCTYPE mx2 SYSTEM "mx2.dtd">
<mx2 source="MasterCook" date="April 14, 2025">
<Summ><Nam>Cr\u00e8me caramel</Nam></Summ>
<RcpE name="Cr\u00e8me caramel" author="Sam" img="caramel.jpg">
<Serv qty="6"/>
<PrpT elapsed="0:30"/>
<CatS><CatT>Desserts</CatT></CatS>
<IngR code="S" name="Caramel"></IngR>
<IngR name="sugar" unit="cup" qty="1/2"></IngR>
<IngR code="S" name="Custard"></IngR>
<IngR name="eggs" qty="4"><IPrp>beaten</IPrp></IngR>
<DirS><DirT>Melt the sugar.</DirT><DirT>Bake the custard over it.</DirT></DirS>
<AltS label="Internet address" source="https://example.com/creme-caramel"/>
<AltT label="Cook" elapsed="0:45"/>
</RcpE>
</mx2>
""".encode("cp1252")


def test_mastercook_text_and_xml_exports_import_with_headings_times_and_picture(tmp_path):
    library = empty_library(tmp_path)
    jpeg = solid(32, 24, (150, 90, 30))
    text = tmp_path / "tart.mxp"
    text.write_text(MXP)
    archive = tmp_path / "desserts.mz2"
    with zipfile.ZipFile(archive, "w") as mz2:
        mz2.writestr("desserts.mx2", MX2)
        mz2.writestr("caramel.jpg", jpeg)
    damaged = tmp_path / "cut.mx2"
    damaged.write_bytes(MX2[:400])
    result = run("import", str(text), str(archive), str(damaged), library=library)
    assert "Imported 2 recipes" in result.stdout
    refusal = [line for line in result.stderr.splitlines() if line.startswith(str(damaged))]
    assert len(refusal) == 1 and ": not a MasterCook file: its XML is damaged (" in refusal[0]
    recipes = listed(library)
    assert sorted(recipes) == ["Crème caramel", "Lemon Tart"]
    tart = recipes["Lemon Tart"]
    assert (tart["servings"], tart["prepTime"], tart["collections"]) == ("8", 5100, ["Desserts", "Baking"])
    assert (tart["sourceURL"], tart["notes"]) == ("https://example.com/lemon-tart", "Chill before slicing.")
    shown = run("show", str(tart["id"]), library=library).stdout
    assert section(shown, "Ingredients") == ["Crust:", "• 1 1/2 cups flour", "• 1/2 cup butter, cold", "Filling:", "• 3 eggs"]
    assert section(shown, "Directions") == ["1. Rub the butter into the flour and press into a tin.",
                                            "2. Whisk in the eggs; bake 25 minutes."]
    caramel = recipes["Crème caramel"]
    assert (caramel["prepTime"], caramel["cookTime"], caramel["sourceURL"]) == (1800, 2700, "https://example.com/creme-caramel")
    shown = run("show", str(caramel["id"]), library=library).stdout
    assert section(shown, "Ingredients") == ["Caramel:", "• 1/2 cup sugar", "Custard:", "• 4 eggs, beaten"]
    assert stored_picture(library, "Crème caramel") == ("jpeg", jpeg)


# Plan to Eat's CSV export: its header as in Mealie's public test file
# tests/data/migrations/plantoeat.csv; the recipe is made up. Written by Python's csv module, so
# the multi-line fields are quoted as RFC 4180 says.
PLAN_TO_EAT_COLUMNS = ["Title", "Course", "Cuisine", "Main Ingredient", "Description", "Source", "Url", "Url Host",
                       "Prep Time", "Cook Time", "Total Time", "Servings", "Yield", "Ingredients", "Directions", "Tags",
                       "Rating", "Public Url", "Photo Url", "Private", "Nutritional Score (generic)", "Calories", "Fat",
                       "Saturated Fat", "Cholesterol", "Sodium", "Sugar", "Carbohydrate", "Fiber", "Protein", "Cost",
                       "Created At", "Updated At"]


def test_a_plan_to_eat_csv_imports_multi_line_fields_headings_and_tags_and_a_cut_one_is_refused_whole(tmp_path):
    library = empty_library(tmp_path)
    export = tmp_path / "plantoeat-recipes.csv"
    with open(export, "w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=PLAN_TO_EAT_COLUMNS, restval="")
        writer.writeheader()
        writer.writerow({"Title": "Sesame tofu bowl", "Course": "Main Course", "Description": 'A "quick" bowl, warm.',
                         "Url": "https://example.com/tofu-bowl", "Prep Time": "20", "Cook Time": "25", "Servings": "4",
                         "Ingredients": ", Bowl\n200 g sushi rice\n1 cucumber, sliced\n, Dressing\n2 tbsp sesame oil\n",
                         "Directions": "Cook the rice.\nFry the tofu, then dress.", "Tags": "Vegan, Quick", "Rating": "4",
                         "Created At": "2023-10-13 20:29:29"})
    cut = tmp_path / "cut.csv"
    cut.write_text(export.read_text()[:len(",".join(PLAN_TO_EAT_COLUMNS)) + 160])
    result = run("import", str(export), str(cut), library=library)
    assert "Imported 1 recipe" in result.stdout
    assert f"{cut}: line 2: not a Plan to Eat export: a quoted field that never ends (the file may be cut short)" in result.stderr
    bowl = listed(library)["Sesame tofu bowl"]
    assert (bowl["prepTime"], bowl["cookTime"], bowl["servings"], bowl["rating"]) == (1200, 1500, "4", 4)
    assert bowl["collections"] == ["Main Course", "Vegan", "Quick"]
    assert (bowl["sourceURL"], bowl["notes"]) == ("https://example.com/tofu-bowl", 'A "quick" bowl, warm.')
    shown = run("show", str(bowl["id"]), library=library).stdout
    assert section(shown, "Ingredients") == ["Bowl:", "• 200 g sushi rice", "• 1 cucumber, sliced", "Dressing:",
                                             "• 2 tbsp sesame oil"]
    assert section(shown, "Directions") == ["1. Cook the rice.", "2. Fry the tofu, then dress."]
