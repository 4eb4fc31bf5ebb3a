// The list places changed recipes one by one; it must always equal what a new query returns.
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct IncrementalListTests {
    nonisolated static let queries: [RecipeQuery] = [
        RecipeQuery(), RecipeQuery(scope: .favorites), RecipeQuery(scope: .recents),
        RecipeQuery(scope: .collection("Vegetarian")), RecipeQuery(searchText: "chi"),
        RecipeQuery(scope: .favorites, searchText: "a"),
    ]

    @Test(arguments: 0..<6)
    func afterEveryRandomChangeTheListEqualsANewQuery(queryIndex: Int) throws {
        let query = Self.queries[queryIndex]
        let fixture = try BrowserFixture()
        try fixture.browser.list.show(scope: query.scope)
        try fixture.browser.list.filter(by: query.searchText)
        let store = try fixture.library.otherProcess()
        var random = SplitMix64(seed: UInt64(queryIndex) + 7)
        var deleted: [Recipe] = []
        let titles = ["Aardvark stew", "zz last", "Middle soup", "김밥", "apple tart", "Chili con carne"]
        for step in 0..<120 {
            let ids = try store.recipeIDs(matching: RecipeQuery())
            let id = ids.randomElement(using: &random)!
            var recipe = try #require(try store.recipe(with: id))
            switch Int.random(in: 0..<6, using: &random) {
            case 0: try store.setFavorite(!recipe.isFavorite, for: id)
            case 1:
                recipe.title = titles.randomElement(using: &random)! + " \(step)"
                try store.update(recipe)
            case 2: deleted.append(try store.delete(id: id))
            case 3:
                if let back = deleted.popLast() { try store.restore(back) }
            case 4:
                try store.add(Recipe(title: titles.randomElement(using: &random)!, isFavorite: Bool.random(using: &random),
                                     collections: Bool.random(using: &random) ? ["Vegetarian"] : []))
            default:
                recipe.collections = recipe.collections.contains("Vegetarian") ? [] : ["Vegetarian"]
                try store.update(recipe)
            }
            fixture.press(.timeout)
            let expected = try fixture.store.recipeIDs(matching: fixture.browser.list.query)
            #expect(fixture.browser.list.snapshot.itemIdentifiers == expected, "step \(step)")
            if fixture.browser.list.snapshot.itemIdentifiers != expected { return }
            // All Recipes, kept aside while another scope shows, stays current too.
            if step % 20 == 19, query.scope != .all || query.searchText != nil {
                try fixture.browser.list.filter(by: nil)
                try fixture.browser.list.show(scope: .all)
                #expect(fixture.browser.list.snapshot.itemIdentifiers == (try fixture.store.recipeIDs(matching: RecipeQuery())),
                        "All Recipes at step \(step)")
                try fixture.browser.list.show(scope: query.scope)
                try fixture.browser.list.filter(by: query.searchText)
            }
        }
    }
}
