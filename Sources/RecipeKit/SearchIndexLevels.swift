// Where a large import's part of the full-text index sits among FTS5's merge levels, so that
// the small writes after it never merge it in one go.
import Foundation
import GRDB

/// Moves the segments a large import wrote into the search index from FTS5's level 0 to the level
/// where segments of their size would have ended up had they been written a little at a time.
///
/// FTS5 keeps its index as segments on levels. Every write adds a segment to level 0 (a delete and
/// a re-insert add two: FTS5 writes out its pending terms at each statement savepoint); when a level
/// holds 16 segments (`crisismerge`) the whole level is merged into one on the next level, within
/// the write that filled it, and `automerge` merges levels of 4 or more a little at a time. A bulk
/// import's one indexing statement writes its segments (thousands of pages) on level 0 too, so the
/// 16th small write after it merged them again: 0.8 s of CPU in one `d` after 100,000 recipes
/// imported, and every level they were merged up to took them along again later
/// (docs/BENCHMARKS.md, "Writes right after a large import"). `optimize` only moves them to level 1,
/// where the small writes' merged segments arrive after 16 writes.
///
/// Small writes' segments climb a level each time 4 to 16 of them merge, so a level holds segments
/// about 4^level pages large. Placed on level ⌈log₄ pages⌉ (7 for 100,000 recipes), the import's
/// segments meet the small writes' only after thousands of writes, when those are of their size and
/// merging them is FTS5's ordinary, incremental work.
///
/// FTS5 has no command for this, so the structure record (the `recipeSearch_data` row with id 10,
/// laid out as `fts5_index.c` documents it: a 4-byte cookie, then varints: levels, segments, write
/// counter, and per level its merge count and segments, each an id and first and last page) is
/// rewritten with the same segments on another level. Queries read every segment of every level,
/// newest first: level 0 first, and on a level the last first. The move keeps that order, because
/// it moves all of level 0 only onto a level with nothing below it but level 0, after the segments
/// already there (which are older). A record in another layout (FTS5's version 2, of newer SQLite
/// with contentless deletes) or a level 0 under an incremental merge is left as it is.
enum SearchIndexLevels {
    /// The `recipeSearch_data` row holding the structure record.
    static let structureRowID = 10
    /// The highest level segments are moved to (FTS5 allows 64; 4^20 pages is far beyond a library).
    static let highestLevel = 20

    /// One segment: its id and the first and last of its leaf pages.
    struct Segment: Equatable {
        var id: Int
        var firstPage: Int
        var lastPage: Int
        var pageCount: Int { lastPage - firstPage + 1 }
    }

    /// One level: how many of its oldest segments an incremental merge is reading, and its
    /// segments, oldest first.
    struct Level: Equatable {
        var merging: Int
        var segments: [Segment]
    }

    /// The structure record decoded.
    struct Structure: Equatable {
        var cookie: UInt32
        var writeCounter: Int
        var levels: [Level]

        /// The record read from `bytes`; nil for a layout this does not know.
        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 5, bytes[4] != 0xFF else { return nil } // 0xFF 00 00 01: version 2
            cookie = bytes[0..<4].reduce(0) { $0 << 8 | UInt32($1) }
            var reader = VarintReader(bytes: bytes, offset: 4)
            guard let levelCount = reader.next(), let segmentCount = reader.next(), let counter = reader.next(),
                  levelCount <= 64 else { return nil }
            writeCounter = counter
            levels = []
            for _ in 0..<levelCount {
                guard let merging = reader.next(), let count = reader.next(), count <= segmentCount else { return nil }
                var segments: [Segment] = []
                for _ in 0..<count {
                    guard let id = reader.next(), let first = reader.next(), let last = reader.next() else { return nil }
                    segments.append(Segment(id: id, firstPage: first, lastPage: last))
                }
                levels.append(Level(merging: merging, segments: segments))
            }
            guard reader.isAtEnd, levels.reduce(0, { $0 + $1.segments.count }) == segmentCount else { return nil }
        }

