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
}
