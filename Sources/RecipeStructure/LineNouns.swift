/// The words a step may name a listed ingredient line by, read from the line's name (folded as
/// `WordKey` folds them):
///
/// - its head noun, the last word ("eggs" for "2 large eggs"), or the word before a part
///   ("garlic" for "garlic cloves", "chicken" for "chicken thighs");
/// - each alternative of a line written "X or Y" or "X and Y" ("crème fraîche or cream",
///   "Salt and pepper"); a single word before a longer alternative may be a modifier of it
///   ("olive or coconut oil"), so it is only a weak name, and none when it only says which
///   ("brown or green lentils");
/// - weak names, used only when no line's own noun is the word: the word before a word saying
///   the ingredient's form or cut ("vanilla" for "vanilla extract", "beef" for "beef chuck"), so
///   "the garlic" never picks garlic powder over garlic cloves; "yolk" and "white" for eggs
///   written "separated";
/// - the kinds a collective word names ("the spices", "the herbs", "both cheeses", "the meat").
///
/// Also read: whether the line is named plainly by one word ("sugar"), which a bare mention of
/// several lines' noun prefers, and whether it is an oil for flavour ("toasted sesame oil"),
/// which a bare "oil" does not name.
struct LineNouns {
    /// A collective word and the lines it names.
    struct Kinds: OptionSet {
        let rawValue: UInt8
        static let spice = Kinds(rawValue: 1)
        static let herb = Kinds(rawValue: 2)
        static let cheese = Kinds(rawValue: 4)
        static let meat = Kinds(rawValue: 8)
        /// The collective words, singular, with the kind each names.
        static let words: [(word: [UInt8], kind: Kinds)] = [
            (Array("spice".utf8), Kinds.spice), (Array("herb".utf8), Kinds.herb), (Array("cheese".utf8), Kinds.cheese),
            (Array("meat".utf8), Kinds.meat),
        ]
    }

    /// A word of the name: where its folded bytes are in `bytes`, and what it says.
    struct Word {
        var start: Int32
        var end: Int32
        var flags: NounWords.Flags

        /// Where the word's bytes are in `bytes`.
        var range: Range<Int> { Int(start)..<Int(end) }
    }

    /// The folded words of the name, one after another.
    private(set) var bytes: [UInt8] = []
    private(set) var words: [Word] = []
    /// The words that name the line, one bit a word counted from the last (bit 0: the last word;
    /// words further than 64 from the end are not looked at): bits, not arrays, so that nothing is
    /// emptied and refilled for every line.
    private(set) var strong: UInt64 = 0
    /// The words that name the line only when no line's own noun is that word (bits as `strong`).
    private(set) var weak: UInt64 = 0
    /// Whether "yolk" and "white" name the line weakly (eggs, "separated").
    private(set) var namesEggParts = false
    /// The collective words that name the line.
    private(set) var kinds: Kinds = []
    /// 0: the name is one word ("sugar"); 1: more ("brown sugar").
    private(set) var rank: UInt8 = 1
    /// Whether the name is read as alternatives ("cocoa or powdered sugar", "Salt and pepper").
    private(set) var hasAlternatives = false
    /// An oil for flavour ("toasted sesame oil"), which a bare "oil" may not name.
    private(set) var isFlavourOil = false
    /// Whether the name ends in "oil".
    private(set) var isOil = false
    /// Whether the name joins two things with "and" ("Salt and pepper").
    private(set) var joinsWithAnd = false

    init() {
        bytes.reserveCapacity(64)
        words.reserveCapacity(8)
    }

    /// The range in `bytes` of the word whose bit (in `strong`, `weak`) is `bit`.
    func range(ofBit bit: Int) -> Range<Int> { words[words.count - 1 - bit].range }

    /// Reads the line whose name is `name`, as written in `line` (read again only for eggs, for "separated").
    mutating func read(name: String, line: String) {
        (strong, weak, kinds, namesEggParts) = (0, 0, [], false)
        bytes.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        var all: NounWords.Flags = []
        WordKey.forEachWord(in: name) { word, _ in
            let start = bytes.count
            bytes.append(contentsOf: word)
            let said = NounWords.flags(of: NounChoice.hash(word))
            words.append(Word(start: Int32(start), end: Int32(bytes.count), flags: said))
            all.formUnion(said)
        }
        guard let lastFlags = words.last?.flags else { return }
        // Most names hold no word the tables know ("2 large eggs"): named by their last word alone.
        guard !all.isEmpty else {
            (joinsWithAnd, hasAlternatives, rank, isFlavourOil, isOil, strong) = (false, false, words.count == 1 ? 0 : 1, false, false, 1)
            return
        }
        // A long name with "and" or "or" is a sentence (a note read as a line), not alternatives;
        // numbers do not count ("olive oil or 1/4 cup water").
        hasAlternatives = all.contains(.conjunction) && lettered(atMost: 6)
        joinsWithAnd = hasAlternatives && all.contains(.and)
        rank = words.count == 1 ? 0 : 1
        isOil = lastFlags.contains(.oil)
        isFlavourOil = isOil && all.contains(.flavourOil)
        let isGround = all.contains(.ground)
        guard hasAlternatives else {
            // "Beef shank on the bone", "chicken thighs with skin": the head is before "on" or "with"
            // (the last word names the line too, as before).
            // Not right after the first word: "bone-in chicken breasts" are chicken.
            var headEnd = 2
            while headEnd < words.count - 1,
                  !words[headEnd].flags.contains(.preposition) || Self.isHyphenated(bytes[words[headEnd].range], in: name) {
                headEnd += 1
            }
            if headEnd < words.count - 1 {
                mark(words.count - 1, isStrong: true)
            } else {
                headEnd = words.count
            }
            readAlternative(0..<headEnd, isStrong: true, isGround: isGround)
            namesEggParts = lastFlags.contains(.egg) && Self.says(line, Self.separated)
            return
        }
        // Each alternative, from the word after the last conjunction to the next.
        var end = words.count
        var following = 0
        while end > 0 {
            var start = end
            while start > 0, !words[start - 1].flags.contains(.conjunction) { start -= 1 }
            // A single word before a longer alternative may be its modifier ("olive or coconut oil"):
            // a weak name; a word that only says which ("brown or green lentils", "quick or rolled
            // oats"), none.
            // An alternative ending in a word that only says which is its modifier too ("white or
            // brown rice"), and one that is a number is no name ("Instant Pot or 4").
            if start < end, end == words.count || !words[end - 1].flags.contains(.describing), hasLetter(words[end - 1].range) {
                let isModifier = end < words.count && end - start == 1 && following > 1
                readAlternative(start..<end, isStrong: !isModifier, isGround: isGround)
            }
            if start < end { following = end - start }
            end = start - 1
        }
        namesEggParts = lastFlags.contains(.egg) && Self.says(line, Self.separated)
    }

