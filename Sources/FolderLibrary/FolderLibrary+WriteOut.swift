// What this program writes to a folder library's index, written out to the folder's files.
import Dispatch
import Foundation
import RecipeFormats
import RecipeKit

extension FolderLibrary {
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
    /// A change that cannot be written (a read-only file or subfolder, a folder where the file
    /// should be) is kept pending (`FolderPendingWrites`, in the index): each write-out tries it
    /// again and throws `FolderError.notWrittenOut` until it can be written. The other changes are
    /// written out meanwhile, and a catch-up still reads the folder but for what the pending
    /// change touches (its recipe's file, its favorite, the shopping files), which would undo it;
    /// a pending file changed on disk meanwhile is read all the same, the change made here kept in
    /// the trash (`keepUnwrittenVersion`). Writing a change out again is harmless: what the folder
    /// already holds is not written twice.
    ///
    /// The change log keeps every change not written out yet (`keepChangesUntilWrittenOut`); when
    /// some were pruned all the same (by a version that did not keep them), every recipe, favorite
    /// and the shopping list are written out as the index holds them, never undone, and
    /// `warnings` says so.
    public func writeOut() throws {
        try lock.holding {
            try writeOutHoldingLock()
            if let unwritten { throw unwritten }
        }
    }

    /// `writeOut` but for a change it cannot write, left pending and in `unwritten`.
    func writeOutHoldingLock() throws {
        try rereadIfOthersSynchronized()
        let waiting = try index.folderPendingWrites()
        let (changes, through, missesPruned) = try index.changesNotWrittenOut()
        guard through != syncState.writtenOut || !waiting.isEmpty else {
            // Written out meanwhile (by another process): no change of this one waits any more.
            writeOutWarnings.removeAll { $0 != Self.prunedBeforeWrittenOut }
            pendingWrites = waiting
            unwritten = nil
            return
        }
        keptVersions = []
        var toWrite = RecipesToWrite()
        var shoppingChanged = missesPruned || waiting.shopping
        if missesPruned {
            // Which recipes the pruned changes touched is not known: the whole index is compared
            // with the folder, and what differs written out (a file changed on disk still wins).
            let ids = Set(try index.recipeIDs(matching: RecipeQuery()))
            toWrite.inserted = ids.filter { pathOfRecipe[$0] == nil }
            toWrite.deleted = Set(pathOfRecipe.keys).subtracting(ids)
            toWrite.edited = ids.subtracting(toWrite.inserted)
        }
        for change in changes {
            switch change {
            case .recipesDidChange(let added, let removed):
                toWrite.inserted.formUnion(added)
                toWrite.deleted.formUnion(removed)
            case .recipeDidChange(let id): toWrite.edited.insert(id)
            case .shoppingDidChange: shoppingChanged = true
            case .collectionsDidChange: break
            }
        }
        try toWrite.retry(waiting, in: self)
        var failures = WriteFailures()
        try writeOutRecipes(toWrite, failures: &failures)
        // A recipe's file written at last brings its shopping mark to the list (it had no line there).
        let writtenAtLast = waiting.files.subtracting(failures.pending.files)
        if !writtenAtLast.isEmpty, try index.shoppingMarks().contains(where: { writtenAtLast.contains($0.recipeID) }) {
            shoppingChanged = true
        }
        if shoppingChanged { try failures.attemptShopping { try writeShoppingFiles() } }
        if through != syncState.writtenOut || failures.pending != waiting {
            syncState = try index.markWrittenOut(through: through, pending: failures.pending)
        }
        pendingWrites = failures.pending
        unwritten = failures.first
        writeOutWarnings = (missesPruned ? [Self.prunedBeforeWrittenOut] : []) + (unwritten.map { [$0.description] } ?? [])
    }

    /// What a write-out that found changes pruned before they were written out tells the person.
    static let prunedBeforeWrittenOut = "some changes waiting to be written to the folder were no longer listed in "
        + "its index: every recipe, favorite and shopping mark the index holds was written to the folder instead"

