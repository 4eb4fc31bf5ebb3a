// The shopping list in the browser: m marks the recipe shown (a mark on its row, a count on the
// status line), L opens the combined list, Space ticks lines off, other processes' changes arrive
// as diffs that redraw only what changed.
import Foundation
import Ingredients
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct ShoppingPaneTests {
    private func select(_ title: String, in fixture: BrowserFixture) throws -> Recipe {
        let recipes = try fixture.store.recipes(with: fixture.store.recipeIDs(matching: RecipeQuery()))
        let recipe = try #require(recipes.first { $0.title == title })
        fixture.press(.character("g"))
        while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("j")) }
        return recipe
    }

    private func status(_ fixture: BrowserFixture) -> String { fixture.screen.terminalLines.last ?? "" }

    @Test func markingShowsOnTheRowAndTheStatusLineAndLandsInTheStore() throws {
        let fixture = try BrowserFixture()
        let bread = try select("Banana bread", in: fixture)
        fixture.screen.resetCounters()
        fixture.press(.character("m"))
        #expect(try fixture.store.shoppingMarks() == [ShoppingMark(recipeID: bread.id, servings: nil)])
        #expect(fixture.screen.drawnLines("list").count == 1, "the marked row only")
        #expect(fixture.screen.selectedLine("list")?.contains("⊕") == true)
        #expect(status(fixture).contains("\"Banana bread\" on the shopping list"))
        fixture.press(.character("j"))
        #expect(status(fixture).contains("1 to shop"))
        fixture.press(.character("k"), .character("m"))
        #expect(try fixture.store.shoppingMarks().isEmpty)
        #expect(fixture.screen.selectedLine("list")?.contains("⊕") == false)
    }

    @Test func theServingsChosenInTheDetailGoWithTheMark() throws {
        let fixture = try BrowserFixture()
        let chana = try select("Chana masala", in: fixture)
        fixture.press(.character("+"), .character("+"), .character("m"))
        #expect(try fixture.store.shoppingMarks() == [ShoppingMark(recipeID: chana.id, servings: 6)])
        #expect(status(fixture).contains("for 6"))
    }

    @Test func theListCombinesTicksAndFollowsOtherProcesses() throws {
        let fixture = try BrowserFixture()
        let bread = try select("Banana bread", in: fixture)
        fixture.press(.character("m"))
        let muffins = try select("Blueberry muffins", in: fixture)
        fixture.press(.character("m"), .character("L"))
        #expect(fixture.browser.onScreen == "shopping")
        #expect(fixture.screen.terminalLines[0].hasPrefix(" recipes  Shopping list"))
        let expected = try fixture.store.shoppingList()
        #expect(expected.items.count > 5)
        var text = fixture.screen.text("shopping")
        // Both need salt in teaspoons: one line, summed. Flour in cups and in grams: two lines.
        let salt = try #require(expected.items.first { $0.name.lowercased() == "salt" })
        #expect(text.contains(salt.text) && salt.text.contains("3/4 tsp"))
        #expect(salt.recipeIDs.count == 2)
        #expect(expected.items.filter { $0.name.lowercased().contains("flour") }.count == 2)
        #expect(text.contains("Banana bread, Blueberry muffins") || text.contains("Blueberry muffins, Banana bread"))

        // Space ticks the selected line: it moves to the end, under "Ticked off", in the store too.
        guard case .item(let first)? = fixture.browser.shopping.pane.selectedItem else {
            Issue.record("no item selected"); return
        }
        fixture.press(.character(" "))
        #expect(try fixture.store.tickedShoppingItems() == [first])
        text = fixture.screen.text("shopping")
        #expect(text.contains("Ticked off"))
        let rows = ShoppingController.rows(of: fixture.browser.shopping.list)
        #expect(rows.last == .item(first))
        #expect(fixture.browser.shopping.pane.selectedItem != .item(first), "the selection moved on to the next line to buy")
        #expect(ScreenInvariants.violations(in: fixture) == [])

        // Another process deletes a marked recipe: its lines go, the rest stay where they were.
        let before = fixture.browser.shopping.pane.selectedItem
        let other = try fixture.library.otherProcess()
        _ = try other.delete(id: muffins.id)
        fixture.screen.resetCounters()
        fixture.press(.timeout)
        let after = try fixture.store.shoppingList()
        #expect(after.items.allSatisfy { $0.recipeIDs == [bread.id] })
        #expect(fixture.screen.text("shopping").contains("Blueberry muffins") == false)
        #expect(fixture.browser.shopping.pane.selectedItem == before || before == nil
                || !after.items.contains { .item($0.id) == before })
        #expect(ScreenInvariants.violations(in: fixture) == [])

        // Esc goes back to the list; the status line still counts what is marked.
        fixture.press(.escape)
        #expect(fixture.browser.onScreen == "browse")
        #expect(status(fixture).contains("1 to shop"))
    }

    @Test func anEmptyListSaysHowToFillIt() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("L"))
        #expect(fixture.screen.text("shopping").contains("Nothing to shop for — m in the list marks the selected recipe"))
        fixture.press(.character("q"))
        #expect(fixture.browser.onScreen == "browse")
    }
}
