/// Singular and plural of the English nouns ingredient lists use, by a few rules and a short list
/// of exceptions. Words it is not sure of are left as they are: a wrong plural is worse than none.
enum Inflection {
    /// Plurals that the rules below would get wrong.
    private static let irregularSingulars: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife", "calves": "calf",
        "chilies": "chili", "chillies": "chilli", "cookies": "cookie", "brownies": "brownie",
        "veggies": "veggie", "smoothies": "smoothie", "pies": "pie", "potatoes": "potato",
        "tomatoes": "tomato", "mangoes": "mango",
    ]
    private static let irregularPlurals: [String: String] = {
        var plurals: [String: String] = [:]
        for (plural, singular) in irregularSingulars { plurals[singular] = plural }
        return plurals
    }()

    /// Words that look plural but are not, or have no plural a cook would write.
    private static let invariable: Set<String> = [
        "molasses", "hummus", "asparagus", "couscous", "citrus", "swiss", "grits", "series", "species",
        "bass", "grass", "lemongrass", "watercress", "cress", "anise", "rice", "fish", "salmon", "shrimp",
        "tofu", "feta", "flour", "sugar", "salt", "water", "milk", "butter", "oil", "garlic", "broccoli",
        "spinach", "kale", "celery", "bread", "cheese", "meat", "pork", "beef", "lamb", "tuna",
        "cod", "squid", "sheep", "deer", "kimchi", "gnocchi", "spaghetti", "pasta", "quinoa", "oats",
        "yogurt", "yoghurt", "cream", "honey", "stock", "broth", "dashi", "miso", "gochujang", "doenjang",
        "okra", "jus", "bok", "choy", "news", "glass", "cornflakes", "lettuce", "ginger", "dill", "parsley",
        "cilantro", "basil", "thyme", "rosemary", "mint", "oregano", "sage", "tarragon", "chives",
    ]

    /// The singular of `word` (lower case or capitalised), or `word` when it is not a plural.
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, lower.hasSuffix("s"), !invariable.contains(lower), !lower.hasSuffix("ss"),
              !lower.hasSuffix("us"), !lower.hasSuffix("is") else { return word }
        if let singular = irregularSingulars[lower] { return matchingCase(singular, word) }
        var stem = lower
        if lower.hasSuffix("ies"), lower.count > 4 {
            stem = String(lower.dropLast(3)) + "y"
        } else if lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes")
                    || lower.hasSuffix("sses") || lower.hasSuffix("zzes") {
            stem = String(lower.dropLast(2))
        } else {
            stem = String(lower.dropLast())
        }
        return matchingCase(stem, word)
    }

    /// The plural of `word`, or `word` when it is already plural or has no plural.
    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 1, !invariable.contains(lower), singular(lower) == lower else { return word }
        if let plural = irregularPlurals[lower] { return matchingCase(plural, word) }
        let last = lower.last ?? " ", beforeLast = lower.dropLast().last ?? " "
        let plural: String
        if last == "y", !"aeiou".contains(beforeLast) {
            plural = String(lower.dropLast()) + "ies"
        } else if lower.hasSuffix("ch") || lower.hasSuffix("sh") || last == "x" || last == "s" || last == "z" {
            plural = lower + "es"
        } else {
            plural = lower + "s"
        }
        return matchingCase(plural, word)
    }

    /// `name` with its last word made plural or singular ("large egg" → "large eggs"), or `nil`
    /// when the name is not a simple English noun phrase ("salt and pepper", "scallion or mitsuba",
    /// a name in another script) or the word is already in that form.
    static func inflectingLastWord(of name: String, plural: Bool) -> String? {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 }), !name.contains(" or "), !name.contains(" and "),
              !name.contains("&") else { return nil }
        let lastWord = name.split(separator: " ").last.map(String.init) ?? name
        guard lastWord.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }) else { return nil }
        let inflected = plural ? Self.plural(lastWord) : singular(lastWord)
        guard inflected != lastWord else { return nil }
        return name.dropLast(lastWord.count) + inflected
    }

    /// `form` with the first letter capitalised when `model`'s is.
    private static func matchingCase(_ form: String, _ model: String) -> String {
        guard let first = model.first, first.isUppercase, let formFirst = form.first else { return form }
        return formFirst.uppercased() + form.dropFirst()
    }
}
