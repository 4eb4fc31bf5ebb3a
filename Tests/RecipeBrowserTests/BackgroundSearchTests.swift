// Searches of large scopes run on the search worker; the list must end up exactly as a search
// on the event loop leaves it, whatever happens while the worker runs.
import Foundation
import RecipeKit
import Testing
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct BackgroundSearchTests {
    /// A browser on the sample library whose every search runs on the worker.
    private func makeFixture() throws -> BrowserFixture {
        let fixture = try BrowserFixture()
        fixture.browser.list.backgroundSearchMinimum = 0
        return fixture
    }

    /// Sends timeouts, as the event loop does while a search runs, until its result is shown.
    private func waitForSearch(_ fixture: BrowserFixture) {
        let deadline = Date().addingTimeInterval(10)
        while fixture.browser.isWaitingForSearch, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
            fixture.press(.timeout)
        }
        #expect(!fixture.browser.isWaitingForSearch, "a search result within 10 s")
    }

    @Test(arguments: ["ch", "김치", "\"*-NEAR", "garlic bread", "zzzz-no-match"])
    func theListIsWhatTheSearchSelects(text: String) throws {
        let fixture = try makeFixture()
        fixture.press(.character("/"))
        fixture.type(text)
        waitForSearch(fixture)
        #expect(fixture.browser.list.query.searchText == text)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery(searchText: text))))
        #expect(fixture.screen.text("status").contains("/" + text))
        #expect(!fixture.screen.text("status").contains("searching"))
        #expect(fixture.screen.text("title").contains("\(fixture.browser.list.count) recipe"))
    }

    /// Sends timeouts, as the event loop does, until the list shows the first matches of the
    /// search or its whole result; whether it shows the first matches only.
    private func waitForFirstMatches(_ fixture: BrowserFixture) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while fixture.browser.isWaitingForSearch, !fixture.browser.list.isPartial, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
            fixture.press(.timeout)
        }
        return fixture.browser.list.isPartial
    }

    /// A browser whose worker sends the first 3 matches ahead, with `text` typed and those shown.
    private func fixtureShowingFirstMatches(of text: String) throws -> BrowserFixture {
        let fixture = try makeFixture()
        fixture.browser.list.searchWindow = 3
        fixture.press(.character("/"))
        fixture.type(text)
        #expect(waitForFirstMatches(fixture))
        return fixture
    }

    @Test func aSearchMatchingMostOfTheListShowsItsFirstMatchesThenAllOfThem() throws {
        let fixture = try fixtureShowingFirstMatches(of: "a")
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "a"))
        #expect(expected.count > 20)
        // The first matches, in order, drawn by the list; the count says there are more to come.
        #expect(fixture.browser.list.isPartial)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == Array(expected.prefix(3)))
        #expect(fixture.browser.list.pane.selectedItem == expected.first)
        #expect(fixture.screen.text("title").contains("3+ recipes"))
        #expect(fixture.screen.text("status").contains("searching"))
        fixture.press(.down)
        waitForSearch(fixture)
        // Then all of them, the selection kept where the person moved it.
        #expect(!fixture.browser.list.isPartial)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == expected)
        #expect(fixture.browser.list.pane.selectedItem == expected[1])
        #expect(fixture.screen.text("title").contains("\(expected.count) recipes"))
        #expect(!fixture.screen.text("status").contains("searching"))
    }

    @Test func aChangeWhileOnlyTheFirstMatchesAreListedIsInTheWholeResult() throws {
        let fixture = try fixtureShowingFirstMatches(of: "a")
        let other = try fixture.library.otherProcess()
        let added = try other.add(Recipe(title: "Aaa apricot tart", ingredients: "apricots"))
        let removed = fixture.browser.list.snapshot.itemIdentifiers[1]
        _ = try other.delete(id: removed)
        // The change arrives while the list holds the first matches only (the whole result, read
        // before the change, may be waiting already: it must not be shown).
        try fixture.browser.list.storeDidChange([.recipesDidChange(inserted: [added.id], deleted: [removed])])
        #expect(!fixture.browser.list.snapshot.itemIdentifiers.contains(removed))
        waitForSearch(fixture)
        let ids = fixture.browser.list.snapshot.itemIdentifiers
        #expect(!fixture.browser.list.isPartial)
        #expect(ids == (try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "a"))))
        #expect(ids.first == added.id && !ids.contains(removed))
    }

    @Test func retypingTheTextOfAPartialListStillBringsTheWholeResult() throws {
        let fixture = try fixtureShowingFirstMatches(of: "a")
        // "p" typed and erased before the worker's next result is taken.
        try fixture.browser.list.filter(by: "ap")
        try fixture.browser.list.filter(by: "a")
        #expect(fixture.browser.isWaitingForSearch)
        waitForSearch(fixture)
        #expect(!fixture.browser.list.isPartial)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "a"))))
    }

    @Test func aResultTypedPastIsNeverShownLater() throws {
        let fixture = try makeFixture()
        fixture.press(.character("/"))
        fixture.type("chi")
        fixture.press(.backspace, .backspace)
        waitForSearch(fixture)
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "c"))
        for _ in 0..<20 {
            #expect(fixture.browser.list.snapshot.itemIdentifiers == expected)
            Thread.sleep(forTimeInterval: 0.002)
            fixture.press(.timeout)
        }
        #expect(fixture.browser.list.query.searchText == "c")
    }

    @Test func escapeWhileASearchRunsShowsTheWholeScopeAndDropsTheResult() throws {
        let fixture = try makeFixture()
        let all = fixture.browser.list.snapshot.itemIdentifiers
        fixture.press(.character("/"))
        fixture.type("ch")
        fixture.press(.escape)
        #expect(!fixture.browser.isWaitingForSearch)
        for _ in 0..<20 {
            #expect(fixture.browser.list.snapshot.itemIdentifiers == all)
            Thread.sleep(forTimeInterval: 0.002)
            fixture.press(.timeout)
        }
        #expect(fixture.browser.list.query.searchText == nil)
    }

    @Test func aChangeByAnotherProgramDuringASearchIsInTheResult() throws {
        let fixture = try makeFixture()
        fixture.press(.character("/"))
        fixture.type("ch")
        let other = try fixture.library.otherProcess()
        let added = try other.add(Recipe(title: "Cherry clafoutis", ingredients: "cherries\neggs"))
        let removed = try #require(try other.recipeIDs(matching: RecipeQuery(searchText: "ch")).first { $0 != added.id })
        _ = try other.delete(id: removed)
        fixture.press(.timeout) // the store poll: the change arrives while the search may still run
        waitForSearch(fixture)
        let ids = fixture.browser.list.snapshot.itemIdentifiers
        #expect(ids == (try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "ch"))))
        #expect(ids.contains(added.id) && !ids.contains(removed))
    }

    @Test func clearingTheSearchShowsTheScopeAsItWas() throws {
        let fixture = try makeFixture()
        fixture.browser.choose(.favorites)
        waitForSearch(fixture)
        let favorites = fixture.browser.list.snapshot.itemIdentifiers
        fixture.press(.character("/"))
        fixture.type("k")
        waitForSearch(fixture)
        #expect(fixture.browser.list.count < favorites.count && fixture.browser.list.count > 0)
        fixture.press(.control("u"))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == favorites)
        #expect(fixture.browser.list.query == RecipeQuery(scope: .favorites))
    }

    // Scope switches in a large library: the worker reads the scope, the list follows.

    /// A collection of the sample library with fewer recipes than All and than Favorites.
    private func someCollection(_ fixture: BrowserFixture) throws -> RecipeQuery.Scope {
        .collection(try #require(try fixture.store.collections().first { $0.recipeCount >= 2 }).name)
    }

    @Test func aChosenScopeIsShownOnceReadAndTheListSaysSoMeanwhile() throws {
        let fixture = try makeFixture()
        let all = fixture.browser.list.snapshot.itemIdentifiers
        let scope = try someCollection(fixture)
        fixture.browser.choose(scope)
        if fixture.browser.isWaitingForSearch {
            // Until it lands, the list is the one it was, and the screen says what is coming.
            #expect(fixture.browser.list.query.scope == .all)
            #expect(fixture.browser.list.snapshot.itemIdentifiers == all)
            fixture.browser.message = nil // what the first frame said ("New library …") is not in the way
            fixture.browser.updateChrome()
            #expect(fixture.screen.text("status").contains("loading \(scope.title)"))
        }
        waitForSearch(fixture)
        #expect(fixture.browser.list.query == RecipeQuery(scope: scope))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery(scope: scope))))
        #expect(fixture.browser.list.pane.selectedItem == fixture.browser.list.snapshot.itemIdentifiers.first)
        #expect(!fixture.screen.text("status").contains("loading"))
        // All Recipes was kept: coming back to it needs no worker.
        fixture.browser.choose(.all)
        #expect(!fixture.browser.isWaitingForSearch)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == all)
    }

    @Test func choosingAllRecipesWhileItIsShownReadsNothing() throws {
        let fixture = try makeFixture()
        let all = fixture.browser.list.snapshot.itemIdentifiers
        fixture.browser.choose(.all)
        #expect(!fixture.browser.isWaitingForSearch)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == all)
        #expect(fixture.browser.list.query == RecipeQuery())
    }

    @Test func aScopeChosenPastIsNeverShownLater() throws {
        let fixture = try makeFixture()
        let scope = try someCollection(fixture)
        fixture.browser.choose(.favorites)
        fixture.browser.choose(scope)
        waitForSearch(fixture)
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(scope: scope))
        for _ in 0..<20 {
            #expect(fixture.browser.list.snapshot.itemIdentifiers == expected)
            Thread.sleep(forTimeInterval: 0.002)
            fixture.press(.timeout)
        }
        #expect(fixture.browser.list.query == RecipeQuery(scope: scope))
    }

    @Test func aSearchTypedWhileAScopeIsReadSearchesThatScope() throws {
        let fixture = try makeFixture()
        fixture.browser.choose(.favorites)
        fixture.press(.character("/"))
        fixture.type("ch")
        waitForSearch(fixture)
        let query = RecipeQuery(scope: .favorites, searchText: "ch")
        #expect(fixture.browser.list.query == query)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: query)))
        #expect(fixture.browser.sidebar.chosenScope == .favorites)
    }

    @Test func aSearchKeptThenAnotherScopeFiltersThatScope() throws {
        let fixture = try makeFixture()
        fixture.press(.character("/"))
        fixture.type("ch")
        fixture.press(.enter)
        waitForSearch(fixture)
        fixture.browser.choose(.favorites)
        waitForSearch(fixture)
        let query = RecipeQuery(scope: .favorites, searchText: "ch")
        #expect(fixture.browser.list.query == query)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: query)))
    }

    @Test func aChangeByAnotherProgramWhileAScopeIsReadIsInIt() throws {
        let fixture = try makeFixture()
        let other = try fixture.library.otherProcess()
        let outside = try #require(try other.recipeIDs(matching: RecipeQuery()).first {
            try !other.recipeIDs(matching: RecipeQuery(scope: .favorites)).contains($0)
        })
        fixture.browser.choose(.favorites)
        try other.setFavorite(true, for: outside)
        fixture.press(.timeout) // the store poll: the change arrives while the scope may still be read
        waitForSearch(fixture)
        let ids = fixture.browser.list.snapshot.itemIdentifiers
        #expect(ids == (try fixture.store.recipeIDs(matching: RecipeQuery(scope: .favorites))))
        #expect(ids.contains(outside))
    }
}
