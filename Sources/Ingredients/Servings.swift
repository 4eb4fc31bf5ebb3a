/// A recipe's servings field understood: "4", "4–6", "Serves 4", "12 muffins", "1 loaf",
/// "Makes about 8 cups". A range scales by its first number.
///
/// ```swift
/// let servings = Servings(parsing: "4")!
/// servings.factor(forServings: 6)        // 1.5
/// servings.formatted(scaledTo: 6)        // "6 (from 4)"; the UI writes "Serves 6 (from 4)"
/// ```
public struct Servings: Sendable, Hashable {
    /// The field as written.
    public let text: String
    /// The number scaling starts from (the first of a range).
    public let count: Double
    /// The second number of a range ("4–6" → 6).
    public let upperCount: Double?
    /// What is counted when it is not people: "muffins", "loaf", "cups"; empty for plain servings
    /// ("4", "Serves 4", "4 servings", "4 people").
    public let unitText: String
    /// Whether the field says "about" ("Makes about 8 cups").
    public let isApproximate: Bool

    /// The number as written, range included ("4–6"), for "(from 4–6)".
    private let countText: String

    /// Words that name servings themselves, which "Serves" already says.
    private static let servingWords: Set<String> = [
        "serving", "servings", "people", "persons", "person", "portions", "portion", "serves", "pax",
    ]

    /// Parses a servings field; `nil` when it holds no number ("a crowd").
    public init?(parsing text: String) {
        self.text = text
        var contiguous = text
        contiguous.makeContiguousUTF8()
        let found: (Quantity, TextSpan, ParsedLine.Flags)? = contiguous.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return Self.firstQuantity(in: ByteText(base: base, count: bytes.count))
        } ?? nil
        guard let (quantity, span, _) = found, quantity.value > 0 else { return nil }
        count = quantity.value
        upperCount = quantity.upperValue
        let utf8 = Array(contiguous.utf8)
        countText = String(decoding: utf8[Int(span.start)..<Int(span.end)], as: UTF8.self)
        let before = String(decoding: utf8[..<Int(span.start)], as: UTF8.self).lowercased()
        isApproximate = before.contains("about") || before.contains("approx") || before.contains("~")
        let after = Self.withoutUnmatchedClosingBracket(String(decoding: utf8[Int(span.end)...], as: UTF8.self)
            .trimmed(of: " .,:"))
        unitText = Self.servingWords.contains(after.lowercased()) ? "" : after
    }

    /// The servings line for a field as written, never saying servings twice: "Serves 8" for "8",
    /// "8 servings" or "Serves 8"; a field that says its own verb as written ("Makes about 8 cups",
    /// "Yields 2 loaves"); else "Serves " and the field ("Serves 12 muffins", "Serves a crowd").
    public static func heading(for field: String) -> String {
        let trimmed = field.trimmed(of: "")
        let firstWord = trimmed.prefix { $0.isLetter }.lowercased()
        if leadingVerbs.contains(firstWord) {
            guard firstWord != "makes", firstWord != "yields", firstWord != "yield", let servings = Servings(parsing: trimmed), servings.unitText.isEmpty else {
                return trimmed.prefix(1).uppercased() + trimmed.dropFirst()
            }
            return "Serves " + servings.formatted(scaledTo: servings.count)
        }
        if let servings = Servings(parsing: trimmed), servings.unitText.isEmpty {
            return "Serves " + servings.formatted(scaledTo: servings.count)
        }
        return "Serves " + trimmed
    }

    /// First words of a servings field that already say what the number is.
    private static let leadingVerbs: Set<String> = ["serves", "makes", "yields", "yield", "feeds", "servings", "for"]

    /// By how much to scale the ingredients to make `target` servings.
    public func factor(forServings target: Double) -> Double {
        target / count
    }

    /// The scaled field for a heading: "6 (from 4)", "24 muffins (from 12)", "about 16 cups (from 8)",
    /// "2 loaves (from 1)"; the field's own number and unit when `target` is `count`. The unit is
    /// made plural or singular only when the recipe's `language` is English ("6 Personen (from 4)").
    public func formatted(scaledTo target: Double, language: RecipeLanguage = .english) -> String {
        let about = isApproximate ? "about " : ""
        guard target != count else {
            return about + countText + (unitText.isEmpty ? "" : " " + unitText)
        }
        let number = NumberText.fraction(target, unicode: false)
        var unit = unitText
        if !unit.isEmpty, !unit.contains(" "), language.inflectsNouns {
            unit = target > 1 ? Inflection.plural(unit) : Inflection.singular(unit)
        }
        return about + number + (unit.isEmpty ? "" : " " + unit) + " (from \(countText))"
    }

    /// The unit without a closing bracket that closes nothing written after the number ("4)" of
    /// "(serves 4)"), keeping one that closes its own ("Portion(en)").
    private static func withoutUnmatchedClosingBracket(_ unit: String) -> String {
        var unit = unit
        while unit.last == ")", unit.count(where: { $0 == ")" }) > unit.count(where: { $0 == "(" }) {
            unit = String(unit.dropLast()).trimmed(of: " .,:")
        }
        return unit
    }

    /// The first quantity in the text (digits or a number word), wherever it stands.
    private static func firstQuantity(in text: ByteText) -> (Quantity, TextSpan, ParsedLine.Flags)? {
        let reader = QuantityReader(text: text, lexicon: Lexicon.shared)
        var position = 0
        while position < text.count {
            let atWordStart = position == 0 || !text.isWordCharacter(text.previousCharacterStart(position))
            if atWordStart, let read = reader.quantity(at: position) {
                return (read.quantity, TextSpan(position, read.end), read.flags)
            }
            position += text.characterLength(position)
        }
        return nil
    }
}

private extension String {
    /// The string without the given characters at either end.
    func trimmed(of set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) || first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) || last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
