// The screen tells the truth: the reproductions of what a new user met, walked key by key with
// the screen invariants (every drawn row is the snapshot's, the header counts it) checked after each.
import Foundation
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct ScreenTruthTests {
    /// Presses each key and checks every screen invariant after it.
    private func walk(_ fixture: BrowserFixture, _ keys: [KeyEvent], _ context: String = "") {
        for key in keys {
            fixture.press(key)
            #expect(ScreenInvariants.violations(in: fixture) == [], "\(context) after \(key.name)")
        }
    }

    /// The list pane's text on the terminal, its lines joined by spaces.
    private func listText(_ fixture: BrowserFixture) -> String {
        let frame = fixture.screen.surfaces["list"]!.frame
        return (0..<frame.rows).map { y in
            fixture.screen.terminalCells(frame, line: y).map(\.text).joined().trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    @Test func shrinkingTheListWhileScrolledToTheBottomLeavesNoRowThatIsNotInIt() throws {
        let fixture = try BrowserFixture()
        walk(fixture, [.character("G"), .character("/"), .character("s"), .character("o"), .character("u"), .character("p")])
        let soups = try fixture.titles(RecipeQuery(searchText: "soup"))
        let shown = fixture.screen.terminalLines.dropFirst().prefix(38).map { $0.split(separator: "│").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(shown.filter { !$0.isEmpty }.count == soups.count)
    }

    @Test func anEmptyListIsBlankAndSaysWhy() throws {
        let fixture = try BrowserFixture()
        walk(fixture, [.character("/")] + "zzz".map { .character($0) } + [.enter], "search zzz")
        #expect(fixture.browser.list.count == 0)
        #expect(listText(fixture).contains("No recipe matches 'zzz' — Esc clears the search"))
        // The kept search in another scope: still empty, still blank below the message.
        walk(fixture, [.character("h"), .character("j"), .enter], "Favorites with zzz")
        #expect(listText(fixture).contains("No recipe in Favorites matches 'zzz'"))
        // A narrower layout while empty: the old divider and detail text go.
        fixture.resize(rows: 24, columns: 80)
        #expect(ScreenInvariants.violations(in: fixture) == [])
        #expect(fixture.screen.terminalLines.allSatisfy { $0.filter { $0 == "│" }.count <= 1 })
        // Ctrl-L repaints what the terminal should show, not stale rows.
        walk(fixture, [.control("l"), .escape], "Ctrl-L, Esc")
        #expect(fixture.browser.list.count > 0)
    }

    @Test func anEmptyLibrarySaysHowToStart() throws {
        let fixture = try BrowserFixture()
        let other = try fixture.library.otherProcess()
        for id in try other.recipeIDs(matching: RecipeQuery()) { _ = try other.delete(id: id) }
        walk(fixture, [.timeout])
        #expect(listText(fixture).contains("No recipes yet — a adds one, or recipes import FILE"))
        #expect(fixture.screen.terminalLines[0].hasSuffix("0 recipes"))
    }

    @Test func deletingTheRecipeShownFullScreenGoesBackToTheList() throws {
        let fixture = try BrowserFixture(rows: 24, columns: 80)
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        walk(fixture, [.character("j"), .enter])
        #expect(fixture.browser.onScreen == "detail")
        walk(fixture, [.character("d")], "delete full screen")
        #expect(fixture.browser.onScreen == "browse")
        #expect(fixture.browser.list.pane.selectedItem == ids[2])
        #expect(try fixture.store.recipe(with: ids[1]) == nil)
    }

    @Test func undoingTheDeleteThatEmptiedACollectionBringsThePersonBackToIt() throws {
        let fixture = try BrowserFixture()
        _ = try fixture.store.add(Recipe(title: "Only one", servings: "1", collections: ["Solo"]))
        walk(fixture, [.timeout])
        fixture.browser.choose(.collection("Solo"))
        walk(fixture, [.character("d")], "delete the only recipe of Solo")
        #expect(fixture.browser.sidebar.chosenScope == .all)
        walk(fixture, [.character("u")], "undo")
        #expect(fixture.browser.sidebar.chosenScope == .collection("Solo"))
        #expect(fixture.browser.list.count == 1)
        #expect(fixture.screen.terminalLines[0].contains("Solo"))
    }
}
