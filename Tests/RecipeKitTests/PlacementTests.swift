import Foundation
import Testing
@testable import RecipeKit

/// `placements(of:in:)` must agree with `recipeIDs(matching:)`: the same recipes selected, and
/// `ListPlacement` ordering them exactly as the SQL ORDER BY does.
@Suite struct PlacementTests {
    /// Titles that stress the order: case, accents, non-Latin scripts, equal titles, prefixes.
    static let titles = [
        "apple pie", "Apple pie", "APPLE PIE", "Apple", "apples", "Äpfel", "Zucchini", "zucchini bread",
        "éclair", "Eclair", "김치찌개", "김치", "親子丼", "Борщ", "_underscore", "[bracket", "apple pie",
        "Crème brûlée", "Creme brulee", "crème", "123 soup", "a", "b", "A", "B",
    ]

    func makeLibrary(_ directory: TemporaryDirectory) throws -> RecipeStore {
        let store = try makeEmptyStore(directory)
        for (index, title) in Self.titles.enumerated() {
            try store.add(sampleRecipe(
                title: title, favorite: index % 3 == 0, collections: index % 2 == 0 ? ["Even"] : ["Odd"],
                addedDaysAgo: Double(index % 5) * 8))
        }
        return store
    }

    static let queries: [RecipeQuery] = [
        RecipeQuery(), RecipeQuery(scope: .favorites), RecipeQuery(scope: .recents),
        RecipeQuery(scope: .collection("Even")), RecipeQuery(searchText: "apple"),
        RecipeQuery(scope: .favorites, searchText: "creme"),
    ]

    @Test(arguments: queries)
    func placementsSelectAndOrderAsTheQueryDoes(query: RecipeQuery) throws {
        let directory = TemporaryDirectory()
        let store = try makeLibrary(directory)
        let everyID = try store.recipeIDs(matching: RecipeQuery())
        let listed = try store.recipeIDs(matching: query)
        let placements = try store.placements(of: everyID, in: query)
        #expect(Set(placements.keys) == Set(listed))
        #expect(listed.sorted { placements[$0]! < placements[$1]! } == listed)
    }

    @Test func unknownIDsAndNoIDsAreLeftOut() throws {
        let directory = TemporaryDirectory()
        let store = try makeLibrary(directory)
        #expect(try store.placements(of: [999_999], in: RecipeQuery()).isEmpty)
        #expect(try store.placements(of: [Int](), in: RecipeQuery()).isEmpty)
    }
}

/// `recipeIDs(matchingSearch:)` selects what a search query selects, without its order.
@Suite struct UnorderedSearchTests {
    @Test(arguments: ["apple", "APP", "creme", "김", "pie apple", "zzz-no-such", "\"quoted\" NEAR(x"])
    func sameRecipesAsTheOrderedQuery(text: String) throws {
        let directory = TemporaryDirectory()
        let store = try PlacementTests().makeLibrary(directory)
        let unordered = try #require(try store.recipeIDs(matchingSearch: text))
        #expect(unordered.count == Set(unordered).count)
        #expect(Set(unordered) == Set(try store.recipeIDs(matching: RecipeQuery(searchText: text))))
    }

    @Test func textWithoutWordsMatchesNothingAndBlankTextIsNoFilter() throws {
        let directory = TemporaryDirectory()
        let store = try PlacementTests().makeLibrary(directory)
        #expect(try store.recipeIDs(matchingSearch: " -*\" ") == [])
        #expect(try store.searchHoldsNoWord(" -*\" "))
        #expect(try store.recipeIDs(matchingSearch: " \t ") == nil)
        #expect(try !store.searchHoldsNoWord(" \t "))
        #expect(try !store.searchHoldsNoWord("(apple"))
    }
}
