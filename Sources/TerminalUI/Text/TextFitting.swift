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
