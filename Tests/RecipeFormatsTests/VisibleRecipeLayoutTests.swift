import Foundation
import Testing
@testable import RecipeFormats

/// Recipes a page lays out with fewer headings than usual: a method with no heading of its own
/// right after the ingredients, a group of ingredients named by a line of the list.
@Suite struct VisibleRecipeLayoutTests {
    /// A broadcaster's page (shaped as ndr.de writes it), with no structured recipe: `Zutaten:`
    /// over the list, then the method as a paragraph with no heading, then `Tipp:`.
    @Test func paragraphsRightAfterTheIngredientsWithNoHeadingAreTheSteps() throws {
        let page = """
        <html><body><article><div class="recipe"><h1>Fenchel-Möhren-Gemüse</h1>
        <h2>Zutaten:</h2><ul class="ingredients"><li>250 g Möhren</li><li>300 g Fenchel</li></ul>
        <div class="anker"><ul class="linkliste_kompakt"></ul></div>
        <p>Die Möhren schälen und in dünne Scheiben schneiden.<br/><br/>Öl in einer Pfanne erhitzen und das Gemüse darin andünsten.</p>
        <h2><strong>Tipp: </strong></h2><p>Dieses Gericht passt gut zu Fisch.</p></div></article></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["250 g Möhren", "300 g Fenchel"])
        #expect(recipe.directions == ["Die Möhren schälen und in dünne Scheiben schneiden.",
                                      "Öl in einer Pfanne erhitzen und das Gemüse darin andünsten."])
    }

    /// A line of the list that says what the items under it are for (`voor de gomasio`, `for the
    /// sauce`), with no amount: the name of a group, not an ingredient.
    @Test func aLineOfTheListSayingWhatTheNextItemsAreForNamesAGroup() throws {
        let page = """
        <html><body><h1>Zalm met gomasio</h1><h2>Ingrediënten</h2><ul><li>600 g zalmloin</li>
        <li class="tussenkop">voor de gomasio</li><li>1 eetlepel sesamzaadjes</li></ul>
        <h2>Bereiding</h2><p>Stamp de sesamzaadjes grof met een vijzel.</p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["600 g zalmloin", "voor de gomasio:", "1 eetlepel sesamzaadjes"])
    }

    /// A magazine's page (shaped as dish.co.nz writes it), with no structured recipe: its whole
    /// list is one paragraph broken by `<br>`, each group's name a line in bold (`Meatballs`,
    /// `Sauce`) over its ingredients: the names are the groups', not ingredients.
    /// The list is marked as the page marks it (a stray `itemprop`), and also only headed.
    @Test(arguments: [#" itemprop="ingredients""#, ""])
    func aBoldLineInALineBrokenParagraphOfIngredientsNamesAGroup(mark: String) throws {
        let page = """
        <html><body><h1>Lamb Meatball Curry</h1><h2>INGREDIENTS</h2><div class="ingredients-block__list"\(mark)>
        <p><strong>Meatballs&nbsp;</strong><br> 400 grams lamb mince<br> 1 large egg<br><strong>Sauce</strong><br>
        2 tablespoons olive oil<br> ½ cup water</p></div>
        <h2>METHOD</h2><div class="recipe"><p><strong>Meatballs:</strong> Combine the ingredients and roll into 16 meatballs.</p>
        <p><strong>Sauce:</strong> Heat the olive oil in a large pan, add the water and bring to the boil.</p></div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["Meatballs:", "400 grams lamb mince", "1 large egg", "Sauce:", "2 tablespoons olive oil", "½ cup water"])
        #expect(recipe.directions == ["Meatballs: Combine the ingredients and roll into 16 meatballs.",
                                      "Sauce: Heat the olive oil in a large pan, add the water and bring to the boil."])
    }

    /// A maker's recipe page (shaped as tofoo.co.uk writes it), with no structured recipe:
    /// `Ingredients` over a list, then the method as a list of sentences under a heading of the
    /// same level that names no part (`Get started`): the steps. A list of short lines under
    /// such a heading (other recipes' names) is not: the page, with no steps, stays refused.
    @Test func aListOfSentencesUnderTheHeadingAfterTheIngredientsIsTheSteps() throws {
        let page = """
        <html><body><main><h1>Banh Mi</h1><div id="recipe">
        <div class="recipe_details__ingredients"><h2><span>Ingredients</span></h2><ol><li>100g Naked Tofoo, sliced</li>
        <li>1 demi baguette</li></ol></div>
        <div class="recipe_details__steps"><h2><span>Get started</span></h2><ol>
        <li>Slice the Baguette in half lengthways.</li><li>Marinade the Tofoo for 30 minutes.</li></ol></div>
        </div></main></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.ingredients == ["100g Naked Tofoo, sliced", "1 demi baguette"])
        #expect(recipe.directions == ["Slice the Baguette in half lengthways.", "Marinade the Tofoo for 30 minutes."])

        let related = page.replacingOccurrences(of: "Get started", with: "More recipes")
            .replacingOccurrences(of: "Slice the Baguette in half lengthways.", with: "Tofoo stir fry")
        #expect(TestReading.read(related, fileName: "page.html").recipes.isEmpty)
    }
}
