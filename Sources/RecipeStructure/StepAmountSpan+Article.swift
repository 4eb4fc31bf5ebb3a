import Ingredients

/// An amount a step writes with an article for its number, before the name it measures ("Add eine
/// Prise Salz", "a pinch of salt", "a cup of stock"): one of the unit, which scales as an
/// ingredient line "eine Prise Salz" does ("2 Prisen Salz", halved "1/2 Prise Salz").
extension StepAmountSpan {
    /// The amount ending at the name at `word` in `step` (UTF-8 offsets), the listed ingredient's
    /// name being `name`, that starts with an indefinite article (`ArticleBeforeAmount.isArticle`):
    /// the nearest article before the name, with no punctuation that ends a phrase between,
    /// followed by a unit a cook measures with (a weight or a volume, a pinch, a dash, a drop) and
    /// words of the name. A unit that counts items, or a handful, is no such amount: "top each
    /// with a slice of cheese", "sprinkle on a handful of mozzarella" (on one of the breads) are a
    /// serving's, whatever the servings.
    static func find(in step: String, articleBefore word: Range<Int>, name: String) -> StepAmountSpan? {
        var step = step
        var found: IngredientLine?
        let start = step.withUTF8 { bytes -> Int? in
            var end = word.lowerBound, nearest = word.lowerBound
            for _ in 0..<reach {
                while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
                guard end > 0 else { return nil }
                var start = end
                while start > 0, !isSpace(bytes[start - 1]) { start -= 1 }
                if endsPhrase(bytes, in: start..<nearest) { return nil }
                nearest = start
                if end - start <= 5, ArticleBeforeAmount.isArticle(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    let line = IngredientLine(parsing: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<word.upperBound]), as: UTF8.self))
                    guard isAmount(line, name: name), let unit = line.unit, isMeasuring(unit) else { return nil }
                    found = line
                    return start
                }
                end = start
            }
            return nil
        }
        guard let start, let found else { return nil }
        return StepAmountSpan(bytes: start..<word.upperBound, line: found, shown: found)
    }

    /// Whether `unit` is one a cook measures an amount with, not one that counts items.
    private static func isMeasuring(_ unit: IngredientUnit) -> Bool {
        unit.dimension != .count || [.pinch, .dash, .drop].contains(unit)
    }
}
