// What a folder library's write-out could not write to the folder yet (table `folderPending`,
// migration v22), kept with the index so every process on the folder tries it again.
import GRDB

/// The changes of a folder's index that its files do not hold yet because writing them failed
/// (a read-only file or subfolder): by recipe, what is to be written for each.
public struct FolderPendingWrites: Equatable, Sendable {
    /// The recipes whose file is still to be written, moved to the trash or brought back.
    public var files: Set<Recipe.ID>
    /// The recipes whose favorite is still to be appended to the favorites log.
    public var favorites: Set<Recipe.ID>
    /// Whether the shopping list is still to be written to the shopping files.
    public var shopping: Bool

    /// Pending writes of these recipes' files and favorites, and of the shopping list.
    public init(files: Set<Recipe.ID> = [], favorites: Set<Recipe.ID> = [], shopping: Bool = false) {
        self.files = files
        self.favorites = favorites
        self.shopping = shopping
    }

    /// Whether nothing waits.
    public var isEmpty: Bool { files.isEmpty && favorites.isEmpty && !shopping }

    /// Whether every write that waits here waited in `other` too: nothing new waits.
    public func isWithin(_ other: FolderPendingWrites) -> Bool {
        files.isSubset(of: other.files) && favorites.isSubset(of: other.favorites) && (!shopping || other.shopping)
    }
}

extension RecipeStore {
    /// What earlier write-outs (of any process on the folder) could not write yet.
    public func folderPendingWrites() throws -> FolderPendingWrites {
        try read { db in
            var pending = FolderPendingWrites()
            for row in try Row.fetchAll(db, sql: "SELECT recipeId, part FROM folderPending") {
                let id: Recipe.ID = row[0], part: String = row[1]
                switch part {
                case "file": pending.files.insert(id)
                case "favorite": pending.favorites.insert(id)
                case "shopping": pending.shopping = true
                default: break
                }
            }
            return pending
        }
    }

    /// Records that the folder's files hold every change up to `sequence` but `pending` (what a
    /// write-out tried and could not write: it is tried again by the next), in one transaction,
    /// and bumps the generation: the write-out changed what the index knows of the files.
    /// Returns the new state.
    @discardableResult
    public func markWrittenOut(through sequence: Int, pending: FolderPendingWrites) throws -> FolderSyncState {
        try write { db in
            try db.execute(sql: "UPDATE folderSync SET writtenOut = max(writtenOut, ?), generation = generation + 1 WHERE id = 1",
                           arguments: [sequence])
            try db.execute(sql: "DELETE FROM folderPending")
            let rows = pending.files.map { ($0, "file") } + pending.favorites.map { ($0, "favorite") }
                + (pending.shopping ? [(Recipe.ID(0), "shopping")] : [])
            for (id, part) in rows {
                try db.execute(sql: "INSERT INTO folderPending (recipeId, part) VALUES (?, ?)", arguments: [id, part])
            }
            return try Self.folderSyncState(db)
        }
    }
}
