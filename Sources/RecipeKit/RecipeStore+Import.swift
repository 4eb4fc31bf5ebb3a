import Foundation
import GRDB
import GRDBSQLite

/// What `importRecipes` does with a recipe whose ID is already in the library.
public enum ExistingRecipePolicy: Sendable {
    /// Leave the library's recipe as it is and report the ID as skipped.
    case skip
    /// Overwrite the library's recipe with the imported one, keeping the ID.
    case replace
}

/// The outcome of an import, by recipe ID.
public struct ImportSummary: Sendable, Equatable {
    /// IDs that were not in the library and now are, in the order given; then the new IDs of the
    /// recipes that had none, in the order given.
    public var inserted: [Recipe.ID] = []
    /// IDs whose recipes were overwritten (`.replace`), in the order given.
    public var replaced: [Recipe.ID] = []
    /// IDs left untouched because the library already had them (`.skip`), in the order given.
    public var skipped: [Recipe.ID] = []
    /// IDs whose sample recipe, unchanged since it was added, gave way to the imported recipe
    /// with that ID (these IDs are in `inserted` too), in the order given.
    public var replacedSamples: [Recipe.ID] = []
}

extension RecipeStore {
    /// Adds recipes under their own IDs, all in one transaction: either all of it happens or none.
    ///
    /// A `nil` `addedOn` becomes now. Validate files with `RecipeFile` first: this throws at the first
    /// recipe that cannot be stored. When an ID appears more than once in `recipes`, the first one
    /// is imported and the others are reported as skipped. A recipe with ID 0 gets a new ID, after
    /// every ID the library has used and every ID in `recipes`. An ID held by a sample recipe that is
    /// unchanged since it was added (`untouchedSampleIDs()`) goes to the imported recipe, whatever
    /// `existing` says: the sample recipe is removed (`ImportSummary.replacedSamples`).
    ///
    /// New recipes go in with one statement per table (see `BulkImport`), so a large import costs
    /// what SQLite's indexes cost, not a round trip per row.
    public func importRecipes(_ recipes: [Recipe], existing: ExistingRecipePolicy) throws -> ImportSummary {
        for recipe in recipes {
            try check(recipe)
            guard recipe.id >= 0 else {
                throw LibraryError.invalidRecipe("\"id\" must be a positive number (or 0 for a new ID), not \(recipe.id)")
            }
        }
        let importedOn = now()
        let summary = try write { db in
            var bulk = try BulkImport(existing: existing, addedOn: importedOn, db)
            try bulk.add(recipes)
            return try bulk.finish()
        }
        settleAfterImport(writing: summary.inserted.count + summary.replaced.count)
        return summary
    }

    /// Imports a file in the Recipe JSON form, all in one transaction, decoding it on a second
    /// thread while earlier recipes are written: the same outcome as `RecipeFile.decode` followed
    /// by `importRecipes(_:existing:)`, in less time. A file that `RecipeFile.decode` rejects
    /// throws the same `RecipeFileError`, and nothing is written.
    public func importRecipes(
        fromJSON data: Data, fileName: String, existing: ExistingRecipePolicy
    ) throws -> ImportSummary {
        try importRecipes(fromJSON: data, fileName: fileName, existing: existing, chunkSize: RecipeFile.chunkSize)
    }

    /// `importRecipes(fromJSON:fileName:existing:)` in chunks of `chunkSize` recipes (for tests).
    func importRecipes(
        fromJSON data: Data, fileName: String, existing: ExistingRecipePolicy, chunkSize: Int
    ) throws -> ImportSummary {
        let importedOn = now()
        let summary = try write { db in
            var bulk = try BulkImport(existing: existing, addedOn: importedOn, db)
            try RecipeFile.decodeInChunks(data, fileName: fileName, chunkSize: chunkSize) { try bulk.add($0) }
            return try bulk.finish()
        }
        settleAfterImport(writing: summary.inserted.count + summary.replaced.count)
        return summary
    }

    /// From how many recipes written an import counts as large (see `settleAfterImport`).
    static let largeImport = 1_000

    /// After an import of at least `largeImport` recipes, moves the import's part of the search
    /// index up FTS5's merge levels (`SearchIndexLevels`), then copies the pages the import left
    /// in the write-ahead log into the library and empties the log (`wal_checkpoint(TRUNCATE)`),
    /// so that the next write, this process's or another's, pays for neither.
    ///
    /// Left on level 0, the import's segments were merged again by the 16th small write after it
    /// (0.8 s of CPU in one write after 100,000 recipes). A large import leaves hundreds of
    /// megabytes in the log, and with another connection open on the library (a browser) the file
    /// stayed that large until the last connection closed: 188 MB after 100,000 recipes
    /// (docs/BENCHMARKS.md, "`recipes import` of 100k"). Best effort: the import has committed, so
    /// a failure here (a reader in another process keeping the log busy past the busy timeout)
    /// only leaves the work to FTS5's own merges and a later checkpoint.
    func settleAfterImport(writing count: Int) {
        guard count >= Self.largeImport else { return }
        liftImportedSearchSegments()
        try? database.writeWithoutTransaction { db in
            _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// `SearchIndexLevels.liftGroundLevel` on a connection of its own: this store's connection
    /// keeps the index structure FTS5 read before the import committed, and would write that back
    /// at its next write; another connection's write makes it read the structure again.
    private func liftImportedSearchSegments() {
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        guard let connection = try? DatabaseQueue(path: path, configuration: configuration) else { return }
        _ = try? connection.write { db in try SearchIndexLevels.liftGroundLevel(db) }
        try? connection.close()
    }
}
