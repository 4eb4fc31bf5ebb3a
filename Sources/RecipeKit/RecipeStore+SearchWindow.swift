import GRDB

/// The first recipes of a list that match a search, found by reading those recipes rather than
/// every match in the index: what a screen shows while the whole result is still being read.
public struct SearchWindow: Sendable, Equatable {
    /// The matching IDs, in the list's order: the first ones of the whole result.
    public var ids: [Recipe.ID]
    /// Whether these are all the list's matches (the whole list was read).
    public var isWhole: Bool
}

extension RecipeStore {
    /// The first `count` IDs of `ordered` whose recipes match `text` (as `recipeIDSet(matchingSearch:)`
    /// decides), reading at most `limit` recipes from the top of `ordered`; nil when the text is
    /// blank, or when fewer than `count` of the first `limit` match and `ordered` goes on (the
    /// matches are too sparse for reading recipes to beat reading the index).
    ///
    /// A one-letter search of a million recipes matches nearly all of them: reading every match
    /// from the index and building the list takes 30–60 ms, while the screen shows forty. Each
    /// recipe read here is split into words by the index's own tokenizer and matched as FTS5
    /// matches a prefix query (a word starting with each search word, byte for byte), so the
    /// window is the start of what `recipeIDSet(matchingSearch:)` filters `ordered` to;
    /// `SearchWindowTests` hold the two equal.
    ///
    /// - Complexity: O(k) recipes read and split, for the k ≤ `limit` read.
    public func firstRecipeIDs(
        of ordered: [Recipe.ID], matchingSearch text: String, count: Int, reading limit: Int
    ) throws -> SearchWindow? {
        try read { db in
            guard let words = try SearchPattern.words(in: text, db) else { return nil }
            guard !words.isEmpty else { return SearchWindow(ids: [], isWhole: true) }
            let tokenizer = try db.makeTokenizer(.unicode61(diacritics: .remove))
            let prefixes = words.map { [UInt8]($0.utf8) }
            let end = min(ordered.count, limit)
            var found: [Recipe.ID] = []
            var next = 0 // the first ID of `ordered` not checked yet
            while found.count < count, next < end {
                // A screenful at a time: one query each, the rows looked up by primary key.
                let batch = ordered[next..<min(end, next + max(count, 16))]
                let texts = try Self.searchedTexts(of: batch, db)
                for id in batch {
                    next += 1
                    guard let text = texts[id], PrefixCheck.everyPrefix(of: prefixes, startsAWordOf: text, tokenizer) else { continue }
                    found.append(id)
                    if found.count == count { break }
                }
            }
            guard found.count == count || next == ordered.count else { return nil }
            return SearchWindow(ids: found, isWhole: next == ordered.count)
        }
    }

    /// The text the search index holds of each recipe of `ids` (title, ingredients, directions),
    /// by ID.
    private static func searchedTexts(of ids: ArraySlice<Recipe.ID>, _ db: Database) throws -> [Recipe.ID: String] {
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, title, ingredients, directions FROM recipe WHERE id IN (\(marks))
            """, arguments: StatementArguments(Array(ids)))
        var texts: [Recipe.ID: String] = [:]
        for row in rows {
            // Columns are indexed apart; joined by a line break, no word spans two of them.
            let parts: [String?] = [row[1], row[2], row[3]]
            texts[row[0]] = parts.compactMap { $0 }.joined(separator: "\n")
        }
        return texts
    }
}

/// Whether a text has, for each of some prefixes, a word starting with it, as split by an FTS5
/// tokenizer: the tokens are compared as the tokenizer hands them over (no string per token), and
/// the split stops as soon as every prefix is found.
private final class PrefixCheck {
    let prefixes: [[UInt8]]
    var found: [Bool]
    var remaining: Int

    private init(_ prefixes: [[UInt8]]) {
        self.prefixes = prefixes
        found = Array(repeating: false, count: prefixes.count)
        remaining = prefixes.count
    }

    static func everyPrefix(of prefixes: [[UInt8]], startsAWordOf text: String, _ tokenizer: any FTS5Tokenizer) -> Bool {
        let check = PrefixCheck(prefixes)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = withExtendedLifetime(check) {
                    tokenizer.tokenize(context: Unmanaged.passUnretained(check).toOpaque(), tokenization: .document,
                                       pText: chars.baseAddress, nText: CInt(chars.count), tokenCallback: tokenSeen)
                }
            }
        }
        return check.remaining == 0
    }
}

/// FTS5's token callback for `PrefixCheck`: marks the prefixes the token starts with; stops the
/// split (a non-zero return, which `everyPrefix` does not treat as a failure) once all are found.
private let tokenSeen: FTS5TokenCallback = { context, _, token, length, _, _ in
    guard let context, let token else { return 0 }
    let check = Unmanaged<PrefixCheck>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: token, count: Int(length))
    for (index, prefix) in check.prefixes.enumerated() where !check.found[index] && prefix.count <= bytes.count {
        if bytes.starts(with: prefix) {
            check.found[index] = true
            check.remaining -= 1
        }
    }
    return check.remaining == 0 ? 1 : 0
}
