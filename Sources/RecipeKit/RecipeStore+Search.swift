import GRDB

extension RecipeStore {
    /// The IDs of the recipes that match `text` (every word a prefix of a word in the title,
    /// ingredients or directions), in no particular order; nil when the text has no words, which
    /// is no filter at all.
    ///
    /// A list that already holds its scope's IDs in order keeps those that match: ordering a
    /// hundred thousand matches in memory is far cheaper than through the recipe table.
    /// - Complexity: that of the FTS lookup, O(m) in the matches; no sort.
    public func recipeIDs(matchingSearch text: String) throws -> [Recipe.ID]? {
        try read { db in
            guard let pattern = try SearchPattern.prefixes(in: text, db) else { return nil }
            return try RecipeRows.fetchIDs(db, sql: "SELECT rowid FROM recipeSearch WHERE recipeSearch MATCH ?", arguments: [pattern])
        }
    }
}
