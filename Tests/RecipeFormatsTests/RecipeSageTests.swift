import Foundation
import Testing
@testable import RecipeFormats

/// RecipeSage's JSON-LD export (`recipes.json`). The objects are shaped as RecipeSage's own
/// `recipeToJSONLD` writes them (julianpoy/RecipeSage, its JSON-LD service): `identifier`,
/// `datePublished`, `image` as a list of addresses, `[Header]` ingredient lines, instructions as
/// `HowToStep`s with a `HowToSection` holding only a `name` (older versions: a `text` of
/// `[Header]`), `creditText`, `isBasedOn`, the notes as a `comment` named "Author Notes", the
/// cook's rating as an `aggregateRating`, the cook's `nutrition`.
@Suite struct RecipeSageTests {
    static func recipe(name: String, section: String = #"{"@type":"HowToSection","name":"Sauce"}"#,
                       url: String = "https://example.com/pad-thai") -> String {
        """
        {"@context":"http://schema.org","@type":"Recipe","identifier":"7d0c-\(name.count)",
         "datePublished":"2024-03-01T18:00:00.000Z","description":"Weeknight staple.",
         "image":["https://chefbook-prod.s3.amazonaws.com/1709.jpg"],"name":"\(name)","prepTime":"PT20M",
         "recipeIngredient":["[Sauce]","3 tbsp fish sauce","2 tbsp tamarind paste","[Noodles]","200 g rice noodles"],
         "recipeInstructions":[\(section),{"@type":"HowToStep","text":"Whisk the sauce."},
          {"@type":"HowToStep","text":"[Noodles]"},{"@type":"HowToStep","text":"Soak the noodles for 30 minutes."}],
         "recipeYield":"2 servings","totalTime":"PT45M","recipeCategory":["Thai","Weeknight"],
         "creditText":"Grandma Lee","isBasedOn":"\(url)",
         "comment":[{"@type":"Comment","name":"Author Notes","text":"Use more lime."}],
         "aggregateRating":{"@type":"AggregateRating","ratingValue":"4","bestRating":"5"},
         "nutrition":{"@type":"NutritionInformation","calories":"520 kcal","proteinContent":"18 g"}}
        """
    }

    @Test func everyFieldACookWroteIsMappedOrKeptInTheNotes() throws {
        let result = TestReading.read("[" + Self.recipe(name: "Pad thai") + "]", fileName: "recipes.json")
        #expect(result.format == .recipeSage)
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.recipes.first)
        #expect(recipe.title == "Pad thai")
        #expect(recipe.servings == "2 servings" && recipe.prepTime == 1_200 && recipe.totalTime == 2_700)
        #expect(recipe.ingredients == ["Sauce:", "3 tbsp fish sauce", "2 tbsp tamarind paste", "Noodles:", "200 g rice noodles"])
        #expect(recipe.directions == ["Sauce:", "Whisk the sauce.", "Noodles:", "Soak the noodles for 30 minutes."])
        #expect(recipe.collections == ["Thai", "Weeknight"])
        #expect(recipe.sourceURL == "https://example.com/pad-thai")
        #expect(recipe.rating == 4)
        #expect(recipe.notes == "Weeknight staple.\n\nUse more lime.\n\nNutrition: Calories: 520 kcal, Protein: 18 g\n\nSource: Grandma Lee")
        #expect(recipe.imageURLs == ["https://chefbook-prod.s3.amazonaws.com/1709.jpg"])
    }

    @Test func anOlderExportsBracketedSectionAndASourceWithoutAddress() throws {
        let older = Self.recipe(name: "Pad thai", section: #"{"@type":"HowToSection","text":"[Sauce]"}"#, url: "")
        let recipe = try #require(TestReading.read("[" + older + "]", fileName: "recipes.json").recipes.first)
        #expect(recipe.directions.first == "Sauce:")
        #expect(recipe.sourceURL == "Grandma Lee")
        #expect(recipe.notes?.contains("Source: Grandma Lee") == false)
    }

    @Test func anElementThatIsNoRecipeIsNamedAndTheOthersAreRead() {
        let result = TestReading.read("[" + Self.recipe(name: "Pad thai") + #", {"name": "Stray"}, "#
            + Self.recipe(name: "Laab") + "]", fileName: "recipes.json")
        #expect(result.recipes.map(\.title) == ["Pad thai", "Laab"])
        #expect(TestReading.messages(result) == ["recipes.json: $[1]: not a RecipeSage recipe (an object of @type Recipe); left out"])
    }

    @Test func invalidJSONIsRefusedInOneLineNamingWhere() {
        let cut = "[" + Self.recipe(name: "Pad thai")
        let result = RecipeImport.read(Data(cut.utf8), fileName: "recipes.json", as: .recipeSage)
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).count == 1)
        #expect(TestReading.messages(result).first?.hasPrefix("recipes.json: not a RecipeSage export: its JSON is invalid at line 11") == true)
    }

    @Test func otherJSONLDIsStillSchemaOrg() {
        let plain = #"{"@context":"https://schema.org","@type":"Recipe","name":"Soup","isBasedOn":"x","creditText":"y"}"#
        #expect(RecipeFormat.detect(Array(plain.utf8), fileName: "soup.json") == .jsonld)
    }
}
