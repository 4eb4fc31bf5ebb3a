/// The things a text recipe says it makes, by the word that names them ("To make the sauce, …",
/// "For the dressing, …", a group "For the glaze", a section "Marinade"). Once a recipe has said
/// it makes a sauce, "pour the sauce over the noodles" names that sauce, not the soy sauce
/// listed, whose last word is the same: the soy sauce went into it, and cook mode must not send
/// the cook back for more. "The soy sauce", written with its own words, still names the line.
///
/// Only words that name a preparation by nature count (`sauce`, `dressing`, `dough`…): a section
/// headed "Rice" cooks the listed rice, and "the rice" after it is still that rice.
struct PreparationNames {
    private var words: [[UInt8]] = []
    /// The listed lines (linking candidates, one bit each, the first 64) a step named by a
    /// preparation word ("soy sauce", "hoisin sauce"), in the steps read so far.
    private(set) var usedLines: UInt64 = 0

    /// Records that a step named the lines of `links` (bits, as `usedLines`) by a preparation word.
    mutating func noteUsed(_ links: UInt64) {
        usedLines |= links
    }

    /// Whether the recipe named nothing it makes yet (most recipes): no mention is looked at again.
    var isEmpty: Bool { words.isEmpty }

    /// Whether `word` (folded by `WordKey`) names something the recipe makes.
    func contains(_ word: some Collection<UInt8>) -> Bool {
        words.contains { $0.elementsEqual(word) }
    }

    /// Takes the preparation words of a heading ("For the sauce", "Sauce", "Make the dough").
    mutating func read(heading: String) {
        WordKey.forEachWord(in: heading) { word, _ in take(word) }
    }

    private mutating func take(_ word: UnsafeBufferPointer<UInt8>) {
        guard Self.isPreparation(word), !contains(word) else { return }
        words.append(Array(word))
    }

    /// Whether the folded `word` names something a recipe makes by nature.
    static func isPreparation(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, let names = byLetter[Int(first)] else { return false }
        return names.contains { ByteWords.equal(word, $0) }
    }

    /// Whether the folded `word` names what several listed things are mixed into, so that "the
    /// sauce" after the soy sauce went in, or one of the oyster, soy and fish sauces listed, is
    /// that mixture (`sauce`, `dressing`, `marinade`, `glaze`…). Not "the stock", "the dough" or
    /// "the syrup", which are most often the listed line itself, used again.
    static func isMixture(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, first == UInt8(ascii: "s") || first == UInt8(ascii: "d") || first == UInt8(ascii: "m")
            || first == UInt8(ascii: "g") || first == UInt8(ascii: "v") || first == UInt8(ascii: "b") else { return false }
        return mixtures.contains { ByteWords.equal(word, $0) }
    }

    private static let mixtures: [[UInt8]] = ["sauce", "dressing", "vinaigrette", "marinade", "glaze", "gravy", "brine"]
        .map { Array($0.utf8) }

    /// Reads a step's words as they go by, for "make the sauce", "prepare a glaze", "for the
    /// dressing": a verb (or "for"), at most one article, then a preparation word.
    struct Reader {
        /// 0: nothing pending; 1: a verb read; 2: a verb and an article read.
        private var state = 0

        /// Reads the next folded word of the step; takes it into `names` when it ends such a phrase.
        @inline(__always)
        mutating func read(_ word: UnsafeBufferPointer<UInt8>, into names: inout PreparationNames) {
            // Most words follow no verb and start otherwise: told by their first byte, in the caller's loop.
            if state == 0 {
                guard let first = word.first, first == UInt8(ascii: "m") || first == UInt8(ascii: "p") || first == UInt8(ascii: "f")
                else { return }
                if Self.isVerb(word) { state = 1 }
                return
            }
            readAfterVerb(word, into: &names)
        }

        @inline(never)
        private mutating func readAfterVerb(_ word: UnsafeBufferPointer<UInt8>, into names: inout PreparationNames) {
            if isPreparation(word) {
                names.take(word)
                state = 0
            } else if state == 1, Self.articles.contains(where: { ByteWords.equal(word, $0) }) {
                state = 2
            } else {
                state = Self.isVerb(word) ? 1 : 0
            }
        }

        private static func isVerb(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            verbs.contains { ByteWords.equal(word, $0) }
        }

        private static let verbs: [[UInt8]] = ["make", "making", "prepare", "preparing", "for"].map { Array($0.utf8) }
        private static let articles: [[UInt8]] = ["the", "a", "an", "your"].map { Array($0.utf8) }
    }

    /// Words that name a preparation, singular, by their first byte (256 slots, most empty).
    private static let byLetter: [[[UInt8]]?] = {
        let names = ["sauce", "dressing", "vinaigrette", "marinade", "glaze", "filling", "topping", "syrup", "batter",
                     "dough", "crust", "icing", "frosting", "stock", "broth", "paste", "custard", "crumble", "streusel",
                     "gravy", "brine", "rub", "caramel", "ganache", "mayonnaise", "aioli", "pesto", "salsa", "curd"]
        var table = [[[UInt8]]?](repeating: nil, count: 256)
        for name in names { table[Int(name.utf8.first!)] = (table[Int(name.utf8.first!)] ?? []) + [Array(name.utf8)] }
        return table
    }()
}

extension PreparationNames {
    /// Whether the mention at `range`, a word the recipe makes, is `name` written bare: the
    /// name's last word without the word before it ("the sauce" for "soy sauce"). A one-word name
    /// is no bare mention; nor is a part word's ("the chicken" for "chicken thighs").
    static func isBare(_ range: Range<Int>, in step: String, of name: String) -> Bool {
        let nameWords = WordKey.words(of: name)
        guard nameWords.count > 1, nameWords.last == WordKey.words(of: NounChoice.text(of: step, in: range)).first else { return false }
        let before = WordKey.words(of: NounChoice.text(of: step, in: 0..<range.lowerBound)).last
        return before != nameWords[nameWords.count - 2]
    }
}
