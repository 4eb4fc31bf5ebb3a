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
    fileprivate struct Candidate {
        var group: Int
        /// The line's index in its group.
        var line: Int
        var use: IngredientUse
    }

    /// Whether a noun is a word that names a mixture (`PreparationNames.isMixture`), and written singular.
    fileprivate struct PreparationWord {
        var isOne: Bool
        var isSingular: Bool
    }

    private var candidates: [Candidate] = []
    /// For each noun, the candidates it names, in list order.
    private var nouns: NounIndex
    private var groupWords: [Set<String>] = []

    /// Prepares the groups' lines for linking; each line is parsed once.
    init(groups: [IngredientGroup]) {
        let lineCount = groups.reduce(0) { $0 + $1.items.count }
        candidates.reserveCapacity(lineCount)
        nouns = NounIndex(room: lineCount + 4)
        // A name's last two words, folded; two arrays for all the lines, not one a line.
        var last: [UInt8] = [], previous: [UInt8] = []
        last.reserveCapacity(32)
        previous.reserveCapacity(32)
        for (index, group) in groups.enumerated() {
            groupWords.append(group.heading.map { Set(WordKey.words(of: $0)).subtracting(Self.headingFiller) } ?? [])
            for (lineIndex, item) in group.items.enumerated() {
                let line = IngredientLine(parsing: item.text)
                guard !line.isHeading else { continue }
                let use = IngredientUse(listed: line)
                var wordCount = 0
                WordKey.forEachWord(in: use.name) { word, _ in
                    swap(&last, &previous)
                    last.removeAll(keepingCapacity: true)
                    last.append(contentsOf: word)
                    wordCount += 1
                }
                guard wordCount > 0 else { continue }
                // The noun, and the word before a part word.
                last.withUnsafeBufferPointer { nouns.insert($0, candidate: candidates.count) }
                if wordCount > 1 && Self.partWords.contains(where: { $0.count == last.count && $0 == last }) {
                    previous.withUnsafeBufferPointer { nouns.insert($0, candidate: candidates.count) }
                }
                candidates.append(Candidate(group: index, line: lineIndex, use: use))
            }
        }
    }

    /// The listed lines `step` names (links: see `place(of:)`, `use(of:)`), in order of first
    /// mention, each once; the amounts the step writes right before a name (`StepAmountSpan`:
    /// "2 cups flour", its `owner` the link of the line it names), in order; and the shares the
    /// step writes instead of an amount ("half the sugar"), by link. What the step says it makes
    /// ("make the sauce") is taken into `preparations`; a bare mention of one ("the sauce")
    /// names no line ("soy sauce") from then on.
    ///
    /// - Complexity: O(words in the step), one hash lookup a word, and a parse of the few words
    ///   before a name when one of them is a number.
    func links(in step: String, section: String?, preparations: inout PreparationNames)
        -> (links: [Int], amounts: [StepAmountSpan], shares: [(link: Int, share: StepShare.Share)]) {
        guard !candidates.isEmpty else { return ([], [], []) }
        var found = Found(step: step, group: section.flatMap(groupIndex(for:)))
        var reader = PreparationNames.Reader()
        // The tables read in place: captured as arrays, they were retained and released at each word.
        candidates.withUnsafeBufferPointer { candidates in
            nouns.withLookup { nouns in
                // A noun is read once the next word is known: right before another noun, one space
                // between ("rice vinegar", "chicken stock"), it says which, and names nothing itself.
                var pending: (entry: Int, range: Range<Int>, isPreparation: Bool, word: PreparationWord)?
                WordKey.forEachWord(in: step) { word, range in
                    // A share is written before its noun: once a share word is read, mentions are looked at for one.
                    if !found.mayShare, StepShare.isCue(word) { found.mayShare = true }
                    reader.read(word, into: &preparations)
                    let entry = nouns.firstEntry(of: word)
                    if let noun = pending {
                        let utf8 = step.utf8
                        let modifies = entry >= 0 && range.lowerBound == noun.range.upperBound + 1
                            && utf8[utf8.index(utf8.startIndex, offsetBy: noun.range.upperBound)] == UInt8(ascii: " ")
                        if !modifies {
                            found.mention(noun.entry, at: noun.range, candidates: candidates, nouns: nouns, namesPreparation: noun.isPreparation,
                                          word: noun.word, usedBefore: preparations.usedLines)
                        }
                        pending = nil
                    }
                    if entry >= 0 {
                        let isMixture = PreparationNames.isMixture(word)
                        let preparationWord = PreparationWord(isOne: isMixture, isSingular: isMixture && word.count == range.count)
                        pending = (entry, range, !preparations.isEmpty && preparations.contains(word), preparationWord)
                    }
                }
                if let noun = pending {
                    found.mention(noun.entry, at: noun.range, candidates: candidates, nouns: nouns, namesPreparation: noun.isPreparation,
                                  word: noun.word, usedBefore: preparations.usedLines)
                }
            }
        }
        preparations.noteUsed(found.preparedTaken)
        return (found.taken, found.amounts, found.shares)
    }

    /// What `links(in:section:preparations:)` finds in one step, mention by mention. A value with a mutating
    /// method, not a local function capturing variables: those were checked for exclusive access
    /// at run time at every mention.
    private struct Found {
        let step: String
        let group: Int?
        /// Whether a share word ("half", "little") was read yet: until then no mention has a share.
        var mayShare = false
        var taken: [Int] = []
        var amounts: [StepAmountSpan] = []
        var shares: [(link: Int, share: StepShare.Share)] = []
        /// The lines taken by a preparation word ("soy sauce" by "sauce"), one bit a line (the
        /// first 64): once used, a later bare "the sauce" is what they went into.
        var preparedTaken: UInt64 = 0
        /// Where the step's first number starts, read at its first mention (-1 until then).
        var firstNumber = -1

        init(step: String, group: Int?) {
            self.step = step
            self.group = group
        }

        /// The lines the noun at `range` names (its first entry in the index), taken, and the
        /// amount or share written before it read; when the noun `namesPreparation` the recipe
        /// makes ("the sauce"), no line it names bare ("soy sauce"), nor, when the noun is a
        /// singular mixture `word` ("sauce"), a line an earlier step used (`usedBefore`: the soy sauce
        /// stirred into the stock, "until the sauce thickens"); when several lines end in such a
        /// word, none unless the word before it says which.
        mutating func mention(_ firstEntry: Int, at range: Range<Int>, candidates: UnsafeBufferPointer<Candidate>,
                              nouns: NounIndex.Lookup, namesPreparation: Bool, word: PreparationWord, usedBefore: UInt64) {
            var mentioned: Int?
            var entry = firstEntry
            // Two lines or more end in the noun: the word before it says which (`NounChoice`). Which
            // of them hold that word, by their place along the noun's chain (the first 64).
            var holding: UInt64 = ~0
            if nouns.entry(after: firstEntry) >= 0 {
                let before = NounChoice.hashOfWord(before: range.lowerBound, in: step)
                var next = firstEntry, place = 0, inGroup = 0
                var found: UInt64 = 0
                while next >= 0 {
                    let index = nouns.candidate(at: next)
                    next = nouns.entry(after: next)
                    defer { place += 1 }
                    guard group == nil || candidates[index].group == group else { continue }
                    inGroup += 1
                    if let before, place < 64, NounChoice.name(candidates[index].use.name, holds: before) { found |= 1 << place }
                }
                if inGroup > 1 {
                    // "The sauce", one of several listed, is what they were mixed into.
                    if found != 0 { holding = found } else if word.isSingular { return }
                }
            }
            var place = -1
            while entry >= 0 {
                let index = nouns.candidate(at: entry)
                entry = nouns.entry(after: entry)
                place += 1
                guard group == nil || candidates[index].group == group else { continue }
                if place < 64, holding & (1 << place) == 0 { continue }
                if namesPreparation || word.isSingular && index < 64 && usedBefore & (1 << index) != 0,
                   PreparationNames.isBare(range, in: step, of: candidates[index].use.name) {
                    continue
                }
                mentioned = mentioned ?? index
                guard !taken.contains(index) else { continue }
                // Room for the few a step names at once, so that the array does not grow one at a time.
                if taken.isEmpty { taken.reserveCapacity(8) }
                taken.append(index)
                if word.isOne, index < 64 { preparedTaken |= 1 << index }
            }
            // The amount written before the name, read as the words go by: no list of mentions kept.
            guard let mentioned else { return }
            if mayShare, !shares.contains(where: { $0.link == mentioned }),
               let share = StepShare.share(in: step, before: range, name: candidates[mentioned].use.name) {
                shares.append((mentioned, share))
            }
            if firstNumber < 0 { firstNumber = StepAmountSpan.firstNumberStart(in: step) }
            // Before the name ("2 tablespoons soy sauce", "eine Prise Salz"), else in brackets after it ("soy sauce (2 tablespoons)").
            let name = candidates[mentioned].use.name
            let before = firstNumber < range.lowerBound ? StepAmountSpan.find(in: step, before: range, name: name) : nil
            guard var span = before ?? StepAmountSpan.find(in: step, articleBefore: range, name: name)
                    ?? StepAmountSpan.find(in: step, inBracketsAfter: range, of: candidates[mentioned].use),
                  span.bytes.lowerBound >= (amounts.last?.bytes.upperBound ?? 0) else { return }
            span.owner = mentioned
            amounts.append(span)
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

    /// Last words of a name that name a part of the ingredient (singular, as `WordKey` folds them):
    /// a step may name the ingredient by the word before ("add the garlic" for "garlic cloves").
    private static let partWords: [[UInt8]] = [
        "clove", "breast", "thigh", "drumstick", "wing", "fillet", "filet", "leaf", "sprig", "stalk", "stick", "slice",
        "head", "bulb", "wedge", "juice", "zest", "yolk", "white", "floret", "spear", "rib", "strip", "chunk", "piece",
    ].map { Array($0.utf8) }

    /// Words of headings that say nothing about which part of the dish they are.
    private static let headingFiller: Set<String> = ["for", "the", "a", "an", "and", "of", "to", "make", "making", "your", "with", "step"]
}
