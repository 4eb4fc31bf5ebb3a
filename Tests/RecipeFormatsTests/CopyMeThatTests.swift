import Foundation
import Testing
@testable import RecipeFormats

/// Copy Me That's export: a ZIP of `recipes.html` and `images/`. The page's shape (a
/// `<div class = "recipe">` per recipe, attributes written with spaces around `=`, `#name`,
/// `#original_link`, `img.recipeImage`, `.recipeCategory` after a `Tags:` label, `#extra_info`
/// with `#made_this` and `#ratingValue`, `#recipeYield`, `li.recipeIngredient` with
/// `recipeIngredient_subheader` headings, `li.instruction`, `li.recipeNote`) is that of the real
/// export as Mealie's importer (`services/migrations/copymethat.py`), Tandoor's
/// (`cookbook/integration/copymethat.py`) and another importer's tests (a full export's page) read it.
@Suite struct CopyMeThatTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// One recipe block as Copy Me That writes it.
    static func block(name: String, image: String = "images/unbelievable_chicken_l4ddi.jpg", extra: String = "") -> String {
        """
        <div class = "recipe">
        <div id = "name">
            \(name)
        </div>
        <div id = "link">
            Adapted from <a id = "original_link" href = "http://allrecipes.com/Recipe/Unbelievable-Chicken/">allrecipes.com</a>
        </div>
        <img class= "recipeImage" src = "\(image)" width="120px"/>
        <div id = "categories">
        <span>Tags: </span>
            <span class = "recipeCategory">Dinner</span><span> </span>
            <span class = "recipeCategory">Lunch</span><span> </span>
        </div>
        <div id = "extra_info">
            <span id="made_this"> I made this. </span>
            <span id="starred">Starred</span>
            <span id="rating">Rated <span id = "ratingValue">5</span>/5</span>
        </div>
        <div id = "description">Tangy and quick.</div>
        <div id = "servings">
            Servings: <a id="recipeYield">6 servings</a>
        </div>
        \(extra)
            <ul id = "recipeIngredients">
                <li class= "recipeIngredient">
                    1/4 cup cider vinegar
                </li>
                <div class= "recipeIngredient recipeIngredient_subheader">Marinade</div>
                <li class= "recipeIngredient">3 tablespoons mustard</li>
            </ul>
            <ol id = "recipeInstructions">
                <li class = "instruction" value = "1">
                    Butterfly the chicken.
                </li>
                <li class = "instruction" value = "2">Preheat grill for high heat.</li>
            </ol>
            <ul id = "recipeNotes">
                <li class = "recipeNote">Cube chicken first so marinade absorbs better.</li>
            </ul>
        </div>
        """
    }

    static func page(_ blocks: String...) -> [UInt8] {
        Array(("<!DOCTYPE html>\n<head>\n<meta http-equiv=\"Content-Type\" content=\"text/html;charset=UTF-8\">\n</head>\n"
            + "<html>\n<body>\n" + blocks.joined(separator: "\n") + "\n</body>\n</html>\n").utf8)
    }

    @Test func everyFieldACookWroteIsMappedOrKeptInTheNotes() throws {
        let result = TestReading.read(Self.page(Self.block(name: "Unbelievable Chicken")), fileName: "recipes.html")
        #expect(result.format == .copyMeThat)
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.recipes.first)
        #expect(recipe.title == "Unbelievable Chicken")
        #expect(recipe.sourceURL == "http://allrecipes.com/Recipe/Unbelievable-Chicken/")
        #expect(recipe.collections == ["Dinner", "Lunch"])
        #expect(recipe.isFavorite == true && recipe.rating == 5)
        #expect(recipe.servings == "6 servings")
        #expect(recipe.ingredients == ["1/4 cup cider vinegar", "Marinade:", "3 tablespoons mustard"])
        #expect(recipe.directions == ["Butterfly the chicken.", "Preheat grill for high heat."])
        #expect(recipe.notes == "Tangy and quick.\n\nCube chicken first so marinade absorbs better.\n\nI made this.")
        #expect(recipe.imageURLs == ["images/unbelievable_chicken_l4ddi.jpg"])
    }

    @Test func aFieldThisMappingDoesNotKnowIsKeptInTheNotes() throws {
        let extra = #"<div id = "total_time">1 hour</div>"#
        let recipe = try #require(TestReading.read(Self.page(Self.block(name: "Stew", extra: extra)),
                                                   fileName: "recipes.html").recipes.first)
        #expect(recipe.notes?.hasSuffix("\n\nTotal time: 1 hour") == true)
    }

    @Test func anArchiveGivesEachRecipeItsPictureAndNamesABlockWithoutName() {
        let zip = ArchiveBuilder.zip([
            (name: "recipes.html", contents: Self.page(
                Self.block(name: "Chicken", image: "images/chicken.jpg"), Self.block(name: " "),
                Self.block(name: "Salad", image: "images/salad.jpg"))),
            (name: "images/chicken.jpg", contents: Self.jpeg),
            (name: "images/salad.jpg", contents: Self.jpeg + [2]),
        ])
        let result = TestReading.read(zip, fileName: "CopyMeThat.zip")
        #expect(result.recipes.map(\.title) == ["Chicken", "Salad"])
        #expect(result.recipes.map { $0.embeddedImages.first?.data } == [Data(Self.jpeg), Data(Self.jpeg + [2])])
        #expect(result.recipes.map(\.imageURLs) == [[], []])
        #expect(TestReading.messages(result) == [
            #"CopyMeThat.zip: entry "recipes.html": line 47: a Copy Me That recipe without a name (<div id="name">); left out"#])
    }

    @Test func aPictureOutsideTheArchiveIsNeverLookedFor() throws {
        let zip = ArchiveBuilder.zip([
            (name: "export/recipes.html", contents: Self.page(Self.block(name: "Chicken", image: "../secret.jpg"))),
            (name: "secret.jpg", contents: Self.jpeg),
        ])
        let recipe = try #require(TestReading.read(zip, fileName: "CopyMeThat.zip").recipes.first)
        #expect(recipe.embeddedImages.isEmpty)
    }

    @Test func aWebPageWithListsOfTheseNamesIsStillAWebPage() {
        let page = Array((#"<div itemscope itemtype="https://schema.org/Recipe">"# + Self.block(name: "Soup") + "</div>").utf8)
        #expect(RecipeFormat.detect(page, fileName: "x.html") == .html)
    }

    /// A blog's page that names its lists as Copy Me That does, with no structured data and none
    /// of its recipe blocks, is read as the web page it is (its recipe under its headings).
    @Test func aPageWithTheseNamesButNoRecipeBlockIsReadAsAWebPage() throws {
        let page = """
        <html><head><title>Lentil soup</title></head><body><h1>Lentil soup</h1>
        <h2>Ingredients</h2><ul id = "recipeIngredients"><li class = "recipeIngredient">200 g red lentils</li>
        <li class = "recipeIngredient">1 onion, chopped</li></ul>
        <h2>Instructions</h2><ol id = "recipeInstructions"><li class = "instruction">Soften the onion in a little oil.</li>
        <li class = "instruction">Add the lentils and simmer for 20 minutes.</li></ol></body></html>
        """
        #expect(RecipeFormat.detect(Array(page.utf8), fileName: "soup.html") == .copyMeThat)
        let recipe = try TestReading.only(page, fileName: "soup.html")
        #expect(recipe.title == "Lentil soup")
        #expect(recipe.ingredients == ["200 g red lentils", "1 onion, chopped"])
        #expect(recipe.directions == ["Soften the onion in a little oil.", "Add the lentils and simmer for 20 minutes."])
    }
}

