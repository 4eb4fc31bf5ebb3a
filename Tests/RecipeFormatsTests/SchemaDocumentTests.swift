import Foundation
import Testing
@testable import RecipeFormats

@Suite struct SchemaDocumentTests {
    @Test func yoastGraphGivesTheRecipeBesideTheSiteNodes() throws {
        let recipe = try TestReading.only(JSONLDFixtures.yoastGraph, fileName: "pad-thai.jsonld")
        #expect(recipe.title == "Pad Thai")
        #expect(recipe.servings == "4 servings")
        #expect(recipe.prepTime == 1_200 && recipe.cookTime == 900 && recipe.totalTime == 2_100)
        #expect(recipe.ingredients.count == 8)
        #expect(recipe.ingredients[3] == "1½ tbsp palm sugar")
        #expect(recipe.directions == [
            "Soak the noodles in warm water for 20 minutes.",
            "Mix the tamarind, fish sauce and palm sugar.",
            "Fry the noodles with the sauce, push aside, scramble the eggs, then toss with sprouts, onions and peanuts.",
        ])
        #expect(recipe.collections == ["Main Course", "Thai"])
        #expect(recipe.sourceURL == "https://www.example.com/pad-thai/")
        #expect(recipe.notes == "A weeknight pad thai with tamarind & palm sugar.")
        #expect(recipe.imageURLs == ["https://www.example.com/img/pad-thai-1x1.jpg", "https://www.example.com/img/pad-thai-4x3.jpg"])
    }

    @Test func aggregateRatingIsNotTheCooksRating() throws {
        let recipe = try TestReading.only(JSONLDFixtures.yoastGraph, fileName: "pad-thai.jsonld")
        #expect(recipe.rating == nil)
        #expect(recipe.isFavorite == nil)
    }

    @Test func categoriesAsCollectionsCanBeTurnedOffAndKeywordsOn() throws {
        let off = try TestReading.only(JSONLDFixtures.yoastGraph, fileName: "x.jsonld",
                                       options: ReadOptions(categoriesAsCollections: false))
        #expect(off.collections.isEmpty)
        let keywords = try TestReading.only(JSONLDFixtures.yoastGraph, fileName: "x.jsonld",
                                            options: ReadOptions(keywordsAsCollections: true))
        #expect(keywords.collections == ["Main Course", "Thai", "pad thai", "noodles", "weeknight"])
    }

    @Test func topLevelArrayWithTwoTypesAndSections() throws {
        let recipe = try TestReading.only(JSONLDFixtures.allRecipesArray, fileName: "cake.json")
        #expect(recipe.title == "Lemon Drizzle Cake")
        #expect(recipe.servings == "12")
        #expect(recipe.directions == [
            "Cake:",
            "Heat the oven to 180°C.",
            "Beat the butter and sugar until pale, add the eggs one at a time, then fold in the flour and zest.",
            "Bake for 45–50 minutes.",
            "Drizzle:",
            "Mix the lemon juice with the sugar and pour over the warm cake.",
        ])
        #expect(recipe.sourceURL == "https://www.example.org/recipe/1234/lemon-drizzle-cake/")
        #expect(recipe.imageURLs == ["https://images.example.org/lemon.jpg"])
        #expect(recipe.collections == ["Dessert", "Cake", "British"])
        #expect(recipe.totalTime == 3_600)
    }

    @Test func htmlInstructionStringBecomesSteps() throws {
        let recipe = try TestReading.only(JSONLDFixtures.stringInstructions, fileName: "brulee.jsonld")
        #expect(recipe.title == "Crème Brûlée")
        #expect(recipe.servings == "6")
        #expect(recipe.prepTime == 1_800)
        #expect(recipe.cookTime == 2_400)
        #expect(recipe.ingredients.last == "Sugar for the top…")
        #expect(recipe.directions == [
            "Heat the cream with the vanilla until just steaming.",
            "Whisk the yolks with the sugar, then pour in the cream.",
            "Bake at 150 °C in a water bath for 40 minutes.",
            "Chill overnight.",
        ])
        #expect(recipe.sourceURL == "https://cuisine.example.fr/creme-brulee")
    }

    @Test func numberedSentencesSplitAndGarbageTimesAreUnknown() throws {
        let recipe = try TestReading.only(JSONLDFixtures.numberedSentences, fileName: "toast.jsonld")
        #expect(recipe.directions == ["Slice the bread.", "Toast it for 2 minutes.", "Butter it while hot."])
        #expect(recipe.prepTime == nil)
        #expect(recipe.cookTime == 120)
        #expect(recipe.servings == "2 slices")
    }

    @Test func totalTimeKeptAloneAndStepNumbersRemoved() throws {
        let recipe = try TestReading.only(JSONLDFixtures.totalTimeOnly, fileName: "oats.jsonld")
        #expect(recipe.totalTime == 86_400)
        #expect(recipe.prepTime == nil && recipe.cookTime == nil)
        #expect(recipe.directions == ["Mix the oats with the milk.", "Leave in the fridge overnight."])
        #expect(recipe.ingredients == ["50 g oats", "150 ml milk"])
        #expect(recipe.imageURLs == ["https://example.net/oats.webp", "https://example.net/oats-2.jpg"])
        #expect(recipe.collections.isEmpty)
    }

    @Test func aStepThatIsNotTextIsLeftOutAndNamedByItsPath() throws {
        let json = #"[{"@type":"Recipe","name":"Odd","recipeInstructions":["Mix.",{"@type":"HowToStep"},42,"Bake."]}]"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes.map(\.directions) == [["Mix.", "Bake."]])
        #expect(TestReading.messages(result) == [
            #"x.jsonld: $[0].recipeInstructions[1]: expected text: the step has no "text" or "name""#,
            "x.jsonld: $[0].recipeInstructions[2]: expected text or a HowToStep, found a number",
        ])
    }

    @Test func aRecipeWithoutANameTakesTheFileName() throws {
        let recipe = try TestReading.only(#"{"@type":"Recipe","recipeIngredient":["salt"]}"#, fileName: "dir/Grandma's Soup.jsonld")
        #expect(recipe.title == "Grandma's Soup")
    }

    @Test func slightlyInvalidJSONIsTolerated() throws {
        let json = "\u{FEFF}{\"@type\": \"Recipe\", \"name\": \"Tab\there\",\n \"recipeIngredient\": [\"a\",\n\"b\",],}"
        let recipe = try TestReading.only(json, fileName: "x.jsonld")
        #expect(recipe.title == "Tab here")
        #expect(recipe.ingredients == ["a", "b"])
    }

    @Test func sameRecipeTwiceIsReadOnce() {
        let node = #"{"@type":"Recipe","name":"Twice"}"#
        #expect(TestReading.read("[\(node),\(node)]", fileName: "x.jsonld").recipes.count == 1)
    }

    @Test func fileWithoutARecipeSaysWhatItDescribes() {
        let result = TestReading.read(#"{"@context":"https://schema.org","@type":"Organization","name":"Acme"}"#, fileName: "org.jsonld")
        #expect(result.isFailure)
        #expect(TestReading.messages(result) == ["org.jsonld: no schema.org Recipe in the file (its JSON-LD describes: Organization)"])
    }

    @Test func invalidJSONNamesLineAndColumn() {
        let result = TestReading.read("{\"@type\": \"Recipe\",\n \"name\" \"x\"}", fileName: "bad.jsonld")
        #expect(TestReading.messages(result) == ["bad.jsonld: line 2, column 9: not valid JSON: expected ':' after the field name"])
    }
}
