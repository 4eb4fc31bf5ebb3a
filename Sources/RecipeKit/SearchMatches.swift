// Every recipe a search matches, read from the full-text index without a row per recipe.
import GRDB
import GRDBSQLite

/// Finds the recipes that contain, for every word of a search, a word starting with it, as a
/// `RecipeIDSet`: fast enough to run on every keystroke in a library of a million recipes.
///
/// Two costs dominate a plain `SELECT rowid FROM recipeSearch WHERE recipeSearch MATCH ?` with
/// hundreds of thousands of matches, and both are avoided (docs/BENCHMARKS.md, "Search at a
/// million"):
/// - **A row per match.** Each row through SQLite's virtual machine and `sqlite3_step` costs
///   about 150 ns. Here an FTS5 auxiliary function, `recipeMatches`, is called for the first
///   matching row only; it walks each phrase's matches with `xQueryPhrase`, one C callback per
///   match that sets a bit, and returns nothing.
/// - **Prefixes longer than the prefix indexes.** The index keeps prefixes of 1 to 8 characters
///   (`LibrarySchema.longestSearchPrefix`); for a longer prefix FTS5 merges every term starting
///   with it row by row, ten times slower than reading one term. Here a longer word is expanded
///   into the terms it starts (read from an `fts5vocab` table), each read as an exact term, and
///   the sets united.
enum SearchMatches {
    /// The most terms a word is expanded into before FTS5's own prefix query is used instead.
    static let expansionLimit = 256

    /// Name of the temporary `fts5vocab` table over `recipeSearch` each connection has.
    static let vocabularyTable = "recipeSearchTerms"

    /// Registers `recipeMatches` and the vocabulary table on a new connection.
    static func prepare(_ db: Database) throws {
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.\(vocabularyTable) USING fts5vocab(main, recipeSearch, row)")
        let api = FTS5.api(db)
        let code = api.pointee.xCreateFunction(
            UnsafeMutablePointer(mutating: api), "recipeMatches", nil, recipeMatchesFunction, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register recipeMatches")
        }
    }

    /// The recipes that contain, for every word of `text`, a word starting with it; nil when
    /// `text` is blank (no filter at all), none when it holds no word. `terms` keeps the terms read for a prefix between
    /// searches (a person types a word a letter at a time).
    static func recipes(matching text: String, terms: KeptInMemory<TermCache>, _ db: Database) throws -> RecipeIDSet? {
        guard let words = try SearchPattern.words(in: text, db) else { return nil }
        guard !words.isEmpty else { return RecipeIDSet() }
        // Kept terms are good while no recipe changed: only words past the prefix indexes need them.
        let expands = words.contains { $0.unicodeScalars.count > LibrarySchema.longestSearchPrefix }
        let version = expands ? try ChangeLog.lastSequence(db) : 0
        var groups: [[String]] = []
        for word in words {
            guard let phrases = try phrases(for: word, terms: terms, version: version, db) else { return RecipeIDSet() }
            groups.append(phrases)
        }
        let pattern = groups.map { "(" + $0.joined(separator: " OR ") + ")" }.joined(separator: " AND ")
        let largest = try Recipe.ID.fetchOne(db, sql: "SELECT max(id) FROM recipe") ?? 0
        let collector = MatchCollector(groupSizes: groups.map(\.count), largestID: largest)
        let statement = try db.cachedStatement(sql: """
            SELECT recipeMatches(recipeSearch, ?) FROM recipeSearch WHERE recipeSearch MATCH ? LIMIT 1
            """)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        let unmanaged = Unmanaged.passRetained(collector)
        defer { unmanaged.release() }
        sqlite3_bind_pointer(handle, 1, unmanaged.toOpaque(), MatchCollector.pointerType, nil)
        sqlite3_bind_text(handle, 2, pattern, -1, SQLITE_TRANSIENT_VALUE)
        let code = sqlite3_step(handle)
        // No row: no recipe matches every word, and the function was never called.
        guard code == SQLITE_ROW || code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code),
                message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }, sql: statement.sql)
        }
        if let failure = collector.failure {
            throw DatabaseError(resultCode: ResultCode(rawValue: failure), message: "reading the search index", sql: statement.sql)
        }
        return collector.result
    }

    /// The FTS5 phrases whose matches together are the recipes with a word starting with
    /// `word`: a prefix phrase when a prefix index answers it (or the word starts too many terms),
    /// else the exact terms it starts; nil when it starts no term at all.
    ///
    /// The terms are read for the word's first 8 characters and kept (`TermCache`), so the
    /// letters typed after the 9th find theirs in memory instead of in `fts5vocab`, which counts
    /// every match of every term it lists (7–14 ms for a common word at a million).
    private static func phrases(for word: String, terms: KeptInMemory<TermCache>, version: Int, _ db: Database) throws -> [String]? {
        // Prefix indexes count Unicode scalars.
        guard word.unicodeScalars.count > LibrarySchema.longestSearchPrefix else { return [SearchPattern.quoted(word) + "*"] }
        let prefix = String(String.UnicodeScalarView(word.unicodeScalars.prefix(LibrarySchema.longestSearchPrefix)))
        let started: [String]? // nil: more than `expansionLimit`
        if let cached = terms.withLock({ $0.terms(startingWith: prefix, version: version) }) {
            started = cached
        } else {
            started = try self.terms(startingWith: prefix, db)
            terms.withLock { $0.keep(started, startingWith: prefix, version: version) }
        }
        let found: [String]?
        if let started {
            found = started.filter { $0.hasPrefix(word) }
        } else {
            found = try self.terms(startingWith: word, db) // too many under the prefix: this word's own
        }
        guard let found else { return [SearchPattern.quoted(word) + "*"] }
        return found.isEmpty ? nil : found.map(SearchPattern.quoted)
    }

    /// The terms of the index that start with `prefix`, in order; nil when there are more than
    /// `expansionLimit`.
    private static func terms(startingWith prefix: String, _ db: Database) throws -> [String]? {
        // Terms compare as UTF-8 bytes; U+10FFFF sorts after every character that can follow.
        let terms = try String.fetchAll(db, sql: """
            SELECT term FROM temp.\(vocabularyTable) WHERE term >= ? AND term <= ? LIMIT ?
            """, arguments: [prefix, prefix + "\u{10FFFF}", expansionLimit + 1])
        return terms.count <= expansionLimit ? terms : nil
    }
}

