import CNcursesw

/// Display widths of text in terminal columns, as ncurses and the terminal count them (`wcwidth`).
///
/// Widths depend on the process locale: call `setlocale(LC_ALL, "")` (``Terminal`` does) with a
/// UTF-8 locale first, or every non-ASCII character measures as unprintable.
public enum TextWidth {
    /// The columns one scalar takes: 2 for Hangul and CJK, 0 for combining marks, -1 if not printable.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }
        return Int(rcp_wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// The columns one character (grapheme) takes: the sum of its printable scalars' widths.
    @inlinable
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars { width += max(0, of(scalar)) }
        return width
    }

    /// The columns a string takes on screen.
    /// - Complexity: O(n) in the length of the string.
    @inlinable
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += max(0, of(scalar)) }
        return width
    }
}
