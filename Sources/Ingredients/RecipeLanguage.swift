/// The language a recipe is written in, as far as showing its amounts needs it: whether a noun
/// counted again takes an English plural ("1 large egg" doubled is "2 large eggs") or stays as
/// the cook wrote it ("1 Ei" doubled is "2 Ei", not "2 Eis").
///
/// A declared language wins (`init(tag:)`: Cooklang's `locale`, a page's `inLanguage`). Without
/// one, the recipe's own words decide (`init(guessingFrom:)`): it is English unless more of its
/// words are function words and units of German, French, Dutch, Spanish, Italian or the Nordic
/// languages than of English.
/// A recipe with no such words at all is English, as every recipe was before languages were told apart.
public enum RecipeLanguage: Sendable, Hashable {
    /// English: nouns take English plurals and singulars.
    case english
    /// Another language: nouns are shown as written, only numbers and units change.
    case other

    /// Whether a noun counted again is made plural or singular.
    public var inflectsNouns: Bool { self == .english }

    /// The language of a declared tag: `en`, `en-GB`, `en_US`, `English` are English, any other
    /// language is not; `nil` for an empty tag.
    public init?(tag: String) {
        let lowered = tag.lowercased().drop { $0 == " " }
        guard let first = lowered.first, first != " " else { return nil }
        let language = lowered.prefix { $0.isLetter }
        self = language == "en" || language == "eng" || language == "english" ? .english : .other
    }

    /// The language the words of `texts` (a recipe's title, ingredient lines and steps) are in, by
    /// counting the words of `Self.englishWords` against those of `Self.otherWords`: English
    /// unless the others are more.
    ///
    /// - Complexity: O(n) in the texts' length.
    public init(guessingFrom texts: [String]) {
        var english = 0, other = 0
        for text in texts {
            for word in Self.words(of: text) {
                if Self.englishWords.contains(word) { english += 1 } else if Self.otherWords.contains(word) { other += 1 }
            }
        }
        self = other > english ? .other : .english
    }

    /// The lower-case words of `text`: runs of letters, with a hyphen, apostrophe or period inside
    /// a word kept in it ("de-seeded" is one word, not "de"; "c.à.s" one).
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter {
                word.append(character)
            } else if !word.isEmpty, character == "-" || character == "'" || character == "’" || character == "." {
                word.append(character)
            } else if !word.isEmpty {
                words.append(Self.trimmedEnd(word))
                word = ""
            }
        }
        if !word.isEmpty { words.append(Self.trimmedEnd(word)) }
        return words
    }

    /// A word without the marks that ended it ("etc." is "etc", "q.b." stays "q.b").
    private static func trimmedEnd(_ word: String) -> String {
        var word = word
        while let last = word.last, last == "-" || last == "'" || last == "’" || last == "." { word.removeLast() }
        return word
    }

    /// English function words and units that recipes write and the other languages do not.
    static let englishWords: Set<String> = [
        "the", "and", "with", "of", "to", "into", "until", "for", "or", "then", "each", "about", "from",
        "cup", "cups", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "pinch", "ounce", "ounces",
        "oz", "lb", "lbs", "pound", "pounds", "minutes", "large", "small", "chopped",
    ]

    /// Function words and units of German, French, Dutch, Spanish, Italian, Danish, Norwegian,
    /// Swedish and Finnish recipes that English ones do not write. Words English shares are left out ("in", "a", "pour", "per", "so").
    static let otherWords: Set<String> = [
        // German
        "und", "mit", "oder", "der", "die", "das", "den", "dem", "ein", "eine", "einen", "etwas", "nach", "bis",
        "auf", "dann", "zum", "zur", "für", "el", "tl", "prise", "stück", "minuten", "esslöffel", "teelöffel", "msp",
        // French
        "et", "de", "du", "des", "le", "la", "les", "avec", "une", "dans", "cuillère", "cuillères", "càs", "càc",
        "c.à.s", "c.à.c", "pincée",
        // Dutch
        "en", "met", "het", "een", "van", "eetlepel", "eetlepels", "theelepel", "theelepels", "snufje", "tot",
        // Spanish
        "y", "con", "el", "los", "las", "una", "para", "cucharada", "cucharadas", "cucharadita", "cucharaditas",
        "pizca", "hasta",
        // Italian
        "e", "di", "del", "il", "gli", "cucchiaio", "cucchiai", "cucchiaino", "cucchiaini", "pizzico", "q.b",
        // Danish, Norwegian, Swedish, Finnish ("med" is left out: English writes it for "medium")
        "og", "och", "af", "til", "ja", "dl", "spsk", "tsk", "msk", "krm", "rkl",
    ]
}
