import Foundation
import GRDB
import GRDBSQLite

/// Moves many new recipes into the library with a few set-based statements, inside the caller's
/// transaction.
///
/// Row by row, an import is slow in two ways. Each statement pays SQLite's per-statement costs, and,
/// worse, each `INSERT` that fires triggers inside a transaction opens a statement savepoint, on
/// which FTS5 writes out its buffer of pending terms: a segment per recipe, merged again and again.
/// So recipes are staged in TEMP tables (no triggers), moved with one `INSERT … SELECT` per table
/// and chunk, and while a row in `bulkImport` exists (uncommitted, so seen by this transaction
/// only) the full-text trigger stands aside: `finish()` indexes every new recipe in one statement.
/// The change-log and collection-count triggers run as for any write. See docs/BENCHMARKS.md, "Import".
struct BulkImport {
    private let existing: ExistingRecipePolicy
    private let addedOn: Date
    private let db: Database
    private var summary = ImportSummary()
    /// How many recipes without an ID are staged in `temp.unnumberedRecipe` (numbered 1…n there).
    private var unnumberedCount = 0
    /// The collections' spellings, kept for the whole import so that names new to the library
    /// take one spelling across chunks too.
    private var collectionNames: CollectionNames
    /// The IDs given to `add` since the import began or since `newBatch()`.
    private var batchIDs: Set<Recipe.ID> = []

    /// Starts a bulk import in `db`'s current transaction.
    init(existing: ExistingRecipePolicy, addedOn: Date, _ db: Database) throws {
        self.existing = existing
        self.addedOn = addedOn
        self.db = db
        collectionNames = try CollectionNames(db)
        try db.execute(sql: """
            INSERT INTO main.bulkImport (active) VALUES (1);
            CREATE TEMP TABLE IF NOT EXISTS importedRecipe (id INTEGER PRIMARY KEY);
            DELETE FROM temp.importedRecipe;
            """)
        for (recipes, memberships) in [("stagedRecipe", "stagedMembership"), ("unnumberedRecipe", "unnumberedMembership")] {
            try db.execute(sql: """
                CREATE TEMP TABLE IF NOT EXISTS \(recipes) (
                    id INTEGER PRIMARY KEY, title TEXT, prepTime INTEGER, cookTime INTEGER, servings TEXT,
                    ingredients TEXT, directions TEXT, isFavorite BOOLEAN, addedOn DATETIME, imageNames TEXT,
                    titleKey TEXT, sourceURL TEXT, notes TEXT, rating INTEGER, statedTotalTime INTEGER,
                    imageURLs TEXT, language TEXT);
                CREATE TEMP TABLE IF NOT EXISTS \(memberships) (
                    recipeId INTEGER, name TEXT, position INTEGER, PRIMARY KEY (recipeId, position)) WITHOUT ROWID;
                DELETE FROM temp.\(recipes);
                DELETE FROM temp.\(memberships);
                """)
        }
    }

    /// Adds valid recipes (checked by the caller), recording what happened to each ID. An unchanged
    /// sample recipe gives way to an imported recipe with its ID; any other ID already in the library
    /// is skipped or replaced per `existing`; a repeat of an ID given earlier in the batch (this call
    /// or an earlier one since the import began or since `newBatch()`) is always skipped. Recipes
    /// without an ID (0) wait for `finish()`, which gives them IDs after every other one.
    mutating func add(_ recipes: [Recipe]) throws {
        let numbered = recipes.filter { $0.id != 0 }
        let unnumbered = recipes.filter { $0.id == 0 }
        let repeats = numbered.map { !batchIDs.insert($0.id).inserted }
        let firsts = zip(numbered, repeats).filter { !$0.1 }.map(\.0)
        summary.replacedSamples += try UntouchedSamples.remove(among: firsts.map(\.id), db).map(\.id)
        try Self.stage(firsts.map { ($0.id, $0) }, into: "stagedRecipe", "stagedMembership", addedOn: addedOn,
                       names: &collectionNames, db)
        try Self.stage(unnumbered.enumerated().map { (unnumberedCount + $0.offset + 1, $0.element) },
                       into: "unnumberedRecipe", "unnumberedMembership", addedOn: addedOn, names: &collectionNames, db)
        unnumberedCount += unnumbered.count
        // A join, not `IN (SELECT id FROM recipe)`: SQLite would copy every ID of the library first.
        let present = try Set(Int.fetchCursor(db, sql: """
            SELECT staged.id FROM temp.stagedRecipe staged JOIN main.recipe ON recipe.id = staged.id
            """))
        for (recipe, isRepeat) in zip(numbered, repeats) {
            if isRepeat {
                summary.skipped.append(recipe.id)
            } else if !present.contains(recipe.id) {
                summary.inserted.append(recipe.id)
            } else if existing == .skip {
                summary.skipped.append(recipe.id)
            } else {
                summary.replaced.append(recipe.id)
            }
        }
        if !present.isEmpty {
            if existing == .replace { try Self.replaceWithStaged(db) }
            try Self.dropStagedThatExist(db)
        }
        try Self.insertStaged(db)
    }

