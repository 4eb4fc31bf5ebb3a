import Foundation
import GRDB
import Ingredients
import Synchronization

/// The recipe library on disk: the one source of truth the panes and commands read and write.
///
/// One SQLite file in WAL mode, opened through a single kept-open connection. Reads and writes are
/// synchronous; every write is one transaction. What changed, by this store or by another process,
/// is pulled with `pendingChanges()` (see docs/ARCHITECTURE.md, "RecipeKit").
public final class RecipeStore: Sendable {
    /// What a library that does not exist yet is filled with.
    public enum NewLibraryContents: Sendable {
        /// The bundled sample library, dated so that its newest recipe was added just now.
        case sample
        /// Nothing.
        case empty
    }

    /// The absolute path of the library file.
    public let path: String
    /// Whether the library was opened without write access, known from the moment it is open:
    /// asked for (`readOnly:`), or because the file, its directory or its file system cannot be
    /// written. Reads work; writes throw `LibraryError.readOnly`.
    public let isReadOnly: Bool
    /// Whether this store created the library file when it opened it (filled per `newLibrary`).
    public let wasCreated: Bool

    /// How long a write waits for another process's write to finish before `LibraryError.busy`.
    static let busyTimeout: TimeInterval = 5

    let database: DatabaseQueue
    let now: @Sendable () -> Date
    let cursor: Mutex<ChangeCursor>
    /// The library's title order, once read (see `TitleOrder`); checked against the library's
    /// `titleOrderVersion` before each use. Shared with `readingCompanion()`'s store.
    let titleOrder: KeptInMemory<TitleOrder?>
    /// The search index's terms under the prefixes searched lately (see `SearchMatches`); shared
    /// with `readingCompanion()`'s store.
    let searchTerms: KeptInMemory<TermCache>
    /// The person's aisles the shopping list is arranged by (`useAisles`), if any.
    let aisleConfig = Mutex<AisleConfig?>(nil)
    /// What is at home, left out of the shopping list (`usePantry`), if anything.
    let pantryConfig = Mutex<PantryConfig?>(nil)

    /// Opens the library at `path`; creates it (and its directories) when it does not exist and
    /// `createIfMissing` allows.
    ///
    /// A new library is built under a temporary name in the same folder and put in place complete
    /// (see `LibraryCreation`): a creation killed at any moment leaves no library or the whole one.
    ///
    /// - Parameters:
    ///   - path: the library file.
    ///   - newLibrary: what a newly created library is filled with.
    ///   - createIfMissing: `false` makes a missing file an error (`LibraryError.noLibrary`), with
    ///     nothing created: for commands, where a mistyped path must not become a new library.
    ///   - readOnly: opens without write access even if the file could be written.
    ///   - now: the clock for `addedOn` and Recents (injectable for tests).
    ///   - willUpgrade: called before an existing library written by an earlier version is
    ///     upgraded, which may take a while for a large one (a program tells its user here).
    /// - Throws: `LibraryError` when the file is missing (and may not be created), is not a library
    ///   (a folder, an empty file, another program's file), is damaged, newer, or cannot be opened.
    ///   The file is not modified in any of these cases.
    public convenience init(
        path: String,
        newLibrary: NewLibraryContents = .sample,
        createIfMissing: Bool = true,
        readOnly: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init,
        willUpgrade: () -> Void = {}
    ) throws {
        var created = false
        if try !LibraryCreation.libraryExists(at: path) {
            guard createIfMissing else { throw LibraryError.noLibrary(path: path) }
            guard !readOnly else { throw LibraryError.readOnly(path: path) }
            created = try LibraryCreation.create(at: path) { temporary in
                try Self.build(at: temporary, reportedAs: path, newLibrary: newLibrary, now: now)
            }
        }
        let configuration = Self.configuration
        let prepare = { (database: DatabaseQueue, writable: Bool) in
            try Self.prepare(database, path: path, writable: writable, willUpgrade: willUpgrade)
        }
        let (database, access): (DatabaseQueue, LibraryConnection.Access)
        do {
            (database, access) = try LibraryConnection.open(
                path: path, configuration: configuration, readOnly: readOnly, prepare: prepare)
        } catch {
            throw LibraryError.from(error, path: path)
        }
        try self.init(path: path, database: database, isReadOnly: access != .readWrite, wasCreated: created, now: now)
    }

