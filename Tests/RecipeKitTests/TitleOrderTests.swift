import Foundation
import GRDB
import Testing
@testable import RecipeKit

/// `recipeIDs(matching:)` orders searches and collections in memory by the library's title order
/// (`TitleOrder`), kept between queries. These tests hold it to what SQLite's ORDER BY says, for
/// every scope, before and after the order has been read, and after every kind of write.
@Suite struct TitleOrderTests {
    /// Titles that test the order itself: case ties broken by ID, accents, other scripts.
    private static let trickyTitles = [
        "apple pie", "Apple pie", "APPLE PIE", "Éclairs", "eclairs", "Zucchini bread", "김치전", "Ösgrütze",
        "Chicken soup", "chicken Soup", "🍲 hotpot", "Garlic bread",
    ]

    /// Every scope the sidebar offers in the sample library, each with and without search texts
    /// that select many, a few, one and no recipes.
    private static func queries(_ store: RecipeStore) throws -> [RecipeQuery] {
        let scopes: [RecipeQuery.Scope] = [.all, .favorites, .recents]
            + (try store.collections()).map { .collection($0.name) }
        let searches: [String?] = [nil, "a", "chick", "garlic bread", "김", "apple", "no-such-word", "\"*"]
        return scopes.flatMap { scope in searches.map { RecipeQuery(scope: scope, searchText: $0) } }
    }

    /// The sample library plus the tricky titles, on the fixed clock.
    private static func makeStore(_ directory: TemporaryDirectory) throws -> RecipeStore {
        let store = try RecipeStore(path: directory.file("library.sqlite"), newLibrary: .sample, now: { testNow })
        for (index, title) in trickyTitles.enumerated() {
            try store.add(sampleRecipe(title: title, favorite: index.isMultiple(of: 3), collections: ["Tricky"]))
        }
        return store
    }

    /// What SQLite's ORDER BY gives for `query`: the list as `recipeIDs(matching:)` must return it.
    private static func orderedBySQLite(_ query: RecipeQuery, _ store: RecipeStore) throws -> [Recipe.ID] {
        try store.database.read { db in
            let (sql, arguments) = try store.idSelection(for: query, db)
            return try Int.fetchAll(db, sql: sql, arguments: arguments)
        }
    }

    /// Each query's list against SQLite's; returns how many lists were compared.
    @discardableResult
    private static func expectEveryListAsSQLiteOrdersIt(_ store: RecipeStore, _ note: String) throws -> Int {
        let queries = try queries(store)
        for query in queries {
            let expected = try orderedBySQLite(query, store)
            #expect(try store.recipeIDs(matching: query) == expected, "\(note): \(query)")
        }
        return queries.count
    }