    /// Starts a new batch: an ID added before is no longer a repeat (it is in the library now).
    mutating func newBatch() {
        batchIDs = []
    }

    /// Gives the recipes without an ID new ones, indexes the new recipes for search, ends the bulk
    /// import and returns what it did.
    func finish() throws -> ImportSummary {
        var summary = summary
        summary.inserted += try insertUnnumbered()
        try db.execute(sql: """
            INSERT INTO main.recipeSearch (rowid, title, ingredients, directions)
                SELECT recipe.id, recipe.title, recipe.ingredients, recipe.directions
                FROM temp.importedRecipe imported JOIN main.recipe ON recipe.id = imported.id
                ORDER BY imported.id;
            DELETE FROM temp.importedRecipe;
            DELETE FROM main.bulkImport;
            UPDATE main.titleOrderVersion SET version = version + 1;
            """)
        return summary
    }

    /// Inserts the recipes staged without an ID under IDs after every ID the library has used (as
    /// `add` would give them: deleted recipes' IDs are not reused), in file order; returns the IDs.
    private func insertUnnumbered() throws -> [Recipe.ID] {
        guard unnumberedCount > 0 else { return [] }
        let lastUsed = try Int.fetchOne(db, sql: """
            SELECT max(coalesce((SELECT seq FROM main.sqlite_sequence WHERE name = 'recipe'), 0),
                       coalesce((SELECT max(id) FROM main.recipe), 0))
            """) ?? 0
        guard lastUsed <= Int.max - unnumberedCount else {
            throw LibraryError.invalidRecipe("the library has used the largest ID there is; give the recipes IDs")
        }
        try db.execute(sql: """
            INSERT INTO main.recipe (\(RecipeRows.columns))
                SELECT :base + id, \(RecipeRows.columnNames.dropFirst().joined(separator: ", "))
                FROM temp.unnumberedRecipe ORDER BY id;
            INSERT INTO main.recipeCollection (name, recipeId, position)
                SELECT name, :base + recipeId, position FROM temp.unnumberedMembership ORDER BY recipeId, position;
            INSERT INTO temp.importedRecipe (id) SELECT :base + id FROM temp.unnumberedRecipe;
            DELETE FROM temp.unnumberedRecipe;
            DELETE FROM temp.unnumberedMembership;
            """, arguments: ["base": lastUsed])
        return (1...unnumberedCount).map { lastUsed + $0 }
    }

    /// Fills the staging tables `recipeTable` and `membershipTable` (empty) with `recipes` under
    /// the IDs given; a repeated ID is left out (the first one stands). Collection names take
    /// the spellings of `names`.
    private static func stage(
        _ recipes: [(id: Recipe.ID, recipe: Recipe)], into recipeTable: String, _ membershipTable: String,
        addedOn: Date, names: inout CollectionNames, _ db: Database
    ) throws {
        guard !recipes.isEmpty else { return }
        // Bound through SQLite's C API: GRDB's per-row argument handling was most of the staging time.
        let recipeRow = try StagingStatement(db, sql: """
            INSERT OR IGNORE INTO temp.\(recipeTable) VALUES (\(databaseQuestionMarks(count: RecipeRows.columnCount)))
            """)
        let membershipRow = try StagingStatement(db, sql: "INSERT OR IGNORE INTO temp.\(membershipTable) VALUES (?, ?, ?)")
        let defaultDate = RecipeRows.storedDate(addedOn)
        for (id, recipe) in recipes {
            let inserted = try recipeRow.insert { bind in
                bind.integer(id)
                bind.text(recipe.title)
                bind.integer(recipe.prepTime)
                bind.integer(recipe.cookTime)
                bind.text(recipe.servings)
                bind.text(recipe.ingredients)
                bind.text(recipe.directions)
                bind.integer(recipe.isFavorite ? 1 : 0)
                bind.text(recipe.addedOn.map(RecipeRows.storedDate) ?? defaultDate)
                bind.text(try RecipeRows.encodeNames(recipe.imageNames))
                bind.text(TitleSortKey.of(recipe.title))
                bind.text(recipe.sourceURL)
                bind.text(recipe.notes)
                bind.integer(recipe.rating)
                bind.integer(recipe.statedTotalTime)
                bind.text(try RecipeRows.encodeNames(recipe.imageURLs))
                bind.optionalText(recipe.language)
            }
            guard inserted else { continue } // a repeated ID: the first one stands
            for (position, name) in names.canonical(recipe.collections).enumerated() {
                _ = try membershipRow.insert { bind in
                    bind.integer(id)
                    bind.text(name)
                    bind.integer(position)
                }
            }
        }
    }

