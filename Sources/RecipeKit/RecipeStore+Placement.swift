import Foundation
import GRDB

/// Where a recipe stands in a query's list. Compares exactly as the query's ORDER BY does:
/// Recents newest `addedOn` first, then the stored title key (`TitleSortKey`) byte by byte, as
/// SQLite's BINARY collation compares it, then the ID.
public struct ListPlacement: Comparable, Hashable, Sendable {
    /// Recents only: when the recipe was added (newest first).
    let addedOn: Date?
    /// The UTF-8 of the recipe's stored `titleKey`.
    let titleKey: [UInt8]
    /// The tie-breaker.
    let id: Recipe.ID

    init(titleKey: String, id: Recipe.ID, addedOn: Date?) {
        self.titleKey = Array(titleKey.utf8)
        self.id = id
        self.addedOn = addedOn
    }

    /// Whether `a` is listed before `b`.
    public static func < (a: ListPlacement, b: ListPlacement) -> Bool {
        if let x = a.addedOn, let y = b.addedOn, x != y { return x > y }
        if a.titleKey != b.titleKey { return a.titleKey.lexicographicallyPrecedes(b.titleKey) }
        return a.id < b.id
    }
}

extension RecipeStore {
    /// Where each of `ids` stands in the list `query` selects; IDs the query does not select (or
    /// that do not exist) are left out. With it a list takes in a few changed recipes without
    /// querying the whole list again.
    ///
    /// - Complexity: O(k log n) for k IDs (each search text check is one FTS lookup by rowid).
    public func placements(of ids: some Collection<Recipe.ID>, in query: RecipeQuery) throws -> [Recipe.ID: ListPlacement] {
        guard !ids.isEmpty else { return [:] }
        return try read { db in try Self.placements(of: ids, in: QueryClauses(query, now: now(), db), db) }
    }

    /// Where `placement` goes in `ordered`, a list of what `query` selects in its order: a binary
    /// search that reads each probed recipe's placement, all in one read. Nil when a probed
    /// recipe is no longer selected (the list is out of date: query it again).
    ///
    /// - Complexity: O(log² n): log n probes, each a lookup by ID.
    public func insertionIndex(of placement: ListPlacement, in ordered: [Recipe.ID], for query: RecipeQuery) throws -> Int? {
        try read { db in
            let clauses = try QueryClauses(query, now: now(), db)
            var low = 0
            var high = ordered.count
            while low < high {
                let middle = (low + high) / 2
                guard let probe = try Self.placements(of: [ordered[middle]], in: clauses, db)[ordered[middle]] else {
                    return nil
                }
                if probe < placement { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    private static func placements(
        of ids: some Collection<Recipe.ID>, in clauses: QueryClauses, _ db: Database
    ) throws -> [Recipe.ID: ListPlacement] {
        var result: [Recipe.ID: ListPlacement] = [:]
        let idList = ids.map(String.init).joined(separator: ",")
        let filters = (["recipe.id IN (\(idList))"] + clauses.filters).joined(separator: " AND ")
        let rows = try Row.fetchCursor(
            db, sql: "SELECT recipe.id, recipe.titleKey, recipe.addedOn FROM recipe WHERE \(filters)",
            arguments: StatementArguments(clauses.values))
        while let row = try rows.next() {
            let id: Recipe.ID = row[0]
            if let pattern = clauses.searchPattern {
                let found = try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM recipeSearch WHERE recipeSearch MATCH ? AND rowid = ?",
                    arguments: [pattern, id]) ?? false
                guard found else { continue }
            }
            result[id] = ListPlacement(titleKey: row[1], id: id, addedOn: clauses.newestFirst ? row[2] : nil)
        }
        return result
    }
}
