import GRDB

extension LibrarySchema {
    /// Migration "v14 cooklang sources": the text of the Cooklang file a recipe was imported from,
    /// so that its structure (each step's own amounts, fixed amounts, sections, timers) is read
    /// from the file as written and an unedited recipe exports as the same bytes.
    ///
    /// A new, empty table: a library of a million recipes upgrades at once; recipes imported
    /// before it have no source and are understood from their text. A change to what the source
    /// says (title, times, servings, ingredients, directions, notes, source, rating, pictures'
    /// addresses), by any process, deletes the source in the same statement (trigger), so a source
    /// never contradicts its recipe; a favorite or a collection does not touch it. Like
    /// `importSource` it has no foreign key: undo restores a deleted recipe with its ID, and its
    /// source with it; reads join `recipe`.
    static func registerCooklangSources(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v14 cooklang sources") { db in
            try db.execute(sql: """
                CREATE TABLE recipeCooklangSource (
                    recipeId INTEGER PRIMARY KEY,
                    text TEXT NOT NULL
                );
                CREATE TRIGGER recipeCooklangSource_edited AFTER UPDATE ON recipe
                WHEN OLD.title IS NOT NEW.title OR OLD.prepTime IS NOT NEW.prepTime OR OLD.cookTime IS NOT NEW.cookTime
                    OR OLD.servings IS NOT NEW.servings OR OLD.ingredients IS NOT NEW.ingredients
                    OR OLD.directions IS NOT NEW.directions OR OLD.notes IS NOT NEW.notes OR OLD.sourceURL IS NOT NEW.sourceURL
                    OR OLD.rating IS NOT NEW.rating OR OLD.statedTotalTime IS NOT NEW.statedTotalTime
                    OR OLD.imageURLs IS NOT NEW.imageURLs OR OLD.id IS NOT NEW.id
                BEGIN
                    DELETE FROM recipeCooklangSource WHERE recipeId = OLD.id;
                END;
                """)
        }
    }
}
