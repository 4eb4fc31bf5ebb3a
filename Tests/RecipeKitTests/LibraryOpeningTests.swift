import Foundation
import GRDB
import Testing
@testable import RecipeKit

@Suite struct LibraryOpeningTests {
    @Test func locationPrefersTheOptionThenTheEnvironmentThenXDG() throws {
        let environment = ["HOME": "/home/cook", "RECIPES_LIBRARY": "/data/lib.sqlite", "XDG_DATA_HOME": "/xdg"]
        #expect(try LibraryLocation.resolve(explicitPath: "/opt/x.sqlite", environment: environment) == "/opt/x.sqlite")
        #expect(try LibraryLocation.resolve(explicitPath: nil, environment: environment) == "/data/lib.sqlite")
        var noLibrary = environment
        noLibrary["RECIPES_LIBRARY"] = nil
        #expect(try LibraryLocation.resolve(explicitPath: nil, environment: noLibrary) == "/xdg/recipes/library.sqlite")
        #expect(try LibraryLocation.resolve(explicitPath: nil, environment: ["HOME": "/home/cook"])
            == "/home/cook/.local/share/recipes/library.sqlite")
        #expect(try LibraryLocation.resolve(explicitPath: nil, environment: ["HOME": "/home/cook", "XDG_DATA_HOME": "rel"])
            == "/home/cook/.local/share/recipes/library.sqlite")
        #expect(try LibraryLocation.resolve(explicitPath: "~/r.sqlite", environment: environment) == "/home/cook/r.sqlite")
        #expect(try LibraryLocation.resolve(explicitPath: "r.sqlite", environment: environment)
            == FileManager.default.currentDirectoryPath + "/r.sqlite")
    }

    @Test func anEmptyOptionOrVariableIsRefusedNotTakenForTheDefault() throws {
        let environment = ["HOME": "/home/cook", "RECIPES_LIBRARY": "/data/lib.sqlite"]
        #expect(throws: LibraryError.emptyPath(setting: "--library", defaultPath: "/home/cook/.local/share/recipes/library.sqlite")) {
            try LibraryLocation.resolve(explicitPath: "", environment: environment)
        }
        #expect(throws: LibraryError.emptyPath(setting: "RECIPES_LIBRARY", defaultPath: "/home/cook/.local/share/recipes/library.sqlite")) {
            try LibraryLocation.resolve(explicitPath: nil, environment: ["HOME": "/home/cook", "RECIPES_LIBRARY": ""])
        }
        // An explicit path still wins over an empty variable.
        #expect(try LibraryLocation.resolve(explicitPath: "/opt/x.sqlite", environment: ["RECIPES_LIBRARY": ""]) == "/opt/x.sqlite")
    }

    @Test func aNewLibraryIsCreatedWithItsDirectoriesAndTheSampleRecipes() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("deep/er/library.sqlite")
        let store = try RecipeStore(path: path, now: { testNow })
        let bundled = try SampleLibrary.bundledRecipes()
        #expect(try store.recipeCount() == bundled.count)
        // Dates are shifted so the newest sample was added now, and Recents is not empty.
        let stored = try store.recipes(with: try store.recipeIDs(matching: RecipeQuery()))
        #expect(stored.compactMap(\.addedOn).max() == testNow)
        #expect(try !store.recipeIDs(matching: RecipeQuery(scope: .recents)).isEmpty)
        let byID = Dictionary(uniqueKeysWithValues: bundled.map { ($0.id, $0) })
        for recipe in stored {
            var original = try #require(byID[recipe.id])
            original.addedOn = recipe.addedOn
            #expect(recipe == original)
        }
    }

    @Test func reopeningDoesNotSeedAgainAndWALIsOn() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let first = try RecipeStore(path: path, now: { testNow })
        let count = try first.recipeCount()
        try first.delete(id: try #require(first.recipeIDs(matching: RecipeQuery()).first))
        let second = try RecipeStore(path: path, now: { testNow })
        #expect(try second.recipeCount() == count - 1)
        let mode = try second.database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func migrationsAreNamedAndAllApplied() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let applied = try store.database.read { try LibrarySchema.migrator.appliedMigrations($0) }
        #expect(applied == ["v1 recipes and collections", "v1 full-text search", "v1 change log",
                            "v2 narrow lookups by id", "v3 collection counts", "v4 search prefixes",
                            "v5 search without positions", "v6 bulk import", "v7 title order version", "v8 bulk replace",
                            "v9 title sort key", "v10 sources", "v11 shopping", "v12 search prefixes to 8", "v13 search index in one segment",
                            "v14 collections without case", "v15 cooklang sources", "v16 pictures", "v17 folder files",
                            "v18 folder sync", "v19 folder pictures", "v20 folder index keeps pending changes",
                            "v21 recipe language", "v22 folder pending writes",
                            "v23 folder file hashes"])
    }

    /// A recipe row written straight into an older schema, as an older version left it.
    private func insertRow(id: Int, title: String, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO recipe (id, title, prepTime, cookTime, servings, ingredients, directions,
                                isFavorite, addedOn, imageNames)
            VALUES (?, ?, 0, 0, '', 'salt', 'cook', 0, '2026-01-01 00:00:00', '[]')
            """, arguments: [id, title])
    }

    @Test func searchStillFindsEverythingAfterThePrefixIndexUpgrade() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            try LibrarySchema.migrator.migrate(queue, upTo: "v3 collection counts")
            try queue.write { db in
                for (id, title) in [(1, "Chicken soup"), (2, "Chickpea curry"), (3, "Pancakes")] {
                    try insertRow(id: id, title: title, db)
                }
            }
        }
        let store = try RecipeStore(path: path, now: { testNow })
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "c")) == [1, 2, 3])
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "ch")) == [1, 2])
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "chickp")) == [2])
        #expect(try Set(#require(try store.recipeIDs(matchingSearch: "sa"))) == [1, 2, 3])
        try store.add(Recipe(title: "Cheesecake"))
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "ch")).count == 3)
    }

    @Test func titleKeysAreFilledWhenALibraryIsUpgradedWithoutReportingChanges() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        // A library as the version before title keys left it: accented titles sorted by NOCASE.
        let changesBefore: Int
        do {
            let queue = try DatabaseQueue(path: path)
            try LibrarySchema.migrator.migrate(queue, upTo: "v8 bulk replace")
            changesBefore = try queue.write { db in
                for (id, title) in [(1, "Greek salad"), (2, "Gâteau au chocolat"), (3, "Éclairs"), (4, "Zucchini bread")] {
                    try insertRow(id: id, title: title, db)
                }
                // More than one range of 10,000 for the upgrade to fill, and IDs far apart.
                for id in 100..<20_150 { try insertRow(id: id, title: "Zz filler \(id)", db) }
                try insertRow(id: Int.max, title: "ZZ Last", db)
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM changeLog")!
            }
            let old = try queue.read { db in try Int.fetchAll(db, sql: "SELECT id FROM recipe ORDER BY title COLLATE NOCASE, id") }
            // NOCASE: "Gâteau" after "Greek", "Éclairs" after everything.
            #expect(old.prefix(2) == [1, 2] && old.last == 3)
        }
        let store = try RecipeStore(path: path, now: { testNow })
        #expect(try store.recipeIDs(matching: RecipeQuery()).prefix(4) == [3, 2, 1, 4])
        #expect(try store.recipeIDs(matching: RecipeQuery()).last == Int.max)
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "salad")) == [1])
        let changesAfter = try store.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM changeLog")! }
        #expect(changesAfter == changesBefore, "filling in keys is not a change to any recipe")
        let keys = try store.database.read { db in try String.fetchAll(db, sql: "SELECT titleKey FROM recipe ORDER BY id") }
        #expect(keys.prefix(4) == ["greek salad", "gateau au chocolat", "eclairs", "zucchini bread"])
        #expect(keys.count == 4 + 20_050 + 1)
        #expect(keys.dropFirst(4).allSatisfy { $0.hasPrefix("zz ") }, "every range was filled")
    }

    @Test func collectionCountsAreFilledWhenALibraryIsUpgradedAndKeptAfterwards() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        // A library as the version before the counts table left it.
        do {
            let queue = try DatabaseQueue(path: path)
            try LibrarySchema.migrator.migrate(queue, upTo: "v2 narrow lookups by id")
            try queue.write { db in
                for (id, names) in [(1, ["Soup", "Quick"]), (2, ["Soup"]), (3, [])] as [(Int, [String])] {
                    try insertRow(id: id, title: "r", db)
                    for (position, name) in names.enumerated() {
                        try db.execute(sql: "INSERT INTO recipeCollection (name, recipeId, position) VALUES (?, ?, ?)",
                                       arguments: [name, id, position])
                    }
                }
            }
        }
        let store = try RecipeStore(path: path, now: { testNow })
        #expect(try store.collections() == [CollectionSummary(name: "Quick", recipeCount: 1),
                                            CollectionSummary(name: "Soup", recipeCount: 2)])
        _ = try store.delete(id: 1)
        #expect(try store.collections() == [CollectionSummary(name: "Soup", recipeCount: 1)])
        var two = try #require(try store.recipe(with: 2))
        two.collections = ["Stew"]
        try store.update(two)
        #expect(try store.collections() == [CollectionSummary(name: "Stew", recipeCount: 1)])
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        do {
            let store = try makeEmptyStore(directory)
            try store.database.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9 from the future')")
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: LibraryError.newerSchema(path: path)) { try RecipeStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(arguments: [
        ("not a database", Data("just some text, not SQLite\n".utf8)),
        ("random bytes", Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })),
    ])
    func aFileThatIsNotSQLiteIsRefusedAndLeftUntouched(label: String, contents: Data) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(throws: LibraryError.notALibrary(path: path, reason: "not an SQLite database")) {
            try RecipeStore(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("other.sqlite")
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: LibraryError.notALibrary(path: path, reason: "an SQLite database of another program")) {
            try RecipeStore(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDamagedLibraryGivesAClearErrorAndIsLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        _ = try RecipeStore(path: path, now: { testNow })
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Overwrite everything after the first page (the header and schema stay readable).
        for index in 4_096..<bytes.count { bytes[index] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: path))
        var failure: (any Error)?
        do {
            let store = try RecipeStore(path: path)
            _ = try store.recipes(with: try store.recipeIDs(matching: RecipeQuery()))
        } catch {
            failure = error
        }
        let error = try #require(failure as? LibraryError)
        guard case .damaged(let damagedPath, _) = error else {
            Issue.record("expected .damaged, got \(error)")
            return
        }
        #expect(damagedPath == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aLibraryOpenedReadOnlyReadsButRefusesWrites() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let id = try RecipeStore(path: path, now: { testNow }).recipeIDs(matching: RecipeQuery()).first!
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try RecipeStore(path: path, readOnly: true)
        try expectReadsWorkAndWritesFail(store, id: id)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(.enabled(if: getuid() != 0, "root may write any file"))
    func aLibraryInAReadOnlyDirectoryOpensReadOnly() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let id = try RecipeStore(path: path, now: { testNow }).recipeIDs(matching: RecipeQuery()).first!
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try RecipeStore(path: path)
        try expectReadsWorkAndWritesFail(store, id: id)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Root writes any file, so the side files are blocked another way: a directory in the way of
    /// `-shm` stops SQLite from creating it, for any user, as a read-only directory would.
    @Test func aLibraryWhoseSideFilesCannotBeCreatedOpensReadOnlyAndSaysSo() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let id = try RecipeStore(path: path, now: { testNow }).recipeIDs(matching: RecipeQuery()).first!
        try FileManager.default.createDirectory(atPath: path + "-shm", withIntermediateDirectories: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try RecipeStore(path: path, createIfMissing: false)
        #expect(!store.wasCreated)
        try expectReadsWorkAndWritesFail(store, id: id)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    private func expectReadsWorkAndWritesFail(_ store: RecipeStore, id: Recipe.ID) throws {
        #expect(store.isReadOnly)
        #expect(try store.recipe(with: id) != nil)
        #expect(try !store.recipeIDs(matching: RecipeQuery(searchText: "a")).isEmpty)
        #expect(throws: LibraryError.readOnly(path: store.path)) { try store.toggleFavorite(id: id) }
        #expect(throws: LibraryError.readOnly(path: store.path)) { try store.add(Recipe(title: "Toast")) }
        #expect(try store.pendingChanges() == [])
        #expect(LibraryError.readOnly(path: "/x/l.sqlite").description == "library is read-only: /x/l.sqlite")
    }
}

@Suite struct LibraryErrorTests {
    @Test func sqliteFailuresBecomeMessagesNamingTheLibrary() {
        let path = "/home/cook/library.sqlite"
        let cases: [(ResultCode, String)] = [
            (.SQLITE_NOTADB, "not a recipes library: \(path) (not an SQLite database)"),
            (.SQLITE_READONLY, "library is read-only: \(path)"),
            (.SQLITE_BUSY, "library is busy: \(path) (another program is writing to it; try again)"),
            (.SQLITE_FULL, "disk is full: \(path) was not changed"),
        ]
        for (code, message) in cases {
            #expect("\(LibraryError.from(DatabaseError(resultCode: code), path: path))" == message)
        }
    }
}
