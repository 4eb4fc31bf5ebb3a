import GRDB
import GRDBSQLite

/// An `INSERT` into a staging table, bound and stepped through SQLite's C API.
struct StagingStatement {
    private let statement: SQLiteStatement
    private let connection: SQLiteConnection
    private let owner: Statement

    init(_ db: Database, sql: String) throws {
        owner = try db.makeStatement(sql: sql)
        statement = owner.sqliteStatement
        connection = db.sqliteConnection!
    }

    /// The parameters of one row, bound left to right.
    struct Binder {
        let statement: SQLiteStatement
        var index: Int32 = 1

        mutating func integer(_ value: Int) {
            sqlite3_bind_int64(statement, index, Int64(value))
            index += 1
        }

        /// Binds `value`, or SQL `NULL` for `nil` (a reset statement keeps its last row's values).
        mutating func optionalText(_ value: String?) {
            guard let value else {
                sqlite3_bind_null(statement, index)
                index += 1
                return
            }
            text(value)
        }

        mutating func text(_ value: String) {
            var value = value
            value.withUTF8 { bytes in
                _ = sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), transient)
            }
            index += 1
        }
    }

    /// Binds one row with `bind` and runs the insert; whether a row was inserted (not ignored).
    func insert(_ bind: (inout Binder) throws -> Void) throws -> Bool {
        sqlite3_reset(statement)
        var binder = Binder(statement: statement)
        try bind(&binder)
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        return sqlite3_changes(connection) > 0
    }
}

/// SQLite copies the bytes before `sqlite3_bind_text` returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
