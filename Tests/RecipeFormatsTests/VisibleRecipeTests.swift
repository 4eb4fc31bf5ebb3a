import Foundation
import Testing
@testable import RecipeFormats

/// Pages whose recipe is only in what they show: a recipe plugin's card or headings followed by
/// lists, with no structured data giving ingredients and steps.
@Suite struct VisibleRecipeTests {
    private func only(_ page: String) throws -> ExternalRecipe {
        try TestReading.only(page, fileName: "page.html")
    }

    /// The card's headers are left out, as some themes do: only its classes say which list is which.
    @Test func aRecipePluginCardWithoutStructuredDataIsReadWithItsGroups() throws {
        let page = """
        <!doctype html><html><head><meta property="og:title" content="Lemon Bars | A Baking Blog"></head><body>
        <nav class="menu-main"><ul><li>Home</li><li>Recipes</li></ul></nav>
        <article><h1 class="entry-title">Lemon Bars</h1><p>My grandmother's recipe, and the best.</p>
        <div class="wprm-recipe-container"><div class="wprm-recipe">
          <h2 class="wprm-recipe-name">Lemon Bars</h2>
          <div class="wprm-recipe-ingredients-container">
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Crust</h4>
              <ul class="wprm-recipe-ingredients">
                <li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"></span><span class="wprm-recipe-ingredient-amount">1</span>
                  <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">flour</span></li>
                <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">½</span> <span class="wprm-recipe-ingredient-unit">cup</span>
                  <span class="wprm-recipe-ingredient-name">butter</span> <span class="wprm-recipe-ingredient-notes">(softened)</span></li>
              </ul></div>
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Filling</h4>
              <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">3 eggs</li><li class="wprm-recipe-ingredient">2 lemons</li></ul></div>
          </div>
          <div class="wprm-recipe-instructions-container">
            <ul class="wprm-recipe-instructions">
              <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Press the crust into a pan and bake.</div></li>
              <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Pour the filling over and bake again.</div></li>
            </ul></div>
          <div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">Notes</h3><ul><li>Keeps three days.</li></ul></div>
        </div></div></article>
        <div id="comments" class="comments-area"><h3>Ingredients</h3><ul><li>I used limes!</li></ul></div>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Lemon Bars")
        #expect(recipe.ingredients == ["Crust:", "1 cup flour", "½ cup butter (softened)", "Filling:", "3 eggs", "2 lemons"])
        #expect(recipe.directions == ["Press the crust into a pan and bake.", "Pour the filling over and bake again."])
    }

    @Test func headingsInThePagesLanguageLeadToItsListsAndParagraphs() throws {
        let page = """
        <html><head><title>Rezept</title></head><body><div class="content-sidebar-wrap"><main>
        <h1>Kartoffelsalat</h1><p>Ein Klassiker.</p>
        <p><strong>Zutaten für 4 Personen:</strong></p>
        <ul><li>1 kg Kartoffeln</li><li>1 Zwiebel</li><li>• 3 EL Essig</li></ul>
        <h3>Zubereitung</h3>
        <p>Die Kartoffeln kochen und schälen.</p>
        <div class="ad-container">Advertisement</div>
        <p>Mit Zwiebel und Essig mischen.</p>
        <h3>Hinweise</h3><p>Am Vortag machen.</p>
        </main></div><aside><h3>Zutaten</h3><ul><li>Werbung</li></ul></aside></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Kartoffelsalat")
        #expect(recipe.ingredients == ["1 kg Kartoffeln", "1 Zwiebel", "3 EL Essig"])
        #expect(recipe.directions == ["Die Kartoffeln kochen und schälen.", "Mit Zwiebel und Essig mischen."])
    }

