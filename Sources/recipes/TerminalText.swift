/// Makes text from the library safe to print on a terminal.
///
/// Recipes come from files anyone can write: a title holding ESC [2J would clear the screen.
/// Control characters are shown as visible stand-ins (ESC as ␛, U+241B) instead, and bidi
/// formatting characters spelt out, so no text can reorder a line. These are the characters the
/// browser's `TextSanitizer` (TerminalUI) replaces too; the stand-ins differ because the CLI's
/// output also goes to files and pipes in any locale: they must not depend on the terminal.
/// The CLI replaces them whether or not standard output is a terminal, as its text output is one
/// line per recipe and tab-separated; `--json` keeps the exact text.
enum TerminalText {
    /// One line: every control character, line breaks included, becomes visible.
    static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.flatMap(visible)))
    }

    /// Several lines: line breaks stay, other control characters become visible; `\r\n` counts as one break.
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line(String($0)) }
    }

    private static func visible(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        switch scalar.value {
        case 0x00..<0x20:
            // The Control Pictures block mirrors C0: U+2400 + code (␀ … ␟).
            [Unicode.Scalar(0x2400 + scalar.value)!]
        case 0x7F:
            ["\u{2421}"]
        case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            // C1 controls and bidirectional overrides have no pictures: spell them out.
            Array("\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        default:
            [scalar]
        }
    }
}
