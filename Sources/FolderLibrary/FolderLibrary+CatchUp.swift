// The folder read into its index: the files changed since it last read them, in one transaction.
import Dispatch
import Foundation
import RecipeKit

extension FolderLibrary {
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
    ///
    /// A change that cannot be written out yet (`FolderPendingWrites`) does not stop the rest of
    /// the folder being read: only its own file (and favorite, and the shopping files) is left as
    /// the index holds it; afterwards it is thrown, as `FolderError.notWrittenOut`.
    @discardableResult
    public func catchUp(only: Set<String>? = nil) throws -> Bool {
        try lock.holding {
            let changed = try catchUpHoldingLock(only: only)
            if let unwritten { throw unwritten }
            return changed
        }
    }

    /// `catchUp` but for the change it could not write out, left in `unwritten`.
    func catchUpHoldingLock(only: Set<String>?) throws -> Bool {
        try writeOutHoldingLock()
        for _ in 1..<Self.catchUpAttempts {
            do {
                return try readFolderHoldingLock(only: only)
            } catch is FolderIndexChangedMeanwhile {
                try writeOutHoldingLock()
            }
        }
        return try readFolderHoldingLock(only: only)
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

    private func readFolderHoldingLock(only: Set<String>?) throws -> Bool {
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
        // A file whose change waits to be written out stays as the index holds it (see `FolderPendingWrites`).
        let held = Set(pendingWrites.files.compactMap { pathOfRecipe[$0] })
        var gone: [String: IndexedFile] = [:]
        for (path, file) in known where file.trashedAs == nil && scan.files[path] == nil && scan.covers(path)
            && !scan.isUnderUnreadable(path) && !held.contains(path) {
            gone[path] = file
        }
        var goneByStamp: [FileStamp: String] = [:]
        for (path, file) in gone { goneByStamp[file.stamp] = path }
        var toRead: [(String, FileStamp)] = []
        let picturesChanged = try recipesWithPicturesChanged(scan)
        var favoritesToMove: [(from: String, to: String)] = []
        let favoritePaths = favorites.marked()
        for (path, stamp) in scan.files where !held.contains(path) {
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
        for path in picturesChanged where !reading.contains(path) && !held.contains(path) && known[path]?.trashedAs == nil {
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
            marked = try keepingPendingFavorites(favoritesToMove.isEmpty ? favoritePaths : favorites.marked())
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
        for read in changes.changed {
            known[read.path]?.stamp = read.stamp
            known[read.path]?.contentHash = read.contentHash
        }
        for read in changes.added {
            if let id = ids[read.path] {
                remember(IndexedFile(path: read.path, recipeID: id, stamp: read.stamp, contentHash: read.contentHash))
            }
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
            var read = PictureBeside.withPicture(CooklangFile.read(root: folder, path: file.0, stamp: file.1), root: folder,
                                                 candidates: picturesOfRecipe[file.0] ?? [])
            read.contentHash = FileContent.hash(source: read.cooklangSource, recipe: read.recipe)
            return read
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
}
