import GRDB

/// What a list row shows of a recipe: read without ingredients, directions or collections,
/// so a screenful of rows is one narrow query.
public struct RecipeSummary: Sendable, Hashable {
    /// The recipe's ID.
    public var id: Recipe.ID
    /// The title.
    public var title: String
    /// The time in all, in seconds, as `Recipe.totalTime` gives it.
    public var totalTime: Int
    /// Servings as written.
    public var servings: String
    /// Whether the recipe is a favorite.
    public var isFavorite: Bool

    /// Creates a summary.
    public init(id: Recipe.ID, title: String, totalTime: Int, servings: String, isFavorite: Bool) {
        self.id = id
        self.title = title
        self.totalTime = totalTime
        self.servings = servings
        self.isFavorite = isFavorite
    }
}

extension RecipeStore {
    /// The summaries of the recipes with these IDs, by ID; IDs with no recipe are left out.
    ///
    /// - Complexity: O(k log n) for k IDs, in one query per thousand.
    public func summaries(of ids: some Collection<Recipe.ID>) throws -> [Recipe.ID: RecipeSummary] {
        guard !ids.isEmpty else { return [:] }
        return try read { db in
            var result: [Recipe.ID: RecipeSummary] = [:]
            result.reserveCapacity(ids.count)
            let all = Array(ids)
            for start in stride(from: 0, to: all.count, by: RecipeRows.batchSize) {
                let batch = all[start..<min(start + RecipeRows.batchSize, all.count)]
                let rows = try Row.fetchCursor(db, sql: """
                    SELECT id, title, MAX(prepTime + cookTime, statedTotalTime), servings, isFavorite FROM recipe
                    WHERE id IN (\(batch.map(String.init).joined(separator: ",")))
                    """)
                while let row = try rows.next() {
                    let summary = RecipeSummary(id: row[0], title: row[1], totalTime: row[2], servings: row[3], isFavorite: row[4])
                    result[summary.id] = summary
                }
            }
            return result
        }
    }
}
