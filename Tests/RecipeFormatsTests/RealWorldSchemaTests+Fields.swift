import Foundation
import Testing
@testable import RecipeFormats

/// Yields, pictures, authors, times and empty values as real sites write them.
extension RealWorldSchemaTests {
    // MARK: Yields

    @Test(arguments: [
        (#""4""#, "4"), ("4", "4"), ("4.0", "4"), (#"["4","4 servings"]"#, "4 servings"), (#"["6"]"#, "6"),
        (#""""#, ""), ("[]", ""), ("null", ""), (#"[null,"2 loaves"]"#, "2 loaves"), (#"" 8 &amp; more ""#, "8 & more"),
        (#"{"@type":"QuantitativeValue","value":12,"unitText":"cookies"}"#, "12 cookies"),
    ])
    func yields(yield: String, servings: String) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"Y","recipeYield":\#(yield)}"#).servings == servings)
    }

    // MARK: Images, authors, nutrition

    @Test(arguments: [
        (#""https://a.example/1.jpg""#, ["https://a.example/1.jpg"]),
        (#"["https://a.example/1.jpg","https://a.example/2.jpg","https://a.example/1.jpg"]"#, ["https://a.example/1.jpg", "https://a.example/2.jpg"]),
        (#"{"@type":"ImageObject","url":"https://a.example/1.jpg","width":800}"#, ["https://a.example/1.jpg"]),
        (#"[{"@type":"ImageObject","url":"https://a.example/1.jpg"},{"@type":"ImageObject","contentUrl":"https://a.example/2.jpg"}]"#,
         ["https://a.example/1.jpg", "https://a.example/2.jpg"]),
        (#""""#, []), ("null", []), ("[]", []), (#"{"@type":"ImageObject"}"#, []),
    ])
    func images(image: String, urls: [String]) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"P","image":\#(image)}"#).imageURLs == urls)
    }

    @Test func authorArraysAndNutritionChangeNothing() throws {
        let json = #"""
        {"@type":"Recipe","name":"A","author":[{"@type":"Person","name":"Ann"},{"@type":"Person","name":"Bo","url":"https://a.example/bo"}],
         "nutrition":{"@type":"NutritionInformation","calories":"320 calories","name":"Nutrition"},
         "recipeIngredient":["x"]}
        """#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes == [ExternalRecipe(title: "A", ingredients: ["x"])])
        #expect(result.problems.isEmpty)
    }

    // MARK: Times

    @Test(arguments: [
        ("PT0H30M", 1_800), ("P0DT1H", 3_600), ("PT1H30M0S", 5_400), ("PT30M ", 1_800), ("P0Y0M0DT0H45M0.000S", 2_700),
        ("PT1H 30M", 5_400), ("30 minutes", 1_800), ("PT20.5M", 1_230),
    ])
    func durations(text: String, seconds: Int) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","cookTime":"\#(text)"}"#).cookTime == seconds)
    }

    @Test(arguments: [#""""#, #"" ""#, "null", #""PT""#, #""P0DT""#, #""-PT5M""#, "[]"])
    func unknownDurations(value: String) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","prepTime":\#(value)}"#).prepTime == nil)
    }

    @Test func durationsAsNumbersOfMinutes() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","totalTime":45}"#).totalTime == 2_700)
    }

    @Test func freeTextTimesStartingWithPAreStillRead() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","prepTime":"Prep 20 minutes"}"#).prepTime == 1_200)
    }

    // MARK: Empty strings

    @Test func emptyStringsAreAbsentValues() throws {
        let json = #"{"@type":"Recipe","name":"","headline":"Headline","url":"","description":"","recipeCategory":"","recipeCuisine":[""],"recipeYield":"","recipeIngredient":""}"#
        let recipe = try recipe(json)
        #expect(recipe == ExternalRecipe(title: "Headline"))
    }

    @Test func emptyNameAndNoHeadlineTakesTheFileName() throws {
        #expect(try TestReading.only(#"{"@type":"Recipe","name":" "}"#, fileName: "Aunt May's Pie.json").title == "Aunt May's Pie")
    }

    // MARK: Recipes with nothing to cook

    /// A page whose recipe gives neither ingredients nor steps, in its data or on the page, is
    /// imported (its title, times and notes are worth keeping) with a problem saying so; a
    /// JSON-LD file may hold such a recipe on purpose (a library's recipe with only a title).
    @Test func aPagesRecipeWithoutIngredientsOrStepsIsSaidToBeSo() throws {
        let json = #"{"@type":"Recipe","name":"Coconut Broccoli Soup","description":"Lunch at the studio.","recipeIngredient":[""],"recipeInstructions":""}"#
        let result = TestReading.read(page(json), fileName: "soup.html")
        #expect(result.recipes.map(\.title) == ["Coconut Broccoli Soup"])
        #expect(result.problems.map(\.description) == [
            "soup.html: \u{201C}Coconut Broccoli Soup\u{201D} gives no ingredients and no steps in its data, and none were found in what the page shows: imported without them"])
        #expect(TestReading.read(json, fileName: "soup.jsonld").problems.isEmpty)
    }
}
