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
    static func registerFolderPending(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v22 folder pending writes", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: """
                CREATE TABLE folderPending (
                    recipeId INTEGER NOT NULL,
                    part TEXT NOT NULL,
                    PRIMARY KEY (recipeId, part)
                ) WITHOUT ROWID;
                """)
        }
    }
}
