import Foundation
import GRDB

/// What renaming a collection did.
public struct CollectionRename: Equatable, Sendable {
    /// The collection's name before.
    public var oldName: String
    /// Its name now: the name asked for, or the spelling of the collection it joined.
    public var newName: String
    /// Whether it joined a collection that already had the new name (in any case).
    public var merged: Bool
    /// How many recipes changed collection (a recipe already in both counts once, and not here).
    public var recipesMoved: Int
    /// How many recipes the collection holds now.
    public var recipeCount: Int
}

/// A collection name a rename cannot use, or a collection it cannot find.
public enum CollectionNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No collection has this name, in any case.
    case noSuchCollection(String)
    /// The new name is empty or holds control characters.
    case invalidName(String)

    /// The message a command prints and the browser shows.
    public var description: String {
        switch self {
        case .noSuchCollection(let name): "no collection named \"\(name)\" (`recipes collections` lists them)"
        case .invalidName(let reason): "cannot use that name: \(reason)"
        }
    }
}

extension RecipeStore {
    /// The collection with this name in any case (`breakfast` finds `Breakfast`), spaces around it
    /// left out (`Desserts ` finds `Desserts`), or nil.
    public func collection(named name: String) throws -> CollectionSummary? {
        try read { db in
            guard let stored = try CollectionNames(db).stored(name) else { return nil }
            let count = try Int.fetchOne(db, sql: "SELECT recipeCount FROM collectionCount WHERE name = ?", arguments: [stored])
            return CollectionSummary(name: stored, recipeCount: count ?? 0)
        }
    }

    /// Renames a collection (names compare without case or the spaces around them), in one transaction: every recipe in
    /// it moves to `newName`. When another collection already has that name (in any case), the
    /// two merge under that collection's spelling; renaming to the same name in another case
    /// respells it. Other processes learn which recipes changed from the change log.
    ///
    /// - Throws: `CollectionNameError.noSuchCollection` when `oldName` names none,
    ///   `.invalidName` for an empty name or one with control characters, `LibraryError.readOnly`.
    @discardableResult
    public func renameCollection(_ oldName: String, to newName: String) throws -> CollectionRename {
        let wanted = CollectionNames.trimmed(newName)
        guard !wanted.isEmpty else { throw CollectionNameError.invalidName("it is empty") }
        if wanted.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw CollectionNameError.invalidName("it holds a control character")
        }
        return try write { db in
            let names = try CollectionNames(db)
            guard let from = names.stored(oldName) else { throw CollectionNameError.noSuchCollection(oldName) }
            let existing = names.stored(wanted)
            let merged = existing != nil && existing != from
            let target = merged ? existing ?? wanted : wanted
            let moved = from == target ? 0 : try Self.moveMemberships(from: from, to: target, db)
            let count = try Int.fetchOne(db, sql: "SELECT recipeCount FROM collectionCount WHERE name = ?", arguments: [target]) ?? 0
            return CollectionRename(oldName: from, newName: target, merged: merged, recipesMoved: moved, recipeCount: count)
        }
    }

    /// Moves every recipe of collection `from` into `to` (a recipe in both stays once, at its
    /// place in `to`); returns how many recipes joined `to`. Inserts and deletes, not updates, so
    /// the counts' and the change log's triggers see each membership that changes.
    static func moveMemberships(from: String, to: String, _ db: Database) throws -> Int {
        try db.execute(sql: """
            INSERT OR IGNORE INTO recipeCollection (name, recipeId, position)
                SELECT ?, recipeId, position FROM recipeCollection WHERE name = ?
            """, arguments: [to, from])
        let joined = db.changesCount
        try db.execute(sql: "DELETE FROM recipeCollection WHERE name = ?", arguments: [from])
        return joined
    }

    /// Merges the spellings of each collection whose names differ only in case (written before
    /// names compared without case) into its most used spelling; on a tie, the first in byte
    /// order (upper case first). For migration "v14 collections without case".
    static func mergeCollectionSpellings(_ db: Database) throws {
        var groups: [String: [(name: String, count: Int)]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, recipeCount FROM collectionCount ORDER BY name") {
            let name: String = row[0]
            groups[CollectionNames.key(name), default: []].append((name, row[1]))
        }
        for spellings in groups.values where spellings.count > 1 {
            // `max` keeps the first of equal counts, and the rows come in byte order.
            let winner = spellings.max { $0.count < $1.count }!.name
            for spelling in spellings where spelling.name != winner {
                _ = try moveMemberships(from: spelling.name, to: winner, db)
            }
        }
    }
}
