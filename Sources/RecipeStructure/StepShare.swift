/// How much of a listed ingredient a text recipe's step says it uses when it writes no amount:
/// "half the sugar" is half the line; "a little soy sauce", "the remaining garlic" are a part
/// the step does not measure.
enum StepShare {
    /// The share written right before the ingredient named at `word` (UTF-8 offsets in `step`),
    /// the words of the ingredient's `name` before it skipped ("half the sesame oil").
    enum Share: Equatable {
        /// Half the listed amount.
        case half
        /// A part the step does not measure (`a little`, `some`, `the rest of the`, `remaining`).
        case unmeasured
    }

    /// The share written before the mention at `word`, or nil when the step writes none (the
    /// whole line, when no other step names it).
    static func share(in step: String, before word: Range<Int>, name: String) -> Share? {
        // Most mentions have no share before them: told from the first letters of the words
        // before, without a copy, before any word is read (every mention of every step passes here).
        var step = step
        let cued = step.withUTF8 { bytes in
            hasCue(in: UnsafeBufferPointer(rebasing: bytes[max(0, word.lowerBound - 48)..<word.lowerBound]))
        }
        guard cued else { return nil }
        let utf8 = Array(step.utf8[..<step.utf8.index(step.utf8.startIndex, offsetBy: word.lowerBound)].suffix(48))
        var words = String(decoding: utf8, as: UTF8.self).lowercased().split(whereSeparator: \.isWhitespace)
        let nameWords = Set(name.lowercased().split(whereSeparator: \.isWhitespace))
        while let last = words.last, nameWords.contains(last) { words.removeLast() }
        let tail = words.suffix(4).joined(separator: " ")
        if halves.contains(where: { tail == $0 || tail.hasSuffix(" " + $0) }) { return .half }
        if parts.contains(where: { tail == $0 || tail.hasSuffix(" " + $0) }) { return .unmeasured }
        return nil
    }

    /// Whether a word in `window` starts as a share word does (ASCII letters in either case): a
    /// look at each word's first letter, the cue compared only where one matches.
    private static func hasCue(in window: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < window.count {
            let atWordStart = index == 0 || window[index - 1] == 0x20
            if atWordStart, startsCue[Int(window[index] | 0x20)], let cues = cuesByLetter[window[index] | 0x20] {
                for cue in cues where cue.count <= window.count - index {
                    var matched = 1
                    while matched < cue.count, window[index + matched] | 0x20 == cue[matched] { matched += 1 }
                    if matched == cue.count { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// Whether a byte (lowercased) is the first letter of a cue: most words' are not, and are
    /// passed over without a lookup.
    private static let startsCue: [Bool] = (0..<256).map { byte in cuesByLetter[UInt8(byte)] != nil }

    /// The first word of every share below, lowercase, by its first letter.
    private static let cuesByLetter: [UInt8: [[UInt8]]] = Dictionary(
        grouping: ["half", "little", "bit", "some", "rest", "remaining", "splash", "drizzle", "more"].map { Array($0.utf8) },
        by: { $0[0] })

    private static let halves = ["half the", "half of the", "half"]
    private static let parts = ["a little", "a bit of", "some", "some of the", "the rest of the", "rest of the",
                                "the remaining", "remaining", "a splash of", "a drizzle of", "more"]
}
