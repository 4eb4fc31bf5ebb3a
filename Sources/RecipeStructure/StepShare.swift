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
        let utf8 = Array(step.utf8[..<step.utf8.index(step.utf8.startIndex, offsetBy: word.lowerBound)].suffix(48))
        var words = String(decoding: utf8, as: UTF8.self).lowercased().split(whereSeparator: \.isWhitespace)
        let nameWords = Set(name.lowercased().split(whereSeparator: \.isWhitespace))
        while let last = words.last, nameWords.contains(last) { words.removeLast() }
        let tail = words.suffix(4).joined(separator: " ")
        if halves.contains(where: { tail == $0 || tail.hasSuffix(" " + $0) }) { return .half }
        if parts.contains(where: { tail == $0 || tail.hasSuffix(" " + $0) }) { return .unmeasured }
        return nil
    }

    private static let halves = ["half the", "half of the", "half"]
    private static let parts = ["a little", "a bit of", "some", "some of the", "the rest of the", "rest of the",
                                "the remaining", "remaining", "a splash of", "a drizzle of", "more"]
}
