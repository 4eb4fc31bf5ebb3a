import Ingredients

/// An amount written in brackets right after the name of the ingredient it measures, as some
/// sites write a method ("Mix the soy sauce (2 tablespoons), toasted sesame oil (1 tablespoon)…"):
/// the step shows it scaled in place, and uses the ingredient in that amount.
extension StepAmountSpan {
    /// How many bytes into a bracket its amount may end: an amount is a few words.
    private static let bracketReach = 40

    /// The amount in brackets right after the name ending at `word` in `step` (UTF-8 offsets) of
    /// the listed ingredient `listed`: "soy sauce (2 tablespoons)", "soy sauce (2 tbsp.)", "flour
    /// (about 1 cup)", "butter (60 g / 4 tbsp)", and "kosher salt (1/2 teaspoon- omit if…)", whose
    /// amount ends where a note starts (`,` `;` or a dash after a word). The span covers the amount
    /// alone (`shown`), so the name and the brackets stay as written; `line` is the amount before
    /// the listed name ("2 tablespoons soy sauce"), as the step uses it.
    ///
    /// `nil` when the bracket holds no amount ("(optional)", "(see note)"), an amount of something
    /// else ("(about 5 minutes)", "(2-inch)"), or an amount of another kind than the listed line's:
    /// a weight or volume is no count ("cover the beets (about 2 cups)" is the water), and a unit
    /// that is counted is the listed one ("green onions (3 stalks)" of "3 stalks green onion").
    /// Whether a bracket opens right after the word at `word` in `step` (UTF-8 offsets), a space
    /// between or not: told by a byte or two, before anything is copied for `find(in:inBracketsAfter:of:)`.
    static func bracketFollows(_ word: Range<Int>, in step: String) -> Bool {
        // The bytes read in place where the text holds them so (a native string, always here):
        // an index made at an offset cost more than the rest of the test.
        if let follows = step.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            var index = word.upperBound
            guard index < bytes.count else { return false }
            if bytes[index] == 0x20 {
                index += 1
                guard index < bytes.count else { return false }
            }
            return bytes[index] == 0x28
        }) {
            return follows
        }
        let utf8 = step.utf8
        guard word.upperBound < utf8.count else { return false }
        var index = utf8.index(utf8.startIndex, offsetBy: word.upperBound)
        if utf8[index] == 0x20 {
            index = utf8.index(after: index)
            guard index < utf8.endIndex else { return false }
        }
        return utf8[index] == 0x28
    }

    static func find(in step: String, inBracketsAfter word: Range<Int>, of listed: IngredientUse) -> StepAmountSpan? {
        var step = step
        let found = step.withUTF8 { bytes -> Range<Int>? in
            var index = word.upperBound
            if index < bytes.count, bytes[index] == 0x20 { index += 1 }
            // Most names stand before no bracket: told by one byte.
            guard index < bytes.count, bytes[index] == 0x28 else { return nil }   // (
            index += 1
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            let start = index
            var hasNumber = false
            while index < bytes.count, index - start < bracketReach {
                let byte = bytes[index]
                if byte == 0x29 || byte == 0x2C || byte == 0x3B || byte == 0x28 { break }   // ) , ; (
                // "teaspoon- omit": a dash glued to a word, then a space, starts a note; "1-2 tbsp" is a range.
                if byte == 0x2D, index > start, isLetter(bytes[index - 1]), index + 1 < bytes.count, bytes[index + 1] == 0x20 { break }
                if (0x30...0x39).contains(byte) || byte == 0xC2 || byte == 0xE2 { hasNumber = true }
                index += 1
            }
            // A bracket inside the bracket, or one running on past an amount's length, holds no amount alone.
            guard hasNumber, index < bytes.count, index - start < bracketReach, bytes[index] != 0x28 else { return nil }
            while index > start, bytes[index - 1] == 0x20 { index -= 1 }
            return start..<index
        }
        guard let found else { return nil }
        let utf8 = step.utf8
        let amountText = String(step[utf8.index(utf8.startIndex, offsetBy: found.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: found.upperBound)])
        // Read before the listed name, as a line: words of the bracket that are no amount ("5
        // minutes") become part of the name, which is then not the listed one.
        let line = IngredientLine(parsing: amountText + " " + listed.name)
        let shown = IngredientLine(parsing: amountText)
        guard let measure = line.writtenMeasure, shown.writtenMeasure != nil, !line.isHeading, line.note.isEmpty,
              line.name == listed.name, measuresAlike(measure.unit, listed.line.writtenMeasure) else { return nil }
        return StepAmountSpan(bytes: found, line: line, shown: shown)
    }

    /// Whether an amount in `unit` can measure the listed line's `listed` amount: any when the
    /// line gives none; a weight or a volume for a weight or a volume; else the same counted unit.
    private static func measuresAlike(_ unit: IngredientUnit?, _ listed: Measure?) -> Bool {
        guard let listed else { return true }
        let kind = unit?.dimension ?? .count, listedKind = listed.unit?.dimension ?? .count
        if kind == .count || listedKind == .count { return unit == listed.unit }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
