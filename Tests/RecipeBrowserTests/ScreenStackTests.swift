// The screen stack: ? opens the help over whatever is open and Esc comes back to it as it was;
// each screen's status line names its own keys.
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct ScreenStackTests {
    private func status(_ fixture: BrowserFixture) -> String { fixture.screen.terminalLines.last ?? "" }

    @Test func helpOverCookModeShowsItsKeysAndEscGoesBackToTheSameStep() throws {
        let fixture = try BrowserFixture()
        try selectRecipeWithTimedStep(fixture)
        let step = fixture.browser.cook.stepIndex
        let cookText = fixture.screen.text("cook")
        fixture.press(.character("?"))
        #expect(fixture.browser.onScreen == "help")
        #expect(fixture.screen.terminalLines[0].hasPrefix(" recipes  Cook mode"))
        let help = fixture.browser.help.pane.rows.map { $0.segments.map(\.text).joined() }.joined(separator: "\n")
        #expect(help.contains("Keys of Cook mode"))
        #expect(help.contains("   x ") && help.contains("clear the timers that are done"))
        #expect(help.contains("   T ") && help.contains("cancel a running timer"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
        fixture.press(.escape)
        #expect(fixture.browser.onScreen == "cook")
        #expect(fixture.browser.cook.stepIndex == step)
        #expect(fixture.screen.text("cook") == cookText)
        #expect(status(fixture).contains("Esc back  ? help"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
        // q on the help goes back too; Esc on cook mode back to the recipes.
        fixture.press(.character("?"), .character("q"))
        #expect(fixture.browser.onScreen == "cook")
        fixture.press(.escape)
        #expect(fixture.browser.onScreen == "browse")
    }

    @Test func helpOverTheShoppingListShowsItsKeysAndEscGoesBackToTheSameLine() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("m"), .character("L"), .character("j"), .character("j"))
        let selected = fixture.browser.shopping.pane.selectedItem
        fixture.press(.character("?"))
        #expect(fixture.browser.onScreen == "help")
        #expect(fixture.screen.terminalLines[0].hasPrefix(" recipes  Shopping list"))
        let help = fixture.browser.help.pane.rows.map { $0.segments.map(\.text).joined() }.joined(separator: "\n")
        #expect(help.contains("Keys of Shopping list") && help.contains("untick every line"))
        fixture.press(.escape)
        #expect(fixture.browser.onScreen == "shopping")
        #expect(fixture.browser.shopping.pane.selectedItem == selected)
        #expect(ScreenInvariants.violations(in: fixture) == [])
        #expect(status(fixture).hasPrefix(" j/k move  Space tick"))
    }

    @Test func helpOverTheRecipeKeepsTheFocusAndTheFullScreenRecipe() throws {
        let fixture = try BrowserFixture()
        fixture.press(.enter, .character("j"))
        #expect(fixture.browser.focus == .detail)
        let top = fixture.browser.detail.pane.topRow
        fixture.press(.character("?"), .escape)
        #expect(fixture.browser.focus == .detail && fixture.browser.detail.pane.topRow == top)

        let narrow = try BrowserFixture(rows: 24, columns: 80)
        narrow.press(.enter, .character("?"))
        #expect(narrow.browser.onScreen == "help")
        narrow.press(.escape)
        #expect(narrow.browser.onScreen == "detail")
        #expect(ScreenInvariants.violations(in: narrow) == [])
    }

    @Test func theStatusLineEndsWithTheWayOutOfEachScreen() throws {
        let fixture = try BrowserFixture(rows: 24, columns: 80)
        fixture.press(.character("k"))
        #expect(status(fixture).hasSuffix("? help  q quit"))
        fixture.press(.enter)
        #expect(status(fixture).contains("Esc back") && status(fixture).contains("? help  q back"))
        fixture.press(.escape, .character("c"))
        #expect(status(fixture).contains("Esc back  ? help"))
        fixture.press(.escape, .character("L"))
        #expect(status(fixture).contains("Esc back  ? help"))
        fixture.press(.character("?"))
        #expect(status(fixture).hasPrefix(" j/k scroll  Esc back"))
    }
}
