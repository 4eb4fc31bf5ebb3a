import Foundation

/// Whitespace as the readers normalise it.
enum Whitespace {
    /// The text with every run of whitespace (Unicode's, so thin and no-break spaces too) made one
    /// space, and none at either end.
    static func collapsed(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether a scalar is whitespace, Unicode's included; ASCII is answered without a property lookup.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// The text without spaces and tabs at either end (Unicode's spaces too, as
    /// `trimmingCharacters(in: .whitespaces)`); ASCII ends are trimmed on bytes, without Foundation.
    static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }

    /// `trimmed(_:)` of a part of a text.
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while end > start, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 { end = utf8.index(before: end) }
        // A non-ASCII byte at an end may be a Unicode space (no-break, thin): Foundation decides.
        if start < end, utf8[start] >= 0x80 || utf8[utf8.index(before: end)] >= 0x80 {
            return String(text[start..<end]).trimmingCharacters(in: .whitespaces)
        }
        return String(text[start..<end])
    }
}
