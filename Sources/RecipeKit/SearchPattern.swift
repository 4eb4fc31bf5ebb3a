import GRDB

/// Turns search text typed by a person into an FTS5 pattern that cannot be a syntax error.
enum SearchPattern {
    /// A pattern matching recipes that contain, for every word of `text`, a word starting with it;
    /// `nil` when `text` is blank (no search at all). Text that holds no word (only punctuation,
    /// symbols, emoji or control characters) gets a pattern that matches nothing.
    ///
    /// The text is split by the same tokenizer the index uses, so accents fold the same way
    /// ("creme" finds "Crème") and Hangul words stay whole. FTS5 operators in the text (`AND`, `NEAR`,
    /// `*`, `-`, quotes, parentheses) become plain words or separators: each word is quoted.
    static func prefixes(in text: String, _ db: Database) throws -> String? {
        guard let words = try words(in: text, db) else { return nil }
        // An empty phrase: FTS5 matches no row with it, and it is no syntax error.
        guard !words.isEmpty else { return quoted("") }
        return words.map(quoted).map { $0 + "*" }.joined(separator: " ")
    }

    /// The words of `text` as the index holds its terms (folded by its tokenizer): nil when `text`
    /// is blank (no search), empty when it holds no word (a search that matches nothing, as a
    /// person who typed `"` or `(` expects, rather than every recipe).
    static func words(in text: String, _ db: Database) throws -> [String]? {
        guard text.contains(where: { !$0.isWhitespace }) else { return nil }
        let tokenizer = try db.makeTokenizer(.unicode61(diacritics: .remove))
        // Emoji with a variation selector leave a token of marks only: not a word anyone typed.
        let words = try tokenizer.tokenize(query: text).compactMap { token, flags in
            flags.contains(.colocated) || !token.contains(where: { $0.isLetter || $0.isNumber }) ? nil : token
        }
        return words
    }

    /// `term` as an FTS5 string: in double quotes, its own doubled.
    static func quoted(_ term: String) -> String {
        "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
