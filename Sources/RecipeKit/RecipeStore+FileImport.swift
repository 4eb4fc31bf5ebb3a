import Foundation
import GRDB
import RecipeFormats

/// What an import of files did, or with `dryRun` would do, recipe by recipe.
public struct FileImportReport: Sendable, Equatable {
    /// One recipe of the import: its title, the file it came from and its ID in the library
    /// (`nil` for one a dry run would add).
    public struct Entry: Sendable, Equatable {
        public var title: String
        public var fileName: String
        public var id: Recipe.ID?
    }

    /// How many files were read or tried.
    public var fileCount = 0
    /// Whether nothing was written.
    public var isDryRun = false
    /// Recipes added to the library.
    public var added: [Entry] = []
    /// Recipes that overwrote the library's copy (`--replace`).
    public var replaced: [Entry] = []
    /// Recipes left out because the library has them: the same source, or the same ID.
    public var alreadyInLibrary: [Entry] = []
    /// Of `alreadyInLibrary`, the IDs of recipes in the library's JSON form, in file order.
    public var skippedIDs: [Recipe.ID] = []
    /// IDs whose unchanged sample recipe gave way to a recipe of a JSON file with that ID.
    public var replacedSamples: [Recipe.ID] = []
    /// Files that gave no recipe, each with its reason.
    public var refused: [FormatProblem] = []
    /// Parts of read files that were left out (a broken entry of an archive, a recipe without a title).
    public var warnings: [FormatProblem] = []

    /// Whether any recipe was found: added, replaced or already there.
    public var foundAnything: Bool { !(added.isEmpty && replaced.isEmpty && alreadyInLibrary.isEmpty) }
}

extension RecipeStore {
    /// Adds the recipes of files read by `ImportReading`, all in one transaction.
    ///
    /// Recipes in the library's JSON form keep their IDs, as `importRecipes(_:existing:)` treats
    /// them. A recipe from another format is recognised by its source: its web address, else the
    /// hash of its file and its place in it. One the library has is left out, or with `.replace`
    /// overwrites the library's copy, which keeps its ID, date added, pictures and collections
    /// (the new ones are added), and its favorite mark, rating and notes where the source has none.
    /// A dry run works out the same and writes nothing.
    ///
    /// A large file in the library's JSON form (`ReadFile.largeJSON`) is decoded a chunk at a time
    /// while the chunks before it are written, in a savepoint of its own: one found invalid is
    /// refused whole, as `ImportReading` refuses a smaller one, and the rest of the import goes on.
    public func importFiles(_ files: [ReadFile], existing: ExistingRecipePolicy, dryRun: Bool = false) throws -> FileImportReport {
        try importFiles(files, existing: existing, dryRun: dryRun, chunkSize: RecipeFile.chunkSize)
    }

    /// `importFiles(_:existing:dryRun:)` decoding large JSON files in chunks of `chunkSize` recipes (for tests).
    func importFiles(_ files: [ReadFile], existing: ExistingRecipePolicy, dryRun: Bool, chunkSize: Int) throws -> FileImportReport {
        for file in files {
            for recipe in file.ownRecipes { try check(recipe) }
        }
        // A dry run reads large JSON files whole: it has no transaction to write them in as they decode.
        let files = dryRun ? files.map { $0.decodingLargeJSON() } : files
        var report = FileImportReport(fileCount: files.count, isDryRun: dryRun)
        for file in files {
            if file.isRefused {
                // A file that is well formed and holds nothing (`[]`) is refused too, with a reason:
                // else the import would fail with nothing said about it.
                report.refused += file.problems.isEmpty
                    ? [FormatProblem(fileName: file.input.displayName, message: "holds no recipe")] : file.problems
            } else {
                report.warnings += file.problems
            }
        }
        if dryRun {
            return try read { db in try FileImportPlan(files, existing: existing, db).dryRunReport(report, db) }
        }
        let importedOn = now()
        let written = try write { db in
            try FileImportPlan(files, existing: existing, db).apply(report, addedOn: importedOn, chunkSize: chunkSize, db)
        }
        settleAfterImport(writing: written.added.count + written.replaced.count)
        return written
    }
}

