// Servings and units in the detail: + and - scale the recipe shown, = resets, U cycles units;
// only the lines whose text changes are redrawn.
import Foundation
import Ingredients
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct ScalingTests {
    /// A browser with `title` selected and shown in the detail (three panes, 120x40).
    private func showing(_ title: String) throws -> (BrowserFixture, Recipe) {
        let fixture = try BrowserFixture()
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        let recipe = try #require(try fixture.store.recipes(with: ids).first { $0.title == title })
        while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("j")) }
        return (fixture, recipe)
    }

    private func ingredientLines(_ recipe: Recipe) -> [String] {
        recipe.ingredients.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func plusScalesTheIngredientsAndRedrawsOnlyTheLinesThatChange() throws {
        let (fixture, recipe) = try showing("Chana masala")
        #expect(recipe.servings == "4")
        let lines = ingredientLines(recipe)
        let changing = lines.filter { IngredientLine(parsing: $0).scaled(by: 5.0 / 4).formatted() != $0 }
        #expect(changing.count >= 3, "the recipe has amounts to scale")
        fixture.screen.resetCounters()
        fixture.press(.character("+"))
        let detail = fixture.screen.text("detail")
        #expect(detail.contains("Serves 5 (from 4)"))
        for line in lines {
            #expect(detail.contains(IngredientLine(parsing: line).scaled(by: 5.0 / 4).formatted().prefix(20)))
        }
        // The heading and each changed ingredient line (as long as none wraps differently).
        #expect(fixture.screen.drawnLines("detail").count == changing.count + 1)
        #expect(fixture.screen.text("status").contains("Serves 5 (from 4)"))

        fixture.press(.character("+"))
        #expect(fixture.screen.text("detail").contains("Serves 6 (from 4)"))
        fixture.press(.character("="))
        let reset = fixture.screen.text("detail")
        #expect(reset.contains("Serves 4") && !reset.contains("(from"))
        for line in lines { #expect(reset.contains(line.prefix(20))) }
    }

    @Test func minusStopsAtOneAndAFieldWithoutANumberSaysSo() throws {
        let (fixture, _) = try showing("Soft scrambled eggs on toast")
        fixture.press(.character("-"))
        #expect(fixture.screen.text("detail").contains("Serves 1"))
        #expect(!fixture.screen.text("detail").contains("(from"))
        let other = try fixture.store.add(Recipe(title: "Aaa crowd food", servings: "a crowd", ingredients: "1 kg rice"))
        fixture.press(.timeout)
        while fixture.browser.list.pane.selectedItem != other.id { fixture.press(.character("k")) }
        fixture.press(.character("+"))
        #expect(fixture.screen.text("status").contains("Cannot scale: \"a crowd\" holds no number"))
        #expect(fixture.screen.text("detail").contains("1 kg rice"))
    }

    @Test func uCyclesUnitsAndTheChoiceStaysWithTheRecipe() throws {
        let (fixture, recipe) = try showing("Banana bread")
        let cups = try #require(ingredientLines(recipe).first { $0.contains("cup") })
        fixture.press(.character("U"))
        #expect(fixture.screen.text("status").contains("Metric"))
        let metric = IngredientLine(parsing: cups).converted(to: .metric).formatted()
        #expect(metric != cups && fixture.screen.text("detail").contains(metric))
        // Another recipe is as written; coming back keeps the metric units.
        fixture.press(.character("j"))
        fixture.press(.character("k"))
        #expect(fixture.screen.text("detail").contains(metric))
        fixture.press(.character("U"))
        #expect(fixture.screen.text("detail").contains(IngredientLine(parsing: cups).converted(to: .us).formatted()))
        fixture.press(.character("U"))
        #expect(fixture.screen.text("detail").contains(cups))
    }
}
