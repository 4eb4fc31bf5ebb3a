import Ingredients

/// Finds the amount a step of a text recipe writes right before an ingredient it names ("Whisk
/// *2 cups flour* with *1 tsp salt*"), so that scaling changes it and nothing else: oven
/// temperatures, times, pan sizes ("9-inch pan") and step numbers stand before no ingredient's
/// name and are left as written.
///
/// An amount is a run of the step's words that starts with a number and reads, as an ingredient
/// line, as an amount (and unit) followed by words of the named ingredient's own name ("2 large
/// eggs" for "3 large eggs"), ending at the word that named it, with no punctuation that ends a
/// phrase between (`,` `;` `:` `(`, a full stop ending a sentence).
struct StepAmountSpan {
    /// Where the amount and the name stand in the step's UTF-8 bytes.
    let bytes: Range<Int>
    /// The amount and the name, read as an ingredient line ("2 cups flour").
    let line: IngredientLine
    /// What `bytes` hold, read as a line: `line` itself, or, for an amount written in brackets
    /// after the name (`find(in:inBracketsAfter:of:)`), the amount alone ("2 tablespoons").
    let shown: IngredientLine
    /// The link (see `IngredientLinking`) of the listed line the amount is of; set by the linking.
    var owner = -1

    /// How many words before the named one an amount may start.
    static let reach = 5

    /// The amount and the name ending at `word` in `step` (UTF-8 offsets), the named ingredient's
    /// name being `name`; `nil` when no amount stands there.
    static func find(in step: String, before word: Range<Int>, name: String) -> StepAmountSpan? {
        var step = step
        // The closures below return only where the amount starts, and the line read there is kept
        // here: a span returned through them, found or not, was copied whole at each level.
        var found: IngredientLine?
        let start = step.withUTF8 { bytes -> Int? in
            // The starts of the words before `word`, nearest first: only they may start an amount.
            // Kept on the stack: a step names several ingredients, and an array each cost more
            // than reading the words.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: reach) { startBuffer -> Int? in
                var startCount = 0
                var index = word.lowerBound
                while startCount < reach {
                    while index > 0, isSpace(bytes[index - 1]) { index -= 1 }
                    guard index > 0 else { break }
                    while index > 0, !isSpace(bytes[index - 1]) { index -= 1 }
                    startBuffer[startCount] = index
                    startCount += 1
                }
                let starts = UnsafeBufferPointer(rebasing: startBuffer[0..<startCount])
                // The nearest start that reads as an amount, taking in a number just before it ("1 1/2 cups").
                func read(from start: Int) -> Bool {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<word.upperBound]), as: UTF8.self)
                    let line = IngredientLine(parsing: text)
                    guard isAmount(line, name: name) else { return false }
                    found = line
                    return true
                }
                // Punctuation between ends a phrase ("350°F. Add flour", "20 minutes, then eggs"): no
                // amount of that name reaches over it, and reading the words would be wasted.
                var nearest = word.lowerBound
                for (index, start) in starts.enumerated() {
                    if endsPhrase(bytes, in: start..<nearest) { break }
                    nearest = start
                    guard startsWithNumber(bytes, at: start), read(from: start) else { continue }
                    if index + 1 < starts.count, startsWithNumber(bytes, at: starts[index + 1]),
                       !endsPhrase(bytes, in: starts[index + 1]..<start),
                       read(from: starts[index + 1]) {
                        return starts[index + 1]
                    }
                    return start
                }
                return nil
            }
        }
        guard let start, let found else { return nil }
        return StepAmountSpan(bytes: start..<word.upperBound, line: found, shown: found)
    }

    /// Where the first number in `step` starts (a UTF-8 offset; its length when it has none): an
    /// amount starts with a number, so none stands before a name written before it, and the
    /// search for one is not made there (half of a recipe's steps hold no number at all).
    static func firstNumberStart(in step: String) -> Int {
        var step = step
        return step.withUTF8 { bytes in
            var index = 0
            // Eight bytes at a time while they are ASCII and no digit (each byte plus 0x50 reaches
            // 0x80 from "0" on, plus 0x46 from past "9" on).
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                while index + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    guard word & high == 0,
                          (word &+ 0x5050_5050_5050_5050) & ~(word &+ 0x4646_4646_4646_4646) & high == 0 else { break }
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte &- 0x30 < 10 { break }
                // Only a lead byte of a fraction character (`½` 0xC2, `⅓` 0xE2) is read further.
                if byte >= 0xC2, startsWithNumber(bytes, at: index) { break }
                index += 1
            }
            return index
        }
    }

    /// Whether `line` is an amount and then only words of the ingredient's name, `name`.
    static func isAmount(_ line: IngredientLine, name: String) -> Bool {
        guard line.writtenMeasure != nil, !line.isHeading, line.note.isEmpty, line.alternate == nil else { return false }
        let words = WordKey.words(of: line.name)
        guard !words.isEmpty else { return false }
        // The name's words are read only here, for the few amounts found, not kept for every line.
        let nameWords = WordKey.words(of: name)
        return words.allSatisfy { nameWords.contains($0) || $0 == "of" }
    }

    /// Whether a byte in `range` ends a phrase: `, ; : ! ? ( )`, or a full stop neither in a number
    /// (`1.5`) nor after an abbreviation going on in lower case (`2 tbsp. oil`).
    static func endsPhrase(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        for index in range {
            switch bytes[index] {
            case 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x28, 0x29:  // , ; : ! ? ( )
                return true
            case 0x2E:  // .
                let inNumber = index > 0 && index + 1 < bytes.count && isDigit(bytes[index - 1]) && isDigit(bytes[index + 1])
                let goesOnLower = index + 2 < bytes.count && bytes[index + 1] == 0x20 && (0x61...0x7A).contains(bytes[index + 2])
                if !inNumber && !goesOnLower { return true }
            default:
                continue
            }
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    /// Whether a digit or a fraction character (`½`, `⅓`) starts at `index`.
    static func startsWithNumber(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        if (0x30...0x39).contains(lead) { return true }
        // ¼ ½ ¾ (U+00BC–U+00BE) and ⅐ to ⅞ (U+2150–U+215E).
        if lead == 0xC2, index + 1 < bytes.count { return (0xBC...0xBE).contains(bytes[index + 1]) }
        if lead == 0xE2, index + 2 < bytes.count { return bytes[index + 1] == 0x85 && (0x90...0x9E).contains(bytes[index + 2]) }
        return false
    }
}
