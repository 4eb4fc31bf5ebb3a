import Foundation
import GRDB

extension RecipeStore {
    /// The IDs of the sample recipes the library still holds as they were bundled, in ID order.
    ///
    /// A sample recipe counts as unchanged while every field but `addedOn` (moved when the library
    /// was created) equals the bundled one: marking it a favorite, editing it or changing its
    /// collections makes it the person's recipe.
    public func untouchedSampleIDs() throws -> [Recipe.ID] {
        try read { db in try UntouchedSamples.ids(among: SampleLibrary.bundledIDs, db) }
    }

    /// Deletes the sample recipes that are unchanged since they were added (see
    /// `untouchedSampleIDs()`), in one transaction, and returns them as they were.
    @discardableResult
    public func removeUntouchedSamples() throws -> [Recipe] {
        try write { db in try UntouchedSamples.remove(among: SampleLibrary.bundledIDs, db) }
    }
}

/// Finds and removes sample recipes a person has not changed, by comparing them with the bundled ones.
enum UntouchedSamples {
    /// Of `ids`, those whose recipe in the library is an unchanged bundled sample recipe.
    static func ids(among ids: some Sequence<Recipe.ID>, _ db: Database) throws -> [Recipe.ID] {
        try recipes(among: ids, db).map(\.id)
    }

    /// Deletes the unchanged sample recipes among `ids` and returns them as they were.
    static func remove(among ids: some Sequence<Recipe.ID>, _ db: Database) throws -> [Recipe] {
        let untouched = try recipes(among: ids, db)
        for recipe in untouched { try RecipeRows.delete(id: recipe.id, db) }
        return untouched
    }

    private static func recipes(among ids: some Sequence<Recipe.ID>, _ db: Database) throws -> [Recipe] {
        let candidates = ids.filter { SampleLibrary.bundledByID[$0] != nil }
        guard !candidates.isEmpty else { return [] }
        return try RecipeRows.fetch(ids: Array(Set(candidates)).sorted(), db).filter { stored in
            guard let bundled = SampleLibrary.bundledByID[stored.id] else { return false }
            return comparable(stored) == comparable(bundled)
        }
    }

    /// The fields a person can change, as the library stores them.
    private static func comparable(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        recipe.addedOn = nil
        recipe.collections = RecipeRows.uniqued(recipe.collections)
        return recipe
    }
}
