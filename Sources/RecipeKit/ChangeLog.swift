import Foundation
import GRDB

/// Reads the `changeLog` table that SQLite triggers fill on every write, by any process,
/// and turns its rows into `StoreChange` events.
enum ChangeLog {
    /// How many of the newest rows are always kept for slow readers.
    static let retainedRows = 10_000
    /// How long rows are kept even beyond `retainedRows`, so a bulk import cannot outrun a polling browser.
    static let retainedSeconds: TimeInterval = 3_600

    /// One logged row change.
    struct Entry: Equatable {
        enum Kind: String { case insert, update, delete, membership, shopping }
        var recipeID: Recipe.ID
        var kind: Kind
    }

    static func lastSequence(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT max(seq) FROM changeLog") ?? 0
    }

    /// The entries after `sequence`, the new last sequence, and whether rows in between were pruned.
    static func entries(after sequence: Int, _ db: Database) throws -> (entries: [Entry], last: Int, hasGap: Bool) {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT seq, recipeId, kind FROM changeLog WHERE seq > ? ORDER BY seq", arguments: [sequence])
        var entries: [Entry] = []
        var last = sequence
        var hasGap = false
        while let row = try rows.next() {
            let seq: Int = row[0]
            if entries.isEmpty, seq != sequence + 1 { hasGap = true }
            last = seq
            guard let kind = Entry.Kind(rawValue: row[2]) else { continue }
            entries.append(Entry(recipeID: row[1], kind: kind))
        }
        return (entries, last, hasGap)
    }

    /// Collapses a run of entries into the events a pane needs, comparing each recipe's state
    /// before the run with its state after it (added then removed in one run is no event at all).
    static func changes(from entries: [Entry]) -> [StoreChange] {
        var existedBefore: [Recipe.ID: Bool] = [:]
        var existsAfter: [Recipe.ID: Bool] = [:]
        var order: [Recipe.ID] = []
        var collectionsChanged = false
        var shoppingChanged = false
        for entry in entries {
            // A shopping row says nothing about whether its recipe exists (its delete is logged too).
            if entry.kind == .shopping {
                shoppingChanged = true
                continue
            }
            if existedBefore[entry.recipeID] == nil {
                existedBefore[entry.recipeID] = entry.kind != .insert
                order.append(entry.recipeID)
            }
            switch entry.kind {
            case .insert: existsAfter[entry.recipeID] = true
            case .delete: existsAfter[entry.recipeID] = false
            case .update: existsAfter[entry.recipeID] = existsAfter[entry.recipeID] ?? true
            case .shopping: break
            case .membership:
                collectionsChanged = true
                existsAfter[entry.recipeID] = existsAfter[entry.recipeID] ?? true
            }
        }
        var inserted: Set<Recipe.ID> = []
        var deleted: Set<Recipe.ID> = []
        var changed: [Recipe.ID] = []
        for id in order {
            switch (existedBefore[id] ?? false, existsAfter[id] ?? false) {
            case (false, true): inserted.insert(id)
            case (true, false): deleted.insert(id)
            case (true, true): changed.append(id)
            case (false, false): break
            }
        }
        var changes: [StoreChange] = []
        if !inserted.isEmpty || !deleted.isEmpty {
            changes.append(.recipesDidChange(inserted: inserted, deleted: deleted))
        }
        changes += changed.sorted().map { .recipeDidChange($0) }
        if collectionsChanged { changes.append(.collectionsDidChange) }
        if shoppingChanged { changes.append(.shoppingDidChange) }
        return changes
    }

    /// Drops old rows once the log holds twice `retainedRows`, and only rows older than `retainedSeconds`.
    /// In a folder's index, never a row after `folderSync.writtenOut`: that change is not in the
    /// folder's files yet, and the write-out learns what to write only from the log.
    ///
    /// - Complexity: O(log n) when nothing is pruned: two lookups on the primary key.
    static func prune(_ db: Database, now: Date) throws {
        // Two queries: SQLite answers a lone min() or max() from the index, but scans for both at once.
        guard let oldest = try Int.fetchOne(db, sql: "SELECT min(seq) FROM changeLog"),
              let newest = try Int.fetchOne(db, sql: "SELECT max(seq) FROM changeLog"),
              newest - oldest > 2 * retainedRows
        else { return }
        let firstKept = newest - retainedRows
        // Sequence numbers grow with time, so if the first kept row is old enough, all before it are too.
        let loggedAt = try Int.fetchOne(
            db, sql: "SELECT loggedAt FROM changeLog WHERE seq >= ? ORDER BY seq LIMIT 1", arguments: [firstKept])
        guard let loggedAt, TimeInterval(loggedAt) < now.timeIntervalSince1970 - retainedSeconds else { return }
        // A library file's `writtenOut` never moves: only a folder's index is held back by it.
        let pending = try Int.fetchOne(db, sql: "SELECT writtenOut + 1 FROM folderSync WHERE id = 1 AND isFolderIndex")
        try db.execute(sql: "DELETE FROM changeLog WHERE seq < ?", arguments: [min(firstKept, pending ?? firstKept)])
    }
}
