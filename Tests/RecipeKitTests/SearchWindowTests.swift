import Foundation
import PropertyBased
import Testing
@testable import RecipeKit

/// The first recipes of a list that match a search, read from the recipes themselves
/// (`firstRecipeIDs(of:matchingSearch:count:reading:)`), are exactly the start of what the search
/// index's whole result keeps of that list.
@Suite struct SearchWindowTests {
    @Test func theWindowIsTheStartOfTheWholeResult() throws {
        let directory = TemporaryDirectory()
        let library = SearchMatchesTests()
        let store = try library.makeLibrary(directory)
        let vocabulary = Set(try library.wordsByRecipe(store).values.joined()).sorted()
        let lists = [try store.recipeIDs(matching: RecipeQuery()), try store.recipeIDs(matching: RecipeQuery()).reversed()]
        var random = Xoshiro(seed: (0x3A1D0, 7, 8, 9))
        var windows = 0
        for round in 0..<300 {
            let typed = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                let word = vocabulary.randomElement(using: &random)!
                return String(word.prefix(Int.random(in: 1...min(3, word.count), using: &random)))
            }.joined(separator: " ")
            let list = lists[round % 2]
            let count = Int.random(in: 1...12, using: &random)
            let limit = Int.random(in: 1...(list.count + 5), using: &random)
            let whole = try #require(try store.recipeIDSet(matchingSearch: typed)).filter(list)
            let window = try store.firstRecipeIDs(of: list, matchingSearch: typed, count: count, reading: limit)
            let matchesRead = whole.filter { list.prefix(limit).contains($0) }
            guard let window else {
                #expect(matchesRead.count < count && limit < list.count, "round \(round): \(typed)")
                continue
            }
            windows += 1
            #expect(window.ids == Array(whole.prefix(window.ids.count)), "round \(round): \(typed)")
            #expect(window.ids.count == count || window.isWhole, "round \(round): \(typed)")
            if window.isWhole { #expect(window.ids == whole, "round \(round): \(typed)") }
        }
        #expect(windows > 100)
        #expect(try store.firstRecipeIDs(of: lists[0], matchingSearch: "\"*", count: 5, reading: 10)
                == SearchWindow(ids: [], isWhole: true))
        #expect(try store.firstRecipeIDs(of: lists[0], matchingSearch: "  ", count: 5, reading: 10) == nil)
    }
}
