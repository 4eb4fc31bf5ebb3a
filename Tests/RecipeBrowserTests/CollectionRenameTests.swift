// `r` on a sidebar collection renames it (or merges it into one of that name); every open
// browser's sidebar follows by diff.
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct CollectionRenameTests {
    /// Chooses `name` in the sidebar, puts the focus there and opens the rename prompt.
    private func openPrompt(on name: String, in fixture: BrowserFixture) {
        fixture.browser.choose(.collection(name))
        fixture.press(.character("s"), .character("r"))
    }

    @Test func renamingFromTheSidebarRenamesInTheStoreAndEveryOpenBrowserFollows() throws {
        let fixture = try BrowserFixture()
        let secondScreen = RecordingScreen()
        let second = try Browser(store: fixture.library.otherProcess(), screen: secondScreen, rows: 40, columns: 120)
        _ = second.frameParts.map { $0.commitToFrame() }
        let count = try #require(try fixture.store.collections().first { $0.name == "Baking" }).recipeCount

        openPrompt(on: "Baking", in: fixture)
        #expect(fixture.screen.text("status").contains("Rename \"Baking\" to: Baking"))
        fixture.press(.control("u"))
        fixture.type("Oven")
        fixture.press(.enter)
        #expect(try fixture.store.collections().map(\.name).contains("Oven"))
        #expect(try !fixture.store.collections().map(\.name).contains("Baking"))
        #expect(fixture.screen.text("status").contains("Renamed \"Baking\" to \"Oven\" (\(count) recipes)"))
        // This browser keeps showing the collection, under its new name, highlighted.
        #expect(fixture.browser.list.query.scope == .collection("Oven"))
        #expect(fixture.browser.list.count == count)
        #expect(fixture.browser.sidebar.selectedItem == .scope(.collection("Oven")))
        #expect(fixture.screen.text("sidebar").contains("Oven"))
        #expect(!fixture.screen.text("sidebar").contains("Baking"))

        // The other browser learns it from the change log, by diff.
        _ = second.handle(.timeout)
        _ = second.frameParts.map { $0.commitToFrame() }
        #expect(secondScreen.text("sidebar").contains("Oven"))
        #expect(!secondScreen.text("sidebar").contains("Baking"))
    }

    @Test func aBrowserShowingACollectionRespelledElsewhereKeepsShowingIt() throws {
        let fixture = try BrowserFixture()
        fixture.browser.choose(.collection("Baking"))
        let shown = fixture.browser.list.snapshot.itemIdentifiers
        try fixture.library.otherProcess().renameCollection("Baking", to: "BAKING")
        fixture.press(.timeout)
        #expect(fixture.browser.list.query.scope == .collection("BAKING"))
        #expect(fixture.browser.sidebar.chosenScope == .collection("BAKING"))
        #expect(fixture.browser.list.snapshot.itemIdentifiers == shown)
        // Renamed to another name, the collection is gone from here: back to All Recipes.
        try fixture.library.otherProcess().renameCollection("baking", to: "Oven")
        fixture.press(.timeout)
        #expect(fixture.browser.list.query.scope == .all)
    }

    @Test func aNameInUseInAnyCaseMergesUnderItsSpelling() throws {
        let fixture = try BrowserFixture()
        let counts = Dictionary(uniqueKeysWithValues: try fixture.store.collections().map { ($0.name, $0.recipeCount) })
        openPrompt(on: "Baking", in: fixture)
        fixture.press(.control("u"))
        fixture.type("korean")
        fixture.press(.enter)
        let merged = try #require(try fixture.store.collections().first { $0.name == "Korean" })
        #expect(try !fixture.store.collections().map(\.name).contains("Baking"))
        #expect(merged.recipeCount <= (counts["Baking"] ?? 0) + (counts["Korean"] ?? 0))
        #expect(fixture.screen.text("status").contains("Merged \"Baking\" into \"Korean\""))
        #expect(fixture.browser.list.query.scope == .collection("Korean"))
    }

    @Test func escapeCancelsAndROutsideTheSidebarSaysWhatItDoes() throws {
        let fixture = try BrowserFixture()
        let before = try fixture.store.collections()
        openPrompt(on: "Baking", in: fixture)
        fixture.type("xyz")
        fixture.press(.escape)
        #expect(try fixture.store.collections() == before)
        #expect(fixture.screen.text("status").contains("Not renamed"))
        fixture.press(.tab) // to the list
        fixture.press(.character("r"))
        #expect(fixture.screen.text("status").contains("r renames a collection: select one in the sidebar first"))
    }
}
