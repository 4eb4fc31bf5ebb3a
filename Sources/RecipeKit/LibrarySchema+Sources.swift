import GRDB

extension LibrarySchema {
    /// Migration "v10 sources": what imports from other formats keep (see docs/FORMATS.md).
    ///
    /// New columns with constant defaults: SQLite adds them without rewriting a row, so a library
    /// of a million recipes upgrades at once. `importSource` remembers where each imported recipe
    /// came from (its web address, else a hash of its file and its place in the file), so that
    /// importing the same page or file again finds it. It has no foreign key: a recipe deleted and
    /// restored by undo keeps its ID, and its source row with it; a lookup joins `recipe`, so a
    /// deleted recipe's row finds nothing.
    static func registerSources(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10 sources") { db in
            try db.execute(sql: """
                ALTER TABLE recipe ADD COLUMN sourceURL TEXT NOT NULL DEFAULT '';
                ALTER TABLE recipe ADD COLUMN notes TEXT NOT NULL DEFAULT '';
                ALTER TABLE recipe ADD COLUMN rating INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE recipe ADD COLUMN statedTotalTime INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE recipe ADD COLUMN imageURLs TEXT NOT NULL DEFAULT '[]';
                CREATE INDEX recipe_by_sourceURL ON recipe(sourceURL) WHERE sourceURL <> '';
                CREATE TABLE importSource (
                    key TEXT PRIMARY KEY,
                    recipeId INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
        }
    }
}
