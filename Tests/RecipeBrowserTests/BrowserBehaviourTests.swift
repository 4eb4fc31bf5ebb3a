// The behaviours the browser promises, driven by keys on recording panes with a real store.
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct BrowserBehaviourTests {
    @Test func fTogglesTheFavoriteInTheStoreAndRedrawsOnlyThatRow() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let before = try #require(try fixture.store.recipe(with: id)).isFavorite
        fixture.screen.resetCounters()
        fixture.press(.character("f"))
        #expect(try fixture.store.recipe(with: id)?.isFavorite == !before)
        #expect(fixture.screen.drawnLines("list") == [0])
        #expect(fixture.screen.lines("list")[0].contains("♥") == !before)
        #expect(fixture.browser.list.pane.selectedItem == id)
        fixture.press(.character("u"))
        #expect(try fixture.store.recipe(with: id)?.isFavorite == before)
        fixture.press(.control("r"))
        #expect(try fixture.store.recipe(with: id)?.isFavorite == !before)
    }

    @Test func deleteSelectsTheNeighbourAndUndoRedoRestoreAndDeleteAgain() throws {
        let fixture = try BrowserFixture()
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        fixture.press(.character("j"))
        let deleted = try #require(try fixture.store.recipe(with: ids[1]))
        fixture.press(.character("d"))
        #expect(try fixture.store.recipe(with: ids[1]) == nil)
        #expect(fixture.browser.list.pane.selectedItem == ids[2])
        #expect(fixture.screen.text("status").contains("Deleted \"\(deleted.title)\" — u to undo"))
        // The detail follows: the deleted recipe is gone, the neighbour shows.
        #expect(fixture.browser.detail.recipeID == ids[2])

        fixture.press(.delete)
        #expect(try fixture.store.recipe(with: ids[2]) == nil)
        fixture.press(.character("u"), .character("u"))
        #expect(try fixture.store.recipe(with: ids[1]) == deleted)
        #expect(try fixture.store.recipe(with: ids[2]) != nil)
        #expect(fixture.browser.list.pane.selectedItem == ids[1])
        #expect(fixture.screen.text("status").contains("Undid"))
        fixture.press(.character("u"))
        #expect(fixture.screen.text("status").contains("Nothing to undo"))
        fixture.press(.control("r"))
        #expect(try fixture.store.recipe(with: ids[1]) == nil)
    }

    @Test func deletingAboveTheViewportDoesNotMoveTheVisibleRows() throws {
        let fixture = try BrowserFixture(rows: 12, columns: 120)
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        for _ in 0..<20 { fixture.press(.character("j")) }
        let visibleBefore = fixture.screen.lines("list")
        fixture.screen.resetCounters()
        _ = try fixture.library.otherProcess().delete(id: ids[0])
        fixture.press(.timeout)
        #expect(fixture.screen.lines("list") == visibleBefore)
        #expect(fixture.screen.drawnLines("list").isEmpty)
        #expect(fixture.browser.list.pane.selectedItem == ids[20])
    }

    @Test func favoritingSaysWhichRecipe() throws {
        let fixture = try BrowserFixture()
        let recipe = try #require(try fixture.selectedRecipe())
        try #require(!recipe.isFavorite)
        fixture.press(.character("f"))
        #expect(fixture.screen.text("status").contains("♥ \"\(recipe.title)\""))
    }

    @Test func choosingACollectionInTheSidebarShowsItsRecipesAndFocusesTheList() throws {
        let fixture = try BrowserFixture()
        let collection = try #require(try fixture.store.collections().first).name
        fixture.press(.character("h"))
        #expect(fixture.browser.focus == .sidebar)
        while fixture.browser.sidebar.selectedItem != .scope(.collection(collection)) {
            fixture.press(.character("j"))
        }
        fixture.press(.enter)
        #expect(fixture.browser.focus == .list)
        #expect(fixture.browser.sidebar.chosenScope == .collection(collection))
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(scope: .collection(collection)))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == expected)
        #expect(fixture.browser.list.pane.selectedItem == expected.first)
        #expect(fixture.screen.text("title").contains(collection))
    }

    @Test func enterOrSpaceOnAHeaderCollapsesAndExpandsIt() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("h"), .character("g"))
        #expect(fixture.browser.sidebar.selectedItem == .header(.library))
        fixture.screen.resetCounters()
        fixture.press(.enter)
        #expect(!fixture.screen.text("sidebar").contains("Favorites"))
        #expect(fixture.screen.lines("sidebar")[0] == "▸ Library")
        fixture.press(.character(" "))
        #expect(fixture.screen.text("sidebar").contains("Favorites"))
        #expect(fixture.screen.lines("sidebar")[0] == "▾ Library")
    }

    @Test func aCollectionThatVanishesLeavesTheSidebarAndAllRecipesIsChosen() throws {
        let fixture = try BrowserFixture()
        let added = try fixture.store.add(Recipe(title: "Lonely", collections: ["Only one"]))
        fixture.press(.timeout)
        #expect(fixture.screen.text("sidebar").contains("Only one"))
        fixture.browser.choose(.collection("Only one"))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == [added.id])
        fixture.press(.character("d"))
        #expect(!fixture.screen.text("sidebar").contains("Only one"))
        #expect(fixture.browser.sidebar.chosenScope == .all)
        #expect(fixture.browser.list.count == (try fixture.store.recipeCount()))
    }

    @Test func searchFiltersAsYouTypeWithinTheScopeEnterKeepsEscClears() throws {
        let fixture = try BrowserFixture()
        let all = try fixture.store.recipeIDs(matching: RecipeQuery())
        fixture.press(.character("/"))
        fixture.type("ki")
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "ki"))
        #expect(expected.count < all.count && !expected.isEmpty)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == expected)
        #expect(fixture.screen.text("status").contains("/ki"))
        fixture.press(.backspace)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "k"))))
        fixture.press(.character("i"), .enter)
        #expect(fixture.browser.searchDraft == nil)
        #expect(fixture.screen.text("title").contains("/ki"))
        fixture.press(.escape)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == all)

        // Within a scope: favorites only.
        fixture.browser.choose(.favorites)
        fixture.press(.character("/"))
        fixture.type("a")
        let favoritesWithA = try fixture.store.recipeIDs(matching: RecipeQuery(scope: .favorites, searchText: "a"))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == favoritesWithA)
        fixture.press(.escape)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery(scope: .favorites))))
    }

    @Test func aSearchWithNoWordShowsNothingAndSaysWhyAsTheCommandLineDoes() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("/"))
        fixture.type("\"")
        #expect(fixture.browser.list.snapshot.itemIdentifiers == [])
        #expect(fixture.screen.text("list").contains("'\"' holds no word to search for"))
        fixture.type("ki")
        let expected = try fixture.store.recipeIDs(matching: RecipeQuery(searchText: "ki"))
        #expect(!expected.isEmpty && fixture.browser.list.snapshot.itemIdentifiers == expected)
        // A search that holds a word and matches nothing says so in the usual words.
        fixture.type("zzqx")
        #expect(fixture.screen.text("list").contains("No recipe matches '\"kizzqx'"))
        fixture.press(.escape)
        #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery())))
    }

    @Test func aChangeFromAnotherProcessIsReconfiguredInPlaceKeepingTheSelection() throws {
        let fixture = try BrowserFixture()
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        fixture.press(.character("j"))
        let other = try fixture.library.otherProcess()
        let target = try #require(try other.recipe(with: ids[3]))
        try other.setFavorite(!target.isFavorite, for: target.id)
        fixture.screen.resetCounters()
        fixture.press(.timeout)
        #expect(fixture.screen.drawnLines("list") == [3])
        #expect(fixture.screen.lines("list")[3].contains("♥") == !target.isFavorite)
        #expect(fixture.browser.list.pane.selectedItem == ids[1])

        let added = try other.add(Recipe(title: "Aaa first by title"))
        fixture.press(.timeout)
        #expect(fixture.browser.list.snapshot.itemIdentifiers.first == added.id)
        #expect(fixture.browser.list.pane.selectedItem == ids[1])
    }

    @Test func editingSavesTheTemplateAndAddingJoinsTheChosenCollection() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        guard case .edit(let request) = fixture.press(.character("e"))[0] else {
            Issue.record("e did not ask for the editor")
            return
        }
        #expect(request.original?.id == id)
        var template = request.template
        template.title = "Zzz renamed"
        fixture.browser.finishEditing(request, with: template)
        #expect(try fixture.store.recipe(with: id)?.title == "Zzz renamed")
        #expect(fixture.browser.list.pane.selectedItem == id)
        fixture.press(.character("u"))
        #expect(try fixture.store.recipe(with: id)?.title == request.original?.title)

        let collection = try #require(try fixture.store.collections().last).name
        fixture.browser.choose(.collection(collection))
        guard case .edit(let addRequest) = fixture.press(.character("a"))[0] else {
            Issue.record("a did not ask for the editor")
            return
        }
        #expect(addRequest.original == nil)
        #expect(addRequest.template.collections == [collection])
        var newTemplate = addRequest.template
        newTemplate.title = "A new one"
        fixture.browser.finishEditing(addRequest, with: newTemplate)
        let selected = try #require(try fixture.selectedRecipe())
        #expect(selected.title == "A new one" && selected.collections == [collection])
        #expect(fixture.screen.text("status").contains("Added \"A new one\""))
    }

    @Test func tabAndShiftTabCycleThePanesAndTheMouseSelects() throws {
        let fixture = try BrowserFixture()
        fixture.press(.tab)
        #expect(fixture.browser.focus == .detail)
        fixture.press(.tab)
        #expect(fixture.browser.focus == .sidebar)
        fixture.press(.backTab)
        #expect(fixture.browser.focus == .detail)
        fixture.press(.character("h"), .character("h"))
        #expect(fixture.browser.focus == .sidebar)
        fixture.press(.character("l"))
        #expect(fixture.browser.focus == .list)

        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        let list = fixture.browser.layout.list
        fixture.press(.click(row: list.y + 4, column: list.x + 2))
        #expect(fixture.browser.list.pane.selectedItem == ids[4])
        #expect(fixture.browser.detail.recipeID == ids[4])
        fixture.press(.scrollDown(row: list.y, column: list.x))
        #expect(fixture.browser.list.pane.topRow == 3)
        let sidebar = try #require(fixture.browser.layout.sidebar)
        fixture.press(.click(row: sidebar.y + 2, column: sidebar.x + 4))
        #expect(fixture.browser.sidebar.chosenScope == .favorites)
    }

    @Test func navigationKeysMoveTheListAndScrollTheDetail() throws {
        let fixture = try BrowserFixture(rows: 12, columns: 120)
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        let pane = fixture.browser.list.pane!
        fixture.press(.character("G"))
        #expect(pane.selectedItem == ids.last)
        fixture.press(.character("g"))
        #expect(pane.selectedItem == ids.first)
        fixture.press(.end, .home, .down, .down, .up)
        #expect(pane.selectedItem == ids[1])
        fixture.press(.pageDown)
        #expect(pane.selectedItem == ids[1 + pane.visibleRowCount - 1])
        fixture.press(.pageUp, .control("d"))
        #expect(pane.selectedItem == ids[1 + pane.visibleRowCount / 2])
        fixture.press(.control("u"), .character("k"))
        #expect(pane.selectedItem == ids[0])

        fixture.press(.enter)
        #expect(fixture.browser.focus == .detail)
        fixture.press(.character("j"), .character("j"))
        #expect(fixture.browser.detail.pane.topRow == 2)
        fixture.press(.character("G"))
        #expect(fixture.browser.detail.pane.topRow == fixture.browser.detail.pane.rows.count - 10)
        fixture.press(.character("g"))
        #expect(fixture.browser.detail.pane.topRow == 0)
    }
}