/// Which recipes of an import are new, which the library has, and what `--replace` writes over them.
private struct FileImportPlan {
    private typealias Sourced = (file: String, item: SourcedRecipe)
    private let existing: ExistingRecipePolicy
    /// The files in the library's JSON form, in order: their recipes, or a large file's bytes.
    private var ownFiles: [(name: String, recipes: [Recipe], largeJSON: Data?)] = []
    private var own: [(file: String, recipe: Recipe)] { ownFiles.flatMap { file in file.recipes.map { (file.name, $0) } } }
    private var new: [Sourced] = []
    private var replacements: [Sourced] = []
    private var present: [FileImportReport.Entry] = []

    init(_ files: [ReadFile], existing: ExistingRecipePolicy, _ db: Database) throws {
        self.existing = existing
        var seenKeys: Set<String> = []
        for file in files {
            let name = file.input.displayName
            if !file.ownRecipes.isEmpty || file.largeJSON != nil { ownFiles.append((name, file.ownRecipes, file.largeJSON)) }
            for item in file.sourcedRecipes {
                guard seenKeys.insert(item.key).inserted else {
                    // The same page twice in one import: the first copy is the one added.
                    present.append(.init(title: item.recipe.title, fileName: name, id: nil))
                    continue
                }
                guard let id = try Self.libraryID(of: item, db), let stored = try RecipeRows.fetch(ids: [id], db).first else {
                    new.append((name, item))
                    continue
                }
                if existing == .replace {
                    replacements.append((name, Self.merged(item, over: stored)))
                } else {
                    present.append(.init(title: item.recipe.title, fileName: name, id: id))
                }
            }
        }
    }

