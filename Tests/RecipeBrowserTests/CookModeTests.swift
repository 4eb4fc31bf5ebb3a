// Cook mode: c opens the recipe one step at a time; t starts the step's timer, which counts
// down on the status line (one row a second), rings once when done and survives moving around.
import Foundation
import Ingredients
import Testing
import RecipeKit
import RecipeStructure
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct CookModeTests {
    /// A sample recipe with a time in one of its steps, selected; the step's index and timer.
    private func timedRecipe(_ fixture: BrowserFixture) throws -> (Recipe, step: Int, StepTimer) {
        let recipes = try fixture.store.recipes(with: fixture.store.recipeIDs(matching: RecipeQuery()))
        for recipe in recipes {
            let steps = recipe.structure(cooklangSource: nil).steps
            if let step = steps.indices.dropFirst().first(where: { steps[$0].timers.contains { $0.seconds > 0 } }) {
                while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("j")) }
                return (recipe, step, steps[step].timers[0])
            }
        }
        throw CancellationError()
    }

    private func status(_ fixture: BrowserFixture) -> String { fixture.screen.terminalLines.last ?? "" }

    @Test func stepsTimersAndTheBell() throws {
        let fixture = try BrowserFixture()
        let (recipe, step, timer) = try timedRecipe(fixture)
        let label = "\(recipe.title) · step \(step + 1)"
        fixture.press(.character("c"))
        #expect(fixture.browser.overlay == .cook)
        let stepCount = fixture.browser.cook.steps.count
        #expect(fixture.screen.text("cook").contains("STEP 1 of \(stepCount)"))
        #expect(fixture.screen.text("cook").contains(recipe.title))
        for _ in 0..<step { fixture.press(.character("j")) }
        #expect(fixture.screen.text("cook").contains("STEP \(step + 1) of \(stepCount)"))
        #expect(fixture.screen.text("cook").contains("t starts a timer"))

        fixture.press(.character("t"))
        #expect(status(fixture).contains("Timer \(label)"))
        let full = CookModeController.clock(timer.seconds)
        #expect(status(fixture).hasSuffix("⏲ \(label) \(full)"))

        // A second later: one frame, the status row only.
        fixture.clock.seconds = 1
        fixture.screen.resetCounters()
        fixture.press(.timeout)
        #expect(status(fixture).hasSuffix(CookModeController.clock(timer.seconds - 1)))
        #expect(fixture.screen.drawnLines("status").count == 1)
        #expect(fixture.screen.drawnLines("cook").isEmpty)
        // Nothing changes within the same second: no frame.
        fixture.clock.seconds = 1.5
        #expect(fixture.browser.handle(.timeout) == .idle)

        // Moving between steps and leaving cook mode keeps the timer.
        fixture.press(.character("k"))
        fixture.press(.escape)
        #expect(fixture.browser.overlay == nil)
        #expect(status(fixture).contains("⏲ \(label)"))

        fixture.clock.seconds = timer.seconds + 1
        fixture.press(.timeout)
        #expect(fixture.screen.bells == 1)
        #expect(status(fixture).hasSuffix("\(label) done ✓"))
        fixture.clock.seconds += 5
        fixture.press(.timeout)
        #expect(fixture.screen.bells == 1, "a timer rings once")

        fixture.press(.character("c"), .character("x"))
        #expect(!status(fixture).contains("⏲"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
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
