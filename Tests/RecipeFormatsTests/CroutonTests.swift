import Foundation
import Testing
@testable import RecipeFormats

@Suite struct CroutonTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// A `.crumb` as Crouton exports it. The shape (keys, `quantity.quantityType` names such as
    /// `MILLS` and `SECTION`, `isSection` steps, `tags` as objects, the misspelt
    /// `neutritionalInfo`, base64 `images`) follows the public fixtures and importers of Crouton
    /// files (mattcarpenter/flutter_test_2 `test/fixtures/import/crouton/minimal_recipe.crumb`,
    /// reaper47/recipya's Crouton reader); the recipe is made up. Lists are out of order on
    /// purpose: Crouton orders them by `order`.
    static func crumb(name: String = "Chicken piccata", images: [String]? = nil) -> String {
        let pictures = images ?? [Data(jpeg).base64EncodedString()]
        return """
        {"uuid":"8C2CB9D5-DFC4-4610-ACC8-0452B1DCEE04","name":"\(name)","serves":4,"defaultScale":1,
         "duration":15,"cookingDuration":25,"isPublicRecipe":false,"folderIDs":["F1D0A7A2-3C1B-4B7E-9D40-6A0E2B9C1F11"],
         "webLink":"https://example.com/piccata","sourceName":"Example Kitchen","rating":0,
         "notes":"Pound the chicken thin.","neutritionalInfo":"Calories: 420 kcal,\\nProtein: 38 g",
         "tags":[{"uuid":"T1","color":"#FCBE56","name":"Chicken"},{"uuid":"T2","color":"#A0C4FF","name":"Weeknight"}],
         "ingredients":[
          {"uuid":"I3","order":2,"ingredient":{"uuid":"G3","name":"plain flour"},"quantity":{"quantityType":"CUP","amount":0.5}},
          {"uuid":"I1","order":0,"ingredient":{"uuid":"G1","name":"Chicken"},"quantity":{"quantityType":"SECTION","amount":0}},
          {"uuid":"I2","order":1,"ingredient":{"uuid":"G2","name":"chicken breasts, halved"},"quantity":{"quantityType":"POUND","amount":1.5}},
          {"uuid":"I4","order":3,"ingredient":{"uuid":"G4","name":"Sauce"},"quantity":{"quantityType":"SECTION","amount":0}},
          {"uuid":"I5","order":4,"ingredient":{"uuid":"G5","name":"chicken stock"},"quantity":{"quantityType":"MILLS","amount":250}},
          {"uuid":"I6","order":5,"ingredient":{"uuid":"G6","name":"capers"},"quantity":{"quantityType":"TABLESPOON","amount":2,"secondaryAmount":3}},
          {"uuid":"I7","order":6,"ingredient":{"uuid":"G7","name":"lemon, juiced"},"quantity":{"quantityType":"ITEM","amount":1}},
          {"uuid":"I8","order":7,"ingredient":{"uuid":"G8","name":"salt and pepper"}}],
         "steps":[
          {"uuid":"S2","order":1,"isSection":false,"step":"1. Dredge the chicken in the flour\\nand fry until golden."},
          {"uuid":"S1","order":0,"isSection":true,"step":"Chicken"},
          {"uuid":"S3","order":2,"isSection":true,"step":"Sauce"},
          {"uuid":"S4","order":3,"isSection":false,"step":"Simmer the stock, capers and lemon juice; pour over."}],
         "images":\(pictures.map { "\"\($0)\"" }),"sourceImage":""}
        """
    }

    @Test func aCrumbIsRecognisedByItsContentWhateverItsName() {
        #expect(RecipeFormat.detect(Array(Self.crumb().utf8), fileName: "export.json") == .crouton)
        #expect(RecipeFormat.detect(Array(Self.crumb().utf8), fileName: "Chicken piccata.crumb") == .crouton)
        #expect(RecipeFormat.detect(Array(#"{"name": "Toast"}"#.utf8), fileName: "Toast.crumb") == .crouton)
    }

    @Test func aCrumbMapsEveryField() throws {
        let recipe = try TestReading.only(Self.crumb(), fileName: "Chicken piccata.crumb")
        #expect(recipe.title == "Chicken piccata")
        #expect(recipe.servings == "4" && recipe.prepTime == 900 && recipe.cookTime == 1_500 && recipe.totalTime == nil)
        #expect(recipe.ingredients == [
            "Chicken:", "1 1/2 lb chicken breasts, halved", "1/2 cup plain flour",
            "Sauce:", "250 ml chicken stock", "2-3 tbsp capers", "1 lemon, juiced", "salt and pepper",
        ])
        #expect(recipe.directions == [
            "Chicken:", "Dredge the chicken in the flour and fry until golden.",
            "Sauce:", "Simmer the stock, capers and lemon juice; pour over.",
        ])
        #expect(recipe.collections == ["Chicken", "Weeknight"])
        #expect(recipe.sourceURL == "https://example.com/piccata")
        #expect(recipe.notes == "Pound the chicken thin.\n\nNutrition: Calories: 420 kcal, Protein: 38 g")
        #expect(recipe.rating == nil)
        #expect(recipe.embeddedImages == [EmbeddedImage(data: Data(Self.jpeg))])
    }

    @Test func theSourceNameStandsForAMissingLinkAndAnUnreadablePictureIsLeftOut() throws {
        let crumb = Self.crumb(images: ["not base64 !"]).replacingOccurrences(of: #""webLink":"https://example.com/piccata","#, with: "")
        let recipe = try TestReading.only(crumb, fileName: "x.crumb")
        #expect(recipe.sourceURL == "Example Kitchen")
        #expect(recipe.embeddedImages.isEmpty)
    }

    @Test func aCroutonExportZipImportsEachCrumbAndNamesTheDamagedOne() {
        let zip = ArchiveBuilder.zip([
            (name: "Crouton Recipes/Chicken piccata.crumb", contents: Array(Self.crumb().utf8)),
            (name: "Crouton Recipes/Broken.crumb", contents: Array(#"{"name": "Broken", "steps": [{"#.utf8)),
            (name: "Crouton Recipes/Soup.crumb", contents: Array(Self.crumb(name: "Soup").utf8)),
        ])
        let result = TestReading.read(zip, fileName: "Crouton Recipes.zip")
        #expect(result.format == .crouton)
        #expect(result.recipes.map(\.title) == ["Chicken piccata", "Soup"])
        #expect(result.recipes.allSatisfy { $0.embeddedImages == [EmbeddedImage(data: Data(Self.jpeg))] })
        #expect(TestReading.messages(result).count == 1)
        #expect(TestReading.messages(result).first?.hasPrefix(
            #"Crouton Recipes.zip: entry "Crouton Recipes/Broken.crumb": not a Crouton recipe: its JSON is invalid at line 1"#) == true)
    }

    @Test func aDamagedCrumbIsRefusedWithItsNameAndPlace() {
        let result = TestReading.read(#"{"name": "Toast", "ingredients": [}"#, fileName: "Toast.crumb")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result) == [
            "Toast.crumb: not a Crouton recipe: its JSON is invalid at line 1, column 35 "
                + "(expected a value (object, array, string, number, true, false or null))",
        ])
        let list = TestReading.read(#"["isSection"]"#, fileName: "list.crumb")
        #expect(list.recipes.isEmpty && TestReading.messages(list).first?.contains("expected a JSON object") == true)
    }
}
