/// A duration mentioned in a step's text ("simmer for 20 minutes", "bake 35 to 40 minutes",
/// "1 hour 15 minutes", "1½ hours", "10-12 min", "30 secs", "2 hrs", "half an hour"), for offering
/// a timer in cook mode.
public struct DurationMention: Sendable, Hashable {
    /// Where the mention stands in the text it was found in, from the number to the unit.
    public let range: Range<String.Index>
    /// The duration in seconds, or the low end of a range.
    public let lowerSeconds: Int
    /// The high end of a range ("35 to 40 minutes" → 2400); equal to `lowerSeconds` otherwise.
    public let upperSeconds: Int

    /// Whether the text gives a range ("10-12 min").
    public var isRange: Bool { upperSeconds != lowerSeconds }

    /// The durations mentioned in `text`, in order.
    ///
    /// - Complexity: O(n) in the text's UTF-8 length.
    public static func find(in text: String) -> [DurationMention] {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        let found: [(start: Int, end: Int, lower: Double, upper: Double)] =
            contiguous.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress else { return [] }
                // The reader's memo (`QuantityReader.memo`), for the one text.
                return QuantityReader.withMemo { DurationScanner(text: ByteText(base: base, count: bytes.count), memo: $0).mentions() }
            } ?? []
        let utf8 = text.utf8
        return found.map { mention in
            let start = utf8.index(utf8.startIndex, offsetBy: mention.start)
            let end = utf8.index(start, offsetBy: mention.end - mention.start)
            return DurationMention(range: start..<end, lowerSeconds: Int(mention.lower.rounded()),
                                   upperSeconds: Int(mention.upper.rounded()))
        }
    }
}

/// Finds durations in UTF-8 text: a quantity (as in ingredient lines) followed by a time unit,
/// more units joined ("1 hour 15 minutes", "1 hr and 30 min"), and a range of two mentions
/// ("45 minutes to 1 hour").
struct DurationScanner {
    let text: ByteText
    private let reader: QuantityReader

    /// Longest duration taken seriously (a week), so that junk cannot overflow `Int`.
    static let longest = 7 * 24 * 3600.0

    /// A scanner of `text`, whose reader keeps the last word it looked up in `memo`: a word read
    /// as a number word is read again as an article ("an hour").
    init(text: ByteText, memo: UnsafeMutablePointer<QuantityReader.WordMemo>) {
        self.text = text
        reader = QuantityReader(text: text, lexicon: Lexicon.shared, memo: memo)
    }

    func mentions() -> [(start: Int, end: Int, lower: Double, upper: Double)] {
        var found: [(start: Int, end: Int, lower: Double, upper: Double)] = []
        // A mention starts before its unit, so no word after the last place a unit may start is read.
        guard let limit = lastUnitStart() else { return found }
        let amountWordShapes = Self.amountWordShapes
        let base = text.base
        var position = 0
        while position < limit {
            let byte = base[position]
            // Inside a run of ASCII letters no number starts: the rest of the run is passed over at once.
            if (byte | 0x20) &- 0x61 < 26, position > 0, (base[position - 1] | 0x20) &- 0x61 < 26 {
                position += 1
                while position < limit, (base[position] | 0x20) &- 0x61 < 26 { position += 1 }
                continue
            }
            // The test on the byte first: most places that start no word are told by it alone.
            guard mayStartAmount(position, byte, amountWordShapes), startsWord(position), var mention = mention(at: position) else {
                position += text.characterLength(position)
                continue
            }
            // "45 minutes to 1 hour", "1-2 hours" already being one quantity.
            let joint = text.skipSpaces(mention.end)
            let dash = text.dashLength(joint)
            let afterJoint = dash > 0 ? joint + dash : (text.hasWord("to", at: joint) || text.hasWord("or", at: joint)
                ? joint + 2 : joint)
            if afterJoint > joint, let upper = self.mention(at: text.skipSpaces(afterJoint)), upper.lower > mention.lower {
                mention = (mention.start, upper.end, mention.lower, upper.upper)
            }
            if mention.upper <= Self.longest { found.append(mention) }
            position = mention.end
        }
        return found
    }

    /// A duration starting at `offset`: one or more "quantity unit" parts.
    private func mention(at offset: Int) -> (start: Int, end: Int, lower: Double, upper: Double)? {
        guard var part = part(at: offset) else { return nil }
        var lower = part.lower, upper = part.upper
        while true {
            var next = text.skipSpaces(part.end)
            if text[next] == 0x2C { next = text.skipSpaces(next + 1) }         // "1 hour, 15 minutes"
            if text.hasWord("and", at: next) { next = text.skipSpaces(next + 3) }
            guard let following = self.part(at: next), following.unitSeconds < part.unitSeconds,
                  following.lower == following.upper else { break }
            lower += following.lower
            upper += following.upper
            part = following
        }
        return (offset, part.end, lower, upper)
    }

