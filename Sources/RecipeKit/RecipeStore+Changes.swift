import GRDB

extension RecipeStore {
    /// What changed since the last call: this store's committed writes and other processes' alike.
    ///
    /// Call it from the event loop every 100–250 ms. It is cheap when nothing happened: one
    /// `PRAGMA data_version` on the kept-open connection (which moves when another connection
    /// commits) plus a flag set by this store's own writes. When something did, it reads the
    /// change log rows written since the last call and collapses them (see `ChangeLog.changes`).
    ///
    /// If the log was pruned past what this store had read (more than 10,000 changes and an hour
    /// without a call), the exact changes are lost: it then reports
    /// `.recipesDidChange(inserted: [], deleted: [])`, `.collectionsDidChange` and
    /// `.shoppingDidChange`, meaning "query everything again".
    public func pendingChanges() throws -> [StoreChange] {
        do {
            return try database.inDatabase { db in
                let version = try Self.dataVersion(db)
                let start = cursor.withLock { cursor -> Int? in
                    defer { cursor.dataVersion = version; cursor.hasOwnWrites = false }
                    return cursor.hasOwnWrites || cursor.dataVersion != version ? cursor.lastSequence : nil
                }
                guard let start else { return [] }
                let (entries, last, hasGap) = try ChangeLog.entries(after: start, db)
                cursor.withLock { $0.lastSequence = last }
                if hasGap {
                    return [.recipesDidChange(inserted: [], deleted: []), .collectionsDidChange, .shoppingDidChange]
                }
                return ChangeLog.changes(from: entries)
            }
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }
}
