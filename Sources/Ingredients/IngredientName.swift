/// An ingredient name reduced to what one buys, so that lines naming the same thing combine:
/// "Onions", "1 large onion" and "1/2 onion, diced" are all `onion`.
///
/// Only sure folds: case, the plural of the last word, and leading size, ripeness and cutting
/// words ("large", "ripe", "chopped", "grated"). Words that change what is bought stay:
/// "ground cumin" and "cumin seeds" are two things, and so are "toasted sesame oil" and "sesame oil",
/// "crushed tomatoes" (a can) and "tomatoes", "hot sauce" and "sauce".
struct IngredientName: Sendable, Hashable {
    /// The folded key: lower case, singular, without the leading words above ("egg", "cherry tomato").
    let key: String
    /// The name to show: the written name without those leading words, in its written case.
    let display: String
    /// The name to show for more than one, when the cook wrote its plural's ending in brackets
    /// ("Zwiebel(n)": "Zwiebeln"); nil otherwise.
    private(set) var pluralDisplay: String? = nil
    /// What lines naming the same thing share, for combining them: `key`, and in a German, Dutch
    /// or Italian recipe its last word without a plural's ending (`merged(stemming:)`), so that
    /// "3 Eier" and "1 Ei", "2 Zwiebeln" and "1 Zwiebel", "2 pomodori" and "1 pomodoro" are one item.
    private(set) var mergeKey = ""

    /// Words that join two sizes ("medium to large", "small or medium").
    private static let joiningWords: Set<String> = ["to", "or", "and", "&", "-", "–"]

    /// Zero-width space, word joiner, invisible separators and the byte-order mark; not the
    /// joiners, which emoji and some scripts need.
    private static let invisible: Set<UInt32> = [0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x00AD]

    /// Leading words dropped from a name: sizes, ripeness, and cuts that do not change what is bought.
    private static let droppedWords: Set<String> = [
        "small", "medium", "large", "big", "jumbo", "extra-large", "medium-sized", "whole", "very", "ripe",
        "lg", "md", "sm", "med", "lrg",
        "chopped", "minced", "sliced", "grated", "shredded", "melted", "softened", "beaten", "cubed",
        "peeled", "halved", "quartered", "finely", "roughly", "coarsely", "thinly", "room-temperature",
        // Sizes before the name in German, Dutch and French ("2 kleine Zwiebeln", "1 grote ui",
        // "2 gros oignons"): the same onions as "1 Zwiebel".
        "kleine", "kleiner", "kleines", "kleinen", "große", "großer", "großes", "großen", "grosse", "grosser",
        "mittelgroße", "mittelgroßer", "mittelgrosse", "mittelgross", "mittelgroß", "grote", "middelgrote",
        "petit", "petite", "petits", "petites", "gros", "grosses", "moyen", "moyenne", "moyens", "moyennes",
    ]

    /// The name with only case and the last word's plural folded: for a pack, whose words all say
    /// what is bought ("chopped tomatoes" in a can are not tomatoes).
    init(exactly name: String) {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
        display = words.joined(separator: " ")
        var lowered = words.map { $0.lowercased() }
        if let last = lowered.last { lowered[lowered.count - 1] = Inflection.singular(last) }
        key = lowered.joined(separator: " ")
        mergeKey = key
    }

    /// Which plurals a recipe's names take, for the merge key.
    enum Stemming {
        /// German and Dutch: `-en`, `-n`, `-e`, `-s`, `-er` of "Eier".
        case germanOrDutch
        /// Italian: the last vowel ("pomodori" and "pomodoro", "uova" and "uovo").
        case italian
    }

    /// This name as a line of a recipe whose plurals `stemming` says combines with others: its last
    /// word's plural ending taken off the merge key ("eier" and "ei", "zwiebeln" and "zwiebel",
    /// "uien" and "ui", "pomodori" and "pomodoro"). Only the key changes; what is shown, and the
    /// aisle, are read from the name as written. Other languages' keys stay as they are (nil), so
    /// that a French "2 oranges" still combines with an English "orange".
    func merged(stemming: Stemming?) -> IngredientName {
        guard let stemming else { return self }
        let lastWord = key.lastIndex(of: " ").map { key.index(after: $0) } ?? key.startIndex
        var copy = self
        let word = String(key[lastWord...])
        let stem = switch stemming {
        case .germanOrDutch: Self.stem(word)
        case .italian: word.count > 3 && "aeio".contains(word.last ?? " ") ? String(word.dropLast()) : word
        }
        copy.mergeKey = String(key[..<lastWord]) + stem
        return copy
    }

