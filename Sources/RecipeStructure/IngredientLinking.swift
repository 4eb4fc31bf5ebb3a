import Ingredients

/// Links a step of a text recipe to the listed ingredients it names, by whole words with singular
/// and plural folded: an ingredient is named when the step holds its head noun, the last word of
/// its name ("eggs" for "2 large eggs", "oil" for "olive oil"), or, when that word names a part
/// ("garlic cloves", "chicken thighs"), the word before it. "Bring a large pot of water to the
/// boil" names no eggs and no oil; "Serve with the eggplant" names no egg.
///
/// When the ingredient list has headed groups and the step's section heading shares a word with
/// one of them ("Filling" and "For the filling"), only that group's ingredients are looked at, so
/// the filling step does not list the crust's flour.
struct IngredientLinking {
    private struct Candidate {
        var group: Int
        /// The line's index in its group.
        var line: Int
        var use: IngredientUse
        /// The folded words of the ingredient's name (a few: searched in order).
        var nameWords: [String]
    }

    private var candidates: [Candidate] = []
    /// For each noun, the candidates it names, in list order.
    private var byNoun: [String: [Int]] = [:]
    /// The nouns' lengths and end bytes, so that most of a step's words are passed over without
    /// being made strings and looked up.
    private var nounShapes = WordShapes()
    private var groupWords: [Set<String>] = []

    /// Prepares the groups' lines for linking; each line is parsed once.
    init(groups: [IngredientGroup]) {
        let lineCount = groups.reduce(0) { $0 + $1.items.count }
        candidates.reserveCapacity(lineCount)
        byNoun.reserveCapacity(lineCount)
        for (index, group) in groups.enumerated() {
            groupWords.append(group.heading.map { Set(WordKey.words(of: $0)).subtracting(Self.headingFiller) } ?? [])
            for (lineIndex, item) in group.items.enumerated() {
                let line = IngredientLine(parsing: item.text)
                guard !line.isHeading else { continue }
                let use = IngredientUse(listed: line)
                let words = WordKey.words(of: use.name)
                guard let noun = words.last else { continue }
                // The noun, and the word before a part word; without an array of them for every line.
                func link(_ noun: String) {
                    byNoun[noun, default: []].append(candidates.count)
                    nounShapes.insert(noun)
                }
                link(noun)
                if words.count > 1 && Self.partWords.contains(noun) { link(words[words.count - 2]) }
                candidates.append(Candidate(group: index, line: lineIndex, use: use, nameWords: words))
            }
        }
    }

    /// The listed lines `step` names (links: see `place(of:)`, `use(of:)`), in order of first
    /// mention, each once; and the amounts the
    /// step writes right before a name (`StepAmountSpan`: "2 cups flour"), in order.
    ///
    /// - Complexity: O(words in the step), one hash lookup a word, and a parse of the few words
    ///   before a name when one of them is a number.
    func links(in step: String, section: String?) -> (links: [Int], amounts: [StepAmountSpan]) {
        guard !candidates.isEmpty else { return ([], []) }
        let group = section.flatMap(groupIndex(for:))
        // Room for the few a step names, so that neither array grows one element at a time.
        var taken: [Int] = []
        taken.reserveCapacity(8)
        var mentions: [(word: Range<Int>, candidate: Int)] = []
        mentions.reserveCapacity(8)
        WordKey.forEachWord(in: step) { word, range in
            guard nounShapes.mayContain(word), let named = byNoun[String(decoding: word, as: UTF8.self)] else { return }
            var mentioned: Int?
            for index in named where group == nil || candidates[index].group == group {
                mentioned = mentioned ?? index
                guard !taken.contains(index) else { continue }
                taken.append(index)
            }
            if let mentioned { mentions.append((range, mentioned)) }
        }
        var amounts: [StepAmountSpan] = []
        for mention in mentions {
            guard let span = StepAmountSpan.find(in: step, before: mention.word, nameWords: candidates[mention.candidate].nameWords),
                  span.bytes.lowerBound >= (amounts.last?.bytes.upperBound ?? 0) else { continue }
            amounts.append(span)
        }
        return (taken, amounts)
    }

    /// Where the line a link names stands in the list: its group and its index there.
    func place(of link: Int) -> (group: Int, line: Int) { (candidates[link].group, candidates[link].line) }

    /// The use a step makes of the line a link names: the whole line.
    func use(of link: Int) -> IngredientUse { candidates[link].use }

    /// The group whose heading shares a word with `section`, when exactly one does.
    private func groupIndex(for section: String) -> Int? {
        guard groupWords.contains(where: { !$0.isEmpty }) else { return nil }
        let words = Set(WordKey.words(of: section)).subtracting(Self.headingFiller)
        guard !words.isEmpty else { return nil }
        let matches = groupWords.indices.filter { !groupWords[$0].isDisjoint(with: words) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// A set of words' shapes (length, first and last byte) as bits: a word whose shape is not in
    /// it is surely not one of the words inserted; one whose shape is may be.
    private struct WordShapes {
        private var bits = [UInt64](repeating: 0, count: 16)

        mutating func insert(_ word: String) {
            var word = word
            // On the bytes in place: through `String.UTF8View` the shape cost more than the lookup.
            let bit = word.withUTF8(Self.bit)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }

        func mayContain(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            let bit = Self.bit(word)
            return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }

        private static func bit(_ word: UnsafeBufferPointer<UInt8>) -> Int {
            guard let first = word.first, let last = word.last else { return 0 }
            return (word.count &* 97 &+ Int(first) &* 31 &+ Int(last)) & 1023
        }
    }

    /// Last words of a name that name a part of the ingredient (singular, as `WordKey` folds them):
    /// a step may name the ingredient by the word before ("add the garlic" for "garlic cloves").
    private static let partWords: Set<String> = [
        "clove", "breast", "thigh", "drumstick", "wing", "fillet", "filet", "leaf", "sprig", "stalk", "stick", "slice",
        "head", "bulb", "wedge", "juice", "zest", "yolk", "white", "floret", "spear", "rib", "strip", "chunk", "piece",
    ]

    /// Words of headings that say nothing about which part of the dish they are.
    private static let headingFiller: Set<String> = ["for", "the", "a", "an", "and", "of", "to", "make", "making", "your", "with", "step"]
}
