import Foundation
import GRDB

/// A problem with the library or a request to it, worded for the person at the keyboard.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// No recipe has this ID.
    case noSuchRecipe(Recipe.ID)
    /// `restore(_:)` found the ID already taken by another recipe.
    case recipeAlreadyExists(Recipe.ID)
    /// A recipe value cannot be stored as it is (empty title, negative time).
    case invalidRecipe(String)
    /// Servings for the shopping list that are not a positive number.
    case invalidServings(Double)
    /// No library file at this path, and the caller asked not to create one.
    case noLibrary(path: String)
    /// `--library` or `RECIPES_LIBRARY` (the `setting`) is given but empty.
    case emptyPath(setting: String, defaultPath: String)
    /// Something other than a file is at the library's path: a folder, a FIFO, a device.
    case notAFile(path: String, kind: String)
    /// An empty file (0 bytes) is at the library's path: SQLite would take it for an empty database.
    case emptyFile(path: String)
    /// The file exists but is not an SQLite database, or belongs to another program.
    case notALibrary(path: String, reason: String)
    /// SQLite reports the file as damaged.
    case damaged(path: String, detail: String)
    /// The library was upgraded by a newer `recipes`; this one will not touch it.
    case newerSchema(path: String)
    /// The file or its directory cannot be written.
    case readOnly(path: String)
    /// The file cannot be opened or created at all.
    case cannotOpen(path: String, detail: String)
    /// Another process kept the library locked for writing longer than the store waits (5 s).
    case busy(path: String)
    /// The disk holding the library is full; the write was rolled back.
    case diskFull(path: String)

    /// The message a command prints and the browser shows.
    public var description: String {
        switch self {
        case .noSuchRecipe(let id): "no recipe with ID \(id)"
        case .recipeAlreadyExists(let id): "a recipe with ID \(id) already exists"
        case .invalidRecipe(let reason): "invalid recipe: \(reason)"
        case .invalidServings(let servings):
            "servings must be a positive number, not \(servings.formatted(.number.grouping(.never)))"
        case .noLibrary(let path):
            "no library at \(path) (recipes creates one when you open the browser or run `recipes init`)"
        case .emptyPath(let setting, let defaultPath) where setting.hasPrefix("-"):
            "\(setting) is empty: give the library's file, or leave \(setting) out to use \(defaultPath)"
        case .emptyPath(let setting, let defaultPath):
            "\(setting) is set but empty: give the library's file, or unset \(setting) to use \(defaultPath)"
        case .notAFile(let path, let kind) where kind == "folder":
            "not a recipes library: \(path) is a folder; a library is one file: "
                + "give its path, for example \(path.hasSuffix("/") ? path : path + "/")library.sqlite"
        case .notAFile(let path, let kind): "not a recipes library: \(path) is a \(kind), not a file; give the library's file"
        case .emptyFile(let path):
            "not a recipes library: \(path) is an empty file (0 bytes), left as it is; "
                + "remove it and run `recipes init` to make a library there, or give another path"
        case .notALibrary(let path, let reason): "not a recipes library: \(path) (\(reason))"
        case .damaged(let path, let detail): "library is damaged: \(path) (\(detail))"
        case .newerSchema(let path):
            "library was written by a newer version of recipes: \(path); upgrade recipes to open it"
        case .readOnly(let path): "library is read-only: \(path)"
        case .cannotOpen(let path, let detail): "cannot open library: \(path) (\(detail))"
        case .busy(let path): "library is busy: \(path) (another program is writing to it; try again)"
        case .diskFull(let path): "disk is full: \(path) was not changed"
        }
    }

    /// The same message, for APIs that ask Foundation errors for one.
    public var errorDescription: String? { description }

    /// Translates an SQLite failure into what it means for the library at `path`.
    static func from(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_NOTADB: return LibraryError.notALibrary(path: path, reason: "not an SQLite database")
        case .SQLITE_CORRUPT: return LibraryError.damaged(path: path, detail: error.message ?? "corrupt")
        case .SQLITE_READONLY: return LibraryError.readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return LibraryError.busy(path: path)
        case .SQLITE_FULL: return LibraryError.diskFull(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return LibraryError.cannotOpen(path: path, detail: error.message ?? "\(error.resultCode)")
        default: return error
        }
    }
}
