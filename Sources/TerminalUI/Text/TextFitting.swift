/// Text cut to a number of columns, ending in an ellipsis when something was cut.
public struct FittedText: Sendable, Equatable {
    /// The visible text.
    public let text: String
    /// Its width in columns (at most the width asked for; one less when a wide character did not fit).
    public let width: Int
    /// Whether the original text was cut.
    public let isTruncated: Bool

    /// Cuts sanitised `text` to at most `columns` columns, never splitting a wide character,
    /// appending `ellipsis` (one column) when text was cut.
    /// - Complexity: O(k) in the characters kept, plus one width pass over `text`.
    public init(_ text: String, columns: Int, ellipsis: String) {
        let fullWidth = TextWidth.of(text)
        if fullWidth <= columns {
            self.text = text
            width = fullWidth
            isTruncated = false
            return
        }
        isTruncated = true
        let ellipsisWidth = TextWidth.of(ellipsis)
        guard columns >= ellipsisWidth else {
            self.text = ""
            width = 0
            return
        }
        var kept = ""
        var used = 0
        for character in text {
            let characterWidth = TextWidth.of(character)
            if used + characterWidth > columns - ellipsisWidth { break }
            kept.append(character)
            used += characterWidth
        }
        self.text = kept + ellipsis
        width = used + ellipsisWidth
    }
}

extension FittedText {
    /// `text` made to fit `columns` by taking characters out of the middle of the paths it names
    /// (words with a `/`), longest first, each keeping its start and its last component:
    /// "cannot write /home/ann/…/Cakes/.recipes-favorites (Permission denied)". A message cut at
    /// its end loses what it says about the path; cut in the path's middle it keeps both. Returns
    /// the text unchanged when it fits, and as short as the paths allow otherwise (cutting the
    /// rest, if needed, is left to `FittedText`).
    /// - Complexity: O(n) in the length of the text, per path shortened.
    public static func shorteningPaths(_ text: String, columns: Int, ellipsis: String) -> String {
        var excess = TextWidth.of(text) - columns
        guard excess > 0 else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let paths = words.indices.filter { words[$0].contains("/") }.sorted { words[$0].count > words[$1].count }
        for index in paths where excess > 0 {
            let (shortened, saved) = elidingMiddle(of: words[index], by: excess, ellipsis: ellipsis)
            words[index] = shortened
            excess -= saved
        }
        return words.joined(separator: " ")
    }

    /// `path` with at least `columns` columns' worth of characters replaced by `ellipsis` after its
    /// first component, never touching its last one (the name that says which file); the columns
    /// saved, which is less than asked when the path has too little middle.
    private static func elidingMiddle(of path: String, by columns: Int, ellipsis: String) -> (String, Int) {
        let characters = Array(path)
        // The last component, with what closes it (`name.cook",` keeps its quote and comma).
        guard let lastSlash = characters.lastIndex(of: "/") else { return (path, 0) }
        // `/name` or `dir/name` has no middle to give.
        guard let firstSlash = characters.dropFirst().firstIndex(of: "/"), firstSlash < lastSlash else { return (path, 0) }
        let middle = characters[(firstSlash + 1)..<lastSlash]
        let ellipsisWidth = TextWidth.of(ellipsis)
        let middleWidth = middle.reduce(0) { $0 + TextWidth.of($1) }
        guard middleWidth > ellipsisWidth else { return (path, 0) }
        // Drop characters from the end of the middle (the components nearest the name are the
        // least telling about where the file is), keep as much of its start as fits.
        let wanted = min(middleWidth, columns + ellipsisWidth)
        var kept = middle[...]
        var removed = 0
        while removed < wanted, let last = kept.last {
            removed += TextWidth.of(last)
            kept.removeLast()
        }
        let shortened = String(characters[...firstSlash]) + String(kept) + ellipsis + String(characters[lastSlash...])
        return (shortened, removed - ellipsisWidth)
    }
}
