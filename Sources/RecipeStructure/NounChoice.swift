/// Which of several listed lines that end in the same noun a step's mention of it names: "the
/// sesame oil" is the toasted sesame oil, not the neutral oil also listed; "the oil" may be either
/// and names both; "the sauce", one thing made of the oyster, soy and fish sauces listed, names
/// none of them (a word naming a mixture, `PreparationNames.isMixture`, written singular).
///
/// Words are compared by a hash of their lower-case bytes, read in place: a mention is looked at
/// without making a string, and only when two lines or more end in its noun.
enum NounChoice {
    /// Whether the line's `name` holds the word whose hash is `hash`.
    static func name(_ name: String, holds hash: UInt32) -> Bool {
        var holds = false
        WordKey.forEachWord(in: name) { word, _ in if !holds, Self.hash(word) == hash { holds = true } }
        return holds
    }

    /// FNV-1a of `word`'s bytes, ASCII letters lower-cased.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in word { hash = (hash ^ UInt32(byte &- 0x41 < 26 ? byte | 0x20 : byte)) &* 16_777_619 }
        return hash
    }

    /// The hash of the word written right before the UTF-8 offset `start` in `step` (past spaces,
    /// punctuation and words that say nothing of which: "the onion and pepper" is read at
    /// "onion", never at the "and" of a line "Salt and pepper"), or nil at the step's start.
    static func hashOfWord(before start: Int, in step: String) -> UInt32? {
        var step = step
        return step.withUTF8 { bytes -> UInt32? in
            var end = start
            while true {
                while end > 0, !isWordByte(bytes[end - 1]) { end -= 1 }
                var begin = end
                while begin > 0, isWordByte(bytes[begin - 1]) { begin -= 1 }
                guard begin < end else { return nil }
                let hash = hash(UnsafeBufferPointer(rebasing: bytes[begin..<end]))
                guard functionWords.contains(hash) else { return hash }
                end = begin
            }
        }
    }

    /// Words that stand between a modifier and its noun without saying which ("salt and pepper", "the oil").
    private static let functionWords: [UInt32] = ["and", "or", "the", "a", "an", "of", "with", "in", "into", "on", "to", "some"]
        .map { word in word.utf8.withContiguousStorageIfAvailable { hash($0) }! }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- 0x61 < 26 || byte &- 0x41 < 26 || byte &- 0x30 < 10 || byte >= 0x80 || byte == 0x27
    }

    /// The text of `step` between the UTF-8 offsets of `range`, cut back to whole characters.
    static func text(of step: String, in range: Range<Int>) -> String {
        let utf8 = step.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
