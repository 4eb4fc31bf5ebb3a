/// Word wrapping by display width, for paragraphs shown in a pane.
public enum TextWrapping {
    /// Breaks `text` into lines of at most `columns` columns: at spaces where possible, inside a
    /// word only when the word alone is wider than a line; wide characters are never split.
    /// Lines after the first start with `hangingIndent` spaces (for numbered steps).
    /// - Complexity: O(n) in the length of the text.
    public static func wrap(_ text: String, columns: Int, hangingIndent: Int = 0) -> [String] {
        guard columns > 0 else { return [] }
        let indentWidth = min(hangingIndent, columns - 1)
        let indent = String(repeating: " ", count: indentWidth)
        var lines: [String] = []
        var line = ""
        var width = 0
        var lineHasText = false
        func startNewLine() {
            lines.append(line)
            line = indent
            width = indentWidth
            lineHasText = false
        }
        for word in text.split(separator: " ") {
            let wordWidth = TextWidth.of(word)
            if lineHasText, width + 1 + wordWidth > columns { startNewLine() }
            if lineHasText {
                line.append(" ")
                width += 1
            }
            if width + wordWidth <= columns {
                line += word
                width += wordWidth
                lineHasText = true
                continue
            }
            // Wider than a whole line: cut it between characters.
            for character in word {
                let characterWidth = TextWidth.of(character)
                if lineHasText, width + characterWidth > columns { startNewLine() }
                line.append(character)
                width += characterWidth
                lineHasText = true
            }
        }
        if lineHasText || lines.isEmpty { lines.append(line) }
        return lines
    }
}
