import Foundation
import Testing
@testable import RecipeFormats

/// What a page shows of its recipe beside its data: what the page keeps out of sight (another unit
/// system's list behind a switch, a byline for print) is not read, a table row is one ingredient read
/// across, and amounts the data left out are taken from the page.
@Suite struct ShownIngredientsTests {
    /// A magazine's page (shaped as lovefood.com writes it) with no structured recipe: the
    /// metric list shown, the imperial one in a visually hidden list behind a select.
    @Test func aListThePageKeepsHiddenIsNotRead() throws {
        let page = """
        <html><body><h1>Shortbread biscuits</h1><h3>Ingredients</h3>
        <select name="weight-conversion"><option>Metric</option><option>Imperial</option></select>
        <ul name="ingredients-metric"><li>200 g unsalted butter</li><li>100 g caster sugar</li></ul>
        <ul name="ingredients-imperial" class="u-visuallyhidden"><li>7.1 oz unsalted butter</li><li>3.5 oz caster sugar</li></ul>
        <div hidden><ul><li>1 cup butter</li></ul></div>
        <h3>Method</h3><ol><li>Cream together the butter and sugar until pale.</li></ol></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["200 g unsalted butter", "100 g caster sugar"])
    }

    /// A recipe site's page (shaped as tasteline.com writes it) whose JSON-LD names the
    /// ingredients without their amounts, the list on the page giving each with its amount.
    @Test func ingredientNamesInTheDataTakeTheirAmountsFromThePage() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Gin Fizz", "totalTime": "PT15M",
        "recipeIngredient": ["gin", "citron(er)", "sodavatten"],
        "recipeInstructions": ["Pressa juicen från citronerna.", "Servera i höga glas."]}</script></head>
        <body><h2>Ingredienser</h2><ul>
        <li><div><span>16</span> <abbr>cl</abbr></div><div><span>gin</span>, Beefeater</div></li>
        <li><div><span>5</span> <abbr>st</abbr></div><div><span>citron(er)</span></div></li>
        <li><div></div><div><span>sodavatten</span></div></li></ul>
        <h2>Gör så här</h2><ol><li>Pressa juicen från citronerna.</li><li>Servera i höga glas.</li></ol></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["16 cl gin, Beefeater", "5 st citron(er)", "sodavatten"])
        #expect(recipe.directions == ["Pressa juicen från citronerna.", "Servera i höga glas."])
    }

    /// A Polish site's data (shaped as przepisy.pl writes it) names the ingredients in another
    /// order than the page, which writes each name before its amount: the page's lines are taken.
    @Test func ingredientNamesInAnotherOrderTakeThePagesLines() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Placki", "totalTime": "PT40M",
        "recipeIngredient": ["jajka", "ziemniaki", "sól", "cebula"],
        "recipeInstructions": ["Obierz ziemniaki, zetrzyj na tarce.", "Smaż placki z obu stron."]}</script></head>
        <body><h2>Składniki</h2><ul><li>ziemniaki 1 kilogram</li><li>cebula 1 sztuka</li><li>jajka 2 sztuki</li>
        <li>sól do smaku</li></ul></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["ziemniaki 1 kilogram", "cebula 1 sztuka", "jajka 2 sztuki", "sól do smaku"])
    }

    /// The same site's page as it is: each name and its amount in paragraphs of their own, read
    /// across in pairs; names the data lists in another order still take them.
    @Test func namesAndAmountsInElementsOfTheirOwnAreReadAcross() throws {
        let rows = [("ziemniaki", "1 kilogram"), ("cebula", "1 sztuka"), ("jajka", "2 sztuki"), ("sól", "1 szczypta")]
            .map { #"<div class="item"><p class="ingredient-name"><label><input type="checkbox"> \#($0) </label></p><p class="quantity"> \#($1) </p></div>"# }
            .joined()
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Placki", "totalTime": "PT40M",
        "recipeIngredient": ["jajka", "ziemniaki", "sól", "cebula"],
        "recipeInstructions": ["Obierz ziemniaki, zetrzyj na tarce.", "Smaż placki z obu stron."]}</script></head>
        <body><h2>Składniki</h2>\(rows)<h2>Przygotowanie</h2><p>Obierz ziemniaki, zetrzyj na tarce.</p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["ziemniaki 1 kilogram", "cebula 1 sztuka", "jajka 2 sztuki", "sól 1 szczypta"])
    }

    /// The same names on a page whose list is another (a related recipe's): the data's lines stay.
    @Test func ingredientNamesStayWhenThePageListsOtherIngredients() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Gin Fizz", "totalTime": "PT15M",
        "recipeIngredient": ["gin", "citron(er)"], "recipeInstructions": ["Skaka.", "Servera."]}</script></head>
        <body><h2>Ingredienser</h2><ul><li>2 dl grädde</li><li>1 msk socker</li></ul></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["gin", "citron(er)"])
    }

    /// A recipe site's table (shaped as recipeland.com writes it): amount, unit, then the name with
    /// its note on a line under it; each row is one ingredient, read across.
    @Test func aTableRowWhoseNameHasANoteUnderItIsOneIngredient() throws {
        let page = """
        <html><body><h1>Pretzel Cookies</h1><h2>Ingredients</h2><table><tbody>
        <tr><td class="amount">1</td><td class="measure">stick</td><td class="ingred"><a href="/i/butter">butter</a><br><small>room temp.</small></td></tr>
        <tr><td class="amount">1 1/4</td><td class="measure">cup</td><td class="ingred"><a href="/i/sugar">sugar</a><br><small></small></td></tr>
        </tbody></table><h2>Directions</h2><p>Beat the butter and sugar on medium speed.</p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["1 stick butter room temp.", "1 1/4 cup sugar"])
    }

    /// A tips site's headline with its byline set apart for print (`print-only`): not shown on screen, not in the title.
    @Test func textShownOnlyInPrintIsNotRead() throws {
        let page = """
        <html><body><h1>Chipotle Creamed Chicken <small class="text-muted print-only"> by 30Seconds Food</small></h1>
        <h2>Ingredients</h2><ul><li>1 pound chicken tenders</li><li>1/4 cup flour</li></ul>
        <h2>Directions</h2><ol><li>Combine the flour and garlic powder in a bowl.</li></ol></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.title == "Chipotle Creamed Chicken")
    }
    /// A meal kit's page (shaped as sunbasket.com writes it) whose JSON-LD gives only each step's
    /// title ("Cook the rice noodles", "Serve"), the page the paragraphs under them, one step
    /// partly a list: the page's steps are taken, under the titles, from the first title on.
    @Test func stepTitlesInTheDataTakeTheirTextFromThePage() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Noodle salad", "cookTime": "PT15M",
        "recipeIngredient": ["5 ounces rice noodles", "1 pear"],
        "recipeInstructions": [{"@type": "HowToStep", "name": "Step 1", "text": "Cook the rice noodles"},
        {"@type": "HowToStep", "name": "Step 2", "text": "Prep the protein"}, {"@type": "HowToStep", "name": "Step 3", "text": "Serve"}]}
        </script></head><body><h1>Noodle salad</h1><h2>Ingredients</h2><ul><li>5 ounces rice noodles</li><li>1 pear</li></ul>
        <div class="instructions"><h2>Instructions</h2><p>2-serving instructions</p>
        <div class="step"><p class="step-header">Cook the rice noodles</p>
        <div><p>Bring a pot of water to a boil and cook the noodles until tender.</p></div></div>
        <div class="step"><p class="step-header">Prep the protein</p>
        <div><ul><li><em>Shrimp:</em> Rinse and drain the shrimp well.</li><li><em>Tofu:</em> Pat the tofu dry with towels.</li></ul>
        <p>Warm the oil in a large frying pan and cook your protein.</p></div></div>
        <div class="step"><p class="step-header">Serve</p><div><p>Transfer the salad to bowls and serve at once.</p></div></div>
        </div><h2>More recipes</h2><ul><li>Pad thai with shrimp and peanuts</li></ul></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.directions == [
            "Cook the rice noodles:", "Bring a pot of water to a boil and cook the noodles until tender.",
            "Prep the protein:", "Shrimp: Rinse and drain the shrimp well.", "Tofu: Pat the tofu dry with towels.",
            "Warm the oil in a large frying pan and cook your protein.",
            "Serve:", "Transfer the salad to bowls and serve at once.",
        ])
    }

    /// Short steps the page does not show in full (a quick recipe's own steps) stay as the data says.
    @Test func shortStepsStayWhenThePageHasNoMoreOfThem() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Toast", "totalTime": "PT5M",
        "recipeIngredient": ["2 slices bread", "butter"], "recipeInstructions": ["Toast the bread", "Butter it"]}
        </script></head><body><h2>Method</h2><ol><li>Toast the bread</li><li>Butter it</li></ol></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.directions == ["Toast the bread", "Butter it"])
    }
}
