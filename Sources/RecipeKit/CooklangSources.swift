import GRDB

/// The Cooklang texts recipes were imported from (table `recipeCooklangSource`, migration v14).
enum CooklangSources {
    /// Keeps `source` as the Cooklang text of recipe `id`, or forgets the one it had when `nil`.
    static func keep(_ source: String?, of id: Recipe.ID, _ db: Database) throws {
        if let source {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO recipeCooklangSource (recipeId, text) VALUES (?, ?)")
                .execute(arguments: [id, source])
        } else {
            try db.cachedStatement(sql: "DELETE FROM recipeCooklangSource WHERE recipeId = ?").execute(arguments: [id])
        }
    }

    /// The Cooklang text of recipe `id`, if it came from a Cooklang file and is unedited since.
    static func text(of id: Recipe.ID, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: """
            SELECT s.text FROM recipeCooklangSource s JOIN recipe ON recipe.id = s.recipeId WHERE s.recipeId = ?
            """), arguments: [id])
    }
}

extension RecipeStore {
    /// The text of the Cooklang file recipe `id` was imported from, exactly as it was, when the
    /// recipe has not been edited since; `nil` for any other recipe.
    public func cooklangSource(of id: Recipe.ID) throws -> String? {
        try read { db in try CooklangSources.text(of: id, db) }
    }

    /// The Cooklang texts of those of `ids` that have one (see `cooklangSource(of:)`), by ID.
    public func cooklangSources(of ids: [Recipe.ID]) throws -> [Recipe.ID: String] {
        let wanted = Set(ids)
        return try read { db in
            var sources: [Recipe.ID: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT s.recipeId, s.text FROM recipeCooklangSource s JOIN recipe ON recipe.id = s.recipeId")
            while let row = try rows.next() {
                let id: Recipe.ID = row[0]
                if wanted.contains(id) { sources[id] = row[1] }
            }
            return sources
        }
    }
}
