/// Makes untrusted text safe to hand to the terminal by replacing what it would interpret.
///
/// The scheme (documented in docs/ARCHITECTURE.md, "TerminalUI"):
/// - C0 controls U+0000–U+001F become their Control Pictures U+2400–U+241F
///   (ESC → `␛`, tab → `␉`, newline → `␊`), DEL becomes `␡`;
/// - C1 controls U+0080–U+009F, bidi formatting characters (U+061C, U+200E, U+200F,
///   U+202A–U+202E, U+2066–U+2069) and anything the locale cannot print become U+FFFD `�`;
/// - without a UTF-8 locale every replacement is `?`;
/// - a zero-width joiner before an emoji is dropped: terminals disagree on the width of a
///   joined sequence (`👩‍🍳` is one 2-column glyph in some, two in others, 4 columns to ncurses),
///   and a disagreement shifts the rest of the row; apart, each emoji is 2 columns everywhere.
/// So an escape sequence in data is shown, never executed, no bidi override can reorder a row,
/// and every row is as wide on the terminal as ncurses counts it.
///
/// `TextSanitizer.forOutput` is the same sanitising for what a command prints (its text output
/// and its messages, which go to terminals, pipes and files alike): the same characters are
/// replaced, C0 and DEL by the same pictures, but the stand-ins do not depend on the locale or
/// the terminal, as the output may be read elsewhere: C1 controls and bidi formatting characters
/// are spelt out (`\u{9B}`), and every other scalar is kept (the locale's printability and the
/// joiner rule are about ncurses' column counts, which printed text does not have).
public struct TextSanitizer: Sendable {
    /// Whether replacements may use non-ASCII pictures.
    public let unicode: Bool
    /// Whether this is `forOutput`: stand-ins independent of the locale.
    private let isForOutput: Bool

    /// A sanitiser for a UTF-8 terminal (`unicode: true`) or an ASCII one.
    public init(unicode: Bool) {
        self.unicode = unicode
        self.isForOutput = false
    }

    /// The sanitiser for text a command prints, to a terminal or not (see the type's description).
    public static let forOutput = TextSanitizer(forOutput: ())

    private init(forOutput: Void) {
        self.unicode = true
        self.isForOutput = true
    }

    /// The text with every control, bidi override and unprintable scalar replaced.
    /// - Complexity: O(n); returns the input unchanged (no copy) when nothing needed replacing.
    public func sanitize(_ text: String) -> String {
        let dropsJoiners = !isForOutput
        guard text.unicodeScalars.contains(where: { needsReplacement($0) || (dropsJoiners && $0 == Self.zeroWidthJoiner) })
        else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if dropsJoiners, scalar == Self.zeroWidthJoiner, index + 1 < scalars.count, Self.isEmoji(scalars[index + 1]) {
                continue
            }
            if !needsReplacement(scalar) {
                result.append(scalar)
            } else if isForOutput, scalar.value >= 0x80 {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(replacement(for: scalar))
            }
        }
        return String(result)
    }

    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether `scalar` is a pictographic emoji (not a digit, `#` or `*`, which are emoji too).
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji
    }

    /// Whether the terminal would interpret or cannot print `scalar`.
    public func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) { return true }
        if Self.isBidiControl(value) { return true }
        return !isForOutput && TextWidth.of(scalar) < 0
    }

    /// The visible stand-in for a scalar that needs replacing.
    public func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard unicode else { return "?" }
        let value = scalar.value
        if value < 0x20 { return Unicode.Scalar(0x2400 + value)! }
        if value == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }

    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
