import GRDB

extension RecipeStore {
    /// Ordering in memory is worth reading the whole title order (about 0.15 µs a recipe) when
    /// more than one recipe in this many is to be ordered: SQLite orders a selection by looking
    /// each one up and sorting, about 2 µs a recipe (docs/BENCHMARKS.md, "Ordered search").
    static let titleOrderBuildRatio = 16

    /// The IDs that `scope` and `clauses` select, in list order, put in order in memory by the
    /// library's title order; nil when SQLite should order them (Recents, which go by date; the
    /// favorites without a search, which an index lists in order; or a few recipes while the
    /// title order has not been read, which would cost more than ordering them in SQL).
    func orderedInMemory(_ scope: RecipeQuery.Scope, _ clauses: QueryClauses, _ db: Database) throws -> [Recipe.ID]? {
        switch scope {
        case .recents: return nil
        case .favorites where clauses.searchPattern == nil: return nil
        default: break
        }
        let version = try Int.fetchOne(db, sql: "SELECT version FROM titleOrderVersion") ?? 0
        let current = titleOrder.withLock { order in order?.version == version ? order : nil }
        let matches = try clauses.searchPattern.map { pattern in
            try RecipeRows.fetchIDs(db, sql: "SELECT rowid FROM recipeSearch WHERE recipeSearch MATCH ?", arguments: [pattern])
        }
        if scope == .all, matches == nil { return try (current ?? readTitleOrder(version: version, db)).ids }
        // A collection by the spelling the library holds: `tricky` lists `Tricky`'s recipes.
        let members = try Self.memberIDs(of: scope, db)
        let order: TitleOrder
        if let current {
            order = current
        } else {
            let selected = min(matches?.count ?? .max, members?.count ?? .max)
            let largestID = try Int.fetchOne(db, sql: "SELECT max(id) FROM recipe") ?? 0
            guard selected > largestID / Self.titleOrderBuildRatio else { return nil }
            order = try readTitleOrder(version: version, db)
        }
        switch (matches, members) {
        case let (matches?, members?): return order.ordered(matches, intersecting: members)
        case let (matches?, nil): return order.ordered(matches)
        case let (nil, members?): return order.ordered(members)
        case (nil, nil): return order.ids
        }
    }

    /// Reads every recipe's ID in list order (from the title index: no sort) and keeps it.
    private func readTitleOrder(version: Int, _ db: Database) throws -> TitleOrder {
        let (all, _) = Self.idSelection(for: try QueryClauses(RecipeQuery(), now: now(), db))
        let ids = try RecipeRows.fetchIDs(db, sql: all)
        let order = TitleOrder(version: version, ids: ids)
        titleOrder.withLock { $0 = order }
        return order
    }
}
