// How a recipe reads on one line of the list: title, then ♥, total time and servings aligned right.
import RecipeKit
import TerminalUI

/// Turns a recipe into a list row.
struct RecipeRowFormatter {
    let glyphs: Glyphs

    /// The row: the title on the left; favorite mark, total time and servings in fixed-width columns.
    func row(for recipe: Recipe) -> Row {
        let heart = recipe.isFavorite ? glyphs.heart : " "
        let time = Self.padded(RecipeDuration.format(recipe.totalTime), to: 6)
        let servings = Self.padded(Self.clipped(recipe.servings, to: 10), to: 10)
        return Row([Segment(recipe.title)], accessory: [
            Segment(heart, role: .accent), Segment(" " + time + "  ", role: .dim), Segment(servings, role: .dim),
        ])
    }

    /// A row for an identifier whose recipe could not be read (deleted meanwhile, or a read error).
    func missingRow(id: Recipe.ID) -> Row {
        Row([Segment("(recipe \(id) is gone)", role: .dim)])
    }

    private static func padded(_ text: String, to columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - TextWidth.of(text))) + text
    }

    private static func clipped(_ text: String, to columns: Int) -> String {
        FittedText(text, columns: columns, ellipsis: "…").text
    }
}
