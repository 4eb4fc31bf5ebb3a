// What this program writes to a folder library's index, written out to the folder's files.
import Dispatch
import Foundation
import RecipeFormats
import RecipeKit

extension FolderLibrary {
    /// Brings index and folder in step: first writes out what this program wrote to the index
    /// since the last call (`writeOut`), then reads what changed in the folder (`catchUp`).
    /// Returns whether the catch-up changed the index.
    ///
    /// Once `startWatching` was called, the folder is read only when the watcher says it changed
    /// and has been quiet since (see `FolderWatch`), or every second after a failure (a folder
    /// gone: it may come back).
    ///
    /// With `waiting` false (the browser's event loop), nothing is done and `false` returned when
    /// another process on the folder holds the lock (see `FolderLock`): the next call tries again,
    /// and what was written to the index meanwhile waits in the change log.
    ///
    /// - Throws: `FolderError` when the folder is gone or a file cannot be written; the index
    ///   keeps what it had.
    @discardableResult
    public func synchronize(waiting: Bool = true) throws -> Bool {
        guard waiting else { return try lock.holdingIfFree { try synchronizeHoldingLock() } ?? false }
        return try lock.holding { try synchronizeHoldingLock() }
    }

    /// Whether the last `synchronize` failed (the folder gone, a change not written out) and none
    /// has succeeded since.
    public var isFailing: Bool { failedAt != nil }

