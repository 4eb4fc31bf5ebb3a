import GRDB

extension LibrarySchema {
    /// Migration "v11 shopping": the shopping list's marks and ticks, and the triggers that log
    /// every change to the list.
    static func registerShopping(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11 shopping") { db in
            // The shopping list is derived from the marked recipes at their chosen servings, so only
            // the marks and the ticked item IDs (ShoppingItem.id, "flour|mass") are stored. A mark
            // goes with its recipe; the ticks go with the last mark. Every change that alters the
            // list (a mark, a tick, a marked recipe's title, servings or ingredients edited, a
            // marked recipe deleted) logs a 'shopping' row, so other processes' browsers learn of
            // it; its recipeId is the recipe's, or 0 for a tick. Independent of "v10 sources".
            try db.execute(sql: """
                CREATE TABLE shoppingMark (
                    recipeId INTEGER PRIMARY KEY REFERENCES recipe(id) ON DELETE CASCADE,
                    servings REAL CHECK (servings IS NULL OR servings > 0),
                    position INTEGER NOT NULL
                );
                CREATE TABLE shoppingTick (itemId TEXT PRIMARY KEY) WITHOUT ROWID;
                CREATE TRIGGER shoppingMark_insert AFTER INSERT ON shoppingMark BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.recipeId, 'shopping');
                END;
                CREATE TRIGGER shoppingMark_update AFTER UPDATE ON shoppingMark
                WHEN new.servings IS NOT old.servings OR new.recipeId IS NOT old.recipeId BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.recipeId, 'shopping');
                END;
                CREATE TRIGGER shoppingMark_delete AFTER DELETE ON shoppingMark BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (old.recipeId, 'shopping');
                    DELETE FROM shoppingTick WHERE NOT EXISTS (SELECT 1 FROM shoppingMark);
                END;
                CREATE TRIGGER shoppingTick_insert AFTER INSERT ON shoppingTick BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (0, 'shopping');
                END;
                CREATE TRIGGER shoppingTick_delete AFTER DELETE ON shoppingTick BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (0, 'shopping');
                END;
                CREATE TRIGGER shoppingMark_recipe_update AFTER UPDATE OF title, servings, ingredients ON recipe
                WHEN (new.title IS NOT old.title OR new.servings IS NOT old.servings
                      OR new.ingredients IS NOT old.ingredients)
                    AND EXISTS (SELECT 1 FROM shoppingMark WHERE recipeId = new.id) BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.id, 'shopping');
                END;
                """)
        }
    }
}
