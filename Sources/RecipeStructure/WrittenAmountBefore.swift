import Ingredients

/// An amount a Cooklang step's own words give right before an ingredient: "Heat 2 teaspoons
/// @oil{2%tsp}", ", 2 @bay leaves{2}", "two 12.3 oz boxes of @silken tofu{2%boxes}". The step
/// shows a use with its amount ("Add 100 g flour"), which beside the cook's words said it twice
/// ("Heat 2 teaspoons 2 tsp oil", "2 2 bay leaves"), and scaled, said two different things
/// ("Heat 2 teaspoons 4 tsp oil"). Such words are the use's wording in the step instead: shown
/// as written, scaled with the recipe ("Heat 4 teaspoons oil"); the use keeps its own amount
/// for the ingredient list, cook mode's "For this step" and the shopping list.
///
/// Words that give a share of an ingredient ("half of the @butter{50%g}", "1 of the
/// @tortillas{8}", "2 tablespoons of the @oil{1/4%cup}") are shown as written with the name
/// alone: the share does not scale, and the amount of the whole would misread as the share's.
public enum WrittenAmountBefore {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// How far back the words are read: an amount is a number, a size, a unit and "of" at most.
    private static let wordLimit = 6

    /// For a use shown as `name` after `text` (the step's text before it): the text to keep
    /// before the use and the use's wording, or `nil` when the words before it give no amount.
    public static func wording(before name: String, in text: String) -> (kept: String, wording: IngredientUse.Wording)? {
        // Most uses follow a space; most of those, no number: told before any copy or parse.
        guard text.utf8.last == 0x20 else { return nil }
        var text = text
        return text.withUTF8 { wording(before: name, in: $0) }
    }

    private static func wording(before name: String, in bytes: Bytes) -> (kept: String, wording: IngredientUse.Wording)? {
        let starts = wordStarts(bytes)
        guard !starts.isEmpty else { return nil }
        // The farthest start first: "two 12.3 oz boxes of" is one amount, not "12.3 oz boxes of".
        for start in starts.reversed() where startsWithNumber(bytes, at: start) {
            let words = String(decoding: bytes[start...], as: UTF8.self) + name
            let line = IngredientLine(parsing: words)
            guard line.writtenMeasure != nil, !line.isHeading, namesOnly(line.name, name) else { continue }
            return (String(decoding: bytes[..<start], as: UTF8.self), .written(words, scales: true))
        }
        if isShare(bytes, starts) { return (String(decoding: bytes, as: UTF8.self), .written(name, scales: false)) }
        return nil
    }

    /// Whether a line's `parsed` name is `name`, or `name` after words that describe it ("finely
    /// chopped onions", "Roasted Red Peppers"): the words before the amount said no more.
    private static func namesOnly(_ parsed: String, _ name: String) -> Bool {
        let parsed = parsed.lowercased(), name = name.lowercased()
        guard parsed != name else { return true }
        guard parsed.hasSuffix(" " + name) else { return false }
        var before = Array(parsed.utf8.dropLast(name.utf8.count + 1))
        return before.withUnsafeMutableBufferPointer { bytes in
            var describing = true
            forEachWordStart(UnsafeBufferPointer(bytes)) { start in
                describing = isDescribing(UnsafeBufferPointer(bytes), at: start) || isJoining(UnsafeBufferPointer(bytes), at: start)
                return describing
            }
            return describing
        }
    }

    /// The offsets where the last words of `bytes` start, nearest first, back to the start of
    /// their clause (a comma, a full stop and other punctuation end one) and at most `wordLimit`;
    /// empty when none could start an amount or a share (no number, no "of"), told without a copy.
    private static func wordStarts(_ bytes: Bytes) -> [Int] {
        var mayMatter = false
        forEachWordStart(bytes) { start in
            mayMatter = startsWithNumber(bytes, at: start) || (bytes[start] | 0x20 == 0x6F && word(bytes, at: start).lowercased() == "of")
            return !mayMatter
        }
        guard mayMatter else { return [] }
        var starts: [Int] = []
        forEachWordStart(bytes) { start in
            starts.append(start)
            return true
        }
        return starts
    }

