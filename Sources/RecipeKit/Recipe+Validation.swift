/// Something about a recipe value that the library will not store, tied to the JSON field it is in.
public struct RecipeProblem: Sendable, Equatable, CustomStringConvertible {
    /// The JSON key of the offending field.
    public var field: String
    /// What the field must be, completing the sentence "`field` must ...".
    public var requirement: String

    /// The problem as a sentence: `"prepTime" must be a number of seconds`.
    public var description: String { "\"\(field)\" \(requirement)" }
}

extension Recipe {
    /// The first problem that stops this recipe from being stored, or `nil` when it is fine.
    public var problem: RecipeProblem? {
        if title.allSatisfy(\.isWhitespace) {
            return RecipeProblem(field: "title", requirement: "must not be empty")
        }
        if prepTime < 0 { return RecipeProblem(field: "prepTime", requirement: "must not be negative") }
        if cookTime < 0 { return RecipeProblem(field: "cookTime", requirement: "must not be negative") }
        if statedTotalTime < 0 { return RecipeProblem(field: "statedTotalTime", requirement: "must not be negative") }
        if !(0...5).contains(rating) { return RecipeProblem(field: "rating", requirement: "must be from 0 (unrated) to 5") }
        for (field, text) in [("ingredients", ingredients), ("directions", directions)] {
            let lines = Self.lineCount(text, stoppingAfter: Self.maximumLines)
            if lines > Self.maximumLines {
                return RecipeProblem(field: field, requirement: "must hold at most 5,000 lines "
                    + "(this one holds more); split it into several recipes")
            }
        }
        return nil
    }

    /// The most lines a recipe's ingredients, or its directions, may hold. A recipe is read and
    /// laid out whole whenever it is shown; a cookbook's longest recipes hold a few hundred lines,
    /// and one of 200,000 lines would make every key wait seconds.
    public static let maximumLines = 5_000

    /// The number of lines of `text`, counted up to one past `limit`.
    private static func lineCount(_ text: String, stoppingAfter limit: Int) -> Int {
        guard text.utf8.count > limit else { return 0 }
        var count = 1
        for byte in text.utf8 where byte == 0x0A {
            count += 1
            if count > limit { break }
        }
        return count
    }
}
