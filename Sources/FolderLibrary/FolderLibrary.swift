import Foundation
import Ingredients
import RecipeKit

/// A folder of Cooklang files as a library: every `.cook` file below it is a recipe, each
/// subfolder a collection. The folder is the truth; the SQLite index beside it (under
/// `$XDG_CACHE_HOME`, see `FolderLocation.indexPath`) is caught up from it (`catchUp`), and what
/// this program writes to the index is written out to the folder's files (`writeOut`).
///
/// Favorites live in the folder, in `.recipes-favorites` (a `MarkLog` of file paths); a recipe
/// deleted here goes to `.recipes-trash/` inside the folder, from where undo brings it back.
public final class FolderLibrary {
    /// The folder's absolute path.
    public let root: String
    /// The folder's index: what commands read and write, and what the browser's store opens.
    public let index: RecipeStore
    /// The problems of the last catch-up that left files unread (a subfolder that cannot be read),
    /// of the last write-out that left a change unwritten (still pending), or of one that
    /// found changes pruned from the index's change log before they were written (see `writeOut`).
    public var warnings: [String] { readingWarnings + writeOutWarnings + keptVersions }
    /// The last catch-up's warnings, and the last write-out's.
    var readingWarnings: [String] = []
    var writeOutWarnings: [String] = []
    /// The files whose text the last write-out replaced with generated Cooklang, each told with where the text it had is kept.
    public internal(set) var keptVersions: [String] = []
    /// The directories of the last scan (paths inside the folder), for a watcher.
    public internal(set) var directories: [String] = []

    /// What the index knows of each file, by path; and the path of each recipe's file.
    var known: [String: IndexedFile] = [:]
    var pathOfRecipe: [Recipe.ID: String] = [:]
    /// The picture files seen at the last catch-up, by path: one new, changed or gone has its
    /// recipe's file read again (see `PictureBeside`).
    var knownPictures: [String: FileStamp] = [:]
    /// The favorites log's stamp when last read: unchanged, the log is not read again.
    var favoritesStamp: FileStamp?
    /// The favorites the index was last given (paths).
    var lastFavorites: Set<String> = []
    /// The shopping files' stamps when last read, and the index's ticked items then.
    var shoppingStamps: [FileStamp?] = [nil, nil]
    /// Whether the shopping files must be read into the index at the next catch-up whatever their
    /// stamps (recipes changed, and a reading was refused: the index changed meanwhile).
    var shoppingOwed = false
    /// Whether this process has caught up once (see `catchUp`).
    var hasCaughtUp = false
    /// The folder's aisle list and pantry (`config/aisle.conf`, `config/pantry.conf`) when last
    /// read, their stamps then, and the stores besides the index whose shopping lists they arrange.
    var aisles: AisleConfig?
    var pantry: PantryConfig?
    var aisleStamps: [FileStamp?] = [nil, nil]
    var arrangedStores: [RecipeStore] = []
    var lastTicks: Set<String> = []
    /// What tells `synchronize` when to catch up; `nil` until `startWatching`.
    var watcher: FolderWatch?
    /// Whether the last catch-up failed (the folder gone): `synchronize` tries again now and then.
    var failedAt: UInt64?
    /// Makes the folder work of the processes on this folder take turns (see `FolderLock`).
    let lock: FolderLock
    /// Where the index stood with the folder when this process last looked (see `FolderSyncState`):
    /// a catch-up applies what it read only if no write came after `writtenOut`, and a
    /// `generation` moved by another process makes this one read the index's files again.
    var syncState = FolderSyncState(writtenOut: -1, generation: -1)
    /// What the last write-out could not write to the folder (by any process on it), tried again
    /// by each write-out; a catch-up leaves what it touches as the index holds it.
    var pendingWrites = FolderPendingWrites()
    /// Why the last write-out could not write all it had to (the first write that failed), `nil`
    /// once everything is written.
    var unwritten: FolderError?
    /// How many times a catch-up reads the folder again when writes keep coming meanwhile.
    static let catchUpAttempts = 8

    /// The log of favorite recipes (their files' paths).
    var favorites: MarkLog { MarkLog(path: root + "/" + Self.favoritesFile, ignoresCase: false) }
    /// The log's name in the folder.
    public static let favoritesFile = ".recipes-favorites"
    /// The trash's folder name in the folder.
    public static let trashFolder = ".recipes-trash"

    /// Opens the folder at `root` with its index at `indexPath` (created when missing) and
    /// catches the index up with the folder.
    ///
    /// - Throws: `FolderError` when the folder is missing, not a folder or unreadable (the index
    ///   is not changed: a drive not mounted forgets nothing), `LibraryError` for the index. A
    ///   change that cannot be written out is not thrown but told in `warnings`: the index keeps
    ///   it, and what it says can still be read.
    public init(root: String, indexPath: String) throws {
        _ = try FolderScan(root: root)
        self.root = root
        index = try RecipeStore(path: indexPath, newLibrary: .empty)
        lock = FolderLock(path: indexPath + ".lock")
        if !index.isReadOnly { try index.keepChangesUntilWrittenOut() }
        // What the index knows of the files is read under the lock, by the first write-out. A
        // change that cannot be written out yet is in `warnings`: the index, which holds it, is still read.
        try lock.holding { _ = try catchUpHoldingLock(only: nil) }
    }

    /// Opens the folder named by `--folder`, `$RECIPES_FOLDER` or the config file, with its index
    /// where `FolderLocation.indexPath` puts it.
    public convenience init(folder: String) throws {
        try self.init(root: folder, indexPath: FolderLocation.indexPath(of: folder))
    }

    func remember(_ file: IndexedFile) {
        known[file.path] = file
        if file.trashedAs == nil { pathOfRecipe[file.recipeID] = file.path }
    }

    func forget(_ path: String) {
        if let file = known.removeValue(forKey: path), pathOfRecipe[file.recipeID] == path {
            pathOfRecipe[file.recipeID] = nil
        }
    }

    /// Whether the folder holds an entry named `path` (inside it), a symbolic link counting as
    /// itself: a relative link moved to the trash names nothing there, and is still to be moved back.
    func holdsEntry(_ path: String) -> Bool {
        var status = stat()
        return lstat(root + "/" + path, &status) == 0
    }

    /// The stamp of the file at `absolute`, `nil` when there is none.
    static func stamp(of absolute: String) -> FileStamp? {
        var status = stat()
        guard stat(absolute, &status) == 0 else { return nil }
        return FileStamp(status)
    }
}
