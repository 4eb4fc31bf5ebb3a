import TerminalUI

/// Makes text from the library, files and messages safe to print.
///
/// Recipes come from files anyone can write: a title holding ESC [2J would clear the screen.
/// Every such text goes through the browser's sanitiser, `TextSanitizer.forOutput` (TerminalUI):
/// control characters become visible stand-ins (ESC as ␛, U+241B) and bidi formatting characters
/// are spelt out, so no text can reorder a line. The CLI replaces them whether or not standard
/// output is a terminal, as its text output is one line per recipe and tab-separated; `--json`
/// keeps the exact text.
enum TerminalText {
    /// One line: every control character, line breaks included, becomes visible.
    static func line(_ text: String) -> String {
        TextSanitizer.forOutput.sanitize(text)
    }

    /// Several lines: line breaks stay, other control characters become visible; `\r\n` counts as one break.
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line(String($0)) }
    }
}
