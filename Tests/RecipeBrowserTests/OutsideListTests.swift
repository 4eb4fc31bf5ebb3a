// Apple's sample's favorite scenario: in Favorites, f takes the recipe shown out of the list and
// the detail keeps showing it; f again puts it back, selected. Meanwhile no row claims to be what
// is shown, the status line says so, the keys act on the recipe on screen, j/k go back to its
// neighbours.
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct OutsideListTests {
    private func status(_ fixture: BrowserFixture) -> String { fixture.screen.terminalLines.last ?? "" }

    /// Favorites chosen from the sidebar, its first recipe selected; the favorites' IDs.
    private func inFavorites(_ fixture: BrowserFixture) throws -> [Recipe.ID] {
        fixture.press(.character("s"), .character("j"), .enter)
        #expect(fixture.browser.list.query.scope == .favorites)
        let favorites = try fixture.store.recipeIDs(matching: RecipeQuery(scope: .favorites))
        try #require(favorites.count >= 3)
        return favorites
    }

    @Test func unfavoritingKeepsTheRecipeShownAndFAgainPutsItBackSelected() throws {
        let fixture = try BrowserFixture()
        let favorites = try inFavorites(fixture)
        let first = try #require(try fixture.store.recipe(with: favorites[0]))
        fixture.press(.character("f"))
        #expect(try fixture.store.recipe(with: first.id)?.isFavorite == false)
        #expect(fixture.browser.list.snapshot.indexOfItem(first.id) == nil)
        // The detail still shows it; no row of the list is drawn as the one shown.
        #expect(fixture.browser.detail.recipeID == first.id)
        #expect(fixture.screen.lines("detail").first?.hasPrefix(first.title) == true)
        #expect(fixture.screen.selectedLine("list") == nil)
        #expect(status(fixture).contains("\(first.title) is no longer in Favorites — f puts it back"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
        // It stays so while other keys are pressed.
        fixture.press(.character("+"))
        #expect(fixture.browser.detail.recipeID == first.id)
        fixture.press(.function(1))  // no key of the browser: the message goes, the note is back
        #expect(status(fixture).contains("no longer in Favorites"))

        fixture.press(.character("f"))
        #expect(try fixture.store.recipe(with: first.id)?.isFavorite == true)
        #expect(fixture.browser.list.pane.selectedItem == first.id)
        #expect(fixture.screen.selectedLine("list")?.hasPrefix(first.title) == true)
        #expect(fixture.browser.detail.recipeID == first.id)
        #expect(!status(fixture).contains("no longer"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
    }

    @Test func markEditAndDeleteActOnTheRecipeShown() throws {
        let fixture = try BrowserFixture()
        let favorites = try inFavorites(fixture)
        fixture.press(.character("f"))
        fixture.press(.character("m"))
        #expect(try fixture.store.shoppingMarks().map(\.recipeID) == [favorites[0]])
        guard case .edit(let request) = fixture.press(.character("e"))[0] else {
            Issue.record("e did not ask for the editor"); return
        }
        #expect(request.original?.id == favorites[0])
        fixture.browser.editingCancelled("Not saved: the file was not changed")
        fixture.press(.character("d"))
        #expect(try fixture.store.recipe(with: favorites[0]) == nil)
        #expect(try fixture.store.recipe(with: favorites[1]) != nil)
        // Gone: the detail follows the list's selection again, drawn selected.
        #expect(fixture.browser.detail.recipeID == favorites[1])
        #expect(fixture.screen.selectedLine("list") != nil)
        #expect(ScreenInvariants.violations(in: fixture) == [])
    }

    @Test func jAndKSelectTheNeighboursOfWhereItWas() throws {
        for (key, expected) in [(KeyEvent.character("j"), 2), (.character("k"), 0), (.down, 2), (.up, 0)] {
            let fixture = try BrowserFixture()
            let favorites = try inFavorites(fixture)
            fixture.press(.character("j"), .character("f"))
            #expect(fixture.browser.detail.recipeID == favorites[1])
            fixture.press(key)
            #expect(fixture.browser.list.pane.selectedItem == favorites[expected], "\(key.name)")
            #expect(fixture.browser.detail.recipeID == favorites[expected])
            #expect(fixture.screen.selectedLine("list") != nil)
            #expect(!status(fixture).contains("no longer"))
        }
    }

    @Test func aSearchTheEditTakesItOutOfKeepsItShownToo() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("/"))
        fixture.type("bread")
        fixture.press(.enter)
        let shown = try #require(fixture.browser.list.pane.selectedItem)
        guard case .edit(let request) = fixture.press(.character("e"))[0] else {
            Issue.record("e did not ask for the editor"); return
        }
        var template = request.template
        template.title = "Zucchini loaf"
        template.ingredients = ["2 zucchini"]
        template.directions = ["Bake."]
        fixture.browser.finishEditing(request, with: template)
        fixture.press(.timeout)
        #expect(fixture.browser.list.snapshot.indexOfItem(shown) == nil)
        #expect(fixture.browser.detail.recipeID == shown)
        #expect(status(fixture).contains("Zucchini loaf is no longer in All Recipes matching 'bread' — j/k go back to the list"))
        #expect(ScreenInvariants.violations(in: fixture) == [])
        // Another search: the list is another one, and shows its own selection.
        fixture.press(.escape)
        #expect(fixture.browser.detail.recipeID == fixture.browser.list.pane.selectedItem)
        #expect(!status(fixture).contains("no longer"))
    }

    @Test func theFullScreenRecipeStaysOnTheRecipeUnfavorited() throws {
        let fixture = try BrowserFixture(rows: 24, columns: 80)
        let favorites = try inFavorites(fixture)
        fixture.press(.enter)
        #expect(fixture.browser.onScreen == "detail")
        fixture.press(.character("f"))
        #expect(fixture.browser.onScreen == "detail")
        #expect(fixture.browser.detail.recipeID == favorites[0])
        #expect(ScreenInvariants.violations(in: fixture) == [])
        fixture.press(.character("f"), .escape)
        #expect(fixture.browser.list.pane.selectedItem == favorites[0])
    }
}