    private func synchronizeHoldingLock() throws -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        do {
            try writeOutHoldingLock()
        } catch {
            failedAt = failedAt ?? now
            throw error
        }
        var only: Set<String>?
        if let watcher {
            let retry = failedAt.map { now - $0 >= 1_000_000_000 } ?? false
            let due = watcher.takeDue()
            guard due != nil || retry else { return false }
            if !retry, case .directories(let directories) = due { only = directories }
        }
        let changed: Bool
        do {
            changed = try catchUp(only: only)
            failedAt = nil
        } catch {
            failedAt = now
            throw error
        }
        if only == nil {
            watcher?.keepOnly(directories)
            watcher?.watch(directories)
        }
        return changed
    }

    /// Watches the folder from now on, so that `synchronize` reads it only when it changed.
    /// Without inotify (another system), `synchronize` reads it every time.
    public func startWatching() {
        guard watcher == nil, let watcher = FolderWatch(root: root) else { return }
        watcher.watch(directories)
        self.watcher = watcher
    }

    /// Writes out to the folder what was written to the index since the last call, by this
    /// process or another (a command, the browser's own connection): a favorite set or cleared
    /// is a line appended to `.recipes-favorites`; a shopping mark or tick goes to CookCLI's
    /// `.shopping-list` or `.shopping-checked`; a deleted recipe's file moves to
    /// `.recipes-trash/` with its picture files (and back when the recipe is restored); a new recipe becomes a new
    /// `.cook` file (in its first collection's subfolder when there is one); an edited recipe
    /// rewrites its file: its Cooklang text as saved, byte for byte, or the recipe written as
    /// Cooklang after a form edit.
    ///
    /// A file changed on disk since it was read is never overwritten: the next catch-up reads it.
    ///
    /// Each change is written out once, by whichever process on the folder comes to it first
    /// (`FolderSyncState.writtenOut`), taking turns with the others (`FolderLock`).
    ///
    /// A change that cannot be written (a read-only folder, a folder where the file should be)
    /// is not written out: it stays pending, each write-out tries it again and throws
    /// `FolderError.notWrittenOut` until it can be written, and no catch-up reads the folder
    /// meanwhile (it would put the index back to the folder and undo the change). Writing a
    /// change out again is harmless: what the folder already holds is not written twice.
    ///
    /// The change log keeps every change not written out yet (`keepChangesUntilWrittenOut`); when
    /// some were pruned all the same (by a version that did not keep them), every recipe, favorite
    /// and the shopping list are written out as the index holds them, never undone, and
    /// `warnings` says so.
    public func writeOut() throws {
        try lock.holding { try writeOutHoldingLock() }
    }

    func writeOutHoldingLock() throws {
        try rereadIfOthersSynchronized()
        let (changes, through, missesPruned) = try index.changesNotWrittenOut()
        guard through != syncState.writtenOut else {
            // Written out meanwhile (by another process): no change of this one waits any more.
            writeOutWarnings.removeAll { $0 != Self.prunedBeforeWrittenOut }
            return
        }
        keptVersions = []
        var inserted: Set<Recipe.ID> = [], deleted: Set<Recipe.ID> = [], edited: Set<Recipe.ID> = []
        var shoppingChanged = missesPruned
        if missesPruned {
            // Which recipes the pruned changes touched is not known: the whole index is compared
            // with the folder, and what differs written out (a file changed on disk still wins).
            let ids = Set(try index.recipeIDs(matching: RecipeQuery()))
            inserted = ids.filter { pathOfRecipe[$0] == nil }
            deleted = Set(pathOfRecipe.keys).subtracting(ids)
            edited = ids.subtracting(inserted)
        }
        for change in changes {
            switch change {
            case .recipesDidChange(let added, let removed):
                inserted.formUnion(added)
                deleted.formUnion(removed)
            case .recipeDidChange(let id): edited.insert(id)
            case .shoppingDidChange: shoppingChanged = true
            case .collectionsDidChange: break
            }
        }
        do {
            try writeOutRecipes(inserted: inserted, deleted: deleted, edited: edited)
            if shoppingChanged { try writeShoppingFiles() }
        } catch FolderError.cannotWrite(let path, let reason) {
            throw FolderError.notWrittenOut(path: path, reason: reason)
        }
        syncState = try index.markWrittenOut(through: through)
        writeOutWarnings = missesPruned ? [Self.prunedBeforeWrittenOut] : []
    }

    /// What a write-out that found changes pruned before they were written out tells the person.
    static let prunedBeforeWrittenOut = "some changes waiting to be written to the folder were no longer listed in "
        + "its index: every recipe, favorite and shopping mark the index holds was written to the folder instead"

    private func writeOutRecipes(inserted: Set<Recipe.ID>, deleted: Set<Recipe.ID>, edited: Set<Recipe.ID>) throws {
        guard !(inserted.isEmpty && deleted.isEmpty && edited.isEmpty) else { return }
        for id in deleted.sorted() { try trash(id) }
        for id in inserted.sorted() { try bringBack(id) }
        let favorites = self.favorites.marked()
        var favoriteLines: [(set: Bool, name: String)] = []
        // A recipe new to the folder (imported as a favorite) or back from the trash is checked too.
        for id in edited.union(inserted).sorted() {
            guard let path = pathOfRecipe[id], let recipe = try index.recipe(with: id) else { continue }
            if recipe.isFavorite != favorites.contains(path) { favoriteLines.append((recipe.isFavorite, path)) }
            try rewrite(path, with: recipe)
        }
        try appendFavorites(favoriteLines)
    }

    /// Appends to the favorites log what the index now says; the index holds it already, so the
    /// log is not read again for it, unless another program appended meanwhile.
    private func appendFavorites(_ lines: [(set: Bool, name: String)]) throws {
        guard !lines.isEmpty else { return }
        let log = root + "/" + Self.favoritesFile
        let before = Self.stamp(of: log)
        try favorites.append(lines)
        guard before == favoritesStamp else { return }
        favoritesStamp = Self.stamp(of: log)
        for line in lines {
            if line.set { lastFavorites.insert(line.name) } else { lastFavorites.remove(line.name) }
        }
    }

    /// Moves the file of deleted recipe `id` to the trash with its picture files, remembering where for undo.
    private func trash(_ id: Recipe.ID) throws {
        guard let path = pathOfRecipe[id], var file = known[path] else { return }
        guard holdsEntry(path) else {
            forget(path)
            try index.forgetFolderFile(at: path)
            return
        }
        let trashed = freePath(Self.trashFolder + "/" + path)
        try move(path, to: trashed)
        // Its picture goes with it, under the same name, so undo brings both back.
        try movePictures(besideRecipe: path, toBeside: trashed)
        forget(path)
        file.trashedAs = trashed
        file.stamp = Self.stamp(of: root + "/" + trashed) ?? file.stamp
        known[path] = file
        try index.recordFolderFile(file)
    }

    /// Brings back the file of restored recipe `id` from the trash with its picture files, or writes a new file for a
    /// recipe new to the folder (added or imported here).
    private func bringBack(_ id: Recipe.ID) throws {
        guard pathOfRecipe[id] == nil else { return }
        if let file = known.values.first(where: { $0.recipeID == id && $0.trashedAs != nil }), let trashed = file.trashedAs,
           holdsEntry(trashed) {
            let path = freePath(file.path)
            try move(trashed, to: path)
            try movePictures(besideRecipe: trashed, toBeside: path)
            known[file.path] = nil
            try index.forgetFolderFile(at: file.path)
            try record(path, id)
            return
        }
        guard let recipe = try index.recipe(with: id) else { return }
        let text = try index.cooklangSource(of: id) ?? Self.cooklang(of: recipe)
        let folder = recipe.collections.first { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let name = FileNames.unique(forTitles: [recipe.title], fileExtension: "cook")[0]
        let path = freePath(folder.map { $0 + "/" + name } ?? name)
        try write(Data(text.utf8), to: path)
        try record(path, id)
        // An imported recipe's picture (a Paprika photo, a web page's) goes beside its file, where
        // the folder keeps pictures; the catch-up then reads the same bytes back.
        if let picture = try index.picture(of: id) {
            let picturePath = String(path.dropLast(".cook".count)) + "." + picture.format.fileExtension
            if !holdsEntry(picturePath) {
                try write(Data(picture.bytes), to: picturePath)
            }
        }
    }

    /// Rewrites the file of edited recipe `recipe` when the index now says something else than
    /// the file, unless the file changed since it was read: then the disk's text stays and the
    /// index's version is kept in the trash (`keepUnwrittenVersion`).
    private func rewrite(_ path: String, with recipe: Recipe) throws {
        guard let file = known[path] else { return }
        guard Self.stamp(of: root + "/" + path) == file.stamp else { return try keepUnwrittenVersion(of: path, recipe: recipe) }
        let onDisk = CooklangFile.read(root: root, path: path, stamp: file.stamp)
        let source = try index.cooklangSource(of: recipe.id)
        if source == onDisk.cooklangSource, Self.sameContent(onDisk.recipe, recipe) { return }
        let text = source ?? Self.cooklang(of: recipe)
        guard text != onDisk.cooklangSource else { return }
        let replace = { try self.replaceFile(at: self.root + "/" + path, with: Data(text.utf8)) }
        if source == nil {
            try replacingKeepingEarlierVersion(of: path, read: onDisk, replace: replace)
        } else {
            try replace()
        }
        try record(path, recipe.id)
    }

    /// The recipe written as Cooklang, as `export --format cook` writes one, but for its favorite:
    /// in a folder that is `.recipes-favorites`, and a `favorite:` key would go stale at the next `f`.
    static func cooklang(of recipe: Recipe) -> String {
        var external = ExternalRecipe(recipe: recipe)
        external.isFavorite = nil
        let file = ExportFormat.cook.files(for: [external])[0]
        return String(decoding: file.data, as: UTF8.self)
    }

    /// Whether two recipes say the same in what a file holds (not favorite, date or pictures).
    static func sameContent(_ a: Recipe, _ b: Recipe) -> Bool {
        func content(_ recipe: Recipe) -> Recipe {
            var recipe = recipe
            recipe.id = 0
            recipe.isFavorite = false
            recipe.addedOn = nil
            recipe.imageNames = []
            recipe.collections = recipe.collections.map { $0.lowercased() }
            return recipe
        }
        return content(a) == content(b)
    }

    private func record(_ path: String, _ id: Recipe.ID) throws {
        guard let stamp = Self.stamp(of: root + "/" + path) else { return }
        let file = IndexedFile(path: path, recipeID: id, stamp: stamp)
        remember(file)
        try index.recordFolderFile(file)
    }
}