    /// A read-only store on this store's library, for reading on another thread while this one
    /// reads and writes (the browser's search worker): a connection of its own, sharing what this
    /// store keeps in memory between reads (the title order, the search terms), which both check
    /// against the library before each use. So the worker's first collection of a million-recipe
    /// library does not read the million IDs in title order again (200 ms) when this store has.
    public func readingCompanion() throws -> RecipeStore {
        let database: DatabaseQueue
        do {
            // This store has checked and upgraded the library: nothing to prepare.
            (database, _) = try LibraryConnection.open(path: path, configuration: Self.configuration, readOnly: true) { _, _ in }
        } catch {
            throw LibraryError.from(error, path: path)
        }
        return try RecipeStore(path: path, database: database, isReadOnly: true, wasCreated: false, now: now,
                               titleOrder: titleOrder, searchTerms: searchTerms)
    }

    /// A store over an open connection, its change cursor set to what the library holds now.
    private init(
        path: String, database: DatabaseQueue, isReadOnly: Bool, wasCreated: Bool, now: @escaping @Sendable () -> Date,
        titleOrder: KeptInMemory<TitleOrder?> = KeptInMemory(nil), searchTerms: KeptInMemory<TermCache> = KeptInMemory(TermCache())
    ) throws {
        self.path = path
        self.titleOrder = titleOrder
        self.searchTerms = searchTerms
        self.database = database
        self.isReadOnly = isReadOnly
        self.wasCreated = wasCreated
        self.now = now
        self.cursor = Mutex(ChangeCursor())
        try database.inDatabase { db in
            let version = try Self.dataVersion(db)
            let last = try ChangeLog.lastSequence(db)
            cursor.withLock { $0 = ChangeCursor(dataVersion: version, lastSequence: last) }
        }
    }

    /// Creates a complete library file at `temporary` (filled per `newLibrary`) and closes it;
    /// errors name `path`, the library it will become.
    private static func build(
        at temporary: String, reportedAs path: String, newLibrary: NewLibraryContents, now: @escaping @Sendable () -> Date
    ) throws {
        let database: DatabaseQueue
        do {
            database = try LibraryConnection.create(path: temporary, reportedAs: path, configuration: configuration) { database, writable in
                try prepare(database, path: path, writable: writable, willUpgrade: {})
            }
        } catch {
            throw LibraryError.from(error, path: path)
        }
        let store = try RecipeStore(path: path, database: database, isReadOnly: false, wasCreated: true, now: now)
        if newLibrary == .sample {
            _ = try store.importRecipes(SampleLibrary.recipes(dated: now()), existing: .skip)
            try store.write { db in
                for (id, picture) in SampleLibrary.pictures() { try RecipePictures.keep(picture, of: id, db) }
            }
        }
        try database.close()
    }

    /// How every connection to a library is configured.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "RecipeStore"
        configuration.prepareDatabase { db in
            // The staging tables of a bulk import (see `BulkImport`, a chunk of recipes at a time)
            // live in memory rather than in a temporary file.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try SearchMatches.prepare(db)
        }
        return configuration
    }

    /// Refuses files that are not ours or are newer, before anything could write to them, then migrates.
    private static func prepare(
        _ database: DatabaseQueue, path: String, writable: Bool, willUpgrade: () -> Void
    ) throws {
        let migrator = LibrarySchema.migrator
        let upgrades = try database.inDatabase { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            if !tables.isEmpty, !tables.contains("grdb_migrations") {
                throw LibraryError.notALibrary(path: path, reason: "an SQLite database of another program")
            }
            if try migrator.hasBeenSuperseded(db) { throw LibraryError.newerSchema(path: path) }
            let complete = try migrator.hasCompletedMigrations(db)
            if !writable, !complete { throw LibraryError.readOnly(path: path) }
            return !tables.isEmpty && !complete
        }
        guard writable else { return }
        if upgrades { willUpgrade() }
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try migrator.migrate(database)
    }

    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    /// Runs a read, translating SQLite failures into `LibraryError`s that name this library.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try database.read(body)
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }

    /// Runs `body` as one transaction and marks the change log for the next `pendingChanges()`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        guard !isReadOnly else { throw LibraryError.readOnly(path: path) }
        do {
            return try database.write { db in
                let result = try body(db)
                try ChangeLog.prune(db, now: now())
                cursor.withLock { $0.hasOwnWrites = true }
                return result
            }
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }
}

/// How far this store has read the change log.
struct ChangeCursor {
    var dataVersion = 0
    var lastSequence = 0
    var hasOwnWrites = false
}
