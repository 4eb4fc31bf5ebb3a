import CNcursesw

/// The few non-ASCII symbols the UI draws, with ASCII fallbacks when the locale is not UTF-8.
public struct Glyphs: Sendable, Equatable {
    /// Marks a favorite: `♥`, or `*` without UTF-8.
    public let heart: String
    /// Ends truncated text: `…`, or `~` without UTF-8.
    public let ellipsis: String
    /// Marks a checked row: `✓`, or `x` without UTF-8.
    public let checkMark: String
    /// Separates facts on one line: ` · `, or ` - ` without UTF-8.
    public let separator: String
    /// Whether the set uses UTF-8 symbols (and so control pictures when sanitising).
    public let isUnicode: Bool

    /// The glyphs for a terminal that shows UTF-8 (`unicode: true`) or only ASCII.
    public init(unicode: Bool) {
        isUnicode = unicode
        heart = unicode ? "♥" : "*"
        ellipsis = unicode ? "…" : "~"
        checkMark = unicode ? "✓" : "x"
        separator = unicode ? " · " : " - "
    }

    /// The glyphs that fit the process's current locale (`setlocale` must have run).
    public static func forCurrentLocale() -> Glyphs {
        Glyphs(unicode: rcp_locale_is_utf8() != 0)
    }
}