    /// A German or Dutch noun without its plural's ending, or a singular without the "e" such a
    /// plural adds to: both forms give the same stem ("tomaten", "tomate": "tomat"), which is
    /// only ever compared, never shown.
    private static func stem(_ word: String) -> String {
        guard word.count > 2 else { return word }
        if word.hasSuffix("eieren") { return String(word.dropLast(6)) + "ei" }
        if word.hasSuffix("eier") { return String(word.dropLast(4)) + "ei" }
        let ending = word.hasSuffix("en") ? 2
            : word.hasSuffix("ln") || word.hasSuffix("rn") || word.hasSuffix("e") ? 1
            : word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 4 ? 1 : 0
        return String(word.dropLast(ending))
    }

    /// Whether the name is tap water or ice ("water", "cold water", "ice cubes"), which no one
    /// buys; "coconut water", "rose water", "sparkling water" and "ice cream" are bought.
    var isWaterOrIce: Bool {
        let words = key.split(separator: " ")
        guard words.contains(where: { Self.waterAndIce.contains(String($0)) }) else { return false }
        return words.allSatisfy { Self.waterAndIce.contains(String($0)) || Self.waterAndIceWords.contains(String($0)) }
    }

    /// How warm an ingredient is used, dropped before a one-word name: "cold butter" is bought as
    /// butter. Not "frozen": frozen peas are bought in another aisle than fresh ones.
    private static let temperatureWords: Set<String> = ["cold", "chilled", "warm", "lukewarm", "ice-cold"]

    /// The names those words make another thing of: "cold cuts", "cold brew".
    private static let namedByTemperature: Set<String> = ["cuts", "cut", "brew", "meats"]

    /// Tap water and ice, in the languages the aisle guess reads ("Wasser", "eau", "agua",
    /// "acqua", "água", "vatten"; Dutch writes "water"): "Eis" and "ijs" are left out, being ice cream too.
    private static let waterAndIce: Set<String> = [
        "water", "ice", "ice-water", "wasser", "leitungswasser", "eiswürfel", "eau", "glaçon", "glaçons", "agua",
        "hielo", "acqua", "ghiaccio", "ijsblokje", "ijsblokjes", "água", "gelo", "vatten", "vann", "vand", "vesi",
    ]

    /// The other words of names of tap water and ice: how warm, how much, in those languages too.
    private static let waterAndIceWords: Set<String> = [
        "cube", "cold", "warm", "hot", "boiling", "lukewarm", "tepid", "tap", "iced", "crushed", "cool", "ice-cold",
        "very", "room-temperature", "more", "extra", "plain",
        "kaltes", "kaltem", "kalt", "warmes", "warmem", "lauwarmes", "lauwarmem", "lauwarm", "heißes", "heißem",
        "kochendes", "kochendem", "koud", "lauw", "lauwwarm", "lauwarm", "heet", "kokend", "froide", "chaude", "tiède",
        "bouillante", "fría", "fria", "caliente", "tibia", "templada", "hirviendo", "fredda", "calda", "tiepida",
        "bollente", "gelada", "gelado", "morna", "quente", "fervente", "kallt", "kaldt", "kylmää", "ljummet", "lunkent",
    ]

    init(_ name: String) {
        // Invisible characters a page left in a name ("sesame oil\u{2063}") would make it another item.
        let name = name.unicodeScalars.contains(where: { Self.invisible.contains($0.value) })
            ? String(String.UnicodeScalarView(name.unicodeScalars.filter { !Self.invisible.contains($0.value) }))
            : name
        var words = PluralEnding.removed(from: name).split(whereSeparator: { $0 == " " || $0 == "\t" })
        var dropped = 0
        while words.count > 1, let first = words.first?.lowercased(),
              Self.droppedWords.contains(first)
                // "cold butter", "warm milk": the butter and milk one buys; not "cold cuts".
                || words.count == 2 && Self.temperatureWords.contains(first)
                    && !Self.namedByTemperature.contains(words[1].lowercased())
                // "medium to large breasts": a word joining two sizes goes with them.
                || dropped > 0 && words.count > 2 && Self.joiningWords.contains(first)
                    && Self.droppedWords.contains(words[1].lowercased()) {
            words.removeFirst()
            dropped += 1
        }
        display = words.joined(separator: " ")
        if let plural = PluralEnding.applied(to: name) {
            pluralDisplay = plural.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst(dropped).joined(separator: " ")
        }
        var lowered = words.map { $0.lowercased() }
        if let last = lowered.last { lowered[lowered.count - 1] = Inflection.singular(last) }
        key = lowered.joined(separator: " ")
        mergeKey = key
    }
}
