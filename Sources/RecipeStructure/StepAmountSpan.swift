import Ingredients

/// Finds the amount a step of a text recipe writes right before an ingredient it names ("Whisk
/// *2 cups flour* with *1 tsp salt*"), so that scaling changes it and nothing else: oven
/// temperatures, times, pan sizes ("9-inch pan") and step numbers stand before no ingredient's
/// name and are left as written.
///
/// An amount is a run of the step's words that starts with a number and reads, as an ingredient
/// line, as an amount (and unit) followed by words of the named ingredient's own name ("2 large
/// eggs" for "3 large eggs"), ending at the word that named it.
enum StepAmountSpan {
    /// How many words before the named one an amount may start.
    private static let reach = 5

    /// The bytes of `step` (UTF-8 offsets) that hold an amount and the name ending at `word`, the
    /// named ingredient's name having the folded words `nameWords`; `nil` when no amount stands there.
    static func find(in step: String, before word: Range<Int>, nameWords: [String]) -> Range<Int>? {
        var step = step
        return step.withUTF8 { bytes -> Range<Int>? in
            // The starts of the words before `word`, nearest first: only they may start an amount.
            var starts: [Int] = []
            var index = word.lowerBound
            while starts.count < reach {
                while index > 0, isSpace(bytes[index - 1]) { index -= 1 }
                guard index > 0 else { break }
                while index > 0, !isSpace(bytes[index - 1]) { index -= 1 }
                starts.append(index)
            }
            // The nearest start that reads as an amount, taking in a number just before it ("1 1/2 cups").
            func reads(from start: Int) -> Bool {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<word.upperBound]), as: UTF8.self)
                return isAmount(IngredientLine(parsing: text), nameWords: nameWords)
            }
            for (index, start) in starts.enumerated() where startsWithNumber(bytes, at: start) && reads(from: start) {
                if index + 1 < starts.count, startsWithNumber(bytes, at: starts[index + 1]), reads(from: starts[index + 1]) {
                    return starts[index + 1]..<word.upperBound
                }
                return start..<word.upperBound
            }
            return nil
        }
    }

    /// Whether `line` is an amount and then only words of the ingredient's name.
    private static func isAmount(_ line: IngredientLine, nameWords: [String]) -> Bool {
        guard line.writtenMeasure != nil, !line.isHeading, line.note.isEmpty, line.alternate == nil else { return false }
        let words = WordKey.words(of: line.name)
        return !words.isEmpty && words.allSatisfy { nameWords.contains($0) || $0 == "of" }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    /// Whether a digit or a fraction character (`½`, `⅓`) starts at `index`.
    private static func startsWithNumber(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        if (0x30...0x39).contains(lead) { return true }
        // ¼ ½ ¾ (U+00BC–U+00BE) and ⅐ to ⅞ (U+2150–U+215E).
        if lead == 0xC2, index + 1 < bytes.count { return (0xBC...0xBE).contains(bytes[index + 1]) }
        if lead == 0xE2, index + 2 < bytes.count { return bytes[index + 1] == 0x85 && (0x90...0x9E).contains(bytes[index + 2]) }
        return false
    }
}
