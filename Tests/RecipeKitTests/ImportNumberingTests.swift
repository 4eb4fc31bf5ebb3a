import Foundation
import Testing
@testable import RecipeKit

@Suite struct ImportNumberingTests {
    @Test func recipesWithoutIDsAreNumberedAfterEveryIDTheLibraryAndTheImportUsed() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        try store.restore(sampleRecipe(id: 10, title: "Gone soon"))
        try store.delete(id: 10)
        let incoming = [sampleRecipe(title: "First", collections: ["Soup"]), sampleRecipe(id: 20, title: "Numbered"),
                        sampleRecipe(title: "Second", collections: [])]
        let summary = try store.importRecipes(incoming, existing: .skip)
        #expect(summary == ImportSummary(inserted: [20, 21, 22], replaced: [], skipped: []))
        #expect(try store.recipe(with: 21)?.title == "First")
        #expect(try store.recipe(with: 21)?.collections == ["Soup"])
        #expect(try store.recipe(with: 22)?.title == "Second")
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "second")) == [22])
        #expect(try store.searchIndexIsIntact())
        #expect(try store.add(Recipe(title: "Added later")).id == 23)
    }

    @Test(arguments: [1, 2, 100])
    func aFileWithoutIDsImportsTheSameInAnyChunkSize(chunkSize: Int) throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let json = Data(#"""
            [{"title": "Toast"}, {"title": "Tea", "id": 7, "isFavorite": true}, {"title": "Jam", "collections": ["Sweet"]},
             {"title": "Eggs"}]
            """#.utf8)
        let summary = try store.importRecipes(fromJSON: json, fileName: "f.json", existing: .skip, chunkSize: chunkSize)
        #expect(summary.inserted == [7, 8, 9, 10])
        let titles = try store.recipes(with: [7, 8, 9, 10]).map { "\($0.id) \($0.title) \($0.isFavorite)" }
        #expect(titles == ["7 Tea true", "8 Toast false", "9 Jam false", "10 Eggs false"])
        #expect(try store.collections() == [CollectionSummary(name: "Sweet", recipeCount: 1)])
        #expect(try store.recipe(with: 8)?.addedOn == testNow)
    }
}