        /// The record's bytes.
        var bytes: [UInt8] {
            var bytes = (0..<4).map { UInt8(truncatingIfNeeded: cookie >> (24 - 8 * $0)) }
            func put(_ value: Int) { bytes += Varint.encode(value) }
            put(levels.count)
            put(levels.reduce(0) { $0 + $1.segments.count })
            put(writeCounter)
            for level in levels {
                put(level.merging)
                put(level.segments.count)
                for segment in level.segments {
                    put(segment.id)
                    put(segment.firstPage)
                    put(segment.lastPage)
                }
            }
            return bytes
        }

        /// The level the segments of level 0 go to: ⌈log₄ of their pages⌉, or the lowest level
        /// above 0 that holds segments if that is lower (segments must not pass older ones); nil
        /// when they stay (nothing there, under a merge, or too small to move).
        var liftTarget: Int? {
            guard let ground = levels.first, ground.merging == 0, !ground.segments.isEmpty else { return nil }
            let pages = ground.segments.reduce(0) { $0 + $1.pageCount }
            var level = 0
            while level < SearchIndexLevels.highestLevel, 1 << (2 * level) < pages { level += 1 }
            if let occupied = levels.indices.dropFirst().first(where: { !levels[$0].segments.isEmpty }) {
                level = min(level, occupied)
            }
            guard level > 0, level >= levels.count || levels[level].merging == 0 else { return nil }
            return level
        }

        /// Moves every segment of level 0 to the end of `level`.
        mutating func lift(to level: Int) {
            while levels.count <= level { levels.append(Level(merging: 0, segments: [])) }
            levels[level].segments += levels[0].segments
            levels[0].segments = []
        }
    }

    /// Moves level 0's segments up (see the type's comment) in `db`'s transaction; the level they
    /// went to, or nil when they stayed.
    ///
    /// `db` must not have read the search index since it last changed (FTS5 keeps the structure
    /// it read per connection while no other connection writes, and would write it back): the
    /// store calls this on a connection of its own, after the import has committed.
    @discardableResult
    static func liftGroundLevel(_ db: Database) throws -> Int? {
        guard let blob = try Data.fetchOne(db, sql: "SELECT block FROM recipeSearch_data WHERE id = ?", arguments: [structureRowID]),
              var structure = Structure(Array(blob)), structure.bytes == Array(blob),
              let level = structure.liftTarget
        else { return nil }
        structure.lift(to: level)
        try db.execute(sql: "UPDATE recipeSearch_data SET block = ? WHERE id = ?",
                       arguments: [Data(structure.bytes), structureRowID])
        return level
    }
}

/// SQLite's variable-length integers (as FTS5 stores them): big-endian groups of 7 bits, each
/// byte but the last with its high bit set; a ninth byte, if reached, holds 8 bits.
enum Varint {
    static func encode(_ value: Int) -> [UInt8] {
        var remaining = UInt64(value)
        guard remaining <= 0x00FF_FFFF_FFFF_FFFF else { return nineBytes(remaining) }
        var bytes = [UInt8(remaining & 0x7F)]
        remaining >>= 7
        while remaining != 0 {
            bytes.append(UInt8(remaining & 0x7F) | 0x80)
            remaining >>= 7
        }
        return bytes.reversed()
    }

    private static func nineBytes(_ value: UInt64) -> [UInt8] {
        var bytes = [UInt8(value & 0xFF)]
        var remaining = value >> 8
        for _ in 0..<8 {
            bytes.append(UInt8(remaining & 0x7F) | 0x80)
            remaining >>= 7
        }
        return bytes.reversed()
    }
}

/// Reads `Varint`s from a byte array.
struct VarintReader {
    let bytes: [UInt8]
    var offset: Int

    var isAtEnd: Bool { offset == bytes.count }

    /// The next value, or nil past the end (or for one beyond `Int`).
    mutating func next() -> Int? {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard offset < bytes.count else { return nil }
            let byte = bytes[offset]
            offset += 1
            if index == 8 {
                value = value << 8 | UInt64(byte)
                break
            }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { break }
        }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
