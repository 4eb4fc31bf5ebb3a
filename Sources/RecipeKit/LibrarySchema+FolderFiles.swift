import GRDB

extension LibrarySchema {
    /// Migration "v17 folder files": in the index of a folder library (a folder of Cooklang files,
    /// see `RecipeStore.applyFolderChanges`), which file each recipe was read from and what the
    /// file looked like then (size, modification time, inode), so that opening the folder again
    /// reads only the files changed since, and a file renamed on this machine (same inode) keeps
    /// its recipe's ID. A library that is no folder's index leaves it empty.
    ///
    /// No foreign key: a recipe deleted in the browser keeps its row, with `trashedAs` naming where
    /// its file went, so that undo (which restores the recipe under its ID) can bring the file back.
    static func registerFolderFiles(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v17 folder files") { db in
            try db.execute(sql: """
                CREATE TABLE folderFile (
                    path TEXT PRIMARY KEY,
                    recipeId INTEGER NOT NULL,
                    size INTEGER NOT NULL,
                    modified INTEGER NOT NULL,
                    inode INTEGER NOT NULL,
                    trashedAs TEXT
                );
                CREATE INDEX folderFile_by_recipe ON folderFile(recipeId);
                """)
        }
    }
}
