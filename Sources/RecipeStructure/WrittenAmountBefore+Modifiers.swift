import Ingredients

/// Words that describe an ingredient written between the step's other words and a Cooklang
/// ingredient that has an amount: "minced @garlic{3%cloves}", "granulated white @sugar{1/4%cup}",
/// "the all-purpose @flour{3/2%cup}", "finely chopped @shallot{1}". The amount goes before them,
/// where a cook writes it ("3 cloves minced garlic", "1/4 cup granulated white sugar", "the 3/2
/// cup all-purpose flour", "1 finely chopped shallot"), not between them and the name ("minced 3
/// cloves garlic").
extension WrittenAmountBefore {
    /// For a use of `name` with the amount `amount` ("3 cloves") after `text`: the text to keep
    /// and the words to show for the use (amount, describing words, name), or `nil` when the
    /// words right before the name do not describe it, or the amount is words ("a few").
    public static func wording(describing name: String, amount: String, in text: String) -> (kept: String, wording: IngredientUse.Wording)? {
        guard let first = amount.utf8.first, first &- 0x30 < 10 || first >= 0xC2, text.utf8.last == 0x20 else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            // Most uses follow a word that describes nothing ("Add @salt"): told before any array is made.
            var nearest = -1
            forEachWordStart(bytes) { start in
                nearest = start
                return false
            }
            guard nearest >= 0, isDescribing(bytes, at: nearest) else { return nil }
            var starts: [Int] = []
            var isClauseStart = true
            forEachWordStart(bytes) { start in
                starts.append(start)
                return starts.count < 8
            }
            // The run of describing words nearest the name, "and" and "or" between two of them.
            var run = 0
            while run < starts.count {
                if isDescribing(bytes, at: starts[run]) {
                    run += 1
                } else if run > 0, run + 1 < starts.count, isJoining(bytes, at: starts[run]), isDescribing(bytes, at: starts[run + 1]) {
                    run += 2
                } else {
                    break
                }
            }
            // An adverb right before the name goes with the verb ("fry separately", "and optionally").
            guard run > 0, !isAdverb(bytes, at: starts[0]) else { return nil }
            // A first word of its clause is a verb ("Warm the…"), and "a" or "an" shortly before the
            // words counts the one already ("an un-baked tart shell", "a clean uncooked egg").
            if run < starts.count {
                isClauseStart = false
                for start in starts[run...].prefix(3) where ["a", "an"].contains(word(bytes, at: start).lowercased()) { return nil }
            }
            if isClauseStart {
                // After a comma the words are a list's next item ("…, granulated white @sugar"); at
                // the start of a sentence, a verb ("Warm @cream").
                var before = starts[run - 1] - 1
                while before >= 0, bytes[before] == 0x20 { before -= 1 }
                guard before >= 0, bytes[before] == 0x2C || bytes[before] == 0x3B else { return nil }
                // "a soft, lightly baked @baguette": adjectives a comma parts, after an article
                // that counts the one already, are no list.
                if bytes[before] == 0x2C, isAdjectiveAfterArticle(bytes, endingAt: before) { return nil }
            }
            let first = starts[run - 1]
            let words = String(decoding: bytes[first...], as: UTF8.self)
            return (String(decoding: bytes[..<first], as: UTF8.self), .written(amount + " " + words + name, scales: true))
        }
    }

    /// Whether the word at `offset` describes an ingredient: a past participle ("minced",
    /// "cooked", "granulated"), an adverb before one ("finely", "roughly"), a hyphenated word of
    /// letters ("all-purpose", "extra-virgin"), or an adjective of colour, freshness and size.
    static func isDescribing(_ bytes: Bytes, at offset: Int) -> Bool {
        var end = offset
        var hasHyphen = false
        while end < bytes.count, bytes[end] != 0x20 {
            let byte = bytes[end]
            if byte == 0x2D, end > offset { hasHyphen = true } else if byte | 0x20 &- 0x61 >= 26 { return false }   // letters only
            end += 1
        }
        let length = end - offset
        guard length >= 3 else { return false }
        if hasHyphen { return bytes[end - 1] != 0x2D }
        let last = bytes[end - 1] | 0x20, beforeLast = bytes[end - 2] | 0x20
        // "-ed": minced, cooked, granulated; not "need" or "seed". "-ly": finely, roughly.
        if length >= 5, beforeLast == 0x65, last == 0x64, bytes[end - 3] | 0x20 != 0x65 { return true }
        if length >= 5, beforeLast == 0x6C, last == 0x79 { return true }
        // The linking's words that say which of a kind ("white", "fresh", "large"), but for two
        // that are verbs as often ("brown the mince", "warm the cream"); and a few more adjectives.
        let hash = NounChoice.hash(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
        if NounWords.flags(of: hash).contains(.describing) { return hash != brownHash && hash != warmHash }
        return length <= 8 && packedAdjectives.contains(packed(bytes, at: offset))
    }

    private static let brownHash = Array("brown".utf8).withUnsafeBufferPointer { NounChoice.hash($0) }
    private static let warmHash = Array("warm".utf8).withUnsafeBufferPointer { NounChoice.hash($0) }

    /// `adjectives` packed as `packed(_:at:)` packs a word.
    private static let packedAdjectives = Set(adjectives.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

    /// Whether the word ending at `end` (a comma's offset) describes an ingredient and "a" or "an"
    /// stands one or two words before it ("a soft,", "a large ripe,").
    private static func isAdjectiveAfterArticle(_ bytes: Bytes, endingAt end: Int) -> Bool {
        var text = String(decoding: bytes[..<end], as: UTF8.self)
        return text.withUTF8 { clause in
            var starts: [Int] = []
            forEachWordStart(clause) { start in
                starts.append(start)
                return starts.count < 3
            }
            guard let last = starts.first, isDescribing(clause, at: last) else { return false }
            return starts.dropFirst().contains { ["a", "an"].contains(word(clause, at: $0).lowercased()) }
        }
    }

    /// Whether the word at `offset` is an adverb in "-ly" ("finely", "separately").
    private static func isAdverb(_ bytes: Bytes, at offset: Int) -> Bool {
        let word = word(bytes, at: offset)
        return word.utf8.count >= 5 && word.lowercased().hasSuffix("ly")
    }

    /// Whether the word at `offset` is "and" or "or", which join two describing words ("peeled and chopped").
    static func isJoining(_ bytes: Bytes, at offset: Int) -> Bool {
        let joining = word(bytes, at: offset).lowercased()
        return joining == "and" || joining == "or"
    }

    /// Adjectives written before an ingredient's name that the linking's words (`NounWords`,
    /// `.describing`) do not hold.
    private static let adjectives: Set<String> = [
        "ripe", "soft", "hard", "kosher", "sea", "heavy", "double", "single", "sour", "extra", "virgin", "very",
    ]
}
