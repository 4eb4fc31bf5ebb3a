// Where a folder library's index stands with its folder (table `folderSync`, migration v18),
// shared by every process on the folder: what was written out, and guarded catch-up writes.
import GRDB
import Ingredients

/// Where a folder library's index stands with its folder, as every process on it sees it.
public struct FolderSyncState: Equatable, Sendable {
    /// The last change-log sequence whose change the folder's files hold: written out to them, or
    /// read from them by a catch-up, but for the writes that failed (`FolderPendingWrites`). A
    /// change after it is in the index only, for now.
    public var writtenOut: Int
    /// Bumped by each process that changed what the index knows of the folder's files: another
    /// process's number differing from the one it left means it must read that knowledge again.
    public var generation: Int

    /// A state of these values.
    public init(writtenOut: Int, generation: Int) {
        self.writtenOut = writtenOut
        self.generation = generation
    }
}

/// A catch-up read the folder before a write to the index that the folder does not hold yet
/// (a favorite, an edit, a mark made meanwhile by the browser or a command): applying what it
/// read would undo that write, so nothing was applied. Write out, then read the folder again.
public struct FolderIndexChangedMeanwhile: Error, CustomStringConvertible {
    /// What happened, for a log or a test failure.
    public var description: String { "the index changed while the folder was read; nothing was applied" }
}

extension RecipeStore {
    /// Where the index stands with its folder.
    public func folderSyncState() throws -> FolderSyncState {
        try read { db in try Self.folderSyncState(db) }
    }

    /// Makes this library a folder's index: from now on the change log keeps every change not
    /// written out yet (after `FolderSyncState.writtenOut`), however old, when it is pruned, so the
    /// write-out always learns of it. Writes only the first time.
    public func keepChangesUntilWrittenOut() throws {
        let isFolderIndex = try read { db in
            try Bool.fetchOne(db, sql: "SELECT isFolderIndex FROM folderSync WHERE id = 1") ?? false
        }
        guard !isFolderIndex else { return }
        try write { db in try db.execute(sql: "UPDATE folderSync SET isFolderIndex = 1 WHERE id = 1") }
    }

    /// The changes written to the index after `FolderSyncState.writtenOut` (by any process), the
    /// sequence they go up to (what the folder's files do not hold yet), and whether changes after
    /// `writtenOut` were pruned from the change log before they were written out (an index pruned
    /// before `keepChangesUntilWrittenOut`): then `changes` misses them, and only the index's whole
    /// state says what the folder should hold.
    public func changesNotWrittenOut() throws -> (changes: [StoreChange], through: Int, missesPruned: Bool) {
        try read { db in
            let state = try Self.folderSyncState(db)
            let (entries, last, hasGap) = try ChangeLog.entries(after: state.writtenOut, db)
            return (ChangeLog.changes(from: entries), last, hasGap)
        }
    }

    /// Runs `body` as one transaction that applies what was read from the folder, unless the index
    /// changed after `sequence` (then throws `FolderIndexChangedMeanwhile`, writing nothing): the
    /// check and the write are one SQLite write transaction, so no other connection's write can
    /// come between. Afterwards the folder holds everything the index does: `writtenOut` moves to
    /// the last change (the catch-up's own), and the generation is bumped when `changesFiles`
    /// (what the index knows of the files changed: others must read it again).
    func writeFolderState<T>(unchangedSince sequence: Int?, changesFiles: Bool, _ body: (Database) throws -> T) throws -> T {
        try write { db in
            if let sequence, try ChangeLog.lastSequence(db) != sequence { throw FolderIndexChangedMeanwhile() }
            let result = try body(db)
            try db.execute(sql: "UPDATE folderSync SET writtenOut = ?, generation = generation + ? WHERE id = 1",
                           arguments: [try ChangeLog.lastSequence(db), changesFiles ? 1 : 0])
            return result
        }
    }

    /// Sets the shopping list to what a folder's files say (CookCLI's `.shopping-list` and
    /// `.shopping-checked`), in one transaction guarded as `applyFolderChanges` is: `marks`, in
    /// order, are the marked recipes with their servings (`nil`: as written); every other mark
    /// goes; an item of the list is ticked exactly when its name, lowercased, is in `tickedNames`.
    ///
    /// - Throws: `FolderIndexChangedMeanwhile` when the index changed after `sequence` (nothing
    ///   is written), `.readOnly`, or a failure of the library.
    public func applyShoppingFiles(marks: [(Recipe.ID, Double?)], tickedNames: Set<String>, unchangedSince sequence: Int?) throws {
        try writeFolderState(unchangedSince: sequence, changesFiles: false) { db in
            let wanted = Dictionary(marks, uniquingKeysWith: { first, _ in first })
            for id in try Recipe.ID.fetchAll(db, sql: "SELECT recipeId FROM shoppingMark") where wanted[id] == nil {
                try db.execute(sql: "DELETE FROM shoppingMark WHERE recipeId = ?", arguments: [id])
            }
            let before = Dictionary(try Row.fetchAll(db, sql: "SELECT recipeId, servings FROM shoppingMark").map { row -> (Recipe.ID, Double?) in
                (row[0], row[1])
            }, uniquingKeysWith: { first, _ in first })
            for (id, servings) in marks where before[id].map({ $0 != servings }) ?? true {
                guard try RecipeRows.exists(id: id, db) else { continue }
                try Self.setMark(id, servings: servings, db)
            }
            try forgetTicksOfItemsNotListed(db)
            let ticked = Set(try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick"))
            for item in ShoppingList(entries: try Self.shoppingEntries(db)).items {
                let wantsTick = tickedNames.contains(item.name.lowercased())
                if wantsTick != ticked.contains(item.id) { try Self.setTick(item.id, ticked: wantsTick, db) }
            }
        }
    }

    static func folderSyncState(_ db: Database) throws -> FolderSyncState {
        guard let row = try Row.fetchOne(db, sql: "SELECT writtenOut, generation FROM folderSync WHERE id = 1") else {
            return FolderSyncState(writtenOut: 0, generation: 0)
        }
        return FolderSyncState(writtenOut: row[0], generation: row[1])
    }
}
