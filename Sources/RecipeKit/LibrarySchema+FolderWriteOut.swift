import GRDB

extension LibrarySchema {
    /// Migration "v22 folder pending writes": in the index of a folder library, what a write-out
    /// could not write to the folder's files (a read-only recipe file or subfolder, an unwritable
    /// favorites log), one row per recipe and part (`file`: its file written, moved to the trash
    /// or back; `favorite`: its line in `.recipes-favorites`; `shopping`, with `recipeId` 0: the
    /// shopping files). `folderSync.writtenOut` moves past such a change all the same, so the
    /// rest of the folder is still written out and read; each write-out tries these again, and a
    /// catch-up leaves what they touch as the index holds it until they are written. Shared by
    /// every process on the folder, so a process opened later neither forgets nor undoes them.
    ///
    /// Migration "v23 folder file hashes": `folderFile.contentHash`, a hash of what the index took
    /// from each file when it last read or wrote it (`IndexedFile.contentHash`), so that a file
    /// changed on disk while the index holds a change made here is told apart from a favorite or
    /// a shopping mark made here, which the file does not hold: only the first is kept in the
    /// trash. `NULL` (a file indexed before) is not known, and treated as a change.
    static func registerFolderWriteOut(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v22 folder pending writes", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: """
                CREATE TABLE folderPending (
                    recipeId INTEGER NOT NULL,
                    part TEXT NOT NULL,
                    PRIMARY KEY (recipeId, part)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v23 folder file hashes", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: "ALTER TABLE folderFile ADD COLUMN contentHash INTEGER")
        }
    }
}