    /// Marks the word at `index` as naming the line, strongly or weakly.
    private mutating func mark(_ index: Int, isStrong: Bool) {
        let bit = words.count - 1 - index
        guard bit < 64 else { return }
        if isStrong { strong |= 1 << UInt64(bit) } else { weak |= 1 << UInt64(bit) }
    }

    /// The head of the alternative made of `words[span]`, and what its last word says of the word before.
    private mutating func readAlternative(_ span: Range<Int>, isStrong: Bool, isGround: Bool) {
        let last = span.upperBound - 1
        mark(last, isStrong: isStrong)
        var key = last
        if span.count > 1 {
            let previous = last - 1
            // "Ground cloves" are the spice, not a part of something ground.
            if words[last].flags.contains(.part), !words[previous].flags.contains(.wholeOrGround) {
                mark(previous, isStrong: isStrong)
                key = previous
            } else if words[last].flags.contains(.form), !isGerund(words[previous].range) {
                // Not a verb's word before it: "baking powder" is not named "baking" ("while baking").
                mark(previous, isStrong: false)
                key = previous
            }
        }
        // A modifier's kind is not the line's: "beef or chicken broth" is no meat.
        if isStrong { kinds.formUnion(Self.kinds(of: words[key].flags, last: key == last ? nil : words[last].flags, isGround: isGround)) }
    }

    /// The kinds a line whose key noun says `key` (before a part or form word saying `last`) is of.
    private static func kinds(of key: NounWords.Flags, last: NounWords.Flags?, isGround: Bool) -> Kinds {
        var kinds: Kinds = []
        if key.contains(.spice) { kinds.insert(.spice) }
        if key.contains(.herb) { kinds.insert(.herb) }
        if key.contains(.cheese) { kinds.insert(.cheese) }
        if key.contains(.meat) { kinds.insert(.meat) }
        if key.contains(.coriander) { kinds.insert(isGround || last?.contains(.seed) == true ? .spice : .herb) }
        if key.contains(.chili), last?.contains(.flakeOrPowder) == true { kinds.insert(.spice) }
        if key.contains(.ginger), isGround { kinds.insert(.spice) }
        if key.contains(.spiceSeed), last?.contains(.seed) == true { kinds.insert(.spice) }
        return kinds
    }

    /// Whether one of the words of `text` has the hash `word`.
    private static func says(_ text: String, _ word: UInt32) -> Bool {
        var says = false
        WordKey.forEachWord(in: text) { folded, _ in if !says, NounChoice.hash(folded) == word { says = true } }
        return says
    }

    /// Whether `name` writes `word` after a hyphen ("shell-on", "bone-in"): part of a word, no preposition.
    private static func isHyphenated(_ word: ArraySlice<UInt8>, in name: String) -> Bool {
        let text = Array(name.utf8)
        var index = 0
        while index + word.count < text.count {
            if text[index] == UInt8(ascii: "-"), text[(index + 1)...].prefix(word.count).elementsEqual(word, by: { $0 | 0x20 == $1 }) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether at most `count` of the words hold a letter.
    private func lettered(atMost count: Int) -> Bool {
        var lettered = 0
        for word in words where hasLetter(word.range) { lettered += 1 }
        return lettered <= count
    }

    private func hasLetter(_ word: Range<Int>) -> Bool {
        bytes[word].contains { $0 >= 0x80 || ($0 | 0x20) &- 0x61 < 26 }
    }

    private func isGerund(_ word: Range<Int>) -> Bool {
        word.count > 4 && bytes[word.upperBound - 3..<word.upperBound].elementsEqual("ing".utf8)
    }

    /// The words that name eggs written "separated", weakly.
    static let eggParts: [[UInt8]] = ["yolk", "white"].map { Array($0.utf8) }
    private static let separated = NounWords.folded("separated")
}
