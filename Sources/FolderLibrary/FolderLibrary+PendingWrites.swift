// The changes a write-out could not write to the folder yet (a read-only file or subfolder):
// kept pending one by one, so the rest of the folder is still written and read meanwhile.
import RecipeKit

/// The recipes a write-out writes to the folder, by what happened to them in the index.
struct RecipesToWrite {
    /// Recipes new to the folder or restored from the trash: their file is written or brought back.
    var inserted: Set<Recipe.ID> = []
    /// Recipes deleted: their file moves to the trash.
    var deleted: Set<Recipe.ID> = []
    /// Recipes changed: their file is rewritten when it says something else, their favorite appended.
    var edited: Set<Recipe.ID> = []
    /// Recipes whose favorite alone is to be appended to the log (a pending line tried again).
    var favorites: Set<Recipe.ID> = []

    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && edited.isEmpty && favorites.isEmpty }

    /// Adds what earlier write-outs could not write, each by what it is now: a recipe the index
    /// no longer has is to be trashed, one without a file in the folder to be written, any other
    /// rewritten.
    mutating func retry(_ pending: FolderPendingWrites, in library: FolderLibrary) throws {
        favorites.formUnion(pending.favorites)
        guard !pending.files.isEmpty else { return }
        let existing = Set(try library.index.recipes(with: Array(pending.files)).map(\.id))
        for id in pending.files {
            if !existing.contains(id) {
                deleted.insert(id)
            } else if library.pathOfRecipe[id] == nil {
                inserted.insert(id)
            } else {
                edited.insert(id)
            }
        }
    }
}

/// The writes of one write-out that failed: what stays pending, and the first failure, to tell.
struct WriteFailures {
    private(set) var pending = FolderPendingWrites()
    private(set) var first: FolderError?

    /// Runs `write`, the writing of recipe `id`'s file; when it cannot write, the file stays pending.
    mutating func attempt(file id: Recipe.ID, _ write: () throws -> Void) throws {
        if try failed(write) { pending.files.insert(id) }
    }

    /// Runs `write`, the appending of recipes `ids`' favorites; when it cannot write, they stay pending.
    mutating func attempt(favorites ids: [Recipe.ID], _ write: () throws -> Void) throws {
        if try failed(write) { pending.favorites.formUnion(ids) }
    }

    /// Runs `write`, the writing of the shopping files; when it cannot write, they stay pending.
    mutating func attemptShopping(_ write: () throws -> Void) throws {
        if try failed(write) { pending.shopping = true }
    }

    /// Whether `write` could not write a file (any other error is thrown).
    private mutating func failed(_ write: () throws -> Void) throws -> Bool {
        do {
            try write()
            return false
        } catch FolderError.cannotWrite(let path, let reason) {
            first = first ?? .notWrittenOut(path: path, reason: reason)
            return true
        }
    }
}

extension FolderLibrary {
    /// `marked` (the favorites log's paths) with the favorite of each recipe whose favorite or
    /// file waits to be written out taken from the index instead: reading the log would undo it.
    func keepingPendingFavorites(_ marked: Set<String>) throws -> Set<String> {
        let ids = pendingWrites.favorites.union(pendingWrites.files)
        guard !ids.isEmpty else { return marked }
        var kept = marked
        for recipe in try index.recipes(with: Array(ids)) {
            guard let path = pathOfRecipe[recipe.id] else { continue }
            if recipe.isFavorite { kept.insert(path) } else { kept.remove(path) }
        }
        return kept
    }
}