    /// Calls `body` with the offset of each of the last words, nearest first, as `wordStarts`
    /// reads them, until it returns false.
    static func forEachWordStart(_ bytes: Bytes, _ body: (Int) -> Bool) {
        var index = bytes.count - 1
        var count = 0
        while index >= 0, bytes[index] == 0x20 { index -= 1 }
        while index >= 0, count < wordLimit {
            var start = index
            while start > 0, bytes[start - 1] != 0x20 { start -= 1 }
            // A word ending in punctuation ends the clause before the amount ("Mix well. 2 @eggs").
            if [0x2C, 0x2E, 0x3B, 0x3A, 0x21, 0x3F, 0x28, 0x29].contains(bytes[index]) { return }
            guard body(start) else { return }
            count += 1
            index = start - 1
            while index >= 0, bytes[index] == 0x20 { index -= 1 }
        }
    }

    /// Whether the word at `offset` can start an amount: a digit, a fraction character
    /// (`½`, `⅓`), or an English number word or article ("two", "a", "half").
    private static func startsWithNumber(_ bytes: Bytes, at offset: Int) -> Bool {
        StepAmountSpan.startsWithNumber(bytes, at: offset) || packedNumberWords.contains(packed(bytes, at: offset))
    }

    /// The word at `offset` folded to lower case, its bytes packed in an integer (0 when it is
    /// longer than eight bytes): compared with the number words at one compare each, no copy.
    static func packed(_ bytes: Bytes, at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        var index = offset
        while index < bytes.count, bytes[index] != 0x20 {
            guard index - offset < 8 else { return 0 }
            value = value << 8 | UInt64(bytes[index] | 0x20)
            index += 1
        }
        return value
    }

    /// `numberWords` packed as `packed(_:at:)` packs a word.
    private static let packedNumberWords = Set(numberWords.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

    /// Whether the words end "… of the" (or "… of") after a share: a number ("1 of the", "1/3
    /// of the"), a word for a part or a little ("half of the", "a pinch of the", "a squeeze of"),
    /// or an amount ("2 tablespoons of the", "2-inch segment of"); not after other words ("a
    /// mixture of 300 g gochugaru" keeps its amount).
    private static func isShare(_ bytes: Bytes, _ starts: [Int]) -> Bool {
        var index = 0
        if index < starts.count, word(bytes, at: starts[index]).lowercased() == "the" { index += 1 }
        guard index < starts.count, word(bytes, at: starts[index]).lowercased() == "of" else { return false }
        index += 1
        guard index < starts.count else { return false }
        let part = starts[index]
        if isNumeral(bytes, at: part) || shareWords.contains(word(bytes, at: part).lowercased()) { return true }
        return index + 1 < starts.count && isNumeral(bytes, at: starts[index + 1])
    }

    /// Whether the word at `offset` is a number (not an article): "2", "½", "two", "2-inch".
    private static func isNumeral(_ bytes: Bytes, at offset: Int) -> Bool {
        startsWithNumber(bytes, at: offset) && !["a", "an"].contains(word(bytes, at: offset).lowercased())
    }

    /// The word starting at `offset`, up to a space or the end.
    static func word(_ bytes: Bytes, at offset: Int) -> String {
        var end = offset
        while end < bytes.count, bytes[end] != 0x20 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// English number words and articles that start an amount ("two eggs", "a pinch of salt").
    private static let numberWords: Set<String> = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "half", "dozen",
    ]

    /// Words that name a part of something, or a little of it, rather than an amount of it.
    private static let shareWords: Set<String> = [
        "half", "quarter", "third", "part", "portion", "pinch", "touch", "bit", "splash", "dash", "drizzle",
        "squeeze", "sprinkle", "sprinkling", "handful", "drop", "drops", "dollop", "knob", "layer", "inch",
    ]
}
