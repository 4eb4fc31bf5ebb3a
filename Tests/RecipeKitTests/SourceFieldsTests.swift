import Foundation
import GRDB
import Testing
@testable import RecipeKit

/// The fields imports from other formats brought (migration "v10 sources"): stored, in the JSON form, upgraded.
@Suite struct SourceFieldsTests {
    @Test func sourceNotesRatingAndImageURLsAreStoredAndReadBack() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let recipe = Recipe(title: "Pad thai", sourceURL: "https://example.com/pad-thai", notes: "Hot.\nVery hot.",
                            rating: 5, statedTotalTime: 1_800, imageURLs: ["https://example.com/a.jpg", "b.jpg"])
        let id = try store.add(recipe).id
        let stored = try #require(try store.recipe(with: id))
        #expect(stored.sourceURL == "https://example.com/pad-thai")
        #expect(stored.notes == "Hot.\nVery hot.")
        #expect(stored.rating == 5)
        #expect(stored.statedTotalTime == 1_800)
        #expect(stored.imageURLs == ["https://example.com/a.jpg", "b.jpg"])
    }

    @Test func theStatedTotalIsTheTotalWhenLargerThanPrepAndCook() {
        #expect(Recipe(title: "A", statedTotalTime: 3_600).totalTime == 3_600)
        #expect(Recipe(title: "B", prepTime: 600, statedTotalTime: 3_600).totalTime == 3_600)
        #expect(Recipe(title: "C", prepTime: 600, cookTime: 900).totalTime == 1_500)
        #expect(Recipe(title: "D", prepTime: 600, cookTime: 900, statedTotalTime: 1_200).totalTime == 1_500)
    }

    @Test func aListRowShowsTheStatedTotalWhenLargerThanPrepAndCook() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(Recipe(title: "Croissants", prepTime: 2_700, cookTime: 1_800, statedTotalTime: 80_100)).id
        #expect(try store.summaries(of: [id])[id]?.totalTime == 80_100)
    }

    @Test func aFileWrittenBeforeTheNewKeysStillImports() throws {
        let json = #"[{"title": "Old", "prepTime": 60, "imageNames": []}]"#
        let recipes = try RecipeFile.decode(Data(json.utf8), fileName: "old.json")
        #expect(recipes.map(\.sourceURL) == [""])
        #expect(recipes.map(\.rating) == [0])
        #expect(recipes.map(\.imageURLs) == [[]])
    }

    @Test func theJSONFormCarriesTheNewKeys() throws {
        let recipe = Recipe(id: 3, title: "T", sourceURL: "https://x.example", notes: "n", rating: 2,
                            statedTotalTime: 60, imageURLs: ["i.jpg"])
        let json = try RecipeJSON.encode([recipe])
        #expect(try RecipeFile.decode(json, fileName: "x.json") == [recipe])
        let text = String(decoding: json, as: UTF8.self)
        for key in ["sourceURL", "notes", "rating", "statedTotalTime", "imageURLs"] { #expect(text.contains("\"\(key)\"")) }
    }

    @Test func aRatingOutsideZeroToFiveIsRefused() {
        #expect(Recipe(title: "T", rating: 6).problem?.field == "rating")
        #expect(Recipe(title: "T", rating: -1).problem?.field == "rating")
    }

    @Test func aLibraryFromBeforeTheMigrationKeepsItsRecipesWithEmptySources() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            try LibrarySchema.migrator.migrate(queue, upTo: "v9 title sort key")
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO recipe (id, title, prepTime, cookTime, servings, ingredients, directions,
                                        isFavorite, addedOn, imageNames, titleKey)
                    VALUES (7, 'Soup', 60, 0, '', 'salt', 'cook', 0, '2026-01-01 00:00:00', '[]', 'soup')
                    """)
            }
        }
        let store = try RecipeStore(path: path, now: { testNow })
        let recipe = try #require(try store.recipe(with: 7))
        #expect(recipe.title == "Soup")
        #expect(recipe.sourceURL.isEmpty && recipe.notes.isEmpty && recipe.rating == 0 && recipe.imageURLs.isEmpty)
    }
}