    @Test func stepsNumberedInTheirOwnElementsLoseTheNumbers() throws {
        let page = """
        <html><head><meta property="og:title" content="Baked Fish"></head><body>
        <div class="recipe"><h2>Ingredients</h2><ul><li>4 fillets</li><li>1 lemon</li></ul>
        <h2>Directions</h2>
        <ol><li><span class="num">1</span> Preheat the oven.</li><li><span class="num">2</span> Bake the fish.</li></ol>
        <h2>Method</h2><div class="step"><span>1</span></div></div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Baked Fish")
        #expect(recipe.ingredients == ["4 fillets", "1 lemon"])
        #expect(recipe.directions == ["Preheat the oven.", "Bake the fish."])
    }

    @Test func emptyStructuredDataIsFilledFromThePage() throws {
        let page = """
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Calzone", "totalTime": "PT45M",
         "recipeIngredient": ["1 pizza dough", "100 g cheese"], "recipeInstructions": []}
        </script></head><body><h1>Calzone</h1>
        <h2>Ingrediënten</h2><ul><li>1 pizzadeeg</li></ul>
        <h2>Bereiding</h2><ol><li>Deeg uitrollen en vullen.</li><li>25 minuten bakken.</li></ol></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 pizza dough", "100 g cheese"])
        #expect(recipe.directions == ["Deeg uitrollen en vullen.", "25 minuten bakken."])
        #expect(recipe.totalTime == 2_700)
    }

    @Test func schemaOrgPropertiesOutsideAnyItemAreRead() throws {
        let page = """
        <html><body><div class="post"><h1 class="title">Tagliatelles carbonara</h1>
        <h3 itemprop="recipeYield">Pour 2 personnes :</h3>
        <ul><li itemprop="ingredients">250 g de tagliatelles</li><li itemprop="ingredients">1 oeuf</li></ul>
        <div itemprop="recipeInstructions"><p>1- Battez l'oeuf.</p><p>2- Mélangez avec les pâtes.</p></div>
        </div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Tagliatelles carbonara")
        #expect(recipe.ingredients == ["250 g de tagliatelles", "1 oeuf"])
        #expect(recipe.directions.count == 2)
    }

    @Test func aPageThatOnlyMentionsIngredientsGivesNoRecipe() throws {
        let page = """
        <html><body><h1>Our favourite ingredients</h1>
        <h2>Ingredients</h2><ul><li>Flour from the mill</li><li>Eggs from the farm</li></ul>
        <p>Come and visit.</p></body></html>
        """
        let result = TestReading.read(page, fileName: "about.html")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).first?.contains("no ingredients and steps under headings") == true)
    }

    /// A recipe built by JavaScript leaves its headings over labels and times in the saved page.
    @Test func aMethodHeadingOverLabelsAndTimesIsNoMethod() throws {
        let page = """
        <html><body><h1>Guacamole</h1>
        <h2>Ingrédients</h2><ul><li>2 avocats</li><li>1 citron vert</li></ul>
        <h2>Préparation</h2><p>Temps de préparation</p><p>5 min</p><p>Prêt en</p><p>0:05 h</p>
        </body></html>
        """
        let result = TestReading.read(page, fileName: "guacamole.html")
        #expect(result.recipes.isEmpty)
    }

    /// A wiki's layout: each heading carries an edit link, and another list follows the steps
    /// under a heading of the same level, which ends the steps.
    @Test func aHeadingAsHighAsTheSectionsOwnEndsIt() throws {
        let page = """
        <html><body><h1 id="firstHeading">Pumpkin Pie</h1><div class="mw-parser-output">
        <h2><span class="mw-headline">Ingredients</span><span class="mw-editsection">[<a href="#">edit</a>]</span></h2>
        <ul><li>1 pie shell</li><li>2 cups pumpkin</li></ul>
        <h2><span class="mw-headline">Procedure</span><span class="mw-editsection">[<a href="#">edit</a>]</span></h2>
        <ol><li>Blend all ingredients, except the pie shell.</li><li>Bake at 180 °C for 45 minutes.</li></ol>
        <h2><span class="mw-headline">Substitutions</span><span class="mw-editsection">[<a href="#">edit</a>]</span></h2>
        <ul><li>Honey for the maple syrup.</li></ul>
        <h2><span class="mw-headline">Notes, tips, and variations</span></h2><ol><li>Use real maple syrup.</li></ol></div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 pie shell", "2 cups pumpkin"])
        #expect(recipe.directions == ["Blend all ingredients, except the pie shell.", "Bake at 180 °C for 45 minutes."])
    }

    /// Steps set in a box of their own, each under its name (`Passo 1`, `Etapa 2`), with more
    /// boxes after it and no heading between: the steps end with their box, and the names are no steps.
    @Test func stepsInTheirOwnBoxEndWithItAndLoseTheirNames() throws {
        let page = """
        <html><body><h1>Arroz de tamboril</h1>
        <aside><h2>Ingredientes</h2><div class="ingredient"><div>tamboril</div><div>1 kg</div></div></aside>
        <div class="main-content"><div class="preparation"><h2 class="subtitle">Preparação</h2>
          <div class="preparation-steps">
            <div class="step"><div class="step-title">Passo 1</div><div class="step-description">Coza o tamboril já cortado em cubos.</div></div>
            <div class="step"><div class="step-title">Etapa 2</div><div class="step-description">Junte o arroz e tempere de sal e pimenta.</div></div>
          </div></div>
          <div class="nutrition"><div>Resumo nutricional</div><div>Energia</div><div>761 Kcal</div></div></div>
        <h2>Ingredientes</h2><ul><li>1 kg de tamboril</li><li>300 g de arroz</li></ul>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 kg de tamboril", "300 g de arroz"])
        #expect(recipe.directions == ["Coza o tamboril já cortado em cubos.", "Junte o arroz e tempere de sal e pimenta."])
    }

    /// A step's name written with its number first (`1. Schritt`) is no step either.
    @Test func stepNamesWithTheirNumberFirstAreNoSteps() throws {
        let page = """
        <html><body><h1>Tofu-Spieße</h1><h3>Zutaten</h3><ul><li>200 g Reis</li><li>300 g Tofu</li></ul>
        <h3>Zubereitung</h3><div>
          <div class="font-bold">1. Schritt</div><div><p>Reis nach Anleitung kochen.</p></div>
          <div class="font-bold">2. Schritt</div><div><p>Den Tofu in Stücke schneiden und anbraten.</p></div>
        </div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.directions == ["Reis nach Anleitung kochen.", "Den Tofu in Stücke schneiden und anbraten."])
    }

    @Test func aNotesHeadingEndsTheMarkedSteps() throws {
        let page = """
        <html><body><h1>Mizeria</h1><h2>Składniki</h2><ul><li>2 ogórki</li><li>200 g śmietany</li></ul>
        <div itemprop="recipeInstructions"><p>Ogórki umyć i pokroić w plasterki.</p><p>Dodać śmietanę i wymieszać.</p>
        <p><strong>Uwaga:</strong></p><p>Używając świeżych ogórków, wybierzcie nieduże.</p></div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.directions == ["Ogórki umyć i pokroić w plasterki.", "Dodać śmietanę i wymieszać."])
    }

    @Test func anIngredientItemBrokenWithLineBreaksHoldsSeveralIngredients() throws {
        let page = """
        <html><body><h1>Rainbow Pasta</h1><section class="recipe-section"><h3>Ingredients</h3>
        <ol><li><b>For the tuile</b>:<br>
        4 tablespoons grated parmesan<br>
        Non-stick cooking spray</li></ol>
        <ol><li><b>For the sauce</b>:<br>6 tablespoons butter</li></ol>
        <h3>Directions</h3><ol><li>Melt the butter<br>over low heat until it foams.</li></ol></section></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == [
            "For the tuile:", "4 tablespoons grated parmesan", "Non-stick cooking spray", "For the sauce:", "6 tablespoons butter",
        ])
        #expect(recipe.directions == ["Melt the butter over low heat until it foams."])
    }

    @Test func anIngredientTableIsReadARowALine() throws {
        let page = """
        <html><body><h1>Roast Chicken</h1><h2>Ingredients</h2>
        <table><tr><td>150ml</td><td>red wine</td></tr><tr><td>3</td><td><a href="/onions">onions</a>, quartered</td></tr>
        <tr><td></td><td>Salt</td></tr></table>
        <h2>Method</h2><p>Marinate the chicken in the wine for an hour.</p><p>Roast it with the onions.</p></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["150ml red wine", "3 onions, quartered", "Salt"])
        #expect(recipe.directions == ["Marinate the chicken in the wine for an hour.", "Roast it with the onions."])
    }

    @Test func ingredientsTheDataGivesAsOneLineGiveWayToTheListThePageShows() throws {
        let data = #"{"@type":"Recipe","name":"Cupcakes","recipeIngredient":"WHAT","recipeInstructions":["Mix.","Bake."]}"#
        let shown = """
        <h2>Ingredients</h2><ul><li>125 ml milk</li><li>100 g sugar</li><li>60 ml oil</li></ul>
        """
        func read(_ ingredients: String, shown: String) throws -> [String] {
            let block = data.replacingOccurrences(of: #""WHAT""#, with: ingredients)
            return try only("<html><head><script type=\"application/ld+json\">\(block)</script></head><body>\(shown)</body></html>").ingredients
        }
        #expect(try read(#""Cupcakes""#, shown: shown) == ["125 ml milk", "100 g sugar", "60 ml oil"])
        #expect(try read(#"["125 ml milk, 100 g sugar, 60 ml oil"]"#, shown: shown) == ["125 ml milk", "100 g sugar", "60 ml oil"])
        // Ingredients the data leaves empty are the page's, one line or more.
        #expect(try read(#"[""]"#, shown: "<h2>Ingredients</h2><ul><li>1 egg</li></ul>") == ["1 egg"])
        // One line beside no list on the page stays; two lines are the data's list.
        #expect(try read(#""1 egg""#, shown: "<p>Boil the egg.</p>") == ["1 egg"])
        #expect(try read(#"["1 egg", "salt"]"#, shown: shown) == ["1 egg", "salt"])
    }

    @Test func aHeadingNamingTheRecipeHoldsItsIngredientsListThenItsSteps() throws {
        let page = """
        <html><body><h1>Bento Filler: Glazed Carrots</h1><p>Another carrot recipe, and a good one.</p>
        <h3>Recipe: Glazed Carrots</h3><ul><li>3 large carrots</li><li>Orange juice</li></ul>
        <p>Peel the carrots and cut them into thick rounds.</p><p>Boil them in the juice until it is almost gone.</p>
        <h3>Variation</h3><p>Add a stock cube instead of the salt.</p></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Bento Filler: Glazed Carrots")
        #expect(recipe.ingredients == ["3 large carrots", "Orange juice"])
        #expect(recipe.directions == ["Peel the carrots and cut them into thick rounds.", "Boil them in the juice until it is almost gone."])
    }

    @Test func aRecipeHeadingAfterTheIngredientsHeadsTheSteps() throws {
        let page = """
        <html><body><h1>Chicken Sandwich</h1><h4>INGREDIENTS</h4><ul><li>Baguette</li><li>1 chicken breast</li></ul>
        <h4>RECIPE</h4><ol><li>Cut the chicken into thin strips.</li><li>Fill the baguette with it.</li></ol></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["Baguette", "1 chicken breast"])
        #expect(recipe.directions == ["Cut the chicken into thin strips.", "Fill the baguette with it."])
    }

    @Test func theRecipesOwnHeadingOverItsIngredientsIsItsTitleRatherThanTheHeadline() throws {
        func title(_ headings: String) throws -> String {
            try only("""
            <html><body><h1>You Will Never Want Plain Noodles Again</h1><p>Colour from vegetables.</p>\(headings)
            <ul><li>4 beetroots</li><li>1 pound spaghetti</li></ul><h3>Directions</h3><p>Boil the beetroots and the spaghetti together.</p></body></html>
            """).title
        }
        #expect(try title("<h2>Rainbow Pasta</h2><p>From the test kitchen</p><h3>Ingredients</h3>") == "Rainbow Pasta")
        #expect(try title("<h2>Ingredients</h2>") == "You Will Never Want Plain Noodles Again")
        #expect(try title("<h4>Rainbow Pasta</h4><h3>Ingredients</h3>") == "You Will Never Want Plain Noodles Again")
    }
}