    /// Overwrites the library's recipes that have a staged replacement, as `RecipeRows.update`
    /// would one by one (every field; memberships only where they differ, so an unchanged
    /// recipe's collections report no change), with one statement per step. The FTS update
    /// trigger stands aside (migration v8): the old text leaves the index here, the new text
    /// goes in with the new recipes in `finish()`.
    private static func replaceWithStaged(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO main.recipeSearch (recipeSearch, rowid, title, ingredients, directions)
                SELECT 'delete', recipe.id, recipe.title, recipe.ingredients, recipe.directions
                FROM temp.stagedRecipe staged JOIN main.recipe ON recipe.id = staged.id
                WHERE NOT EXISTS (SELECT 1 FROM temp.importedRecipe imported WHERE imported.id = staged.id)
                ORDER BY recipe.id;
            INSERT OR IGNORE INTO temp.importedRecipe (id)
                SELECT staged.id FROM temp.stagedRecipe staged JOIN main.recipe ON recipe.id = staged.id;
            UPDATE main.recipe SET
                title = staged.title, prepTime = staged.prepTime, cookTime = staged.cookTime,
                servings = staged.servings, ingredients = staged.ingredients, directions = staged.directions,
                isFavorite = staged.isFavorite, addedOn = staged.addedOn, imageNames = staged.imageNames,
                titleKey = staged.titleKey, sourceURL = staged.sourceURL, notes = staged.notes,
                rating = staged.rating, statedTotalTime = staged.statedTotalTime, imageURLs = staged.imageURLs,
                language = staged.language
                FROM temp.stagedRecipe staged WHERE recipe.id = staged.id;
            CREATE TEMP TABLE IF NOT EXISTS regroupedRecipe (id INTEGER PRIMARY KEY);
            DELETE FROM temp.regroupedRecipe;
            INSERT INTO temp.regroupedRecipe (id)
                SELECT staged.id FROM temp.stagedRecipe staged JOIN main.recipe ON recipe.id = staged.id
                WHERE EXISTS (
                        SELECT 1 FROM temp.stagedMembership new WHERE new.recipeId = staged.id AND NOT EXISTS (
                            SELECT 1 FROM main.recipeCollection old
                            WHERE old.recipeId = new.recipeId AND old.position = new.position AND old.name = new.name))
                    OR EXISTS (
                        SELECT 1 FROM main.recipeCollection old WHERE old.recipeId = staged.id AND NOT EXISTS (
                            SELECT 1 FROM temp.stagedMembership new
                            WHERE new.recipeId = old.recipeId AND new.position = old.position AND new.name = old.name));
            DELETE FROM main.recipeCollection WHERE recipeId IN (SELECT id FROM temp.regroupedRecipe);
            INSERT INTO main.recipeCollection (name, recipeId, position)
                SELECT new.name, new.recipeId, new.position
                FROM temp.stagedMembership new JOIN temp.regroupedRecipe regrouped ON regrouped.id = new.recipeId
                ORDER BY new.recipeId, new.position;
            DELETE FROM temp.regroupedRecipe;
            """)
    }

    /// Leaves out of the staging tables the recipes the library has (already replaced, or skipped).
    private static func dropStagedThatExist(_ db: Database) throws {
        // EXISTS probes by primary key: no list of IDs to bind (SQLite caps a statement's
        // parameters), and no copy of the library's IDs.
        try db.execute(sql: """
            DELETE FROM temp.stagedMembership
                WHERE EXISTS (SELECT 1 FROM main.recipe WHERE recipe.id = stagedMembership.recipeId);
            DELETE FROM temp.stagedRecipe
                WHERE EXISTS (SELECT 1 FROM main.recipe WHERE recipe.id = stagedRecipe.id);
            """)
    }

    /// Inserts the staged recipes and memberships into the library and empties the staging tables.
    private static func insertStaged(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO main.recipe (\(RecipeRows.columns))
                SELECT \(RecipeRows.columns) FROM temp.stagedRecipe ORDER BY id;
            INSERT INTO main.recipeCollection (name, recipeId, position)
                SELECT name, recipeId, position FROM temp.stagedMembership ORDER BY recipeId, position;
            INSERT INTO temp.importedRecipe (id) SELECT id FROM temp.stagedRecipe;
            DELETE FROM temp.stagedRecipe;
            DELETE FROM temp.stagedMembership;
            """)
    }
}
