import Dispatch
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
    /// of the opening's write-out that left a change unwritten, or of the last write-out that
    /// found changes pruned from the index's change log before they were written (see `writeOut`).
    public var warnings: [String] { readingWarnings + writeOutWarnings + keptVersions }
    /// The last catch-up's warnings, and the last write-out's.
    var readingWarnings: [String] = []
    var writeOutWarnings: [String] = []
    /// The files whose text the last write-out replaced with generated Cooklang, each told with where the text it had is kept.
    public internal(set) var keptVersions: [String] = []
    /// The directories of the last scan (paths inside the folder), for a watcher.
    public private(set) var directories: [String] = []

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
        // What the index knows of the files is read under the lock, by the first write-out.
        do {
            try catchUp()
        } catch let error as FolderError {
            // A change that cannot be written out yet: the index, which holds it, is still read.
            guard case .notWrittenOut = error else { throw error }
            writeOutWarnings = [error.description]
        }
    }

    /// Opens the folder named by `--folder`, `$RECIPES_FOLDER` or the config file, with its index
    /// where `FolderLocation.indexPath` puts it.
    public convenience init(folder: String) throws {
        try self.init(root: folder, indexPath: FolderLocation.indexPath(of: folder))
    }

    /// Reads the files changed since the index last read them (by path, size, modification time
    /// and inode) into the index, in one transaction; returns whether anything changed.
    ///
    /// A file gone and a file new with its inode, size and time is a rename: the recipe keeps
    /// its ID, and its favorite follows it (a line for the new path in `.recipes-favorites`).
    ///
    /// - Throws: `FolderError` when the folder itself is gone or unreadable: nothing is taken as deleted.
    ///
    /// With `only`, just those directories are read (without their subdirectories): what a
    /// watcher saw change. A directory of them gone makes it read the whole folder.
    ///
    /// What was written to the index and is not in the folder yet (by this process, the browser's
    /// connection, another process) is written out first, and what was read is applied only if
    /// nothing was written to the index meanwhile (else the folder is read again): a catch-up
    /// never undoes a write it did not see (see `FolderSyncState`).
    @discardableResult
    public func catchUp(only: Set<String>? = nil) throws -> Bool {
        try lock.holding {
            try writeOutHoldingLock()
            for _ in 1..<Self.catchUpAttempts {
                do {
                    return try catchUpHoldingLock(only: only)
                } catch is FolderIndexChangedMeanwhile {
                    try writeOutHoldingLock()
                }
            }
            return try catchUpHoldingLock(only: only)
        }
    }

    /// Reads this process's knowledge of the folder's files again from the index when another
    /// process changed it since (its `generation` moved): after its write-out or catch-up, the
    /// files in memory would be stale. The logs are then read again too, as at a first catch-up.
    func rereadIfOthersSynchronized() throws {
        let state = try index.folderSyncState()
        guard state.generation != syncState.generation else {
            syncState = state
            return
        }
        syncState = state
        known = [:]
        pathOfRecipe = [:]
        for file in try index.indexedFiles() { remember(file) }
        knownPictures = try index.indexedPictures()
        hasCaughtUp = false
    }

    private func catchUpHoldingLock(only: Set<String>?) throws -> Bool {
        let scan: FolderScan
        do {
            scan = try FolderScan(root: root, only: only)
        } catch FolderError.missing(let path) where path != root {
            scan = try FolderScan(root: root)
        }
        readAisles()
        if !scan.isPartial {
            directories = scan.directories
            readingWarnings = scan.warnings
                // Rewritten whole, the list cannot be merged line by line as the logs are (MarkLog).
                + MarkLog.conflictCopies(of: root + "/" + Self.shoppingListFile).map { copy in
                    "\((copy as NSString).lastPathComponent) (a conflict copy of \(Self.shoppingListFile) from file sync) is "
                        + "not read: copy the recipes you want from it into \(Self.shoppingListFile), then delete it"
                }
        }
        var changes = FolderChanges()
        var gone: [String: IndexedFile] = [:]
        for (path, file) in known where file.trashedAs == nil && scan.files[path] == nil && scan.covers(path)
            && !scan.isUnderUnreadable(path) {
            gone[path] = file
        }
        var goneByStamp: [FileStamp: String] = [:]
        for (path, file) in gone { goneByStamp[file.stamp] = path }
        var toRead: [(String, FileStamp)] = []
        let picturesChanged = try recipesWithPicturesChanged(scan)
        var favoritesToMove: [(from: String, to: String)] = []
        let favoritePaths = favorites.marked()
        for (path, stamp) in scan.files {
            if let file = known[path], file.trashedAs == nil {
                if file.stamp != stamp { toRead.append((path, stamp)) }
            } else if let from = goneByStamp.removeValue(forKey: stamp) {
                gone[from] = nil
                changes.moved.append((from, path, stamp))
                // Its name is its title and its subfolder its collection: read again under the new path.
                toRead.append((path, stamp))
                if favoritePaths.contains(from) { favoritesToMove.append((from, path)) }
            } else {
                toRead.append((path, stamp))
            }
        }
        changes.unchangedSince = syncState.writtenOut
        let reading = Set(toRead.map(\.0))
        for path in picturesChanged where !reading.contains(path) && known[path]?.trashedAs == nil {
            if known[path] != nil, let stamp = scan.files[path] { toRead.append((path, stamp)) }
        }
        let reads = readFiles(toRead, pictures: scan.pictures)
        for (from, to) in try renamedAndEdited(reads.filter { known[$0.path].map { $0.trashedAs != nil } ?? true }, gone: gone) {
            gone[from] = nil
            changes.moved.append((from, to.path, to.stamp))
            if favoritePaths.contains(from) { favoritesToMove.append((from, to.path)) }
        }
        changes.removed = Array(gone.keys)
        let movedTo = Set(changes.moved.map(\.to))
        for read in reads {
            let isKnown = known[read.path].map { $0.trashedAs == nil } ?? false
            if isKnown || movedTo.contains(read.path) { changes.changed.append(read) } else { changes.added.append(read) }
        }
        // The favorite follows the file; the old path is no longer one (a new file there is another recipe).
        try? favorites.append(favoritesToMove.flatMap { [(false, $0.from), (true, $0.to)] })
        let logStamp = Self.stamp(of: root + "/" + Self.favoritesFile)
        var marked = lastFavorites
        // The first catch-up of a process (or the first after another process changed the index's
        // files) reads the logs whatever their stamps: the log may have changed while no process
        // ran. What the index held and the folder did not was written out just before.
        if !hasCaughtUp || logStamp != favoritesStamp || !changes.added.isEmpty || !changes.moved.isEmpty {
            marked = favoritesToMove.isEmpty ? favoritePaths : favorites.marked()
            if !hasCaughtUp || marked != lastFavorites || !changes.added.isEmpty || !changes.moved.isEmpty {
                changes.favoritePaths = marked
            }
        }
        notePictures(scan, in: &changes)
        guard !changes.isEmpty else {
            favoritesStamp = logStamp
            let before = shoppingStamps
            try readShoppingFiles(force: !hasCaughtUp)
            hasCaughtUp = true
            return before != shoppingStamps
        }
        let ids = try index.applyFolderChanges(changes)
        syncState = try index.folderSyncState()
        rememberPictures(changes)
        hasCaughtUp = true
        favoritesStamp = logStamp
        lastFavorites = marked
        for path in changes.removed { forget(path) }
        for move in changes.moved {
            if var file = known[move.from] {
                forget(move.from)
                file.path = move.to
                file.stamp = move.stamp
                remember(file)
            }
        }
        for read in changes.changed { known[read.path]?.stamp = read.stamp }
        for read in changes.added {
            if let id = ids[read.path] { remember(IndexedFile(path: read.path, recipeID: id, stamp: read.stamp)) }
        }
        shoppingOwed = true
        // A marked recipe's file renamed: its line follows it, or the reading below would drop the mark.
        try followRenamesInShoppingList(changes.moved)
        try readShoppingFiles(force: true)
        return true
    }

    /// Reads the files, several at a time when there are many (a first opening), each with its
    /// picture from among `pictures` (the picture files scanned).
    private func readFiles(_ files: [(String, FileStamp)], pictures: [String: FileStamp]) -> [FolderChanges.ReadRecipe] {
        let folder = root
        let sorted = files.sorted { $0.0 < $1.0 }
        let picturesOfRecipe = Dictionary(grouping: pictures.keys, by: PictureBeside.recipePath(ofPicture:))
        let read = { @Sendable (file: (String, FileStamp)) in
            PictureBeside.withPicture(CooklangFile.read(root: folder, path: file.0, stamp: file.1), root: folder,
                                      candidates: picturesOfRecipe[file.0] ?? [])
        }
        guard sorted.count > 32 else { return sorted.map(read) }
        let results = UnsafeMutableBufferPointer<FolderChanges.ReadRecipe?>.allocate(capacity: sorted.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: sorted.count) { index in
            slots[index] = read(sorted[index])
        }
        return results.compactMap { $0 }
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