/// The terms of the search index that start with a prefix, read for one search and kept for
/// the next while the library has not changed (its change log's last sequence is the same).
struct TermCache: Sendable {
    private var version = -1
    private var byPrefix: [String: [String]?] = [:]

    /// The terms starting with `prefix` (nil inside: more than `expansionLimit`), when known for
    /// the library at `version`.
    func terms(startingWith prefix: String, version: Int) -> [String]?? {
        version == self.version ? byPrefix[prefix] : nil
    }

    /// Keeps `terms` for `prefix` at `version` (forgetting what was kept for another version).
    mutating func keep(_ terms: [String]?, startingWith prefix: String, version: Int) {
        if version != self.version || byPrefix.count >= 64 {
            byPrefix = [:]
            self.version = version
        }
        byPrefix[prefix] = .some(terms)
    }
}

/// What `recipeMatches` is given (the number of phrases of each word, in order) and what it
/// leaves (the recipes with a match for every word).
private final class MatchCollector {
    /// The type name `sqlite3_bind_pointer` and `sqlite3_value_pointer` agree on (a static
    /// string: SQLite keeps the pointer while the value is bound).
    static var pointerType: UnsafePointer<CChar> {
        let name: StaticString = "recipes.MatchCollector"
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    let groupSizes: [Int]
    /// The bitmap of the group being read, sized for the largest recipe ID when the search
    /// began; a match beyond it (a recipe added since, a negative ID) goes to `outside`.
    let bitmap: UnsafeMutableBufferPointer<UInt64>
    var outside: Set<Recipe.ID> = []
    var result = RecipeIDSet()
    /// An SQLite error code from reading a phrase's matches, if one failed.
    var failure: Int32?

    init(groupSizes: [Int], largestID: Recipe.ID) {
        self.groupSizes = groupSizes
        let words = min(max(largestID, 0), RecipeIDSet.bitmapLimit - 1) / 64 + 1
        bitmap = .allocate(capacity: words)
    }

    deinit { bitmap.deallocate() }

    /// Starts reading a group: nothing in it.
    func clear() {
        bitmap.update(repeating: 0)
        outside = []
    }

    /// Counts `id` in the group being read.
    @inline(__always)
    func insert(_ id: Recipe.ID) {
        let word = id >> 6
        if id >= 0, word < bitmap.count {
            bitmap[word] |= 1 << UInt64(id & 63)
        } else {
            outside.insert(id)
        }
    }

    /// The group read, as a set.
    var group: RecipeIDSet {
        RecipeIDSet(words: Array(bitmap), outside: outside)
    }
}

/// `recipeMatches(recipeSearch, collector)`: fills the collector with the recipes that match,
/// for every group of phrases, one of its phrases. Called for the first matching row only
/// (`LIMIT 1`); each phrase's matches are read whole with `xQueryPhrase`.
private let recipeMatchesFunction: fts5_extension_function = { api, fts, context, argumentCount, arguments in
    guard let api, let fts, argumentCount == 1, let arguments,
          let raw = sqlite3_value_pointer(arguments[0], MatchCollector.pointerType),
          let queryPhrase = api.pointee.xQueryPhrase
    else {
        sqlite3_result_error(context, "recipeMatches: wrong arguments", -1)
        return
    }
    let collector = Unmanaged<MatchCollector>.fromOpaque(raw).takeUnretainedValue()
    var phrase: Int32 = 0
    for (index, size) in collector.groupSizes.enumerated() {
        collector.clear()
        for _ in 0..<size {
            let code = queryPhrase(fts, phrase, raw) { api, fts, user in
                guard let api, let rowid = api.pointee.xRowid, let user else { return SQLITE_ERROR }
                Unmanaged<MatchCollector>.fromOpaque(user).takeUnretainedValue().insert(Recipe.ID(rowid(fts)))
                return SQLITE_OK
            }
            guard code == SQLITE_OK else {
                collector.failure = code
                sqlite3_result_error_code(context, code)
                return
            }
            phrase += 1
        }
        if index == 0 { collector.result = collector.group } else { collector.result.formIntersection(collector.group) }
    }
    sqlite3_result_null(context)
}

/// SQLite's `SQLITE_TRANSIENT`: copy the bound value now.
private let SQLITE_TRANSIENT_VALUE = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
