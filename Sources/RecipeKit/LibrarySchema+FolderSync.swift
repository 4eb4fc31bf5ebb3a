import GRDB

extension LibrarySchema {
    /// Migration "v18 folder sync": in the index of a folder library, how far the folder's files
    /// hold what was written to the index (`writtenOut`, a change-log sequence), shared by every
    /// process on the folder, so that each change is written out exactly once (by whichever process
    /// gets to it first) and a catch-up never applies a folder read before a write not yet written
    /// out; and `generation`, bumped by each process that changed what the index knows of the
    /// folder's files, so the others read that again. A library that is no folder's index keeps
    /// the row and never uses it.
    ///
    /// Migration "v19 folder pictures": the stamps of the picture files beside the recipes, so
    /// that opening a folder again reads only the pictures changed since.
    ///
    /// Migration "v20 folder index keeps pending changes": whether this library is a folder's
    /// index (`isFolderIndex`, set by each opening of the folder), so that pruning the change log
    /// keeps every change after `writtenOut`: a change still to be written out is never dropped
    /// (see `ChangeLog.prune`). A library file's log is pruned as before.
    ///
    /// All three only add tables or a column, so they run with foreign keys on
    /// (`foreignKeyChecks: .immediate`): with GRDB's default, the whole library's foreign keys are
    /// checked after each one, which took 2 s of a million-recipe library's upgrade for nothing.
    static func registerFolderSync(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v18 folder sync", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: """
                CREATE TABLE folderSync (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    writtenOut INTEGER NOT NULL,
                    generation INTEGER NOT NULL
                );
                INSERT INTO folderSync (id, writtenOut, generation) SELECT 1, coalesce(max(seq), 0), 0 FROM changeLog;
                """)
        }
        migrator.registerMigration("v19 folder pictures", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: """
                CREATE TABLE folderPicture (
                    path TEXT PRIMARY KEY,
                    size INTEGER NOT NULL,
                    modified INTEGER NOT NULL,
                    inode INTEGER NOT NULL
                );
                """)
        }
        migrator.registerMigration("v20 folder index keeps pending changes", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: "ALTER TABLE folderSync ADD COLUMN isFolderIndex INTEGER NOT NULL DEFAULT 0")
        }
    }
}