    /// One "quantity unit" part: "20 minutes", "1½ hours", "10-12 min", "an hour", "half an hour".
    private func part(at offset: Int) -> (end: Int, lower: Double, upper: Double, unitSeconds: Double)? {
        var quantity: Quantity
        var end: Int
        if let read = reader.quantity(at: offset) {
            quantity = read.quantity
            end = read.end
        } else if let word = reader.word(at: offset), word.kind == .article {   // "an hour", "a minute"
            quantity = Quantity(1)
            end = text.wordEnd(offset)
        } else {
            return nil
        }
        // Cooklang writes the unit after a percent sign: "~{20%minutes}", "~eggs{3%min}".
        let isCooklang = text[end] == 0x25 && offset > 0 && text[text.previousCharacterStart(offset)] == 0x7B
        let unitStart = isCooklang ? end + 1 : text.skipSpaces(end)
        let unitEnd = text.wordEnd(unitStart)
        // One-letter units only glued to the number ("10m", "2h"): "5 m" may be metres.
        guard unitEnd - unitStart > 1 || unitStart == end || isCooklang, let seconds = unitSeconds(unitStart, unitEnd) else {
            return nil
        }
        end = unitEnd
        if text[end] == 0x2E, !text.isDigit(end + 1), text.spaceLength(end + 1) == 0, end + 1 < text.count {
            end += 1                                                            // "min." mid-sentence only
        }
        quantity = quantity.scaled(by: seconds)
        return (end, quantity.value, quantity.upperBound, seconds)
    }

    /// Seconds in the time unit spelled by the bytes `start..<end`, if it is one.
    private func unitSeconds(_ start: Int, _ end: Int) -> Double? {
        switch end - start {
        case 1:
            switch text[start] {
            case 0x68, 0x48: return 3600                                        // h
            case 0x6D: return 60                                                // m
            case 0x73: return 1                                                 // s
            default: return nil
            }
        case 2...8:
            // The length first: it tells most units apart without reading the text.
            for (word, seconds) in Self.units where word.utf8CodeUnitCount == end - start && text.hasWord(word, at: start) {
                return seconds
            }
            return nil
        default:
            return nil
        }
    }

    private static let units: [(StaticString, Double)] = [
        ("sec", 1), ("secs", 1), ("second", 1), ("seconds", 1),
        ("min", 60), ("mins", 60), ("minute", 60), ("minutes", 60),
        ("hr", 3600), ("hrs", 3600), ("hour", 3600), ("hours", 3600),
    ]

    /// The last place in the text where a time unit may start, by a test on bytes that passes every
    /// unit `part(at:)` could read: the start of a unit word (see `unitPrefixes`) where a word
    /// starts (a unit follows a number, a space or Cooklang's "%", never a letter), or a
    /// one-letter unit glued to the number before it ("10m", "1½h", "%m"); `nil` when there is
    /// none. Most steps name no time, and reading a quantity at each of their words costs more
    /// than the rest of building their structure; in those that do, the words after the last
    /// unit are not read.
    private func lastUnitStart() -> Int? {
        // The table read once, not at every byte (each read of a static costs a `swift_once` check).
        let prefixes = Self.unitPrefixes
        let bytes = UnsafeBufferPointer(start: text.base, count: text.count)
        // From the end, so that the first start found is the last. Every unit, a word or one letter,
        // starts with h, m or s in either case: eight bytes at a time, only those are looked at.
        var index = bytes.count
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index >= 8 {
                index -= 8
                var starts = Self.unitFirstLetters(in: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                while starts != 0 {
                    // The highest marked byte first (the word is read little-endian: the last byte is the highest).
                    let byte = (63 - starts.leadingZeroBitCount) >> 3
                    if isUnitStart(at: index + byte, bytes, prefixes) { return index + byte }
                    starts &= ~(0x80 << UInt64(8 * byte))
                }
            }
        }
        while index > 0 {
            index -= 1
            let lower = bytes[index] | 0x20
            if lower == 0x68 || lower == 0x6D || lower == 0x73, isUnitStart(at: index, bytes, prefixes) { return index }
        }
        return nil
    }

    /// The high bit of each byte of `word` that is h, m or s in either case, and of no other.
    private static func unitFirstLetters(in word: UInt64) -> UInt64 {
        let lower = word | 0x2020_2020_2020_2020
        return zeroBytes(lower ^ 0x6868_6868_6868_6868) | zeroBytes(lower ^ 0x6D6D_6D6D_6D6D_6D6D)
            | zeroBytes(lower ^ 0x7373_7373_7373_7373)
    }