    private func writeOutRecipes(_ toWrite: RecipesToWrite, failures: inout WriteFailures) throws {
        guard !toWrite.isEmpty else { return }
        for id in toWrite.deleted.sorted() { try failures.attempt(file: id) { try trash(id) } }
        for id in toWrite.inserted.sorted() { try failures.attempt(file: id) { try bringBack(id) } }
        let favorites = self.favorites.marked()
        var favoriteLines: [(id: Recipe.ID, set: Bool, name: String)] = []
        // A recipe new to the folder (imported as a favorite) or back from the trash is checked too.
        for id in toWrite.edited.union(toWrite.inserted).union(toWrite.favorites).sorted() {
            guard let path = pathOfRecipe[id], let recipe = try index.recipe(with: id) else { continue }
            if recipe.isFavorite != favorites.contains(path) { favoriteLines.append((id, recipe.isFavorite, path)) }
            guard toWrite.edited.contains(id) || toWrite.inserted.contains(id) else { continue }
            try failures.attempt(file: id) { try rewrite(path, with: recipe) }
        }
        try failures.attempt(favorites: favoriteLines.map(\.id)) { try appendFavorites(favoriteLines.map { ($0.set, $0.name) }) }
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
            try record(path, id, contentHash: file.contentHash)
            return
        }
        guard let recipe = try index.recipe(with: id) else { return }
        let source = try index.cooklangSource(of: id)
        let text = source ?? Self.cooklang(of: recipe)
        let folder = recipe.collections.first { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let name = FileNames.unique(forTitles: [recipe.title], fileExtension: "cook")[0]
        let path = freePath(folder.map { $0 + "/" + name } ?? name)
        try write(Data(text.utf8), to: path)
        try record(path, id, contentHash: FileContent.hash(source: source, recipe: recipe))
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
    /// index's version is kept in the trash (`keepUnwrittenVersion`) when it holds a change made
    /// here to what the file holds; a favorite or a shopping mark alone (they live in the logs)
    /// loses nothing, and keeps no copy.
    private func rewrite(_ path: String, with recipe: Recipe) throws {
        guard let file = known[path] else { return }
        let source = try index.cooklangSource(of: recipe.id)
        let contentHash = FileContent.hash(source: source, recipe: recipe)
        guard Self.stamp(of: root + "/" + path) == file.stamp else {
            if let known = file.contentHash, known == contentHash { return }
            return try keepUnwrittenVersion(of: path, recipe: recipe)
        }
        let onDisk = CooklangFile.read(root: root, path: path, stamp: file.stamp)
        if source == onDisk.cooklangSource, FileContent.same(onDisk.recipe, recipe) { return }
        let text = source ?? Self.cooklang(of: recipe)
        guard text != onDisk.cooklangSource else { return }
        let replace = { try self.replaceFile(at: self.root + "/" + path, with: Data(text.utf8)) }
        if source == nil {
            try replacingKeepingEarlierVersion(of: path, read: onDisk, replace: replace)
        } else {
            try replace()
        }
        try record(path, recipe.id, contentHash: contentHash)
    }

    /// The recipe written as Cooklang, as `export --format cook` writes one, but for its favorite:
    /// in a folder that is `.recipes-favorites`, and a `favorite:` key would go stale at the next `f`.
    static func cooklang(of recipe: Recipe) -> String {
        var external = ExternalRecipe(recipe: recipe)
        external.isFavorite = nil
        let file = ExportFormat.cook.files(for: [external])[0]
        return String(decoding: file.data, as: UTF8.self)
    }

    private func record(_ path: String, _ id: Recipe.ID, contentHash: Int64?) throws {
        guard let stamp = Self.stamp(of: root + "/" + path) else { return }
        let file = IndexedFile(path: path, recipeID: id, stamp: stamp, contentHash: contentHash)
        remember(file)
        try index.recordFolderFile(file)
    }
}
