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
    struct Candidate {
        var group: Int
        /// The line's index in its group.
        var line: Int
        var use: IngredientUse
        /// A bare mention of several lines' noun names those of the lowest: 0 for a name of one word
        /// ("sugar"), 2 for seasonings to taste written together ("Salt and pepper"), else 1.
        var rank: UInt8
        /// `LineNouns.hasAlternatives`.
        var hasAlternatives: Bool
        /// `LineNouns.isFlavourOil`.
        var isFlavourOil: Bool
        /// An oil for flavour when another oil is listed: named only with its own word ("the sesame oil").
        var needsModifier: Bool
        /// Seasonings to taste written together ("Salt and pepper": joined by "and", no amount),
        /// used at every step: a bare "pepper" after a step used the bell pepper is them.
        var isSeasoning: Bool
        /// `LineNouns.kinds`: the collective words ("the spices") that name the line.
        var kinds: LineNouns.Kinds
    }

    /// Whether a noun is a word that names a mixture (`PreparationNames.isMixture`), and written singular.
    struct PreparationWord {
        var isOne: Bool
        var isSingular: Bool
    }

    /// What the steps before the one read did, one bit a link (the first 64).
    struct EarlierSteps {
        /// The lines the steps linked.
        var linked: UInt64 = 0
        /// The oils for flavour a step named with their own word ("sesame oil").
        var namedWithModifier: UInt64 = 0
    }

    /// A noun of the step read, waiting for the next word to say whether it names a line.
    struct PendingNoun {
        var entry: Int
        var range: Range<Int>
        var isPreparation: Bool
        var word: PreparationWord
        /// Written plural ("sugars"), as folding made it shorter: all the lines it may name.
        var isPlural: Bool
    }

    private var candidates: [Candidate] = []
    /// For each noun, the candidates it names, in list order.
    private var nouns: NounIndex
    private var groupWords: [Set<String>] = []
    /// The index's entries from here on are weak names (`LineNouns.weak`), inserted only for words
    /// no line's own noun is; from `collectiveStart` on, collective words ("the spices").
    private var weakStart = 0
    private var collectiveStart = 0

    /// Prepares the groups' lines for linking; each line is parsed once. With
    /// `otherLanguagesPlurals`, each line's nouns are indexed with their German and Dutch plurals
    /// too (`NounIndex.insertWithPlurals`): for a method not in English.
    init(groups: [IngredientGroup], otherLanguagesPlurals: Bool = true) {
        let lineCount = groups.reduce(0) { $0 + $1.items.count }
        candidates.reserveCapacity(lineCount)
        // Room for each line's nouns with their plurals in other languages (`insertWithPlurals`).
        nouns = NounIndex(room: 4 * lineCount + 4)
        var reading = LineNouns()
        // The weak names, kept until every line's own nouns are known.
        var weakNames = WeakNames()
        var allKinds: LineNouns.Kinds = []
        var hasPlainOil = false
        for (index, group) in groups.enumerated() {
            groupWords.append(group.heading.map { Set(WordKey.words(of: $0)).subtracting(Self.headingFiller) } ?? [])
            for (lineIndex, item) in group.items.enumerated() {
                let line = IngredientLine(parsing: item.text)
                guard !line.isHeading else { continue }
                // The use is made in the candidate, not before it and copied in (its strings retained and released).
                let name = line.name
                reading.read(name: PluralEnding.removed(from: name), line: item.text)
                guard !reading.words.isEmpty else { continue }
                reading.bytes.withUnsafeBufferPointer { bytes in
                    var bits = reading.strong
                    while bits != 0 {
                        let word = reading.range(ofBit: bits.trailingZeroBitCount)
                        let noun = UnsafeBufferPointer(rebasing: bytes[word])
                        if otherLanguagesPlurals {
                            nouns.insertWithPlurals(noun, candidate: candidates.count)
                        } else {
                            nouns.insert(noun, candidate: candidates.count)
                        }
                        bits &= bits - 1
                    }
                }
                var bits = reading.weak
                while bits != 0 {
                    weakNames.append(reading.bytes[reading.range(ofBit: bits.trailingZeroBitCount)], candidate: candidates.count)
                    bits &= bits - 1
                }
                if reading.namesEggParts {
                    for part in LineNouns.eggParts { weakNames.append(part[...], candidate: candidates.count) }
                }
                allKinds.formUnion(reading.kinds)
                let isSeasoning = reading.joinsWithAnd && line.quantity == nil
                candidates.append(Candidate(group: index, line: lineIndex, use: IngredientUse(listed: line, name: name), rank: isSeasoning ? 2 : reading.rank,
                                            hasAlternatives: reading.hasAlternatives, isFlavourOil: reading.isFlavourOil,
                                            needsModifier: false, isSeasoning: isSeasoning, kinds: reading.kinds))
                if reading.isOil, !reading.isFlavourOil { hasPlainOil = true }
            }
        }
        // With another oil listed, a bare "oil" is that one, never the oil for flavour.
        if hasPlainOil {
            for index in candidates.indices where candidates[index].isFlavourOil { candidates[index].needsModifier = true }
        }
        weakStart = nouns.count
        // A weak name only where no line is named so by its own noun ("the garlic" is the cloves, not the powder).
        if !weakNames.names.isEmpty {
            weakNames.bytes.withUnsafeBufferPointer { bytes in
                let free = weakNames.names.filter { !nouns.contains(UnsafeBufferPointer(rebasing: bytes[$0.word])) }
                for name in free { nouns.insert(UnsafeBufferPointer(rebasing: bytes[name.word]), candidate: name.candidate) }
            }
        }
        collectiveStart = nouns.count
        for (word, kind) in LineNouns.Kinds.words where allKinds.contains(kind) {
            word.withUnsafeBufferPointer { word in
                guard !nouns.contains(word) else { return }
                for candidate in candidates.indices where candidates[candidate].kinds.contains(kind) { nouns.insert(word, candidate: candidate) }
            }
        }
    }

    /// The listed lines `step` names (links: see `place(of:)`, `use(of:)`), in order of first
    /// mention, each once; the amounts the step writes right before a name (`StepAmountSpan`:
    /// "2 cups flour", its `owner` the link of the line it names), in order; and the shares the
    /// step writes instead of an amount ("half the sugar"), by link. What the step says it makes
    /// ("make the sauce") is taken into `preparations`; a bare mention of one ("the sauce")
    /// names no line ("soy sauce") from then on. A collective word ("the spices") names only
    /// lines no earlier step linked (`earlier`, updated with this step's), so "fish out the herbs"
    /// at the end lists nothing again; an oil for flavour an earlier step named with its own word
    /// ("sesame oil") is not the bare "oil" of a later one.
    ///
    /// - Complexity: O(words in the step), one hash lookup a word, and a parse of the few words
    ///   before a name when one of them is a number.
    func links(in step: String, section: String?, preparations: inout PreparationNames, earlier: inout EarlierSteps)
        -> (links: [Int], amounts: [StepAmountSpan], shares: [(link: Int, share: StepShare.Share)]) {
        guard !candidates.isEmpty else { return ([], [], []) }
        var found = Found(step: step, group: section.flatMap(groupIndex(for:)),
                          kinds: EntryKinds(weakStart: weakStart, collectiveStart: collectiveStart, earlier: earlier))
        let collectiveStart = collectiveStart
        var reader = PreparationNames.Reader()
        // The tables read in place: captured as arrays, they were retained and released at each word.
        candidates.withUnsafeBufferPointer { candidates in
            nouns.withLookup { nouns in
                // A noun is read once the next word is known: right before another noun, one space
                // between ("rice vinegar", "chicken stock"), it says which, and names nothing itself.
                var pending: PendingNoun?
                // A noun right before "or" or "and" that names a line written so ("pork" of "minced pork
                // and veal"), held until the next noun: when that names the same line, the line is
                // named there, with the whole name and the amount before it ("500 g minced pork and veal").
                var held: PendingNoun?
                var wordsSinceHeld = 0
                // The held noun whose line the pending noun names too, named in its place should that one name nothing.
                var behind: PendingNoun?
                // Whether the word before was an article ("a", "eine"): until one is followed by a unit
                // a cook measures with ("a pinch"), no mention is looked at for an amount with an article.
                var afterArticle = false
                WordKey.forEachWord(in: step) { word, range in
                    // A share is written before its noun: once a share word is read, mentions are looked at for one.
                    if !found.mayShare, StepShare.isCue(word) { found.mayShare = true }
                    if !found.mayHaveArticleAmount {
                        if afterArticle, ArticleBeforeAmount.mayFollowArticle(word) { found.mayHaveArticleAmount = true }
                        // Every article starts with a, e or u and is at most five letters: most words are told here.
                        afterArticle = word.count <= 5 && (word[0] == 0x61 || word[0] == 0x65 || word[0] == 0x75)
                            && ArticleBeforeAmount.isArticle(word)
                    }
                    reader.read(word, into: &preparations)
                    let entry = nouns.firstEntry(of: word)
                    if let noun = pending {
                        let utf8 = step.utf8
                        // A word for a kind ("pepper meat", "chicken meat") is said of the noun, not the other way.
                        let modifies = (entry >= 0 && entry < collectiveStart || Self.isMixture(word))
                            && range.lowerBound == noun.range.upperBound + 1
                            && utf8[utf8.index(utf8.startIndex, offsetBy: noun.range.upperBound)] == UInt8(ascii: " ")
                        if modifies {
                            // "Ginger or ginger paste": the second "ginger" says which paste; the first names the line.
                            if let noun = behind { found.mention(noun, candidates: candidates, nouns: nouns, usedBefore: preparations.usedLines) }
                        } else if Self.isConjunction(word), Self.names(alternativesOf: noun.entry, candidates: candidates, nouns: nouns) {
                            (held, wordsSinceHeld) = (noun, 0)
                        } else {
                            found.mention(noun, candidates: candidates, nouns: nouns, usedBefore: preparations.usedLines)
                        }
                        (pending, behind) = (nil, nil)
                    }
                    if let noun = held {
                        wordsSinceHeld += 1
                        if entry >= 0 || wordsSinceHeld > 5 {
                            if entry >= 0, Self.nameTheSameLine(noun.entry, entry, candidates: candidates, nouns: nouns) {
                                behind = noun
                            } else {
                                found.mention(noun, candidates: candidates, nouns: nouns, usedBefore: preparations.usedLines)
                            }
                            held = nil
                        }
                    }
                    if entry >= 0 {
                        let isMixture = PreparationNames.isMixture(word)
                        let preparationWord = PreparationWord(isOne: isMixture, isSingular: isMixture && word.count == range.count)
                        pending = PendingNoun(entry: entry, range: range, isPreparation: !preparations.isEmpty && preparations.contains(word),
                                              word: preparationWord, isPlural: word.count < range.count)
                    }
                }
                if let noun = held { found.mention(noun, candidates: candidates, nouns: nouns, usedBefore: preparations.usedLines) }
                if let noun = pending { found.mention(noun, candidates: candidates, nouns: nouns, usedBefore: preparations.usedLines) }
            }
        }
        preparations.noteUsed(found.preparedTaken)
        for link in found.taken where link < 64 { earlier.linked |= 1 << link }
        earlier.namedWithModifier |= found.namedWithModifier
        return (found.taken, found.amounts, found.shares)
    }

    /// What `links(in:section:preparations:)` finds in one step, mention by mention. A value with a mutating
    /// method, not a local function capturing variables: those were checked for exclusive access
    /// at run time at every mention.
    /// "Mixture": "the pumpkin mixture" is no pumpkin.
    private static func isMixture(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.equal(word, "mixture")
    }

    private static func isConjunction(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.equal(word, "or") || ByteWords.equal(word, "and")
    }

    /// Whether a line the noun of `entry` names is written as alternatives ("X or Y").
    private static func names(alternativesOf entry: Int, candidates: UnsafeBufferPointer<Candidate>, nouns: NounIndex.Lookup) -> Bool {
        var next = entry
        while next >= 0 {
            if candidates[nouns.candidate(at: next)].hasAlternatives { return true }
            next = nouns.entry(after: next)
        }
        return false
    }

    /// Whether the nouns of `first` and `second` both name one line written as alternatives.
    private static func nameTheSameLine(_ first: Int, _ second: Int, candidates: UnsafeBufferPointer<Candidate>,
                                        nouns: NounIndex.Lookup) -> Bool {
        var one = first
        while one >= 0 {
            let candidate = nouns.candidate(at: one)
            if candidates[candidate].hasAlternatives {
                var other = second
                while other >= 0 {
                    if nouns.candidate(at: other) == candidate { return true }
                    other = nouns.entry(after: other)
                }
            }
            one = nouns.entry(after: one)
        }
        return false
    }

    /// Weak names (`LineNouns.weak`) and the lines they name, their bytes one after another.
    private struct WeakNames {
        var bytes: [UInt8] = []
        var names: [(word: Range<Int>, candidate: Int)] = []

        mutating func append(_ word: ArraySlice<UInt8>, candidate: Int) {
            let start = bytes.count
            bytes.append(contentsOf: word)
            names.append((start..<bytes.count, candidate))
        }
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

    /// Words of headings that say nothing about which part of the dish they are.
    private static let headingFiller: Set<String> = ["for", "the", "a", "an", "and", "of", "to", "make", "making", "your", "with", "step"]
}
