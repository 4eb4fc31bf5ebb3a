// Cook mode: c opens the recipe one step at a time; t starts the step's timer, which counts
// down on the status line (one row a second), rings once when done and survives moving around.
import Foundation
import Ingredients
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct CookModeTests {
    /// A sample recipe with a time in one of its steps, selected; the step's index and mention.
    private func timedRecipe(_ fixture: BrowserFixture) throws -> (Recipe, step: Int, DurationMention) {
        let recipes = try fixture.store.recipes(with: fixture.store.recipeIDs(matching: RecipeQuery()))
        for recipe in recipes {
            let steps = recipe.directions.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if let step = steps.indices.dropFirst().first(where: { !DurationMention.find(in: steps[$0]).isEmpty }) {
                while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("j")) }
                return (recipe, step, DurationMention.find(in: steps[step])[0])
            }
        }
        throw CancellationError()
    }

    private func status(_ fixture: BrowserFixture) -> String { fixture.screen.terminalLines.last ?? "" }

    @Test func stepsTimersAndTheBell() throws {
        let fixture = try BrowserFixture()
        let (recipe, step, mention) = try timedRecipe(fixture)
        fixture.press(.character("c"))
        #expect(fixture.browser.onScreen == "cook")
        let stepCount = fixture.browser.cook.steps.count
        #expect(fixture.screen.text("cook").contains("STEP 1 of \(stepCount)"))
        #expect(fixture.screen.text("cook").contains(recipe.title))
        for _ in 0..<step { fixture.press(.character("j")) }
        #expect(fixture.screen.text("cook").contains("STEP \(step + 1) of \(stepCount)"))
        #expect(fixture.screen.text("cook").contains("t starts a timer"))

        fixture.press(.character("t"))
        #expect(status(fixture).contains("Timer Step \(step + 1)"))
        let full = CookModeController.clock(Double(mention.lowerSeconds))
        #expect(status(fixture).hasSuffix("⏲ Step \(step + 1) \(full)"))

        // A second later: one frame, the status row only.
        fixture.clock.seconds = 1
        fixture.screen.resetCounters()
        fixture.press(.timeout)
        #expect(status(fixture).hasSuffix(CookModeController.clock(Double(mention.lowerSeconds) - 1)))
        #expect(fixture.screen.drawnLines("status").count == 1)
        #expect(fixture.screen.drawnLines("cook").isEmpty)
        // Nothing changes within the same second: no frame.
        fixture.clock.seconds = 1.5
        #expect(fixture.browser.handle(.timeout) == .idle)

        // Moving between steps and leaving cook mode keeps the timer.
        fixture.press(.character("k"))
        fixture.press(.escape)
        #expect(fixture.browser.onScreen == "browse")
        #expect(status(fixture).contains("⏲ Step \(step + 1)"))

        fixture.clock.seconds = Double(mention.lowerSeconds) + 1
        fixture.press(.timeout)
        #expect(fixture.screen.bells == 1)
        #expect(status(fixture).hasSuffix("Step \(step + 1) done ✓"))
        fixture.clock.seconds += 5
        fixture.press(.timeout)
        #expect(fixture.screen.bells == 1, "a timer rings once")

        fixture.press(.character("c"), .character("x"))
        #expect(!status(fixture).contains("⏲"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
    }

    @Test func aStepNamesAnIngredientByItsNameOrItsNoun() {
        #expect(CookModeController.mentions("stir in the onions and cook", name: "red onion"))
        #expect(CookModeController.mentions("whisk the eggs with the milk", name: "egg"))
        #expect(CookModeController.mentions("add the garlic", name: "garlic cloves"))
        #expect(!CookModeController.mentions("bake until golden", name: "flour"))
        #expect(!CookModeController.mentions("serve at once", name: "oil"))
    }

    @Test func stepIngredientsFollowTheServingsChosenInTheDetail() throws {
        let fixture = try BrowserFixture()
        let recipe = try fixture.store.add(Recipe(title: "Aaa rice", servings: "2",
                                                   ingredients: "200 g rice\n1 onion", directions: "Rinse the rice.\nFry the onion for 5 minutes."))
        fixture.press(.timeout)
        while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("k")) }
        fixture.press(.character("+"), .character("+"), .character("c"))
        #expect(fixture.screen.text("cook").contains("400 g rice"))
        #expect(!fixture.screen.text("cook").contains("onion"))
        fixture.press(.character("j"))
        #expect(fixture.screen.text("cook").contains("2 onions"))
        #expect(!fixture.screen.text("cook").contains("400 g rice"))
    }
}
