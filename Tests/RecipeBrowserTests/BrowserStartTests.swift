// What a person sees when the browser opens, and how it lays out at each terminal size.
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct BrowserStartTests {
    @Test func opensOnAllRecipesWithTheFirstRecipeSelectedInTheFocusedList() throws {
        let fixture = try BrowserFixture()
        let titles = try fixture.titles()
        #expect(fixture.browser.sidebar.chosenScope == .all)
        #expect(fixture.browser.focus == .list)
        #expect(try fixture.selectedRecipe()?.title == titles.first)
        #expect(fixture.screen.selectedLine("list")?.hasPrefix(titles[0]) == true)
        #expect(fixture.screen.selectedLine("sidebar")?.contains("All Recipes") == true)
        // The detail shows the selected recipe.
        #expect(fixture.screen.lines("detail").first == titles[0])
        #expect(fixture.screen.text("title").contains("All Recipes"))
        #expect(fixture.screen.text("title").contains("\(titles.count) recipes"))
    }

    @Test func sidebarShowsLibraryAndEveryCollectionWithItsCount() throws {
        let fixture = try BrowserFixture()
        let sidebar = fixture.screen.lines("sidebar")
        #expect(sidebar.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
                    .elementsEqual(["▾ Library", "● All Recipes", "Favorites", "Recents"]))
        #expect(sidebar[4] == "▾ Collections")
        let collections = try fixture.store.collections()
        #expect(collections.count >= 6)
        for (offset, collection) in collections.enumerated() {
            let line = sidebar[5 + offset]
            #expect(line.contains(collection.name) && line.hasSuffix(" \(collection.recipeCount)"), "\(line)")
        }
    }

    @Test func listRowsShowTitleHeartTimeAndServings() throws {
        let fixture = try BrowserFixture()
        let ids = try fixture.store.recipeIDs(matching: RecipeQuery())
        for (y, line) in fixture.screen.lines("list").enumerated() where y < ids.count {
            let recipe = try #require(try fixture.store.recipe(with: ids[y]))
            #expect(line.hasPrefix(String(recipe.title.prefix(10))))
            #expect(line.contains(RecipeDuration.format(recipe.totalTime)))
            #expect(line.contains("♥") == recipe.isFavorite, "\(line)")
        }
    }

    @Test func threeTwoAndOnePaneLayouts() throws {
        let fixture = try BrowserFixture(rows: 24, columns: 120)
        let browser = fixture.browser
        #expect(browser.layout.mode == .threePanes)
        #expect(browser.visiblePaneNames == ["sidebar", "list", "detail"])

        fixture.resize(rows: 24, columns: 80)
        #expect(browser.layout.mode == .twoPanes)
        #expect(browser.visiblePaneNames == ["sidebar", "list"])
        let selected = browser.list.pane.selectedItem
        fixture.press(.enter)
        #expect(browser.onScreen == "detail")
        #expect(fixture.screen.surfaces["detail"]!.frame.columns == 80)
        #expect(fixture.screen.lines("detail").first == (try fixture.selectedRecipe())?.title)
        fixture.press(.escape)
        #expect(browser.onScreen == "browse" && browser.focus == .list)
        #expect(browser.list.pane.selectedItem == selected)

        fixture.resize(rows: 24, columns: 50)
        #expect(browser.layout.mode == .listOnly)
        #expect(browser.visiblePaneNames == ["list"])
        fixture.press(.character("s"))
        #expect(browser.onScreen == "sidebar" && browser.focus == .sidebar)
        #expect(fixture.screen.text("sidebar").contains("Collections"))
        fixture.press(.escape)
        #expect(browser.onScreen == "browse")

        fixture.resize(rows: 5, columns: 19)
        #expect(browser.layout.mode == .tooSmall)
        #expect(fixture.screen.lines("too-small").first?.hasPrefix("Terminal too small") == true)
        #expect(browser.frameParts.count == 1)
        fixture.press(.character("j"))
        #expect(browser.list.pane.selectedItem == selected)

        fixture.resize(rows: 40, columns: 120)
        #expect(browser.visiblePaneNames == ["sidebar", "list", "detail"])
        #expect(browser.list.pane.selectedItem == selected)
        #expect(fixture.screen.selectedLine("list") != nil)
    }

    @Test func helpShowsTheKeyTableAndAnyKeyClosesIt() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("?"))
        // Page by page, as a person reads it.
        var help = fixture.screen.text("help")
        for _ in 0..<10 {
            fixture.press(.pageDown)
            help += fixture.screen.text("help")
        }
        for keys in ["f", "d Delete", "u", "Ctrl-R", "/", "a", "e", "+ -", "U", "c", "Ctrl-L", "q", "Ctrl-C"] {
            #expect(help.contains("   " + keys + " "), "\(keys)")
        }
        fixture.press(.character("x"))
        #expect(fixture.browser.onScreen == "browse")
    }

    @Test func quitKeys() throws {
        let fixture = try BrowserFixture()
        #expect(fixture.press(.character("q")) == [.quit])
        #expect(fixture.press(.control("c")) == [.quit])
        #expect(fixture.press(.control("l")) == [.repaint])
    }
}
