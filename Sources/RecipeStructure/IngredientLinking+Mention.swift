import Ingredients

/// What `IngredientLinking.links(in:section:preparations:earlier:)` finds in a step, mention
/// by mention: which of the lines a noun names it means, and the amount or share written before it.
extension IngredientLinking {
    /// Where the index's weak names and collective words start (`IngredientLinking.weakStart`),
    /// and the lines earlier steps linked, which a collective word does not name again.
    struct EntryKinds {
        var weakStart: Int
        var collectiveStart: Int
        var earlier: EarlierSteps
    }

    /// The places (bits) of the lines of lowest rank seen so far along a noun's chain.
    struct Plainest {
        var places: UInt64 = 0
        var rank = UInt8.max

        mutating func add(_ place: Int, rank: UInt8) {
            if rank < self.rank { (self.rank, places) = (rank, 0) }
            if rank == self.rank { places |= 1 << place }
        }
    }

    struct Found {
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
        /// The oils for flavour this step named with their own word (`EarlierSteps.namedWithModifier`).
        var namedWithModifier: UInt64 = 0
        /// Where the step's first number starts, read at its first mention (-1 until then).
        var firstNumber = -1
        /// Whether an article followed by a unit was read yet ("a pinch"): until then no mention
        /// is looked at for an amount written with an article.
        var mayHaveArticleAmount = false

        init(step: String, group: Int?, kinds: EntryKinds) {
            self.step = step
            self.group = group
            self.kinds = kinds
        }

        /// `mention(_:at:candidates:nouns:namesPreparation:word:usedBefore:)` of a noun read.
        mutating func mention(_ noun: PendingNoun, candidates: UnsafeBufferPointer<Candidate>, nouns: NounIndex.Lookup, usedBefore: UInt64) {
            mention(noun.entry, at: noun.range, candidates: candidates, nouns: nouns, namesPreparation: noun.isPreparation,
                    word: noun.word, usedBefore: usedBefore, isPlural: noun.isPlural)
        }

        /// The lines the noun at `range` names (its first entry in the index), taken, and the
        /// amount or share written before it read; when the noun `namesPreparation` the recipe
        /// makes ("the sauce"), no line it names bare ("soy sauce"), nor, when the noun is a
        /// singular mixture `word` ("sauce"), a line an earlier step used (`usedBefore`: the soy sauce
        /// stirred into the stock, "until the sauce thickens"); when several lines end in such a
        /// word, none unless the word before it says which.
        mutating func mention(_ firstEntry: Int, at range: Range<Int>, candidates: UnsafeBufferPointer<Candidate>,
                              nouns: NounIndex.Lookup, namesPreparation: Bool, word: PreparationWord, usedBefore: UInt64,
                              isPlural: Bool) {
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
            if !isCollective, nouns.entry(after: firstEntry) >= 0 || candidates[nouns.candidate(at: firstEntry)].isFlavourOil {
                let before = NounChoice.hashOfWord(before: range.lowerBound, in: step)
                // "The sugars" are all of them.
                let isRanked = firstEntry < kinds.weakStart && !isPlural
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
                    if let before, NounChoice.name(candidates[index].use.name, holds: before) {
                        found |= 1 << place
                        if candidates[index].isFlavourOil, index < 64 { namedWithModifier |= 1 << index }
                    }
                    guard !candidates[index].needsModifier,
                          !candidates[index].isFlavourOil || index >= 64 || kinds.earlier.namedWithModifier & (1 << index) == 0
                    else { continue }
                    let rank = isRanked ? candidates[index].rank : 0
                    plainest.add(place, rank: rank)
                    if candidates[index].isSeasoning { seasoning = true }
                    if candidates[index].isSeasoning || index >= 64 || kinds.earlier.linked & (1 << index) == 0 {
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
                if isCollective, index < 64, kinds.earlier.linked & (1 << index) != 0 { continue }
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
            guard var span = before ?? (mayHaveArticleAmount ? StepAmountSpan.find(in: step, articleBefore: range, name: name) : nil)
                    ?? (StepAmountSpan.bracketFollows(range, in: step) ? StepAmountSpan.find(in: step, inBracketsAfter: range, of: candidates[mentioned].use) : nil),
                  span.bytes.lowerBound >= (amounts.last?.bytes.upperBound ?? 0) else { return }
            span.owner = mentioned
            amounts.append(span)
        }
    }
}
