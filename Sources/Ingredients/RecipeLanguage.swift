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

    /// What stands before an amount rounded far from what is written: "about " in English, "~"
    /// in any other language, whose own word the program does not know ("~2 oz basterdsuiker",
    /// not "about 2 oz basterdsuiker").
    public var approximately: String { self == .english ? "about " : "~" }

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
        // One buffer for every word; a word of the lists is at most 15 bytes, so its String is
        // stored inline (no allocation) and longer words are not looked up.
        var word: [UInt8] = []
        word.reserveCapacity(64)
        for var text in texts {
            text.withUTF8 { bytes in
                Self.forEachWord(in: bytes, into: &word) { word in
                    guard word.count <= 15 else { return }
                    let key = String(decoding: word, as: UTF8.self)
                    if Self.englishWords.contains(key) { english += 1 } else if Self.otherWords.contains(key) { other += 1 }
                }
            }
        }
        self = other > english ? .other : .english
    }

    /// Calls `body` with each lower-case word of `bytes` (UTF-8): runs of letters, with a hyphen,
    /// apostrophe or period inside a word kept in it ("de-seeded" is one word, not "de"; "c.à.s"
    /// one), the marks that ended it taken off ("etc." is "etc"). ASCII is read byte by byte; only
    /// another script's characters are decoded (a letter is one of Unicode's letter categories).
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, into word: inout [UInt8], _ body: ([UInt8]) -> Void) {
        word.removeAll(keepingCapacity: true)
        func end() {
            while let last = word.last, last == UInt8(ascii: "-") || last == UInt8(ascii: "'") || last == UInt8(ascii: ".") {
                word.removeLast()
            }
            // A closing "’" (E2 80 99) taken off as well.
            while word.count >= 3, word[word.count - 3] == 0xE2, word[word.count - 2] == 0x80, word[word.count - 1] == 0x99 {
                word.removeLast(3)
                while let last = word.last, last == UInt8(ascii: "-") || last == UInt8(ascii: "'") || last == UInt8(ascii: ".") {
                    word.removeLast()
                }
            }
            if !word.isEmpty { body(word) }
            word.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"): word.append(byte)
                case UInt8(ascii: "-"), UInt8(ascii: "'"), UInt8(ascii: "."): if word.isEmpty { end() } else { word.append(byte) }
                default: end()
                }
                index += 1
                continue
            }
            // A scalar of two to four bytes: decoded, then a letter (lower-cased) or a break.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { break }
            var decoder = UTF8()
            var iterator = UnsafeBufferPointer(rebasing: bytes[index..<index + length]).makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if scalar == "\u{2019}" {
                    if word.isEmpty { end() } else { word.append(contentsOf: bytes[index..<index + length]) }
                } else if isLetter(scalar) {
                    word.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                } else {
                    end()
                }
            } else {
                end()
            }
            index += length
        }
        end()
    }

    /// Whether a scalar is a letter, as `Character.isLetter` says of a character of one scalar.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
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
