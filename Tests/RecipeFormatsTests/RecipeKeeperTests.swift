import Foundation
import Testing
@testable import RecipeFormats

/// Recipe Keeper's export: a ZIP of `recipes.html` and `images/`. The page's shape (a
/// `recipe-details` block per recipe, its own `itemprop`s without `itemscope`, a `<p>` per line,
/// ISO 8601 times in `<meta>`, `recipeNut…` metas, `img.recipe-photo` and `photo0`…) is that of
/// real exports as the importers of Mealie (`services/migrations/recipekeeper.py`), Tandoor
/// (`cookbook/integration/recipekeeper.py`) and RecipeSage read them, and of the German export
/// in another importer's tests (labels `Rezeptarten:`, `Portionsgröße:`).
@Suite struct RecipeKeeperTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// One recipe block as Recipe Keeper writes it.
    static func block(name: String, id: String = "7b1f0a3c", favourite: String = "True", rating: Int = 4) -> String {
        """
        <div class="recipe-details">
        <meta content="\(id)-1111-2222" itemprop="recipeId"><meta content="" itemprop="recipeShareId">
        <meta content="\(favourite)" itemprop="recipeIsFavourite"><meta content="\(rating)" itemprop="recipeRating">
        <table><tr><td><h2 itemprop="name">\(name)</h2>
        <div>Courses: <span itemprop="recipeCourse">Main Dish</span></div>
        <div>Categories: <span>Soup, Vegetarian</span><meta content="Soup" itemprop="recipeCategory"><meta content="Vegetarian" itemprop="recipeCategory"></div>
        <div>Collections: <span>Winter</span><meta content="Winter" itemprop="recipeCollection"></div>
        <div>Source: <span itemprop="recipeSource"><a href="https://example.com/lentils">example.com</a></span></div>
        <div>Serving size: <span itemprop="recipeYield">4 bowls</span></div>
        <div>Preparation time: <span>10 mins</span><meta content="PT10M" itemprop="prepTime"></div>
        <div>Cooking time: <span>40 mins</span><meta content="PT40M" itemprop="cookTime"></div>
        <meta content="1 bowl" itemprop="recipeNutServingSize"><meta content="320" itemprop="recipeNutCalories">
        <meta content="9" itemprop="recipeNutTotalFat">
        <img src="images/\(id)_0.jpg" class="recipe-photo"></td></tr>
        <tr><td><h3>Ingredients</h3><div class="recipe-ingredients" itemprop="recipeIngredients">
        <p>1 onion, chopped</p><p>200 g red lentils &amp; rice</p><p></p><p>1 l stock</p></div></td>
        <td><h3>Directions</h3><div itemprop="recipeDirections"><p>1. Soften the onion.</p><p></p>
        <p>2.Add the lentils and stock; simmer 40 minutes.</p></div></td></tr></table>
        <h3>Notes</h3><div class="recipe-notes" itemprop="recipeNotes"><p>Freezes well.</p><p>Add lemon.</p></div>
        <h3>Photos</h3><div class="recipe-photos-div"><img src="images/\(id)_0.jpg" class="recipe-photos" itemprop="photo0">
        <img src="images/\(id)_1.jpg" class="recipe-photos" itemprop="photo1"></div><hr></div>
        """
    }

    static func page(_ blocks: String...) -> [UInt8] {
        Array(("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Recipe Keeper</title></head><body>"
            + blocks.joined(separator: "\n") + "</body></html>").utf8)
    }

    @Test func everyFieldACookWroteIsMappedOrKeptInTheNotes() throws {
        let result = TestReading.read(Self.page(Self.block(name: "Lentil soup")), fileName: "recipes.html")
        #expect(result.format == .recipeKeeper)
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.recipes.first)
        #expect(recipe.title == "Lentil soup")
        #expect(recipe.servings == "4 bowls" && recipe.prepTime == 600 && recipe.cookTime == 2_400)
        #expect(recipe.ingredients == ["1 onion, chopped", "200 g red lentils & rice", "1 l stock"])
        #expect(recipe.directions == ["Soften the onion.", "Add the lentils and stock; simmer 40 minutes."])
        #expect(recipe.collections == ["Main Dish", "Soup", "Vegetarian", "Winter"])
        #expect(recipe.sourceURL == "https://example.com/lentils")
        #expect(recipe.isFavorite == true && recipe.rating == 4)
        #expect(recipe.notes == "Freezes well.\nAdd lemon.\n\nNutrition: Serving size: 1 bowl, Calories: 320, Total fat: 9")
        #expect(recipe.imageURLs == ["images/7b1f0a3c_0.jpg", "images/7b1f0a3c_1.jpg"])
    }

    @Test func aSourceWithoutLinkIsKeptAsWrittenAndZeroIsNoRatingOrTime() throws {
        let html = Self.block(name: "Stew", favourite: "False", rating: 0)
            .replacingOccurrences(of: #"<a href="https://example.com/lentils">example.com</a>"#, with: "Grandma's book")
            .replacingOccurrences(of: "PT10M", with: "PT0S")
        let recipe = try #require(TestReading.read(Self.page(html), fileName: "recipes.html").recipes.first)
        #expect(recipe.sourceURL == "Grandma's book")
        #expect(recipe.isFavorite == false && recipe.rating == nil && recipe.prepTime == nil)
    }

    @Test func anArchiveGivesEachRecipeItsOwnPhotoFromImages() throws {
        let zip = ArchiveBuilder.zip([
            (name: "recipes.html", contents: Self.page(Self.block(name: "Soup", id: "aaaa"), Self.block(name: "Stew", id: "bbbb"))),
            (name: "images/aaaa_0.jpg", contents: Self.jpeg),
            (name: "images/bbbb_0.jpg", contents: Self.jpeg + [1]),
        ])
        let result = TestReading.read(zip, fileName: "RecipeKeeper.zip")
        #expect(result.problems.isEmpty)
        #expect(result.recipes.map(\.title) == ["Soup", "Stew"])
        #expect(result.recipes.map { $0.embeddedImages.first?.data } == [Data(Self.jpeg), Data(Self.jpeg + [1])])
        // The photo found in the archive leaves the addresses; the one it lacks stays named.
        #expect(result.recipes[0].imageURLs == ["images/aaaa_1.jpg"])
    }

    @Test func aBlockWithoutNameIsNamedByItsLineAndTheOthersAreRead() {
        let nameless = Self.block(name: "").replacingOccurrences(of: #"<h2 itemprop="name"></h2>"#, with: "")
        let result = TestReading.read(Self.page(Self.block(name: "Soup"), nameless), fileName: "recipes.html")
        #expect(result.recipes.map(\.title) == ["Soup"])
        #expect(TestReading.messages(result) == [
            #"recipes.html: line 22: a Recipe Keeper recipe without a name (<h2 itemprop="name">); left out"#])
    }

    @Test func aTruncatedArchiveAndAPageWithoutRecipesAreRefusedInOneLine() {
        let zip = ArchiveBuilder.zip([(name: "recipes.html", contents: Self.page(Self.block(name: "Soup")))])
        let cut = TestReading.read(Array(zip.prefix(zip.count / 2)), fileName: "RecipeKeeper.zip")
        #expect(cut.recipes.isEmpty && cut.problems.count == 1)
        #expect(cut.problems.first?.description.hasPrefix("RecipeKeeper.zip: ") == true)
        let empty = RecipeImport.read(Data("<html><body><p>nothing</p></body></html>".utf8), fileName: "recipes.html",
                                      as: .recipeKeeper)
        #expect(TestReading.messages(empty) == [#"recipes.html: not a Recipe Keeper export: the page has no recipe block "#
            + #"(<div class="recipe-details">); export the recipes again from the app"#])
    }

    @Test func aWebPageWithTheSameClassNamesIsStillAWebPage() {
        let page = Array(("<script type=\"application/ld+json\">{}</script>" + Self.block(name: "Soup")).utf8)
        #expect(RecipeFormat.detect(page, fileName: "x.html") == .html)
    }
}