    /// The ID of the library's recipe from the same source, if it has one.
    private static func libraryID(of item: SourcedRecipe, _ db: Database) throws -> Recipe.ID? {
        if let id = try Int.fetchOne(db.cachedStatement(sql: """
            SELECT recipe.id FROM importSource JOIN recipe ON recipe.id = importSource.recipeId WHERE key = ?
            """), arguments: [item.key]) {
            return id
        }
        guard let url = item.plainURL else { return nil }
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT id FROM recipe WHERE sourceURL = ? ORDER BY id LIMIT 1"),
                                arguments: [url])
    }

    /// The imported recipe as it overwrites `stored`: what the person added to the stored copy stays.
    private static func merged(_ item: SourcedRecipe, over stored: Recipe) -> SourcedRecipe {
        var item = item
        item.recipe.id = stored.id
        item.recipe.addedOn = stored.addedOn
        item.recipe.imageNames = stored.imageNames
        item.recipe.collections = RecipeRows.uniqued(stored.collections + item.recipe.collections)
        if !item.givesFavorite { item.recipe.isFavorite = stored.isFavorite }
        if !item.givesRating { item.recipe.rating = stored.rating }
        if !item.givesNotes { item.recipe.notes = stored.notes }
        return item
    }

    func dryRunReport(_ base: FileImportReport, _ db: Database) throws -> FileImportReport {
        var report = base
        let samples = Set(try UntouchedSamples.ids(among: own.map(\.recipe.id).filter { $0 != 0 }, db))
        var seen: Set<Recipe.ID> = []
        for (file, recipe) in own {
            let entry = FileImportReport.Entry(title: recipe.title, fileName: file, id: recipe.id == 0 ? nil : recipe.id)
            if recipe.id == 0 {
                report.added.append(entry)
            } else if !seen.insert(recipe.id).inserted {
                report.alreadyInLibrary.append(entry)
                report.skippedIDs.append(recipe.id)
            } else if samples.contains(recipe.id) {
                report.added.append(entry)
                report.replacedSamples.append(recipe.id)
            } else if try !RecipeRows.exists(id: recipe.id, db) {
                report.added.append(entry)
            } else if existing == .replace {
                report.replaced.append(entry)
            } else {
                report.alreadyInLibrary.append(entry)
                report.skippedIDs.append(recipe.id)
            }
        }
        report.added += new.map { .init(title: $0.item.recipe.title, fileName: $0.file, id: nil) }
        report.replaced += replacements.map { .init(title: $0.item.recipe.title, fileName: $0.file, id: $0.item.recipe.id) }
        report.alreadyInLibrary += present
        return report
    }

    func apply(_ base: FileImportReport, addedOn: Date, chunkSize: Int, _ db: Database) throws -> FileImportReport {
        var report = base
        var bulk = try BulkImport(existing: existing, addedOn: addedOn, db)
        // The JSON files' recipes, as added: a refused large file's are taken out again.
        var own: [(file: String, id: Recipe.ID, title: String)] = []
        for file in ownFiles {
            guard let data = file.largeJSON else {
                try bulk.add(file.recipes)
                own += file.recipes.map { (file.name, $0.id, $0.title) }
                continue
            }
            let (bulkBefore, ownBefore) = (bulk, own.count)
            do {
                try db.inSavepoint {
                    try RecipeFile.decodeInChunks(data, fileName: file.name, chunkSize: chunkSize) { chunk in
                        try bulk.add(chunk)
                        own += chunk.map { (file.name, $0.id, $0.title) }
                    }
                    return .commit
                }
            } catch let error as RecipeFileError {
                (bulk, own) = (bulkBefore, Array(own.prefix(ownBefore)))
                report.refused.append(FormatProblem(fileName: file.name, message: error.message))
            }
        }
        bulk.newBatch()
        try bulk.add(replacements.map(\.item.recipe) + new.map(\.item.recipe))
        let summary = try bulk.finish()
        // Recipes without an ID get theirs at the end, in the order added: the new sourced ones last.
        let newIDs = Array(summary.inserted.suffix(new.count))
        let remember = try db.cachedStatement(sql: "INSERT OR REPLACE INTO importSource (key, recipeId) VALUES (?, ?)")
        for (index, sourced) in new.enumerated() {
            try remember.execute(arguments: [sourced.item.key, newIDs[index]])
            report.added.append(.init(title: sourced.item.recipe.title, fileName: sourced.file, id: newIDs[index]))
        }
        for sourced in replacements {
            try remember.execute(arguments: [sourced.item.key, sourced.item.recipe.id])
            report.replaced.append(.init(title: sourced.item.recipe.title, fileName: sourced.file, id: sourced.item.recipe.id))
        }
        for (index, sourced) in new.enumerated() {
            try CooklangSources.keep(sourced.item.cooklangSource, of: newIDs[index], db)
            if let picture = sourced.item.picture { try RecipePictures.keep(picture, of: newIDs[index], db) }
        }
        for sourced in replacements {
            try CooklangSources.keep(sourced.item.cooklangSource, of: sourced.item.recipe.id, db)
            // A file without a picture leaves the one the person set.
            if let picture = sourced.item.picture { try RecipePictures.keep(picture, of: sourced.item.recipe.id, db) }
        }
        // The library's JSON form: what BulkImport did, by ID.
        var ownByID: [Recipe.ID: (file: String, id: Recipe.ID, title: String)] = [:]
        for entry in own where entry.id != 0 && ownByID[entry.id] == nil { ownByID[entry.id] = entry }
        let ownNew = summary.inserted.dropLast(new.count)
        let unnumbered = own.filter { $0.id == 0 }
        let numberedNew = ownNew.dropLast(unnumbered.count)
        func entry(_ id: Recipe.ID) -> FileImportReport.Entry {
            .init(title: ownByID[id]?.title ?? "", fileName: ownByID[id]?.file ?? "", id: id)
        }
        report.added.insert(contentsOf: numberedNew.map(entry)
            + zip(unnumbered, ownNew.suffix(unnumbered.count)).map { .init(title: $0.title, fileName: $0.file, id: $1) },
            at: 0)
        let replacedSourced = Set(replacements.map(\.item.recipe.id))
        report.replaced.insert(contentsOf: summary.replaced.filter { !replacedSourced.contains($0) }.map(entry), at: 0)
        report.alreadyInLibrary = summary.skipped.map(entry) + present
        report.skippedIDs = summary.skipped
        report.replacedSamples = summary.replacedSamples
        return report
    }
}
