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

    /// The folded words of the name, one after another; `words` are their ranges.
    private(set) var bytes: [UInt8] = []
    private(set) var words: [Range<Int>] = []
    /// The words (ranges in `bytes`) that name the line.
    private(set) var strong: [Range<Int>] = []
    /// The words that name the line only when no line's own noun is that word.
    private(set) var weak: [Range<Int>] = []
    /// The collective words that name the line.
    private(set) var kinds: Kinds = []
    /// 0: the name is one word ("sugar"); 1: more ("brown sugar"); 2: alternatives ("cocoa or powdered sugar").
    private(set) var rank: UInt8 = 1
    /// An oil for flavour ("toasted sesame oil"): a bare "oil" does not name it.
    private(set) var needsModifier = false
    /// Whether the name joins two things with "and" ("Salt and pepper").
    private(set) var joinsWithAnd = false

    init() {
        bytes.reserveCapacity(64)
        words.reserveCapacity(8)
        strong.reserveCapacity(4)
    }

    /// Reads the line whose name is `name`; `isSeparated` says whether the line's text says "separated" (eggs).
    mutating func read(name: String, isSeparated: Bool) {
        bytes.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        strong.removeAll(keepingCapacity: true)
        weak.removeAll(keepingCapacity: true)
        kinds = []
        needsModifier = false
        WordKey.forEachWord(in: name) { word, _ in
            let start = bytes.count
            bytes.append(contentsOf: word)
            words.append(start..<bytes.count)
        }
        guard !words.isEmpty else { return }
        var isGround = false, hasConjunction = false, hasFlavour = false
        joinsWithAnd = false
        for word in words {
            let hash = hash(word)
            if hash == Self.ground { isGround = true }
            if hash == Self.and { joinsWithAnd = true }
            if Self.conjunctions.contains(hash) { hasConjunction = true }
            if Self.flavourOils.contains(hash) { hasFlavour = true }
        }
        rank = hasConjunction ? 2 : words.count == 1 ? 0 : 1
        needsModifier = hasFlavour && hash(words[words.count - 1]) == Self.oil
        // Each alternative, from the word after the last conjunction to the next.
        var end = words.count
        var following = 0
        while end > 0 {
            var start = end
            while start > 0, !Self.conjunctions.contains(hash(words[start - 1])) { start -= 1 }
            // A single word before a longer alternative may be its modifier ("olive or coconut oil"):
            // a weak name; a word that only says which ("brown or green lentils", "quick or rolled
            // oats"), none.
            if start < end {
                let isModifier = end < words.count && end - start == 1 && following > 1
                if !isModifier || !Self.describingWords.contains(hash(words[start])) {
                    readAlternative(start..<end, isStrong: !isModifier, isGround: isGround)
                }
                following = end - start
            }
            end = start - 1
        }
        if isSeparated, hash(words[words.count - 1]) == Self.egg {
            for part in Self.eggParts { weak.append(append(part)) }
        }
    }

    /// The head of the alternative made of `words[span]`, and what its last word says of the word before.
    private mutating func readAlternative(_ span: Range<Int>, isStrong: Bool, isGround: Bool) {
        let last = words[span.upperBound - 1]
        let lastHash = hash(last)
        if isStrong { strong.append(last) } else { weak.append(last) }
        var key = lastHash
        if span.count > 1 {
            let previous = words[span.upperBound - 2]
            // "Ground cloves" are the spice, not a part of something ground.
            if Self.partWords.contains(lastHash), !Self.wholeOrGround.contains(hash(previous)) {
                if isStrong { strong.append(previous) } else { weak.append(previous) }
                key = hash(previous)
            } else if Self.formWords.contains(lastHash), !isGerund(previous) {
                // Not a verb's word before it: "baking powder" is not named "baking" ("while baking").
                weak.append(previous)
                key = hash(previous)
            }
        }
        kinds.formUnion(Self.kinds(of: key, last: key == lastHash ? nil : lastHash, isGround: isGround))
    }

    /// The kinds a line whose key noun is `key` (before a part or form word `last`) is of.
    private static func kinds(of key: UInt32, last: UInt32?, isGround: Bool) -> Kinds {
        if let kind = byNoun[key] { return kind }
        if key == coriander { return isGround || last == seed ? .spice : .herb }
        if let last, last == flake || last == powder, chilies.contains(key) { return .spice }
        if isGround, key == ginger { return .spice }
        if last == seed, key == mustard || key == fennel { return .spice }
        return []
    }

    /// Appends `word` to the bytes read, as a word of its own, for a name not written in the line.
    private mutating func append(_ word: [UInt8]) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: word)
        return start..<bytes.count
    }

    private func isGerund(_ word: Range<Int>) -> Bool {
        word.count > 4 && bytes[word.upperBound - 3..<word.upperBound].elementsEqual("ing".utf8)
    }

    private func hash(_ word: Range<Int>) -> UInt32 {
        bytes.withUnsafeBufferPointer { NounChoice.hash(UnsafeBufferPointer(rebasing: $0[word])) }
    }

    /// The hash (`NounChoice.hash`) of a word as `WordKey` folds it: the tables hold words as cooks write them.
    private static func folded(_ word: String) -> UInt32 {
        var hash: UInt32 = 0
        WordKey.forEachWord(in: word) { folded, _ in hash = NounChoice.hash(folded) }
        return hash
    }

    private static func folded(_ words: [String]) -> Set<UInt32> { Set(words.map(folded)) }

    /// Last words that name a part of the ingredient: a step may name it by the word before.
    private static let partWords = folded([
        "clove", "breast", "thigh", "drumstick", "wing", "fillet", "filet", "leaf", "sprig", "stalk", "stick", "slice",
        "head", "bulb", "wedge", "juice", "zest", "yolk", "white", "floret", "spear", "rib", "strip", "chunk", "piece",
    ])
    /// Last words that say the ingredient's form or cut: the word before is a weak name.
    private static let formWords = folded([
        "extract", "essence", "purée", "puree", "kernels", "flakes", "powder", "granules", "seeds", "chips", "cubes",
        "chuck", "sirloin", "shank", "brisket", "tenderloin", "loin", "shoulder", "belly", "mince", "loaf",
    ])
    private static let conjunctions = folded(["or", "and"])
    private static let wholeOrGround = folded(["whole", "ground"])
    /// Words that say which of a kind, not what: "brown" of "brown or green lentils" names nothing.
    private static let describingWords = folded([
        "brown", "white", "red", "green", "black", "yellow", "golden", "dark", "light", "quick", "rolled", "fresh", "dried",
        "frozen", "canned", "whole", "skim", "hot", "cold", "warm", "sweet", "salted", "unsalted", "smoked", "plain", "instant",
        "large", "small", "medium", "raw", "cooked", "ground", "fine", "coarse", "regular", "low", "full",
    ])
    /// Oils for flavour, not for cooking in: named with their own word ("the sesame oil").
    private static let flavourOils = folded(["sesame", "truffle", "walnut", "hazelnut", "perilla", "chili", "chilli", "pumpkin"])
    private static let byNoun: [UInt32: Kinds] = {
        var table: [UInt32: Kinds] = [:]
        for word in ["cumin", "paprika", "masala", "turmeric", "cinnamon", "cloves", "nutmeg", "cardamom", "allspice", "cayenne",
                     "saffron", "sumac", "fenugreek", "caraway", "anise", "mace", "curry"] { table[folded(word)] = .spice }
        for word in ["dill", "parsley", "cilantro", "basil", "mint", "thyme", "rosemary", "oregano", "sage", "chives",
                     "tarragon", "chervil", "marjoram", "bay", "lovage", "shiso"] { table[folded(word)] = .herb }
        for word in ["parmesan", "mozzarella", "cheddar", "emmental", "emmentaler", "bergkäse", "gruyère", "gruyere", "feta",
                     "ricotta", "pecorino", "gouda", "brie", "camembert", "halloumi", "mascarpone", "parmigiano", "reggiano",
                     "comté", "comte", "manchego", "gorgonzola", "roquefort", "provolone", "fontina", "taleggio", "paneer",
                     "raclette", "stilton", "asiago", "burrata", "havarti"] { table[folded(word)] = .cheese }
        for word in ["beef", "pork", "lamb", "veal", "mutton", "venison", "goat", "chicken", "turkey", "duck"] { table[folded(word)] = .meat }
        return table
    }()
    private static let eggParts: [[UInt8]] = ["yolk", "white"].map { Array($0.utf8) }
    private static let ground = folded("ground"), and = folded("and"), oil = folded("oil"), egg = folded("egg"), seed = folded("seed"),
                       flake = folded("flake"), powder = folded("powder"), coriander = folded("coriander"),
                       ginger = folded("ginger"), mustard = folded("mustard"), fennel = folded("fennel")
    private static let chilies = folded(["chili", "chilli", "chile"])
}
