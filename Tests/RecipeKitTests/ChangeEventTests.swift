import Foundation
import Testing
@testable import RecipeKit

@Suite struct ChangeEventTests {
    @Test func ownWritesAreReportedOnceEach() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        #expect(try store.pendingChanges() == [])

        let plain = try store.add(sampleRecipe(collections: []))
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [plain.id], deleted: [])])
        #expect(try store.pendingChanges() == [])

        let filed = try store.add(sampleRecipe(collections: ["Soups"]))
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [filed.id], deleted: []),
                                               .collectionsDidChange])

        try store.toggleFavorite(id: plain.id)
        #expect(try store.pendingChanges() == [.recipeDidChange(plain.id)])

        var edited = filed
        edited.title = "Renamed"
        try store.update(edited)
        #expect(try store.pendingChanges() == [.recipeDidChange(filed.id)])

        edited.collections = ["Soups", "Winter"]
        try store.update(edited)
        #expect(try store.pendingChanges() == [.recipeDidChange(filed.id), .collectionsDidChange])

        let deleted = try store.delete(id: filed.id)
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [], deleted: [filed.id]),
                                               .collectionsDidChange])

        try store.restore(deleted)
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [filed.id], deleted: []),
                                               .collectionsDidChange])
    }

    @Test func settingTheFavoriteItAlreadyHasReportsNothing() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(sampleRecipe(favorite: true)).id
        _ = try store.pendingChanges()
        try store.setFavorite(true, for: id)
        #expect(try store.pendingChanges() == [])
    }

    @Test func writesBetweenPollsAreCollapsed() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let kept = try store.add(sampleRecipe(collections: []))
        _ = try store.pendingChanges()
        let transient = try store.add(sampleRecipe(collections: []))
        try store.delete(id: transient.id)
        try store.toggleFavorite(id: kept.id)
        try store.toggleFavorite(id: kept.id)
        let added = try store.add(sampleRecipe(collections: []))
        try store.toggleFavorite(id: added.id)
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [added.id], deleted: []),
                                               .recipeDidChange(kept.id)])
    }

    @Test func writesThroughAnotherConnectionAreReportedAsTheSameEvents() throws {
        let directory = TemporaryDirectory()
        let browser = try makeEmptyStore(directory)
        let id = try browser.add(sampleRecipe(collections: ["Soups"])).id
        _ = try browser.pendingChanges()

        let script = try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
        #expect(try browser.pendingChanges() == [])
        try script.toggleFavorite(id: id)
        #expect(try browser.pendingChanges() == [.recipeDidChange(id)])
        let added = try script.add(sampleRecipe(title: "Stew", collections: []))
        #expect(try browser.pendingChanges() == [.recipesDidChange(inserted: [added.id], deleted: [])])
        try script.delete(id: id)
        #expect(try browser.pendingChanges() == [.recipesDidChange(inserted: [], deleted: [id]),
                                                 .collectionsDidChange])
        // The writer sees its own three writes too, collapsed: the toggled recipe is gone by now.
        #expect(try script.pendingChanges() == [.recipesDidChange(inserted: [added.id], deleted: [id]),
                                                .collectionsDidChange])
    }

    @Test func aFavoriteSetByAnotherProcessIsReported() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let browser = try RecipeStore(path: path, newLibrary: .empty, now: { testNow })
        let id = try browser.add(sampleRecipe(favorite: false)).id
        _ = try browser.pendingChanges()

        let child = try launchRecipes(["fav", String(id), "--library", path])
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        #expect(try browser.pendingChanges() == [.recipeDidChange(id)])
        #expect(try browser.recipe(with: id)?.isFavorite == true)
    }

    @Test func aPrunedLogIsReportedAsEverythingChanged() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.add(sampleRecipe())
        try store.database.write { db in
            try db.execute(sql: "DELETE FROM changeLog")
            try db.execute(sql: "INSERT INTO changeLog(recipeId, kind) VALUES (1, 'update')")
        }
        #expect(try store.pendingChanges() == [.recipesDidChange(inserted: [], deleted: []), .collectionsDidChange,
                                               .shoppingDidChange])
    }

    @Test func theLogIsPrunedOnlyPastTwiceTheKeptRowsAndAfterAnHour() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let rows = 2 * ChangeLog.retainedRows + 5
        let count = { try store.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM changeLog") ?? 0 } }
        try store.database.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
                INSERT INTO changeLog(recipeId, kind, loggedAt) SELECT i, 'update', ? FROM n
                """, arguments: [Int(testNow.timeIntervalSince1970) - 60])
            try ChangeLog.prune(db, now: testNow)
        }
        #expect(try count() == rows) // a minute old: a suspended browser may still want them
        try store.database.write { db in try ChangeLog.prune(db, now: testNow.addingTimeInterval(3_600)) }
        #expect(try count() == ChangeLog.retainedRows + 1)
    }
}
