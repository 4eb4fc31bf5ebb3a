import GRDB

/// The library's tables, created and upgraded by named migrations.
///
/// Migrations are append-only: a shipped migration is never edited, a change is a new one.
enum LibrarySchema {
    /// The longest prefix, in characters, the search index keeps an index of (`prefix` of "v12
    /// search prefixes to 8"): longer prefixes are read term by term (`SearchMatches`).
    static let longestSearchPrefix = 8

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 recipes and collections") { db in
            // AUTOINCREMENT so a deleted recipe's ID is never handed to a new recipe: undo can restore it.
            try db.execute(sql: """
                CREATE TABLE recipe (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    prepTime INTEGER NOT NULL,
                    cookTime INTEGER NOT NULL,
                    servings TEXT NOT NULL,
                    ingredients TEXT NOT NULL,
                    directions TEXT NOT NULL,
                    isFavorite BOOLEAN NOT NULL,
                    addedOn DATETIME NOT NULL,
                    imageNames TEXT NOT NULL
                );
                -- The list order (title case-insensitively, then id) is read straight from these indexes.
                CREATE INDEX recipe_by_title ON recipe(title COLLATE NOCASE, id);
                CREATE INDEX recipe_favorites_by_title ON recipe(isFavorite, title COLLATE NOCASE, id);
                CREATE INDEX recipe_by_addedOn ON recipe(addedOn);
                CREATE TABLE recipeCollection (
                    name TEXT NOT NULL,
                    recipeId INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    PRIMARY KEY (name, recipeId)
                ) WITHOUT ROWID;
                CREATE INDEX recipeCollection_by_recipe ON recipeCollection(recipeId, position);
                """)
        }
        migrator.registerMigration("v1 full-text search") { db in
            // External content: the text lives once, in `recipe`; the triggers keep the index in step.
            // The update trigger names its columns so that toggling a favorite does not re-index text.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE recipeSearch USING fts5(
                    title, ingredients, directions,
                    content='recipe', content_rowid='id',
                    tokenize='unicode61 remove_diacritics 2'
                );
                CREATE TRIGGER recipeSearch_insert AFTER INSERT ON recipe BEGIN
                    INSERT INTO recipeSearch(rowid, title, ingredients, directions)
                    VALUES (new.id, new.title, new.ingredients, new.directions);
                END;
                CREATE TRIGGER recipeSearch_delete AFTER DELETE ON recipe BEGIN
                    INSERT INTO recipeSearch(recipeSearch, rowid, title, ingredients, directions)
                    VALUES ('delete', old.id, old.title, old.ingredients, old.directions);
                END;
                CREATE TRIGGER recipeSearch_update AFTER UPDATE OF title, ingredients, directions ON recipe BEGIN
                    INSERT INTO recipeSearch(recipeSearch, rowid, title, ingredients, directions)
                    VALUES ('delete', old.id, old.title, old.ingredients, old.directions);
                    INSERT INTO recipeSearch(rowid, title, ingredients, directions)
                    VALUES (new.id, new.title, new.ingredients, new.directions);
                END;
                """)
        }
        migrator.registerMigration("v1 change log") { db in
            // Every process that writes, writes through these triggers, so every store can learn
            // exactly which recipes another process changed (see ChangeLog.swift).
            try db.execute(sql: """
                CREATE TABLE changeLog (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    recipeId INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    loggedAt INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER))
                );
                CREATE TRIGGER changeLog_recipe_insert AFTER INSERT ON recipe BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.id, 'insert');
                END;
                CREATE TRIGGER changeLog_recipe_update AFTER UPDATE ON recipe BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.id, 'update');
                END;
                CREATE TRIGGER changeLog_recipe_delete AFTER DELETE ON recipe BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (old.id, 'delete');
                END;
                CREATE TRIGGER changeLog_membership_insert AFTER INSERT ON recipeCollection BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.recipeId, 'membership');
                END;
                CREATE TRIGGER changeLog_membership_delete AFTER DELETE ON recipeCollection BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (old.recipeId, 'membership');
                END;
                """)
        }
        migrator.registerMigration("v2 narrow lookups by id") { db in
            // Search and collection filters look up each hit by ID to sort it by title. Rows are wide
            // (ingredients, directions), so those lookups touch a page per hit; this index holds just
            // what the filters and the sort read, about 130 entries a page. See RecipeStore+Reads.swift.
            try db.execute(sql: """
                CREATE INDEX recipe_lookup ON recipe(id, title COLLATE NOCASE, isFavorite, addedOn)
                """)
        }
        migrator.registerMigration("v3 collection counts") { db in
            // The sidebar shows every collection with its count after each change; counting the
            // memberships of a million recipes takes a scan, so triggers keep the counts instead.
            // Cascading deletes of a recipe's memberships fire the delete trigger too.
            try db.execute(sql: """
                CREATE TABLE collectionCount (
                    name TEXT PRIMARY KEY,
                    recipeCount INTEGER NOT NULL
                ) WITHOUT ROWID;
                INSERT INTO collectionCount(name, recipeCount)
                    SELECT name, count(*) FROM recipeCollection GROUP BY name;
                CREATE TRIGGER collectionCount_insert AFTER INSERT ON recipeCollection BEGIN
                    INSERT INTO collectionCount(name, recipeCount) VALUES (new.name, 1)
                        ON CONFLICT(name) DO UPDATE SET recipeCount = recipeCount + 1;
                END;
                CREATE TRIGGER collectionCount_delete AFTER DELETE ON recipeCollection BEGIN
                    UPDATE collectionCount SET recipeCount = recipeCount - 1 WHERE name = old.name;
                    DELETE FROM collectionCount WHERE name = old.name AND recipeCount <= 0;
                END;
                """)
        }
        migrator.registerMigration("v4 search prefixes") { db in
            // Search runs as the person types, so its first letters are the most common queries and
            // the slowest: a one-letter prefix expands to every term starting with it. Prefix
            // indexes of 1 to 3 characters answer those from one index entry (at a million
            // recipes, "c" went from 1.3 s to tens of ms). The triggers of "v1 full-text search"
            // name the table and keep working; 'rebuild' reads the text from `recipe` again.
            try db.execute(sql: """
                DROP TABLE recipeSearch;
                CREATE VIRTUAL TABLE recipeSearch USING fts5(
                    title, ingredients, directions,
                    content='recipe', content_rowid='id',
                    tokenize='unicode61 remove_diacritics 2',
                    prefix='1 2 3'
                );
                INSERT INTO recipeSearch(recipeSearch) VALUES ('rebuild');
                """)
        }
        migrator.registerMigration("v5 search without positions") { db in
            // Search asks only "which recipes contain words starting with these", never for phrases,
            // proximity or ranking, so the index keeps no positions (detail='none'): it is half the
            // size and twice as fast to fill, which is most of the cost of a large import. Its
            // in-memory buffer of pending terms grows to 32 MB (from 1 MB) before it is written out,
            // so a large import writes fewer, bigger segments and merges them less often.
            try db.execute(sql: """
                DROP TABLE recipeSearch;
                CREATE VIRTUAL TABLE recipeSearch USING fts5(
                    title, ingredients, directions,
                    content='recipe', content_rowid='id',
                    tokenize='unicode61 remove_diacritics 2',
                    prefix='1 2 3',
                    detail='none'
                );
                INSERT INTO recipeSearch(recipeSearch, rank) VALUES ('hashsize', 33554432);
                INSERT INTO recipeSearch(recipeSearch) VALUES ('rebuild');
                """)
        }
        migrator.registerMigration("v6 bulk import") { db in
            // A bulk import indexes its recipes for search in one statement at its end (see
            // BulkImport in RecipeStore+Import.swift); while its row is in `bulkImport`, the
            // insert trigger leaves new recipes to it. The row is never committed: other
            // connections always see the table empty, and their inserts are indexed as before.
            try db.execute(sql: """
                CREATE TABLE bulkImport (active INTEGER PRIMARY KEY CHECK (active = 1));
                DROP TRIGGER recipeSearch_insert;
                CREATE TRIGGER recipeSearch_insert AFTER INSERT ON recipe
                WHEN NOT EXISTS (SELECT 1 FROM bulkImport) BEGIN
                    INSERT INTO recipeSearch(rowid, title, ingredients, directions)
                    VALUES (new.id, new.title, new.ingredients, new.directions);
                END;
                """)
        }
        migrator.registerMigration("v7 title order version") { db in
            // Counts the changes that move recipes in title order (an added, removed or retitled
            // recipe), so a store can keep the whole order in memory and know, by one read, when
            // it must read it again (see TitleOrder). A favorite toggled does not count. A bulk
            // import counts once, at its end, rather than once per recipe.
            try db.execute(sql: """
                CREATE TABLE titleOrderVersion (version INTEGER NOT NULL);
                INSERT INTO titleOrderVersion (version) VALUES (0);
                CREATE TRIGGER titleOrderVersion_insert AFTER INSERT ON recipe
                WHEN NOT EXISTS (SELECT 1 FROM bulkImport) BEGIN
                    UPDATE titleOrderVersion SET version = version + 1;
                END;
                CREATE TRIGGER titleOrderVersion_delete AFTER DELETE ON recipe BEGIN
                    UPDATE titleOrderVersion SET version = version + 1;
                END;
                CREATE TRIGGER titleOrderVersion_update AFTER UPDATE OF id, title ON recipe
                WHEN new.id IS NOT old.id OR new.title IS NOT old.title BEGIN
                    UPDATE titleOrderVersion SET version = version + 1;
                END;
                """)
        }
        migrator.registerMigration("v8 bulk replace") { db in
            // A bulk import that replaces recipes takes their old text out of the search index in
            // one statement and indexes the new text with its new recipes at its end (see
            // BulkImport); while its row is in `bulkImport`, the update trigger leaves them to it.
            try db.execute(sql: """
                DROP TRIGGER recipeSearch_update;
                CREATE TRIGGER recipeSearch_update AFTER UPDATE OF title, ingredients, directions ON recipe
                WHEN NOT EXISTS (SELECT 1 FROM bulkImport) BEGIN
                    INSERT INTO recipeSearch(recipeSearch, rowid, title, ingredients, directions)
                    VALUES ('delete', old.id, old.title, old.ingredients, old.directions);
                    INSERT INTO recipeSearch(rowid, title, ingredients, directions)
                    VALUES (new.id, new.title, new.ingredients, new.directions);
                END;
                """)
        }
        migrator.registerMigration("v9 title sort key") { db in
            // The list is ordered by a key the store writes with every title (TitleSortKey:
            // accents dropped, lower case) instead of SQLite's NOCASE, which folds ASCII only and
            // listed "Gâteau" after "Greek". Existing rows get their key from a function that
            // lives for this migration only; the change log's update trigger is set aside meanwhile,
            // so filling in keys reports no recipe as changed. The order moved for titles with
            // accents: the version tells stores that keep the old order to read it again.
            db.add(function: titleSortKeyFunction)
            defer { db.remove(function: titleSortKeyFunction) }
            try db.execute(sql: """
                ALTER TABLE recipe ADD COLUMN titleKey TEXT NOT NULL DEFAULT '';
                DROP TRIGGER changeLog_recipe_update;
                """)
            // In ranges of IDs: one UPDATE of every row kept the old pages of all of them in its
            // statement journal (in memory, `temp_store`): 1.1 GB at a million recipes.
            // Ranges of 10,000 recipes found in the primary key, so sparse imported IDs (up to
            // Int64.max) cost no more than dense ones.
            let fill = try db.makeStatement(sql: "UPDATE recipe SET titleKey = recipeTitleSortKey(title) WHERE id BETWEEN ? AND ?")
            var next = try Int.fetchOne(db, sql: "SELECT min(id) FROM recipe")
            while let lower = next {
                let upper = try Int.fetchOne(
                    db, sql: "SELECT id FROM recipe WHERE id >= ? ORDER BY id LIMIT 1 OFFSET 9999", arguments: [lower])
                try fill.execute(arguments: [lower, upper ?? Int.max])
                next = try upper.flatMap { try Int.fetchOne(db, sql: "SELECT min(id) FROM recipe WHERE id > ?", arguments: [$0]) }
            }
            try db.execute(sql: """
                CREATE TRIGGER changeLog_recipe_update AFTER UPDATE ON recipe BEGIN
                    INSERT INTO changeLog(recipeId, kind) VALUES (new.id, 'update');
                END;
                DROP INDEX recipe_by_title;
                DROP INDEX recipe_favorites_by_title;
                DROP INDEX recipe_lookup;
                CREATE INDEX recipe_by_title ON recipe(titleKey, id);
                CREATE INDEX recipe_favorites_by_title ON recipe(isFavorite, titleKey, id);
                CREATE INDEX recipe_lookup ON recipe(id, titleKey, isFavorite, addedOn);
                UPDATE titleOrderVersion SET version = version + 1;
                """)
        }
        registerSources(&migrator)
        registerShopping(&migrator)
        migrator.registerMigration("v12 search prefixes to 8") { db in
            // A prefix longer than every prefix index is answered by FTS5 merging the doclists of
            // all the terms it starts, row by row: at a million recipes "chicke" took 75–150 ms
            // against 10 ms from a prefix index. Words are typed a letter at a time, so every
            // length up to that of most words is indexed; longer words are expanded into their
            // terms (SearchMatches). The cost is at writing: the index is 70% larger and a bulk
            // import's indexing takes longer (docs/BENCHMARKS.md, "Search at a million").
            try db.execute(sql: """
                DROP TABLE recipeSearch;
                CREATE VIRTUAL TABLE recipeSearch USING fts5(
                    title, ingredients, directions,
                    content='recipe', content_rowid='id',
                    tokenize='unicode61 remove_diacritics 2',
                    prefix='1 2 3 4 5 6 7 8',
                    detail='none'
                );
                INSERT INTO recipeSearch(recipeSearch, rank) VALUES ('hashsize', 33554432);
                INSERT INTO recipeSearch(recipeSearch) VALUES ('rebuild');
                """)
        }
        migrator.registerMigration("v13 search index in one segment") { db in
            // 'rebuild' (v12) leaves the index in many segments on several levels, and the next
            // writes merged them: one `d` took 18 s at a million recipes, and 1 write in 50 took
            // 70–120 ms. Merged into one segment, later writes add small segments that merge cheaply.
            try db.execute(sql: "INSERT INTO recipeSearch(recipeSearch) VALUES ('optimize')")
        }
        migrator.registerMigration("v14 collections without case") { db in
            // Collection names compare without case from here on (CollectionNames): a library
            // holding `Breakfast` and `breakfast` keeps one spelling, its most used. Folding at
            // every read instead would need a case-insensitive index SQLite lacks (NOCASE folds
            // ASCII only) and would leave two spellings in exports.
            try RecipeStore.mergeCollectionSpellings(db)
        }
        registerCooklangSources(&migrator)
        registerPictures(&migrator)
        registerFolderFiles(&migrator)
        registerFolderSync(&migrator)
        registerLanguage(&migrator)
        registerFolderWriteOut(&migrator)
        return migrator
    }

    /// `recipeTitleSortKey(title)`, for migration v9: `TitleSortKey.of` in SQL.
    private static let titleSortKeyFunction = DatabaseFunction("recipeTitleSortKey", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(TitleSortKey.of)
    }
}
