// Which lines of a text recipe are headings: its ingredient groups and step sections.
import Ingredients

/// Recognises the lines of a text recipe that are headings, not ingredients or steps: a line
/// ending in ":" ("For the crust:"), a Markdown heading ("## Sauce"), a short line in capitals
/// ("FILLING"). A bullet or a step number before it does not make it an item: "1. For the ragù:"
/// and "• For the crust:" are headings.
public enum HeadingLine {
    /// The heading's name ("For the ragù"), or `nil` when `line` is not a heading.
    public static func name(of line: String) -> String? {
        guard mayBeHeading(line) else { return nil }
        let content = withoutMarker(line)
        guard !content.isEmpty else { return nil }
        if content.hasPrefix("#") {
            let name = content.drop { $0 == "#" }
            return name.first == " " ? cleaned(name) : nil
        }
        let words = content.split(whereSeparator: \.isWhitespace)
        if content.hasSuffix(":"), content.count > 1, words.count <= 8 {
            return cleaned(content.dropLast())
        }
        let letters = content.unicodeScalars.filter { $0.properties.isAlphabetic }
        let isCapitals = letters.count >= 3 && words.count <= 6
            && letters.allSatisfy { $0.properties.isUppercase || !$0.properties.changesWhenLowercased && !$0.properties.changesWhenUppercased }
            && letters.contains { $0.properties.isUppercase }
            && !content.unicodeScalars.contains { $0.properties.numericType != nil }
        return isCapitals ? cleaned(Substring(content)) : nil
    }

    /// The heading's name when an ingredient line is a heading, else `nil`: when `name(of:)` says it
    /// is one and it has no amount ("SAUCE", not "2 EGGS"), or when the ingredient parser reads it
    /// as one. Every part of the program that tells the list's headings from its items asks here,
    /// so the shopping list and an export never take a heading the detail shows for an ingredient.
    public static func name(ofIngredientLine line: String) -> String? {
        guard let name = name(of: line) else { return nil }
        let parsed = IngredientLine(parsing: withoutMarker(line))
        return parsed.isHeading || parsed.quantity == nil ? name : nil
    }

    /// A test on bytes that rules out most lines at once: a heading ends in ":", holds a "#", or
    /// has no lower-case ASCII letter.
    private static func mayBeHeading(_ line: String) -> Bool {
        var line = line
        // A native string's bytes are read in place. The last visible byte is found from the end,
        // a lower-case letter is usually among the first bytes, so only the search for "#" reads
        // the whole line, eight bytes at a time.
        return line.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] <= 0x20 { end -= 1 }
            if end > 0, bytes[end - 1] == 0x3A { return true }
            guard bytes.contains(where: { $0 &- 0x61 < 26 }) else { return true }
            return ByteWords.contains(0x23, in: bytes)
        }
    }

    /// The line without a leading bullet (`•`, `-`, `*`, `·`) or step number (`1.`, `2)`).
    static func withoutMarker(_ line: String) -> String {
        guard let first = line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        guard (0x30...0x39).contains(first) || first == 0x2D || first == 0x2A || first >= 0x80 else { return line.trimmingSpaces() }
        var rest = Substring(line).drop(while: \.isWhitespace)
        if let first = rest.first, "•-*·–—▪◦".contains(first), rest.dropFirst().first?.isWhitespace ?? false {
            rest = rest.dropFirst().drop(while: \.isWhitespace)
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3 {
            let after = rest.dropFirst(digits.count)
            if let mark = after.first, mark == "." || mark == ")", after.dropFirst().first?.isWhitespace ?? false {
                rest = after.dropFirst().drop(while: \.isWhitespace)
            }
        }
        return String(rest).trimmingSpaces()
    }

    private static func cleaned(_ name: Substring) -> String? {
        let trimmed = String(name).trimmingSpaces()
        let unstarred = trimmed.hasPrefix("**") && trimmed.hasSuffix("**") && trimmed.count > 4
            ? String(trimmed.dropFirst(2).dropLast(2)).trimmingSpaces() : trimmed
        let name = unstarred.hasSuffix(":") ? String(unstarred.dropLast()).trimmingSpaces() : unstarred
        return name.isEmpty ? nil : name
    }
}

extension String {
    /// The string without whitespace at either end.
    func trimmingSpaces() -> String {
        // Most lines start and end with a visible ASCII byte: told on a native string's bytes in place.
        let isTrimmed = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return (0x21..<0x80).contains(first) && (0x21..<0x80).contains(last)
        } ?? utf8.first.map { (0x21..<0x80).contains($0) && (0x21..<0x80).contains(utf8.last!) } ?? false
        if isTrimmed { return self }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
