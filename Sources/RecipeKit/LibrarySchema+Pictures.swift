import GRDB
import Pictures

extension LibrarySchema {
    /// Migration "v16 pictures": each recipe's picture, stored in the library (not referenced), so
    /// that moving the library file moves its pictures.
    ///
    /// A new, empty table: a library of a million recipes upgrades at once. One picture a recipe,
    /// its bytes as they came (JPEG, PNG or WebP, checked by `PictureDecoder` before they are
    /// written) and the size it is shown at (upright), so that the browser can make room for it
    /// before reading the bytes, at most `PictureLimits.maximumFileBytes`, which the table itself also enforces
    /// for any other writer. Like `recipeCooklangSource` it has no foreign key: undo restores a
    /// deleted recipe with its ID, and its picture with it; reads join `recipe`. Setting or
    /// removing a picture logs an update of its recipe, so every open browser redraws it.
    static func registerPictures(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v16 pictures") { db in
            try db.execute(sql: """
                CREATE TABLE recipePicture (
                    recipeId INTEGER PRIMARY KEY,
                    format TEXT NOT NULL,
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    bytes BLOB NOT NULL CHECK (length(bytes) <= \(PictureLimits.maximumFileBytes))
                );
                CREATE TRIGGER changeLog_picture_insert AFTER INSERT ON recipePicture BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.recipeId, 'update');
                END;
                CREATE TRIGGER changeLog_picture_update AFTER UPDATE ON recipePicture BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.recipeId, 'update');
                END;
                CREATE TRIGGER changeLog_picture_delete AFTER DELETE ON recipePicture BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (old.recipeId, 'update');
                END;
                """)
        }
    }
}
