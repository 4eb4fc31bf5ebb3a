// How a recipe reads on one line of the list: title, then ♥, total time and servings aligned right.
import RecipeKit
import TerminalUI

/// Turns a recipe into a list row (`⊕` marks a recipe on the shopping list).
struct RecipeRowFormatter {
    let glyphs: Glyphs

    /// The row for a list `columns` wide: the title on the left; favorite mark, total time and
    /// servings in fixed-width columns. The title wins the space: under 40 columns the servings
    /// go, under 26 the time too, so a narrow list still reads as a list of titles.
    func row(for recipe: RecipeSummary, columns: Int = .max, markedForShopping: Bool = false) -> Row {
        let heart = recipe.isFavorite ? glyphs.heart : " "
        let mark = markedForShopping ? (glyphs.isUnicode ? "⊕" : "+") : " "
        var accessory = [Segment(mark, role: .accent), Segment(heart, role: .accent)]
        if columns >= 26 {
            // An unknown time is a dash, as in the detail and `recipes show`: "0m" would claim no time at all.
            let time = recipe.totalTime > 0 ? RecipeDuration.format(recipe.totalTime) : (glyphs.isUnicode ? "–" : "-")
            accessory.append(Segment(" " + Self.padded(time, to: 6), role: .dim))
        }
        if columns >= 40 {
            accessory.append(Segment("  " + Self.padded(Self.clipped(recipe.servings, to: 10), to: 10), role: .dim))
        }
        return Row([Segment(recipe.title)], accessory: accessory)
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
