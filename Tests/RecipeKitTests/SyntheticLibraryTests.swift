import Foundation
import Testing
@testable import RecipeKit

@Suite struct SyntheticLibraryTests {
    @Test func theSameSeedGivesTheSameRecipesAndAnotherSeedOthers() {
        let first = (1...50).map { SyntheticLibrary.recipe(number: $0, seed: 7, newest: testNow) }
        let again = (1...50).map { SyntheticLibrary.recipe(number: $0, seed: 7, newest: testNow) }
        let other = (1...50).map { SyntheticLibrary.recipe(number: $0, seed: 8, newest: testNow) }
        #expect(first == again)
        #expect(first.map(\.title) != other.map(\.title))
        #expect(first.map(\.id) == Array(1...50))
    }

    @Test func aFilledLibraryHasEveryRecipeValidAndSearchable() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        try SyntheticLibrary.fill(store, count: 2_500, seed: 1, newest: testNow, batchSize: 1_000)
        #expect(try store.recipeCount() == 2_500)
        #expect(try store.recipe(with: 1_234) == SyntheticLibrary.recipe(number: 1_234, seed: 1, newest: testNow))
        #expect(try !store.recipeIDs(matching: RecipeQuery(scope: .favorites)).isEmpty)
        #expect(try store.collections().count == 12)
        #expect(try !store.recipeIDs(matching: RecipeQuery(searchText: "김치")).isEmpty)
    }
}
