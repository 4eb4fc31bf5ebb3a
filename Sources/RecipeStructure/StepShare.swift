/// How much of a listed ingredient a text recipe's step says it uses when it writes no amount:
/// "half the sugar" is half the line; "a little soy sauce", "the remaining garlic" are a part
/// the step does not measure.
///
/// Read on the step's UTF-8 bytes in place: every mention of every step of every recipe passes
/// here when a structure is built, so nothing is copied or allocated.
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
        var step = step, name = name
        return step.withUTF8 { bytes in
            name.withUTF8 { name in
                // Back over the words of the name written before the noun ("sesame" of "sesame oil").
                var end = word.lowerBound
                while true {
                    let previous = wordBefore(end, in: bytes)
                    guard !previous.isEmpty, containsWord(UnsafeBufferPointer(rebasing: bytes[previous]), in: name) else { break }
                    end = previous.lowerBound
                }
                // Most nouns follow "and", "with", "into", a comma: no share ends in such a word.
                let last = wordBefore(end, in: bytes)
                guard let first = last.first, lastWordStarts[Int(lowered(bytes[first]))] else { return nil }
                if shares.half.contains(where: { endsWith($0, before: end, in: bytes) }) { return .half }
                if shares.part.contains(where: { endsWith($0, before: end, in: bytes) }) { return .unmeasured }
                return nil
            }
        }
    }

    /// Whether a step's word, folded (`WordKey`: lower case), starts a share ("half", "little",
    /// "some"…): told while the step's words are read anyway, so that a step without one (most)
    /// has none of its mentions looked at.
    @inline(__always)
    static func isCue(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // By the first byte and the length first, in the caller's loop: most words are told there.
        guard let first = word.first, word.count < 16, cueLengths[Int(first)] & (1 << word.count) != 0 else { return false }
        return isListedCue(word)
    }

    @inline(never)
    private static func isListedCue(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, let cues = cuesByLetter[Int(first)] else { return false }
        return cues.contains { ByteWords.equal(word, $0) }
    }

    /// For each first byte, the lengths (as bits) of the share words starting with it.
    private static let cueLengths: [UInt16] = cuesByLetter.map { cues in
        (cues ?? []).reduce(0) { $0 | 1 << $1.count }
    }

    /// The share words a word may start with, by its first letter (256 slots, most empty).
    private static let cuesByLetter: [[[UInt8]]?] = {
        var table = [[[UInt8]]?](repeating: nil, count: 256)
        for phrase in shares.half + shares.part {
            for word in phrase where !["the", "of", "a"].contains(String(decoding: word, as: UTF8.self)) {
                table[Int(word[0])] = (table[Int(word[0])] ?? []) + [word]
            }
        }
        return table
    }()

    /// The words written before a noun that make its use a share, each as its words' bytes:
    /// "half the" is half; "a little", "the rest of the", "remaining"… a part not measured.
    private static let shares = (
        half: ["half the", "half of the", "half"].map(words),
        part: ["a little", "a bit of", "some", "some of the", "rest of the", "remaining", "a splash of", "a drizzle of", "more"]
            .map(words)
    )

    /// Whether a (lowercased) byte starts the last word of a share above.
    private static let lastWordStarts: [Bool] = {
        var starts = [Bool](repeating: false, count: 256)
        for phrase in shares.half + shares.part { starts[Int(phrase[phrase.count - 1][0])] = true }
        return starts
    }()

    private static func words(_ phrase: String) -> [[UInt8]] {
        phrase.split(separator: " ").map { Array($0.utf8) }
    }

    /// Whether the words right before `end` in `bytes` are `phrase`, a whole word each, letters in either case.
    private static func endsWith(_ phrase: [[UInt8]], before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = end
        for expected in phrase.reversed() {
            let found = wordBefore(end, in: bytes)
            guard found.count == expected.count, zip(found, expected).allSatisfy({ lowered(bytes[$0]) == $1 }) else { return false }
            end = found.lowerBound
        }
        return true
    }

    /// The range of the word that ends at or before `end` (spaces before `end` skipped); empty at the start.
    private static func wordBefore(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = end
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != 0x20 { start -= 1 }
        return start..<end
    }

    /// Whether `name` holds `word` as one of its words, letters in either case.
    private static func containsWord(_ word: UnsafeBufferPointer<UInt8>, in name: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < name.count {
            var end = start
            while end < name.count, name[end] != 0x20 { end += 1 }
            if end - start == word.count, (0..<word.count).allSatisfy({ lowered(name[start + $0]) == lowered(word[$0]) }) {
                return true
            }
            start = end + 1
        }
        return false
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
