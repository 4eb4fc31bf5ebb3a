import Foundation
import GRDB
import GRDBSQLite

/// Opens the connection to an existing library file: for writing when the file, its directory and
/// its file system allow it, else for reading only.
///
/// Whether a write would work cannot be told in advance: `access(2)` says yes to root on any
/// file with permission bits, a directory that cannot hold the `-wal` and `-shm` files stops a WAL
/// library from being read even by a writable connection, and SQLite quietly opens a write-protected
/// file read-only. So each way is tried in turn, and the next one taken only when the failure
/// means "cannot write here":
///
/// 1. for writing, kept only if SQLite can take the write lock (it opens a write-protected file, or
///    one whose `-shm` it cannot create, "for writing" and refuses only at the first write);
/// 2. read-only, which reads through an existing `-shm` file or creates one;
/// 3. read-only and immutable (`file:PATH?immutable=1`), for a directory or file system where no
///    `-shm` can be created: SQLite then reads the file alone (a WAL library is checkpointed into
///    it when its last writer closes).
///
/// Other failures (not a library, damaged, newer, busy) end the attempts with their own error.
enum LibraryConnection {
    /// How a connection was opened.
    enum Access: CaseIterable {
        case readWrite
        case readOnly
        case immutable
    }

    /// Opens `path` (which exists) with the first access that works, from `readWrite` unless
    /// `readOnly`, runs `prepare` on it, and returns it with the access it has.
    static func open(
        path: String, configuration: Configuration, readOnly: Bool,
        prepare: (DatabaseQueue, _ writable: Bool) throws -> Void
    ) throws -> (DatabaseQueue, Access) {
        let accesses: [Access] = readOnly ? [.readOnly, .immutable] : Access.allCases
        var lastFailure: (any Error)?
        for access in accesses {
            do {
                var configuration = configuration
                configuration.readonly = access != .readWrite
                let database = try DatabaseQueue(path: name(path, access), configuration: configuration)
                if access == .readWrite, try !canWrite(database) { continue }
                try prepare(database, access == .readWrite)
                return (database, access)
            } catch let error as DatabaseError where meansCannotWrite(error) {
                lastFailure = error
            }
        }
        throw lastFailure ?? LibraryError.readOnly(path: path)
    }

    /// Creates a new library file at `path` (its directory exists) and opens it for writing;
    /// `library` is the path errors name (the library a temporary file will become).
    static func create(
        path: String, reportedAs library: String, configuration: Configuration,
        prepare: (DatabaseQueue, _ writable: Bool) throws -> Void
    ) throws -> DatabaseQueue {
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            try prepare(database, true)
            return database
        } catch let error as DatabaseError where meansCannotWrite(error) {
            throw LibraryError.readOnly(path: library)
        }
    }

    /// Whether `database` can write: SQLite holds the file writable and grants the write lock.
    /// Taking the lock writes nothing; a writer holding it right now means the library is written
    /// here, so that counts as yes rather than a wait.
    private static func canWrite(_ database: DatabaseQueue) throws -> Bool {
        try database.inDatabase { db in
            if sqlite3_db_readonly(db.sqliteConnection, "main") == 1 { return false }
            let connection = db.sqliteConnection
            sqlite3_busy_timeout(connection, 0)
            defer { sqlite3_busy_timeout(connection, Int32(RecipeStore.busyTimeout * 1_000)) }
            do {
                try db.execute(sql: "BEGIN IMMEDIATE; ROLLBACK")
                return true
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                return true
            } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
                return false
            }
        }
    }

    /// The file name SQLite is given for `access`: a URI for `immutable`.
    private static func name(_ path: String, _ access: Access) -> String {
        guard access == .immutable else { return path }
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "file:\(encoded)?immutable=1"
    }

    /// Whether SQLite failed because something could not be written or created: the file, its
    /// journal, or the `-wal` / `-shm` files beside it.
    private static func meansCannotWrite(_ error: DatabaseError) -> Bool {
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM: true
        default: false
        }
    }
}
