import Foundation
import Testing
@testable import RecipeFormats

@Suite struct NextcloudMelaTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]

    /// A `recipe.json` as Nextcloud Cookbook keeps it in the recipe's folder.
    static func nextcloudJSON(name: String) -> [UInt8] {
        Array("""
        {"id":"4127","name":"\(name)","description":"Fluffy.","url":"https:\\/\\/example.com\\/\(name.lowercased())",
         "image":"https:\\/\\/example.com\\/p.jpg","prepTime":"PT0H10M0S","cookTime":"PT0H20M0S","totalTime":"PT0H30M0S",
         "recipeCategory":"Breakfast","keywords":"quick,sweet","recipeYield":4,"tool":[],
         "recipeIngredient":["200 g flour","2 eggs"],"recipeInstructions":["Whisk.","Fry."],
         "nutrition":{"@type":"NutritionInformation"},"@context":"http:\\/\\/schema.org","@type":"Recipe",
         "dateModified":"2024-01-01T10:00:00+0000","dateCreated":"2024-01-01T10:00:00+0000","printImage":true,
         "imageUrl":"\\/apps\\/cookbook\\/webapp\\/recipes\\/4127\\/image?size=full"}
        """.utf8)
    }

    @Test func nextcloudArchiveReadsEachFolderWithItsFullPicture() throws {
        let zip = ArchiveBuilder.zip(["Pancakes", "Waffles"].flatMap { name in
            [(name: "Recipes/\(name)/recipe.json", contents: Self.nextcloudJSON(name: name)),
             (name: "Recipes/\(name)/thumb16.jpg", contents: [0xFF, 0xD8, 0xFF, 0xDB]),
             (name: "Recipes/\(name)/full.jpg", contents: Self.jpeg)]
        })
        let result = TestReading.read(zip, fileName: "Recipes.zip")
        #expect(result.format == .nextcloud)
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Pancakes", "Waffles"])
        let pancakes = try #require(result.recipes.first)
        #expect(pancakes.ingredients == ["200 g flour", "2 eggs"] && pancakes.directions == ["Whisk.", "Fry."])
        #expect(pancakes.servings == "4" && pancakes.prepTime == 600 && pancakes.cookTime == 1_200)
        #expect(pancakes.collections == ["Breakfast"])
        #expect(pancakes.sourceURL == "https://example.com/pancakes")
        #expect(pancakes.embeddedImages == [EmbeddedImage(data: Data(Self.jpeg))])
    }

    @Test func aRecipeJSONReadAsNextcloudIsReadAsSchemaOrg() throws {
        let result = RecipeImport.read(Data(Self.nextcloudJSON(name: "Soup")), fileName: "Soup/recipe.json", as: .nextcloud)
        #expect(result.recipes.map(\.title) == ["Soup"] && result.problems.isEmpty)
    }

    @Test func aNextcloudFolderWithoutRecipeIsNamed() {
        let zip = ArchiveBuilder.zip([
            (name: "Recipes/Good/recipe.json", contents: Self.nextcloudJSON(name: "Good")),
            (name: "Recipes/Bad/recipe.json", contents: Array(#"{"name": "Bad"}"#.utf8)),
        ])
        let result = TestReading.read(zip, fileName: "Recipes.zip")
        #expect(result.recipes.map(\.title) == ["Good"])
        #expect(TestReading.messages(result).count == 1)
        #expect(TestReading.messages(result).first?.hasPrefix(#"Recipes.zip: entry "Recipes/Bad/recipe.json": "#) == true)
    }

    /// A recipe as Mela exports it (`.melarecipe`).
    static func melaJSON(title: String) -> [UInt8] {
        Array("""
        {"id":"mela-\(title.count)","title":"\(title)","text":"From Grandma.","yield":"12 cookies","prepTime":"15 min",
         "cookTime":"1 hr 10 min","totalTime":"","categories":["Baking","Sweet"],"favorite":true,"wantToCook":false,
         "ingredients":"# Dough\\n250 g butter\\n\\n200 g sugar\\n# Topping\\n50 g chocolate",
         "instructions":"# Dough\\nCream the butter and sugar.\\nChill.\\n# Finish\\nMelt the chocolate.",
         "notes":"Freeze the dough.","nutrition":"","link":"https://example.com/\(title.lowercased())","date":725000000,
         "images":["\(Data(png).base64EncodedString())","not base64 !"]}
        """.utf8)
    }

    @Test func melaRecipeWithHeadingsAndPicture() throws {
        let result = TestReading.read(Self.melaJSON(title: "Cookies"), fileName: "Cookies.melarecipe")
        #expect(result.format == .mela)
        let cookies = try #require(result.recipes.first)
        #expect(cookies.ingredients == ["Dough:", "250 g butter", "200 g sugar", "Topping:", "50 g chocolate"])
        #expect(cookies.directions == ["Dough:", "Cream the butter and sugar.", "Chill.", "Finish:", "Melt the chocolate."])
        #expect(cookies.servings == "12 cookies" && cookies.prepTime == 900 && cookies.cookTime == 4_200 && cookies.totalTime == nil)
        #expect(cookies.collections == ["Baking", "Sweet"] && cookies.isFavorite == true)
        #expect(cookies.sourceURL == "https://example.com/cookies" && cookies.notes == "From Grandma.\n\nFreeze the dough.")
        #expect(cookies.embeddedImages == [EmbeddedImage(data: Data(Self.png))])
    }

    @Test func melaArchiveOfRecipesKeepsTheGoodOnes() {
        let zip = ArchiveBuilder.zip([
            (name: "Cookies.melarecipe", contents: Self.melaJSON(title: "Cookies")),
            (name: "Broken.melarecipe", contents: Array(#"{"title": "Broken", "ingredients": "#.utf8)),
            (name: "Cake.melarecipe", contents: Self.melaJSON(title: "Cake")),
        ])
        let result = TestReading.read(zip, fileName: "Export.melarecipes")
        #expect(result.format == .mela)
        #expect(result.recipes.map(\.title) == ["Cookies", "Cake"])
        #expect(TestReading.messages(result).count == 1)
        #expect(TestReading.messages(result).first?.hasPrefix(#"Export.melarecipes: entry "Broken.melarecipe": not a Mela recipe: its JSON is invalid"#) == true)
    }
}
