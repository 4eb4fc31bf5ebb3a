// The detail's lines as a reader sees them: servings said once, unknown times shown as unknown,
// and every step's wrapped lines under its own text.
import RecipeKit
import Testing
import TerminalUI
@testable import RecipeBrowser

@Suite struct DetailFormatterTests {
    private func lines(_ recipe: Recipe, columns: Int = 40) -> [String] {
        RecipeDetailFormatter(glyphs: Glyphs(unicode: true))
            .rows(for: recipe, structure: recipe.structure(cooklangSource: nil), columns: columns)
            .map { $0.segments.map(\.text).joined() }
    }

    @Test func servingsWrittenWithTheirWordAreSaidOnce() {
        #expect(lines(Recipe(title: "Stew", servings: "8 servings")).contains("Serves 8"))
        #expect(lines(Recipe(title: "Stew", servings: "Serves 4")).contains("Serves 4"))
    }

    @Test func unknownTimesAreShownAsUnknownLikeTheCommandLine() {
        let shown = lines(Recipe(title: "Salad", cookTime: 600))
        #expect(shown.contains("Prep – · Cook 10m · Total 10m"))
    }

    @Test func aRecipeStatingNoTimeAtAllHasNoRowOfDashes() {
        let shown = lines(Recipe(title: "Toast", servings: "2", ingredients: "2 slices bread", directions: "Toast the bread."))
        #expect(!shown.contains { $0.contains("Prep") || $0.contains("Total") })
        #expect(shown.prefix(2) == ["Toast", "Serves 2"])
    }

    @Test func aStatedTotalLargerThanPrepAndCookIsTheTotalWithBothStillShown() {
        let croissants = Recipe(title: "Croissants", prepTime: 2_700, cookTime: 1_800, statedTotalTime: 80_100)
        #expect(lines(croissants).contains("Prep 45m · Cook 30m · Total 22h 15m"))
    }

    @Test func wrappedLinesOfEveryStepStandUnderItsText() {
        let step = "Stir the pot slowly with a wooden spoon until it thickens"
        let recipe = Recipe(title: "Sauce", directions: (1...10).map { _ in step }.joined(separator: "\n"))
        let directions = lines(recipe, columns: 30).drop { $0 != "Directions" }.dropFirst()
        let first = Array(directions.prefix { !$0.hasPrefix("2.") && !$0.hasPrefix(" 2.") })
        #expect(first.first?.hasPrefix(" 1. Stir") == true)
        #expect(first.count > 1)
        for continuation in first.dropFirst() {
            #expect(continuation.hasPrefix("    ") && !continuation.hasPrefix("     "), "under the text: \(continuation)")
        }
        let tenth = Array(directions.drop { !$0.hasPrefix("10.") })
        #expect(tenth.dropFirst().first?.hasPrefix("    ") == true)
    }
}
