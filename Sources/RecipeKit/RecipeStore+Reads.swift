import Foundation
import GRDB

extension RecipeStore {
    /// How far back Recents reaches.
    public static let recentsInterval: TimeInterval = 30 * 24 * 60 * 60

    /// The recipe with this ID, or `nil` if there is none.
    public func recipe(with id: Recipe.ID) throws -> Recipe? {
        try read { db in try RecipeRows.fetch(ids: [id], db).first }
    }

    /// The recipes with these IDs, in the order given; IDs with no recipe are left out.
    ///
    /// - Complexity: O(k log n) for k IDs, in batches, without loading other recipes.
    public func recipes(with ids: [Recipe.ID]) throws -> [Recipe] {
        try read { db in
            var result: [Recipe] = []
            result.reserveCapacity(ids.count)
            for start in stride(from: 0, to: ids.count, by: RecipeRows.batchSize) {
                let batch = Array(ids[start..<min(start + RecipeRows.batchSize, ids.count)])
                result += try RecipeRows.fetch(ids: batch, db)
            }
            return result
        }
    }

    /// The IDs of the recipes a query selects, in the order the list shows them.
    ///
    /// Order: title ignoring case and accents (`TitleSortKey`), then ID; Recents: newest `addedOn` first, then the same.
    /// `.all` and `.favorites` read the order from an index: no sort of the table. A search or a
    /// collection puts its recipes in order in memory, by the library's title order read once and
    /// kept while no recipe is added, removed or retitled (see `TitleOrder`).
    public func recipeIDs(matching query: RecipeQuery) throws -> [Recipe.ID] {
        try read { db in
            let clauses = try QueryClauses(query, now: now(), db)
            if let ordered = try orderedInMemory(query.scope, clauses, db) { return ordered }
            let (sql, arguments) = Self.idSelection(for: clauses)
            return try RecipeRows.fetchIDs(db, sql: sql, arguments: arguments)
        }
    }

    /// The recipes of a Favorites or collection scope, as a set to keep a list's IDs by (unordered);
    /// nil for All Recipes (every recipe) and Recents (ordered by date, not as the other lists).
    ///
    /// A list that holds All Recipes in order keeps the scope's from it: `set.filter(all)` equals
    /// `recipeIDs(matching: RecipeQuery(scope: scope))`, without SQLite looking each recipe up
    /// to sort them (at a million recipes a collection of 50,000 took 130 ms that way).
    /// - Complexity: O(k) for the k recipes in the scope, read from an index.
    public func recipeIDSet(in scope: RecipeQuery.Scope) throws -> RecipeIDSet? {
        try read { db in try Self.memberIDs(of: scope, db).map(RecipeIDSet.init) }
    }

    /// The IDs of the recipes of a Favorites or collection scope, unordered (a collection by the
    /// spelling the library holds); nil for All Recipes and Recents.
    static func memberIDs(of scope: RecipeQuery.Scope, _ db: Database) throws -> [Recipe.ID]? {
        switch scope {
        case .all, .recents:
            return nil
        case .favorites:
            return try RecipeRows.fetchIDs(db, sql: "SELECT id FROM recipe WHERE isFavorite = 1")
        case .collection(let name):
            let stored = try CollectionNames(db).stored(name) ?? name
            return try RecipeRows.fetchIDs(db, sql: "SELECT recipeId FROM recipeCollection WHERE name = ?", arguments: [stored])
        }
    }

    /// The SQL that `recipeIDs(matching:)` runs when SQLite orders the list, separate so tests
    /// can check its query plan.
    func idSelection(for query: RecipeQuery, _ db: Database) throws -> (String, StatementArguments) {
        Self.idSelection(for: try QueryClauses(query, now: now(), db))
    }

    static func idSelection(for clauses: QueryClauses) -> (String, StatementArguments) {
        // With an ID filter SQLite looks up every hit; left alone it reads the wide table rows.
        let lookups = clauses.hasIDFilter ? " INDEXED BY recipe_lookup" : ""
        return ("SELECT recipe.id FROM recipe\(lookups)\(clauses.whereClause) ORDER BY \(clauses.order)",
                clauses.arguments)
    }

    /// The collections with their recipe counts, sorted by name as titles are (ignoring case and
    /// accents, `TitleSortKey`), then by the name itself.
    ///
    /// - Complexity: O(c log c) for c collections: the counts are kept by triggers, not counted.
    public func collections() throws -> [CollectionSummary] {
        let summaries = try read { db in
            try Row.fetchAll(db, sql: "SELECT name, recipeCount FROM collectionCount ORDER BY name")
                .map { CollectionSummary(name: $0[0], recipeCount: $0[1]) }
        }
        // Keys first, then the name's bytes (as SQLite compares text), so ties have one order.
        return summaries.map { (key: Array(TitleSortKey.of($0.name).utf8) + [0] + Array($0.name.utf8), summary: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
            .map(\.summary)
    }

    /// The number of recipes in the library.
    public func recipeCount() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe") ?? 0 }
    }
}
