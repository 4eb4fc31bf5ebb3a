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
        return nil
    }
}
