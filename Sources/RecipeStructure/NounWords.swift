/// The words `LineNouns` tells apart in an ingredient's name, as `WordKey` folds them ("cloves"
/// is "clove"), each with what it says: a part ("garlic cloves"), a form or cut ("vanilla
/// extract", "beef chuck"), a conjunction ("crème fraîche or cream"), a word that only says which
/// ("brown or green lentils"), an oil for flavour ("sesame"), a kind (spices, herbs, cheeses, meats).
///
/// Looked up by a word's hash (`NounChoice.hash`) in an open-addressed table of a few hundred
/// slots: a line's words are each looked up once, in a few instructions, where sets of words
/// hashed every word again with SipHash.
enum NounWords {
    /// What a word says; a word may say several things ("ground": a spice's and a describing word).
    struct Flags: OptionSet {
        let rawValue: UInt32
        static let part = Flags(rawValue: 1 << 0)
        static let form = Flags(rawValue: 1 << 1)
        static let conjunction = Flags(rawValue: 1 << 2)
        static let and = Flags(rawValue: 1 << 3)
        static let describing = Flags(rawValue: 1 << 4)
        static let flavourOil = Flags(rawValue: 1 << 5)
        static let oil = Flags(rawValue: 1 << 6)
        static let egg = Flags(rawValue: 1 << 7)
        /// "ground" and "whole": before "cloves", the spice, not a part.
        static let wholeOrGround = Flags(rawValue: 1 << 8)
        static let ground = Flags(rawValue: 1 << 9)
        static let seed = Flags(rawValue: 1 << 10)
        /// "flake" and "powder": after a chili, the spice.
        static let flakeOrPowder = Flags(rawValue: 1 << 11)
        static let chili = Flags(rawValue: 1 << 12)
        static let coriander = Flags(rawValue: 1 << 13)
        static let ginger = Flags(rawValue: 1 << 14)
        /// "mustard" and "fennel": before "seeds", the spice.
        static let spiceSeed = Flags(rawValue: 1 << 15)
        static let spice = Flags(rawValue: 1 << 16)
        static let herb = Flags(rawValue: 1 << 17)
        static let cheese = Flags(rawValue: 1 << 18)
        static let meat = Flags(rawValue: 1 << 19)
        /// "on", "with", "in": the name's head is before it ("beef shank on the bone").
        static let preposition = Flags(rawValue: 1 << 20)
    }

    /// What the word whose hash is `hash` says; empty for most words.
    static func flags(of hash: UInt32) -> Flags {
        var slot = Int(hash & mask)
        while true {
            let entry = table[slot]
            if entry == 0 { return [] }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash { return Flags(rawValue: UInt32(truncatingIfNeeded: entry)) }
            slot = (slot + 1) & Int(mask)
        }
    }

    /// The hash of a word as `WordKey` folds it: the lists hold words as cooks write them.
    static func folded(_ word: String) -> UInt32 {
        var hash: UInt32 = 0
        WordKey.forEachWord(in: word) { folded, _ in hash = NounChoice.hash(folded) }
        return hash
    }

    private static let mask: UInt32 = 511

    /// Slots of (hash << 32 | flags), 0 when empty; kept at most half full.
    private static let table: [UInt64] = {
        var flags: [UInt32: Flags] = [:]
        for (words, flag) in lists {
            for word in words { flags[folded(word), default: []].insert(flag) }
        }
        precondition(2 * flags.count < Int(mask) + 1, "the table of words is more than half full")
        var table = [UInt64](repeating: 0, count: Int(mask) + 1)
        for (hash, flag) in flags {
            var slot = Int(hash & mask)
            while table[slot] != 0 { slot = (slot + 1) & Int(mask) }
            table[slot] = UInt64(hash) << 32 | UInt64(flag.rawValue)
        }
        return table
    }()

    private static let lists: [([String], Flags)] = [
        // Last words that name a part of the ingredient: a step may name it by the word before.
        (["clove", "breast", "thigh", "drumstick", "wing", "fillet", "filet", "leaf", "sprig", "stalk", "stick", "slice", "head",
          "bulb", "wedge", "juice", "zest", "yolk", "white", "floret", "spear", "rib", "strip", "chunk", "piece"], .part),
        // Last words that say the ingredient's form or cut: the word before is a weak name.
        (["extract", "essence", "purée", "puree", "kernels", "flakes", "powder", "granules", "seeds", "chips", "cubes", "chuck",
          "sirloin", "shank", "brisket", "tenderloin", "loin", "shoulder", "belly", "mince", "loaf",
          // "3 cups shredded mozzarella cheese" is "the mozzarella".
          "cheese"], .form),
        (["or", "and"], .conjunction),
        (["and"], .and),
        // Words that say which of a kind, not what.
        (["brown", "white", "red", "green", "black", "yellow", "golden", "dark", "light", "quick", "rolled", "fresh", "dried",
          "frozen", "canned", "whole", "skim", "hot", "cold", "warm", "sweet", "salted", "unsalted", "smoked", "plain", "instant",
          "large", "small", "medium", "raw", "cooked", "ground", "fine", "coarse", "regular", "low", "full"], .describing),
        // Oils for flavour, not for cooking in: named with their own word ("the sesame oil").
        (["sesame", "truffle", "walnut", "hazelnut", "perilla", "chili", "chilli", "pumpkin"], .flavourOil),
        (["oil"], .oil), (["egg"], .egg), (["whole", "ground"], .wholeOrGround), (["ground"], .ground), (["seed"], .seed),
        (["flake", "powder"], .flakeOrPowder), (["chili", "chilli", "chile"], .chili), (["coriander"], .coriander),
        (["ginger"], .ginger), (["mustard", "fennel"], .spiceSeed),
        (["cumin", "paprika", "masala", "turmeric", "cinnamon", "cloves", "nutmeg", "cardamom", "allspice", "cayenne", "saffron",
          "sumac", "fenugreek", "caraway", "anise", "mace", "curry"], .spice),
        (["dill", "parsley", "cilantro", "basil", "mint", "thyme", "rosemary", "oregano", "sage", "chives", "tarragon", "chervil",
          "marjoram", "bay", "lovage", "shiso"], .herb),
        (["parmesan", "mozzarella", "cheddar", "emmental", "emmentaler", "bergkäse", "gruyère", "gruyere", "feta", "ricotta",
          "pecorino", "gouda", "brie", "camembert", "halloumi", "mascarpone", "parmigiano", "reggiano", "comté", "comte",
          "manchego", "gorgonzola", "roquefort", "provolone", "fontina", "taleggio", "paneer", "raclette", "stilton", "asiago",
          "burrata", "havarti"], .cheese),
        (["beef", "pork", "lamb", "veal", "mutton", "venison", "goat", "chicken", "turkey", "duck"], .meat),
        (["on", "with", "without", "in"], .preposition),
    ]
}
