import Foundation
import Testing
@testable import RecipeFormats

@Suite struct MealieTests {
    /// The first bytes of a WebP file, as Mealie stores its `original.webp`.
    static let webp: [UInt8] = Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0x18, 0, 0, 0]

    /// A recipe as Mealie 1.x writes it in `recipes/<slug>/<slug>.json` of its recipe export.
    static func recipeJSON(name: String, slug: String) -> [UInt8] {
        Array("""
        {"id":"5d4c0a1e-2b7f-4f5a-9c3e-1a2b3c4d5e6f","user_id":"u1","group_id":"g1","name":"\(name)","slug":"\(slug)",
         "image":"Xa3b","recipe_yield":"8 pieces","recipe_servings":0.0,"total_time":"1 hour 30 minutes","prep_time":"20 minutes",
         "cook_time":null,"perform_time":"1 hour","description":"Crisp on the outside.",
         "recipe_category":[{"id":"c1","name":"Baking","slug":"baking"}],"tags":[{"id":"t1","name":"Weekend","slug":"weekend"}],
         "tools":[{"id":"x","name":"Oven","slug":"oven","on_hand":false}],"rating":4,"org_url":"https://example.com/\(slug)",
         "date_added":"2024-01-02","date_updated":"2024-01-03T10:00:00","created_at":"2024-01-02T10:00:00","update_at":null,
         "last_made":null,
         "recipe_ingredient":[
          {"quantity":1.0,"unit":null,"food":null,"note":"","is_food":false,"disable_amount":true,"display":"",
           "title":"Dough","original_text":null,"reference_id":"r0"},
          {"quantity":500.0,"unit":{"id":"u","name":"gram","abbreviation":"g"},"food":{"id":"f","name":"flour"},"note":"sifted",
           "is_food":true,"disable_amount":false,"display":"500 gram flour sifted","title":null,"original_text":"500 g flour, sifted",
           "reference_id":"r1"},
          {"quantity":1.5,"unit":{"id":"u2","name":"teaspoon"},"food":{"id":"f2","name":"salt"},"note":null,"display":"",
           "title":"","original_text":null,"reference_id":"r2"},
          {"quantity":0.0,"unit":null,"food":null,"note":"2 eggs","display":"2 eggs","title":"Filling",
           "original_text":null,"reference_id":"r3"}
         ],
         "recipe_instructions":[
          {"id":"s1","title":"Dough","summary":"","text":"Mix the flour and salt.\\n\\nKnead for 10 minutes.","ingredient_references":[]},
          {"id":"s2","title":"","text":"Bake for 1 hour.","ingredient_references":[]}
         ],
         "nutrition":{"calories":null},"settings":{"public":true,"disable_amount":false},"assets":[],
         "notes":[{"title":"Storage","text":"Keeps 3 days."}],"extras":{},"comments":[]}
        """.utf8)
    }

    static func export(_ slugs: [(name: String, slug: String)], pictures: Bool = true) -> [UInt8] {
        ArchiveBuilder.zip(slugs.flatMap { recipe in
            [(name: "recipes/\(recipe.slug)/\(recipe.slug).json", contents: recipeJSON(name: recipe.name, slug: recipe.slug))]
                + (pictures ? [(name: "recipes/\(recipe.slug)/images/original.webp", contents: webp),
                               (name: "recipes/\(recipe.slug)/images/min-original.webp", contents: [1, 2, 3])] : [])
        })
    }

    @Test func exportArchiveReadsEveryRecipeWithItsPicture() throws {
        let result = TestReading.read(Self.export([("Focaccia", "focaccia"), ("Brioche", "brioche")]), fileName: "mealie_2024.zip")
        try Self.expectFocaccia(result)
    }

    /// Mealie 0.5's backup: the same recipe folders beside its users, groups, settings and templates.
    @Test func oldBackupReadsOnlyTheRecipes() throws {
        var entries = [(name: "users/users.json", contents: Array(#"[{"id": 1, "fullName": "Admin"}]"#.utf8)),
                       (name: "settings/settings.json", contents: Array(#"[{"language": "en-US"}]"#.utf8)),
                       (name: "templates/recipes.md/focaccia.md", contents: Array("# Focaccia".utf8))]
        entries += [("Focaccia", "focaccia"), ("Brioche", "brioche")].flatMap { recipe in
            [(name: "recipes/\(recipe.1)/\(recipe.1).json", contents: Self.recipeJSON(name: recipe.0, slug: recipe.1)),
             (name: "recipes/\(recipe.1)/images/original.webp", contents: Self.webp)]
        }
        try Self.expectFocaccia(TestReading.read(ArchiveBuilder.zip(entries), fileName: "Auto_2021-Jul-23.zip"))
    }

    private static func expectFocaccia(_ result: ReadResult) throws {
        #expect(result.format == .mealie)
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Focaccia", "Brioche"])
        let focaccia = try #require(result.recipes.first)
        #expect(focaccia.ingredients == ["Dough:", "500 gram flour sifted", "1 1/2 teaspoon salt", "Filling:", "2 eggs"])
        #expect(focaccia.directions == ["Dough:", "Mix the flour and salt. Knead for 10 minutes.", "Bake for 1 hour."])
        #expect(focaccia.servings == "8 pieces")
        #expect(focaccia.prepTime == 1_200 && focaccia.cookTime == 3_600 && focaccia.totalTime == 5_400)
        #expect(focaccia.collections == ["Baking", "Weekend"])
        #expect(focaccia.rating == 4)
        #expect(focaccia.sourceURL == "https://example.com/focaccia")
        #expect(focaccia.notes == "Crisp on the outside.\n\nStorage\nKeeps 3 days.")
        #expect(focaccia.embeddedImages.map(\.fileExtension) == ["webp"])
        #expect(focaccia.embeddedImages.first?.data == Data(Self.webp))
    }

    @Test func oneRecipeJSONOnItsOwnIsRecognisedByItsKeys() throws {
        let recipe = try #require(TestReading.read(Self.recipeJSON(name: "Soup", slug: "soup"), fileName: "download").recipes.first)
        #expect(TestReading.read(Self.recipeJSON(name: "Soup", slug: "soup"), fileName: "download").format == .mealie)
        #expect(recipe.title == "Soup" && recipe.ingredients.count == 5)
    }

    @Test func aBrokenRecipeIsNamedAndTheOthersAreRead() {
        var entries = [(name: "recipes/good/good.json", contents: Self.recipeJSON(name: "Good", slug: "good"))]
        entries.append((name: "recipes/bad/bad.json", contents: Array(#"{"name": "Bad", "recipe_ingredient": [}"#.utf8)))
        entries.append((name: "recipes/list/list.json", contents: Array(#"[1, 2]"#.utf8)))
        let result = TestReading.read(ArchiveBuilder.zip(entries), fileName: "export.zip")
        #expect(result.recipes.map(\.title) == ["Good"])
        #expect(TestReading.messages(result) == [
            #"export.zip: entry "recipes/bad/bad.json": not a Mealie recipe: its JSON is invalid at line 1, column 39 (expected a value (object, array, string, number, true, false or null))"#,
            #"export.zip: entry "recipes/list/list.json": not a Mealie recipe: expected a JSON object"#,
        ])
    }

    @Test func unparsedIngredientsAndStringListsOfMealie0AreRead() throws {
        let json = #"{"name":"Old","recipeIngredient":["1 cup rice","2 cups water"],"orgURL":"https://old.example/x","#
            + #""recipeInstructions":[{"title":"","text":"Boil."}],"recipeCategory":["Dinner"],"tags":["Quick"],"recipeYield":"2"}"#
        let recipe = try TestReading.only(json, fileName: "old.json")
        #expect(recipe.ingredients == ["1 cup rice", "2 cups water"])
        #expect(recipe.directions == ["Boil."])
        #expect(recipe.collections == ["Dinner", "Quick"])
        #expect(recipe.servings == "2" && recipe.sourceURL == "https://old.example/x")
    }

    @Test func backupDatabaseJSONIsPutTogetherPerRecipe() throws {
        let database = """
        {"alembic_version":[{"version_num":"x"}],
         "recipes":[{"id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","name":"Dal","slug":"dal","description":"Weeknight dal.",
           "recipe_yield":null,"recipe_servings":4.0,"total_time":null,"prep_time":"10 minutes","perform_time":"30 minutes",
           "cook_time":null,"org_url":"https://example.com/dal","rating":5},
          {"id":"ffff0000ffff0000ffff0000ffff0000","name":"Rice","slug":"rice","description":"","recipe_servings":2,
           "org_url":null,"rating":null}],
         "recipes_ingredients":[
          {"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","position":1,"title":null,"note":"rinsed","quantity":200.0,
           "unit_id":"un1","food_id":"fo1","original_text":null},
          {"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","position":0,"title":"Dal","note":"","quantity":1,
           "unit_id":null,"food_id":"fo2","original_text":null},
          {"recipe_id":"ffff0000ffff0000ffff0000ffff0000","position":0,"title":null,"note":"1 cup rice","quantity":0,
           "unit_id":null,"food_id":null,"original_text":null}],
         "ingredient_foods":[{"id":"fo1","name":"red lentils"},{"id":"fo2","name":"onion"}],
         "ingredient_units":[{"id":"un1","name":"g"}],
         "recipe_instructions":[
          {"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","position":1,"title":"","text":"Simmer the lentils."},
          {"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","position":0,"title":"Tadka","text":"Fry the onion."}],
         "notes":[{"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","title":"Tip","text":"Add lemon."}],
         "categories":[{"id":"c1","name":"Indian"}],"tags":[{"id":"t1","name":"Vegan"}],
         "recipes_to_categories":[{"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","category_id":"c1"}],
         "recipes_to_tags":[{"recipe_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f9","tag_id":"t1"}]}
        """
        let zip = ArchiveBuilder.zip([
            (name: "database.json", contents: Array(database.utf8)),
            (name: "data/recipes/0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9/images/original.webp", contents: Self.webp),
        ])
        let result = TestReading.read(zip, fileName: "mealie_2024.10.01.zip")
        #expect(result.format == .mealie && result.problems.isEmpty)
        #expect(result.recipes.map(\.title) == ["Dal", "Rice"])
        let dal = try #require(result.recipes.first)
        #expect(dal.ingredients == ["Dal:", "1 onion", "200 g red lentils, rinsed"])
        #expect(dal.directions == ["Tadka:", "Fry the onion.", "Simmer the lentils."])
        #expect(dal.servings == "4" && dal.prepTime == 600 && dal.cookTime == 1_800 && dal.rating == 5)
        #expect(dal.collections == ["Indian", "Vegan"])
        #expect(dal.notes == "Weeknight dal.\n\nTip\nAdd lemon.")
        #expect(dal.embeddedImages.map(\.fileExtension) == ["webp"])
        #expect(result.recipes[1].ingredients == ["1 cup rice"] && result.recipes[1].embeddedImages.isEmpty)
    }

    @Test func aBackupWithoutRecipesTableIsRefusedWithTheReason() {
        let zip = ArchiveBuilder.zip([(name: "database.json", contents: Array(#"{"users": []}"#.utf8))])
        #expect(TestReading.messages(TestReading.read(zip, fileName: "b.zip"))
            == [#"b.zip: entry "database.json": not a Mealie backup: it has no "recipes" table"#])
    }

    @Test func theArchivesExpansionIsBoundedAcrossItsEntries() {
        let zip = Self.export([("A", "a"), ("B", "b")])
        let result = TestReading.read(zip, fileName: "bomb.zip", options: ReadOptions(limits: DecompressionLimits(maximumBytes: 1_500)))
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).first?.contains("refused: it expands past") == true)
    }
}