    @Test func everyScopeAndSearchIsOrderedAsSQLiteOrdersItBeforeAndAfterTheOrderIsRead() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        // A fresh store: searches with many hits read the order, the rest are ordered by SQLite.
        let cold = try RecipeStore(path: store.path, now: { testNow })
        #expect(cold.titleOrder.withLock { $0 == nil })
        try Self.expectEveryListAsSQLiteOrdersIt(cold, "before the order was read")
        #expect(cold.titleOrder.withLock { $0 != nil }, "a search with many hits reads the title order")
        _ = try cold.recipeIDs(matching: RecipeQuery())
        let compared = try Self.expectEveryListAsSQLiteOrdersIt(cold, "with the order read")
        #expect(compared > 50)
    }

    @Test func theOrderIsReadAgainAfterEveryWriteThatMovesRecipes() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        _ = try store.recipeIDs(matching: RecipeQuery())

        let added = try store.add(sampleRecipe(title: "Aardvark-shaped apple cookies", collections: ["Tricky"]))
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after add")

        var renamed = added
        renamed.title = "Zesty apple cookies"
        try store.update(renamed)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after retitle")

        renamed.title = "zesty APPLE cookies"
        try store.update(renamed)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after a change of case only")

        let firstApple = try store.recipeIDs(matching: RecipeQuery(searchText: "apple"))[0]
        let deleted = try store.delete(id: firstApple)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after delete")

        try store.restore(deleted)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after restore")

        try store.toggleFavorite(id: firstApple)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after toggling a favorite")

        let imported = (0..<30).map { sampleRecipe(id: 5_000 + $0, title: "Apple variation \(30 - $0)", collections: ["Tricky"]) }
        _ = try store.importRecipes(imported, existing: .skip)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after a bulk import")

        _ = try store.importRecipes([sampleRecipe(id: deleted.id, title: "Apple pie, replaced", collections: ["Tricky"])], existing: .replace)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after an import that replaces a recipe")

        // Another process (here another connection) writes: this store's kept order must not be used.
        let other = try RecipeStore(path: store.path, now: { testNow })
        try other.add(sampleRecipe(title: "AAA apple first", collections: ["Tricky"]))
        try other.delete(id: 5_010)
        try Self.expectEveryListAsSQLiteOrdersIt(store, "after writes by another connection")
    }

    @Test func aReadingCompanionUsesTheOrderItsStoreReadAndFollowsItsWrites() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        _ = try store.recipeIDs(matching: RecipeQuery())
        let companion = try store.readingCompanion()
        #expect(companion.isReadOnly)
        // The order its store read is there before the companion reads anything.
        #expect(companion.titleOrder.withLock { $0 != nil })
        try Self.expectEveryListAsSQLiteOrdersIt(companion, "a companion, with its store's order")

        // Its store writes: the companion sees the writes and orders by the library as it is now.
        let added = try store.add(sampleRecipe(title: "Aardvark apple cake", collections: ["Tricky"]))
        _ = try store.delete(id: try store.recipeIDs(matching: RecipeQuery(scope: .collection("Tricky")))[1])
        try Self.expectEveryListAsSQLiteOrdersIt(companion, "a companion, after its store's writes")
        #expect(try companion.recipeIDs(matching: RecipeQuery(scope: .collection("Tricky"))).first == added.id)
        #expect(throws: LibraryError.self) { try companion.toggleFavorite(id: added.id) }
    }

    @Test func aScopeKeptFromAllRecipesByItsMembersIsTheScopesList() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        func expectEveryScope(_ note: String) throws {
            let all = try store.recipeIDs(matching: RecipeQuery())
            let scopes: [RecipeQuery.Scope] = [.favorites] + (try store.collections()).map { .collection($0.name) }
                + [.collection("tricky"), .collection("No such collection")]
            for scope in scopes {
                let members = try #require(try store.recipeIDSet(in: scope))
                #expect(members.filter(all) == (try Self.orderedBySQLite(RecipeQuery(scope: scope), store)), "\(note): \(scope)")
            }
            #expect(try store.recipeIDSet(in: .all) == nil && store.recipeIDSet(in: .recents) == nil)
        }
        try expectEveryScope("the sample library")
        let first = try store.recipeIDs(matching: RecipeQuery(scope: .collection("Tricky")))[0]
        _ = try store.delete(id: first)
        try store.toggleFavorite(id: try store.recipeIDs(matching: RecipeQuery())[3])
        try expectEveryScope("after a delete and a favorite")
    }

    @Test func aCollectionNamedInAnotherCaseIsOrderedInMemoryAsSQLiteOrdersIt() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        _ = try store.recipeIDs(matching: RecipeQuery()) // the title order read and kept
        for name in ["tricky", "TRICKY", "Tricky"] {
            let query = RecipeQuery(scope: .collection(name))
            #expect(try store.recipeIDs(matching: query) == (try Self.orderedBySQLite(query, store)), "\(name)")
            #expect(try store.recipeIDs(matching: query).count == Self.trickyTitles.count, "\(name)")
        }
    }

    @Test func togglingAFavoriteKeepsTheOrderAndMovingWritesDoNot() throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(directory)
        func version() throws -> Int {
            try store.database.read { db in try Int.fetchOne(db, sql: "SELECT version FROM titleOrderVersion")! }
        }
        var last = try version()
        func expectChange(_ changes: Bool, _ note: String) throws {
            let now = try version()
            #expect((now != last) == changes, "\(note): \(last) → \(now)")
            last = now
        }
        let recipe = try store.add(sampleRecipe(title: "Lentil soup"))
        try expectChange(true, "add")
        try store.toggleFavorite(id: recipe.id)
        try expectChange(false, "toggle favorite")
        var edited = recipe
        edited.ingredients = "lentils\nonion\ncumin"
        edited.collections = ["Soups"]
        try store.update(edited)
        try expectChange(false, "ingredients and collections edited")
        edited.title = "Red lentil soup"
        try store.update(edited)
        try expectChange(true, "retitle")
        _ = try store.delete(id: recipe.id)
        try expectChange(true, "delete")
        _ = try store.importRecipes([sampleRecipe(id: 9_000, title: "Imported")], existing: .skip)
        try expectChange(true, "import")
    }
}

@Suite struct TitleOrderValueTests {
    @Test(arguments: [
        [4, 2, 9, 1, 7],                       // dense IDs: a flat array of positions
        [4_000_000_000, 2, 90_000_000, 1, 7],  // sparse IDs: a dictionary
    ])
    func ordersAnySelectionByPositionSkippingUnknownAndRepeatedIDs(ids: [Int]) {
        let order = TitleOrder(version: 1, ids: ids)
        #expect(order.ordered(ids.reversed()) == ids)
        #expect(order.ordered([ids[3], 12_345, ids[0], ids[3], -1]) == [ids[0], ids[3]])
        #expect(order.ordered([ids[4], ids[1], ids[0]], intersecting: [ids[0], ids[4], 99]) == [ids[0], ids[4]])
        #expect(order.ordered([Int]()) == [])
        #expect(order.rank(of: ids[2]) == 2)
        #expect(order.rank(of: 3) == nil)
    }

    @Test func ordersAcrossManyBitmapWords() {
        // 1,008 IDs in a scrambled order (multiplying by 7,919 permutes 1...1,008 modulo the prime 1,009).
        let ids = (1...1_008).map { $0 * 7_919 % 1_009 }
        let order = TitleOrder(version: 1, ids: ids)
        let selected = Set(ids.filter { !$0.isMultiple(of: 3) })
        #expect(order.ordered(selected) == ids.filter(selected.contains))
        #expect(order.ordered([]) == [])
    }
}
