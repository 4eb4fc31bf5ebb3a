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
        // Most mentions have no share before them: told from the bytes, without a copy, before
        // any word is read (every mention of every step of every recipe passes here).
        var step = step
        let cued = step.withUTF8 { bytes in
            let window = UnsafeBufferPointer(rebasing: bytes[max(0, word.lowerBound - 48)..<word.lowerBound])
            return cues.contains { cue in holds(cue, in: window) }
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

    /// Whether `window` holds `cue`, ASCII letters in either case.
    private static func holds(_ cue: [UInt8], in window: UnsafeBufferPointer<UInt8>) -> Bool {
        guard window.count >= cue.count else { return false }
        for start in 0...(window.count - cue.count) where window[start] | 0x20 == cue[0] {
            var index = 1
            while index < cue.count, window[start + index] | 0x20 == cue[index] { index += 1 }
            if index == cue.count { return true }
        }
        return false
    }

    /// A word of every share below, lowercase: a mention without one before it has no share.
    private static let cues: [[UInt8]] = ["half", "little", "bit", "some", "rest", "remaining", "splash", "drizzle", "more"]
        .map { Array($0.utf8) }

    private static let halves = ["half the", "half of the", "half"]
    private static let parts = ["a little", "a bit of", "some", "some of the", "the rest of the", "rest of the",
                                "the remaining", "remaining", "a splash of", "a drizzle of", "more"]
}
