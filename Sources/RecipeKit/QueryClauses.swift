import Foundation
import GRDB

/// The WHERE and ORDER BY of a `RecipeQuery`, shared by the whole list (`recipeIDs(matching:)`)
/// and by placing single recipes in it (`placements(of:in:)`), so both agree by construction.
struct QueryClauses {
    /// Conditions on the `recipe` table, joined with AND.
    var filters: [String] = []
    /// The values of the filters' `?` placeholders, in order.
    var values: [any DatabaseValueConvertible] = []
    /// The FTS5 pattern of the search text, when there is one (a condition of its own: it can be
    /// applied to the whole table or checked recipe by recipe).
    var searchPattern: String?
    /// The ORDER BY expression; `ListPlacement` compares the same way.
    var order = "recipe.titleKey, recipe.id"
    /// Whether the order starts with the newest `addedOn` (Recents).
    var newestFirst = false
    /// Whether a condition selects by ID (a collection, a search): SQLite then looks up each hit.
    var hasIDFilter: Bool { searchPattern != nil || filters.contains { $0.hasPrefix("recipe.id IN") } }

    init(_ query: RecipeQuery, now: Date, _ db: Database) throws {
        switch query.scope {
        case .all:
            break
        case .favorites:
            filters.append("recipe.isFavorite = 1")
        case .recents:
            filters.append("recipe.addedOn >= ?")
            values.append(now.addingTimeInterval(-RecipeStore.recentsInterval))
            order = "recipe.addedOn DESC, " + order
            newestFirst = true
        case .collection(let name):
            filters.append("recipe.id IN (SELECT recipeId FROM recipeCollection WHERE name = ?)")
            // Names compare without case: `breakfast` finds the library's `Breakfast`.
            values.append(try CollectionNames(db).stored(name) ?? name)
        }
        if let text = query.searchText {
            searchPattern = try SearchPattern.prefixes(in: text, db)
        }
    }

    /// " WHERE …" with every condition, the search included (empty when there is none).
    var whereClause: String {
        var all = filters
        if searchPattern != nil {
            all.append("recipe.id IN (SELECT rowid FROM recipeSearch WHERE recipeSearch MATCH ?)")
        }
        return all.isEmpty ? "" : " WHERE " + all.joined(separator: " AND ")
    }

    /// The values for `whereClause`.
    var arguments: StatementArguments {
        StatementArguments(values + (searchPattern.map { [$0] } ?? []))
    }
}
