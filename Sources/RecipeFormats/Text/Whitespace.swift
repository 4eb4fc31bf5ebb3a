/// Whitespace as the readers normalise it.
enum Whitespace {
    /// The text with every run of whitespace (Unicode's, so thin and no-break spaces too) made one
    /// space, and none at either end.
    static func collapsed(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }
}
