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
        /// `LineNouns.rank`: a bare mention of several lines' noun names those of the lowest.
        var rank: UInt8
        /// `LineNouns.needsModifier`: named only with the word before its noun ("the sesame oil").
        var needsModifier: Bool
        /// Seasonings to taste written together ("Salt and pepper": joined by "and", no amount),
        /// used at every step: a bare "pepper" after a step used the bell pepper is them.
        var isSeasoning: Bool
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
    /// The index's entries from here on are weak names (`LineNouns.weak`), inserted only for words
    /// no line's own noun is; from `collectiveStart` on, collective words ("the spices").
    private var weakStart = 0
    private var collectiveStart = 0

    /// Prepares the groups' lines for linking; each line is parsed once.
    init(groups: [IngredientGroup]) {
        let lineCount = groups.reduce(0) { $0 + $1.items.count }
        candidates.reserveCapacity(lineCount)
        nouns = NounIndex(room: 2 * lineCount + 4)
        var reading = LineNouns()
        // The weak names and the kinds, kept until every line's own nouns are known.
        var weakBytes: [UInt8] = [], weak: [(word: Range<Int>, candidate: Int)] = [], kinds: [LineNouns.Kinds] = []
        kinds.reserveCapacity(lineCount)
        for (index, group) in groups.enumerated() {
            groupWords.append(group.heading.map { Set(WordKey.words(of: $0)).subtracting(Self.headingFiller) } ?? [])
            for (lineIndex, item) in group.items.enumerated() {
                let line = IngredientLine(parsing: item.text)
                guard !line.isHeading else { continue }
                let use = IngredientUse(listed: line)
                reading.read(name: use.name, isSeparated: item.text.contains("separated"))
                guard !reading.words.isEmpty else { continue }
                reading.bytes.withUnsafeBufferPointer { bytes in
                    for word in reading.strong { nouns.insert(UnsafeBufferPointer(rebasing: bytes[word]), candidate: candidates.count) }
                }
                for word in reading.weak {
                    let start = weakBytes.count
                    weakBytes.append(contentsOf: reading.bytes[word])
                    weak.append((start..<weakBytes.count, candidates.count))
                }
                kinds.append(reading.kinds)
                candidates.append(Candidate(group: index, line: lineIndex, use: use, rank: reading.rank,
                                            needsModifier: reading.needsModifier,
                                            isSeasoning: reading.joinsWithAnd && line.quantity == nil))
            }
        }
        weakStart = nouns.count
        // A weak name only where no line is named so by its own noun ("the garlic" is the cloves, not the powder).
        weakBytes.withUnsafeBufferPointer { bytes in
            let free = weak.filter { !nouns.contains(UnsafeBufferPointer(rebasing: bytes[$0.word])) }
            for name in free { nouns.insert(UnsafeBufferPointer(rebasing: bytes[name.word]), candidate: name.candidate) }
        }
        collectiveStart = nouns.count
        for (word, kind) in LineNouns.Kinds.words where kinds.contains(where: { $0.contains(kind) }) {
            word.withUnsafeBufferPointer { word in
                guard !nouns.contains(word) else { return }
                for candidate in kinds.indices where kinds[candidate].contains(kind) { nouns.insert(word, candidate: candidate) }
            }
        }
    }

    /// The listed lines `step` names (links: see `place(of:)`, `use(of:)`), in order of first
    /// mention, each once; the amounts the step writes right before a name (`StepAmountSpan`:
    /// "2 cups flour", its `owner` the link of the line it names), in order; and the shares the
    /// step writes instead of an amount ("half the sugar"), by link. What the step says it makes
    /// ("make the sauce") is taken into `preparations`; a bare mention of one ("the sauce")
    /// names no line ("soy sauce") from then on. A collective word ("the spices") names only
    /// lines no earlier step linked (`linkedBefore`: one bit a link, the first 64), so "fish out
    /// the herbs" at the end lists nothing again.
    ///
    /// - Complexity: O(words in the step), one hash lookup a word, and a parse of the few words
    ///   before a name when one of them is a number.
    func links(in step: String, section: String?, preparations: inout PreparationNames, linkedBefore: UInt64)
        -> (links: [Int], amounts: [StepAmountSpan], shares: [(link: Int, share: StepShare.Share)]) {
        guard !candidates.isEmpty else { return ([], [], []) }
        var found = Found(step: step, group: section.flatMap(groupIndex(for:)),
                          kinds: EntryKinds(weakStart: weakStart, collectiveStart: collectiveStart, linkedBefore: linkedBefore))
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
    /// Where the index's weak names and collective words start (`IngredientLinking.weakStart`),
    /// and the lines earlier steps linked, which a collective word does not name again.
    private struct EntryKinds {
        var weakStart: Int
        var collectiveStart: Int
        var linkedBefore: UInt64
    }

    /// The places (bits) of the lines of lowest rank seen so far along a noun's chain.
    private struct Plainest {
        var places: UInt64 = 0
        var rank = UInt8.max

        mutating func add(_ place: Int, rank: UInt8) {
            if rank < self.rank { (self.rank, places) = (rank, 0) }
            if rank == self.rank { places |= 1 << place }
        }
    }

    private struct Found {
        let step: String
        let group: Int?
        let kinds: EntryKinds
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

        init(step: String, group: Int?, kinds: EntryKinds) {
            self.step = step
            self.group = group
            self.kinds = kinds
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
            // Two lines or more end in the noun: the word before it says which (`NounChoice`); when
            // it says nothing, those named most plainly ("sugar", not "cocoa or powdered sugar"), and
            // seasonings to taste before a line an earlier step used. Which of them, by their place
            // along the noun's chain (the first 64). An oil for flavour is named only by its own
            // word ("the sesame oil"), even alone. A collective word ("the ground spices") names
            // all its kind, whatever the word before.
            let isCollective = firstEntry >= kinds.collectiveStart
            var holding: UInt64 = ~0
            if !isCollective, nouns.entry(after: firstEntry) >= 0 || candidates[nouns.candidate(at: firstEntry)].needsModifier {
                let before = NounChoice.hashOfWord(before: range.lowerBound, in: step)
                let isRanked = firstEntry < kinds.weakStart
                var next = firstEntry, place = 0, inGroup = 0
                var found: UInt64 = 0, seasoning = false
                // The plainest of all, and of those but lines an earlier step used.
                var plainest = Plainest(), plainestFresh = Plainest()
                while next >= 0 {
                    let index = nouns.candidate(at: next)
                    next = nouns.entry(after: next)
                    defer { place += 1 }
                    guard group == nil || candidates[index].group == group else { continue }
                    inGroup += 1
                    guard place < 64 else { continue }
                    if let before, NounChoice.name(candidates[index].use.name, holds: before) { found |= 1 << place }
                    guard !candidates[index].needsModifier else { continue }
                    let rank = isRanked ? candidates[index].rank : 0
                    plainest.add(place, rank: rank)
                    if candidates[index].isSeasoning { seasoning = true }
                    if candidates[index].isSeasoning || index >= 64 || kinds.linkedBefore & (1 << index) == 0 {
                        plainestFresh.add(place, rank: rank)
                    }
                }
                if found != 0 {
                    holding = found
                } else {
                    // "The sauce", one of several listed, is what they were mixed into.
                    if inGroup > 1 && word.isSingular { return }
                    holding = seasoning && plainestFresh.places != 0 ? plainestFresh.places : plainest.places
                }
            }
            var place = -1
            while entry >= 0 {
                let index = nouns.candidate(at: entry)
                entry = nouns.entry(after: entry)
                place += 1
                guard group == nil || candidates[index].group == group else { continue }
                if place < 64, holding & (1 << place) == 0 { continue }
                if isCollective, index < 64, kinds.linkedBefore & (1 << index) != 0 { continue }
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
            guard firstNumber < range.lowerBound,
                  var span = StepAmountSpan.find(in: step, before: range, name: candidates[mentioned].use.name),
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

    /// Words of headings that say nothing about which part of the dish they are.
    private static let headingFiller: Set<String> = ["for", "the", "a", "an", "and", "of", "to", "make", "making", "your", "with", "step"]
}