    /// The high bit of each byte of `word` that is zero, and of no other (exact, unlike the
    /// quicker test that only tells whether there is one).
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word) & ~low
    }

    /// Whether a unit may start at `index`, whose byte is h, m or s in either case: after no
    /// letter, a one-letter unit (h, H, m, s: not M or S) glued to what stands before it, or the
    /// start of one of `prefixes`.
    private func isUnitStart(at index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ prefixes: [(bytes: UInt32, mask: UInt32, length: Int)]) -> Bool {
        let byte = bytes[index]
        let previous: UInt8 = index > 0 ? bytes[index - 1] : 0x20
        guard (previous | 0x20) &- 0x61 >= 26 else { return false }
        if byte != 0x4D, byte != 0x53, previous != 0x20, previous != 0x09 { return true }
        // The first three bytes from here (fewer at the end), lower case, as `unitPrefixes` holds them.
        var window: UInt32 = 0
        for offset in index..<index + 3 {
            window = window << 8 | UInt32(offset < bytes.count ? Lexicon.lowercased(bytes[offset]) : 0)
        }
        for prefix in prefixes where window & prefix.mask == prefix.bytes && index + prefix.length <= bytes.count { return true }
        return false
    }

    /// The first three bytes (or fewer) of each unit word in `units`, lower case, packed in an
    /// integer from its high end as `isUnitStart` packs its window, with the mask of those bytes.
    private static let unitPrefixes: [(bytes: UInt32, mask: UInt32, length: Int)] = {
        var prefixes: [(bytes: UInt32, mask: UInt32, length: Int)] = []
        for (word, _) in units {
            let count = min(3, word.utf8CodeUnitCount)
            let shift = UInt32(8 * (3 - count))
            let bytes = (0..<count).reduce(UInt32(0)) { $0 << 8 | UInt32(word.utf8Start[$1]) } << shift
            let mask = UInt32((1 << (8 * count)) - 1) << shift
            if !prefixes.contains(where: { $0.bytes == bytes && $0.mask == mask }) { prefixes.append((bytes, mask, count)) }
        }
        return prefixes
    }()

    /// Whether an amount may start at `offset`, where the byte is `byte`, by a test that passes
    /// every start `part(at:)` could read one at: a digit, a full stop (".5"), a byte beyond ASCII
    /// (a fraction such as "½"), or a word with the first two letters and length of a number word
    /// or an article ("three", "half", "an"), the only words read as amounts. The other words of a
    /// step that names a time ("the", which has the first letter and length of "two") are passed
    /// over without looking them up, twice, in the lexicon.
    @inline(__always)
    private func mayStartAmount(_ offset: Int, _ byte: UInt8, _ shapes: [UInt64]) -> Bool {
        if byte >= 0x80 || byte == 0x2E || byte &- 0x30 < 10 { return true }
        let first = Lexicon.lowercased(byte) &- 0x61
        guard first < 26 else { return false }
        let lengths = shapes[Self.shapeKey(first, Lexicon.lowercased(text[offset + 1]) &- 0x61)]
        guard lengths != 0 else { return false }
        let length = text.wordEnd(offset) - offset
        return length < 64 && lengths & (1 << UInt64(length)) != 0
    }

    /// Where `amountWordShapes` keeps the words whose first letter is `first` and whose second
    /// byte is `second` (both less "a", lower case): a second byte that is no letter counts as none.
    private static func shapeKey(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first) * 27 + (second < 26 ? Int(second) + 1 : 0)
    }

    /// For each first letter and second letter (or none), the lengths (as bits) of the number words
    /// and articles starting with them.
    private static let amountWordShapes: [UInt64] = {
        var shapes = [UInt64](repeating: 0, count: 26 * 27)
        let words = WordList.numbers.map(\.0) + WordList.roles.filter { $0.1 == .article }.map(\.0)
        for word in words {
            let bytes = Array(word.utf8)
            let first = Lexicon.lowercased(bytes[0]) &- 0x61
            guard first < 26, bytes.count < 64 else { continue }
            let second = bytes.count > 1 ? Lexicon.lowercased(bytes[1]) &- 0x61 : 0xFF
            shapes[shapeKey(first, second)] |= 1 << UInt64(bytes.count)
        }
        return shapes
    }()

    /// Whether a number may start at `offset`: not inside a word or a longer number ("B12", "3.5").
    private func startsWord(_ offset: Int) -> Bool {
        guard offset > 0 else { return true }
        let previous = text.previousCharacterStart(offset)
        return !text.isWordCharacter(previous) && !text.isDigit(previous) && text[previous] != 0x2E
            && text[previous] != 0x2F && text.unicodeFraction(previous) == nil
    }
}
