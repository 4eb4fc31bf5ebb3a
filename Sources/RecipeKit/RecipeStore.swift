import Foundation
import GRDB
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
    /// Whether the library was opened without write access; writes then throw `LibraryError.readOnly`.
    public let isReadOnly: Bool

    let database: DatabaseQueue
    let now: @Sendable () -> Date
    let cursor: Mutex<ChangeCursor>
    /// The library's title order, once read (see `TitleOrder`); checked against the library's
    /// `titleOrderVersion` before each use.
    let titleOrder = Mutex<TitleOrder?>(nil)

    /// Opens the library at `path`, creating it (and its directories) when it does not exist.
    ///
    /// - Parameters:
    ///   - path: the library file.
    ///   - newLibrary: what a newly created library is filled with.
    ///   - readOnly: opens without write access even if the file could be written.
    ///   - now: the clock for `addedOn` and Recents (injectable for tests).
    ///   - willUpgrade: called before an existing library written by an earlier version is
    ///     upgraded, which may take a while for a large one (a program tells its user here).
    /// - Throws: `LibraryError` when the file is not a library, is damaged, newer, or cannot be opened.
    ///   The file is not modified in any of these cases.
    public init(
        path: String,
        newLibrary: NewLibraryContents = .sample,
        readOnly: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init,
        willUpgrade: () -> Void = {}
    ) throws {
        let fileManager = FileManager.default
        let isNew = !fileManager.fileExists(atPath: path)
        let directory = (path as NSString).deletingLastPathComponent
        if isNew {
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw LibraryError.cannotOpen(path: path, detail: "cannot create directory \(directory)")
            }
        }
        // WAL needs to create its side files next to the library, so a read-only directory counts too.
        let writable = !readOnly && fileManager.isWritableFile(atPath: directory)
            && (isNew || fileManager.isWritableFile(atPath: path))
        if isNew, !writable { throw LibraryError.readOnly(path: path) }

        var configuration = Configuration()
        configuration.readonly = !writable
        configuration.busyMode = .timeout(5)
        configuration.label = "RecipeStore"
        configuration.prepareDatabase { db in
            // The staging tables of a bulk import (see `BulkImport`, a chunk of recipes at a time)
            // live in memory rather than in a temporary file.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        do {
            database = try Self.open(path: path, configuration: configuration, writable: writable, willUpgrade: willUpgrade)
        } catch {
            throw LibraryError.from(error, path: path)
        }
        self.path = path
        self.isReadOnly = !writable
        self.now = now
        self.cursor = Mutex(ChangeCursor())

        if isNew, newLibrary == .sample {
            _ = try importRecipes(SampleLibrary.recipes(dated: now()), existing: .skip)
        }
        try database.inDatabase { db in
            let version = try Self.dataVersion(db)
            let last = try ChangeLog.lastSequence(db)
            cursor.withLock { $0 = ChangeCursor(dataVersion: version, lastSequence: last) }
        }
    }

    private static func open(
        path: String, configuration: Configuration, writable: Bool, willUpgrade: () -> Void
    ) throws -> DatabaseQueue {
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            try prepare(database, path: path, writable: writable, willUpgrade: willUpgrade)
            return database
        } catch let error as DatabaseError where !writable && error.resultCode == .SQLITE_CANTOPEN {
            // A WAL library on a read-only file system: SQLite cannot create the -shm file it reads
            // through, and opens the file only when told it is immutable (a URI parameter).
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            let database = try DatabaseQueue(path: "file:\(encoded)?immutable=1", configuration: configuration)
            try prepare(database, path: path, writable: writable, willUpgrade: willUpgrade)
            return database
        }
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
