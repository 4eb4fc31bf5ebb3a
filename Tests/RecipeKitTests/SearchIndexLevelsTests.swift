import Foundation
import GRDB
import Testing
@testable import RecipeKit

/// A large import's part of the search index is placed where the small writes after it do not
/// merge it (`SearchIndexLevels`), and searches still find exactly what the recipes say.
@Suite struct SearchIndexLevelsTests {
    /// `count` recipes from `firstID` whose text has many distinct words (so their index segment
    /// spans many pages), each with `word` in its title.
    private func recipes(_ count: Int, firstID: Int, word: String) -> [Recipe] {
        (0..<count).map { offset in
            let id = firstID + offset
            let words = (0..<40).map { "w\(id)x\($0)" }.joined(separator: " ")
            return Recipe(id: id, title: "\(word) \(id)", ingredients: "beans\nleeks", directions: words)
        }
    }

    /// The search index's structure as the store's file holds it now.
    private func structure(_ store: RecipeStore) throws -> SearchIndexLevels.Structure {
        let blob = try #require(try store.database.read { db in
            try Data.fetchOne(db, sql: "SELECT block FROM recipeSearch_data WHERE id = 10")
        })
        return try #require(SearchIndexLevels.Structure(Array(blob)))
    }

    /// Deletes recipe `id` and adds it back, as `d` then `u` do: two small writes to the index.
    private func deleteAndRestore(_ id: Recipe.ID, in store: RecipeStore) throws {
        try store.restore(try store.remove(id: id))
    }

    @Test func smallWritesAfterALargeImportDoNotMergeItsSegments() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.importRecipes(recipes(2_000, firstID: 1, word: "stew"), existing: .skip)
        let imported = try structure(store)
        let importSegments = imported.levels.flatMap(\.segments)
        #expect(imported.levels[0].segments.isEmpty, "nothing of the import left on level 0")
        #expect(importSegments.reduce(0) { $0 + $1.pageCount } > 100)

        // 40 deletes and restores: 80 segments on level 0, five times what makes FTS5 merge it.
        for id in stride(from: 1, through: 1_999, by: 50) { try deleteAndRestore(id, in: store) }
        let after = try structure(store)
        let kept = after.levels.flatMap(\.segments)
        #expect(importSegments.allSatisfy { kept.contains($0) }, "the import's segments were not rewritten: \(after.levels)")
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "stew")).count == 2_000)
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "w1001x39")) == [1_001])
        #expect(try store.searchIndexIsIntact())
    }

    @Test func anImportAfterEditsFindsWhatTheLatestTextSays() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.importRecipes(recipes(1_500, firstID: 1, word: "stew"), existing: .skip)
        // Edits leave small segments on the levels under the import's: deletes among them.
        for id in 1...30 { _ = try store.remove(id: id) }
        for id in 31...60 { try deleteAndRestore(id, in: store) }
        // A second large import brings back deleted IDs with other words, and replaces others.
        _ = try store.importRecipes(recipes(1_200, firstID: 1, word: "quince"), existing: .replace)

        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "quince")) == Array(1...1_200).sorted { "quince \($0)" < "quince \($1)" })
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "stew")).sorted() == Array(1_201...1_500))
        for id in 61...90 { try deleteAndRestore(id, in: store) }
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "quince")).count == 1_200)
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "w15x3")).isEmpty == false)
        #expect(try structure(store).levels[0].segments.count < 16)
        #expect(try store.searchIndexIsIntact())
    }

    @Test func theStructureRecordReadsBackAsWritten() throws {
        let structure = SearchIndexLevels.Structure(
            [0, 0, 0, 3] + [2, 3] + Varint.encode(70_000) + [0, 1, 5, 1, 9] + [1, 2, 3, 1] + Varint.encode(300) + [4, 1, 2])
        let read = try #require(structure)
        #expect(read.writeCounter == 70_000 && read.cookie == 3)
        #expect(read.levels.map(\.segments.count) == [1, 2])
        #expect(read.levels[1].segments[0].pageCount == 300)
        #expect(SearchIndexLevels.Structure(read.bytes) == read)
        // FTS5's second layout, and a record cut short, are left alone.
        #expect(SearchIndexLevels.Structure([0, 0, 0, 3, 0xFF, 0, 0, 1, 1, 1, 0]) == nil)
        #expect(SearchIndexLevels.Structure(Array(read.bytes.dropLast())) == nil)
    }
}
