import Foundation

/// How recipe apps' JSON writes its fields, read the same way for each app.
enum AppFields {
    /// The trimmed text of a string or number; `nil` when absent or blank.
    static func text(_ value: JSONValue?) -> String? {
        value?.text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Text with its line breaks and runs of spaces made single spaces: one step or one ingredient line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The names in a list of names or of objects with a `name` (tags, categories, keywords), without repeats.
    static func names(_ value: JSONValue?) -> [String] {
        let names = (value?.elements ?? []).compactMap { text($0) ?? text($0["name"]) }
        return unique(names)
    }

    /// A rating from 1 to 5 (a number, or a number as text); 0, none and anything else are unrated.
    static func rating(_ value: JSONValue?) -> Int? {
        guard let number = text(value).flatMap(Double.init), number.isFinite else { return nil }
        let rounded = Int(number.rounded())
        return (1...5).contains(rounded) ? rounded : nil
    }

    /// A yes/no flag written `true`/`false`, `1`/`0` or as text.
    static func flag(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: flag
        case .number(let number)?: Double(number).map { $0 != 0 }
        case .string(let string)?: ["1", "true", "yes"].contains(string.lowercased())
        default: nil
        }
    }

    /// A number of seconds from a time in minutes, when it is positive.
    static func minutes(_ value: JSONValue?) -> Int? {
        guard let minutes = text(value).flatMap(Double.init), minutes > 0, minutes < 1e7 else { return nil }
        return Int((minutes * 60).rounded())
    }

    /// A quantity as a cook writes it: `2`, `1 1/2`, `1/3`, `0.15`; `nil` for zero or none.
    static func quantity(_ value: JSONValue?) -> String? {
        guard let number = text(value).flatMap(Double.init), number.isFinite, number > 0 else { return nil }
        let whole = number.rounded(.down)
        let part = number - whole
        let fractions: [(Double, String)] = [(0, ""), (1.0 / 8, "1/8"), (1.0 / 4, "1/4"), (1.0 / 3, "1/3"), (1.0 / 2, "1/2"),
                                             (2.0 / 3, "2/3"), (3.0 / 4, "3/4"), (1, "")]
        if let (value, written) = fractions.first(where: { abs($0.0 - part) < 0.01 }) {
            let units = Int(whole) + (value == 1 ? 1 : 0)
            if written.isEmpty { return String(units) }
            return units == 0 ? written : "\(units) \(written)"
        }
        var written = String(format: "%.3f", number)
        while written.hasSuffix("0") { written.removeLast() }
        return written
    }

    /// A name written in camel case as words a cook reads (`TotalFat` → `Total fat`, `recipeVideo` → `Recipe video`).
    static func words(_ name: String) -> String {
        let words = name.reduce(into: "") { words, character in
            if character.isUppercase, !words.isEmpty { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The lines of a text field, trimmed, the blank ones left out.
    static func lines(_ value: JSONValue?) -> [String] {
        ExternalRecipe.lines(of: text(value) ?? "")
    }

    /// A number of servings written without a needless `.0` (`4.0` → `4`); `nil` for zero or none.
    static func servings(_ value: JSONValue?) -> String? {
        guard let number = text(value).flatMap(Double.init), number > 0 else { return text(value).flatMap { Double($0) == nil ? $0 : nil } }
        return quantity(value) ?? String(number)
    }

    /// The pictures in a list of base64 texts (Mela's and Crouton's `images`), the main one first;
    /// what does not decode, or is no picture the library keeps, left out.
    static func base64Pictures(_ value: JSONValue?) -> [EmbeddedImage] {
        (value?.elements ?? []).compactMap(text)
            .compactMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
            .map(EmbeddedImage.init(data:))
            .filter(\.isPicture)
    }
}
