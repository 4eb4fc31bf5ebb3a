/// Text and ingredient lines written as Cooklang that `CooklangReader` reads back unchanged.
enum CooklangMarkup {
    /// Plain text made safe in a step: backslashes before `@ # ~ \`, before a `-` that follows a
    /// `-` or a `[` (which would open a comment), and before a `>` or `=` that opens the line.
    static func escaped(_ text: String, inBraces: Bool = false) -> String {
        var output = ""
        var previous: Character?
        for character in text {
            let opensLine = previous == nil && (character == ">" || character == "=")
            let closesComment = character == "-" && (previous == "-" || previous == "[")
            let brace = inBraces && (character == "{" || character == "}")
            if character == "@" || character == "#" || character == "~" || character == "\\" || opensLine || closesComment || brace {
                output.append("\\")
            }
            output.append(character)
            previous = character
        }
        return output
    }

    /// An ingredient line as one Cooklang ingredient whose line reads the same:
    /// `200 g flour` → `@flour{200%g}`, `2 cups flour, sifted` → `@flour{2%cups}(sifted)`,
    /// anything else whole as a name: `salt and pepper to taste` → `@salt and pepper to taste{}`.
    static func ingredient(_ line: String) -> String {
        if let structured = structuredIngredient(line), readsBack(structured, as: line) { return structured }
        return "@" + escaped(line, inBraces: true) + "{}"
    }

    private static func readsBack(_ markup: String, as line: String) -> Bool {
        let components = CooklangStepParser.components(of: Array(markup.utf8))
        guard components.count == 1, case .ingredient(let ingredient) = components[0] else { return false }
        return ingredient.line == line
    }

    /// `QUANTITY [UNIT] NAME[, NOTE]` as markup, when the line starts with an amount.
    private static func structuredIngredient(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        var quantity: [String] = []
        while let word = words.first, isAmount(word), quantity.count < 2 {
            quantity.append(word)
            words.removeFirst()
        }
        guard !quantity.isEmpty, !words.isEmpty else { return nil }
        var unit = ""
        if words.count > 1, units.contains(words[0].lowercased()) { unit = words.removeFirst() }
        var name = words.joined(separator: " ")
        var note = ""
        if let comma = name.range(of: ", "), !name[comma.upperBound...].contains(")") {
            note = String(name[comma.upperBound...])
            name = String(name[..<comma.lowerBound])
        }
        let amount = quantity.joined(separator: " ") + (unit.isEmpty ? "" : "%" + unit)
        return "@" + escaped(name, inBraces: true) + "{" + amount + "}" + (note.isEmpty ? "" : "(" + note + ")")
    }

    /// Whether a word is an amount: digits with `.`, `,`, `/` or `-` between (`2`, `1.5`, `1/2`, `2-3`), or `½`.
    private static func isAmount(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.numericType != nil else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.numericType != nil || ".,/-".unicodeScalars.contains($0) }
    }

    /// Units written between an amount and a name, so `200 g flour` keeps `g` as its unit.
    private static let units: Set<String> = [
        "g", "gram", "grams", "kg", "mg", "ml", "l", "dl", "cl", "liter", "liters", "litre", "litres",
        "cup", "cups", "tbsp", "tbsps", "tablespoon", "tablespoons", "tsp", "tsps", "teaspoon", "teaspoons",
        "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds", "pinch", "pinches", "dash", "clove", "cloves",
        "can", "cans", "slice", "slices", "piece", "pieces", "bunch", "handful", "sprig", "sprigs", "stick", "sticks",
        "quart", "quarts", "pint", "pints", "package", "packages", "jar", "jars", "head", "heads",
    ]
}
