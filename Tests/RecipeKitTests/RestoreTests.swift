// Undoing a delete: everything the delete took comes back, and nothing another process did since is lost.
import Foundation
import Testing
@testable import RecipeKit

@Suite struct RestoreTests {
    @Test func restoringARemovalBringsBackTheMarkItsServingsItsPlaceAndTheTicksThatWentWithIt() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let first = try store.add(sampleRecipe(title: "First", favorite: true, collections: ["Breakfast", "Quick"], addedDaysAgo: 3)).id
        let second = try store.add(sampleRecipe(title: "Second")).id
        try store.markForShopping(first, servings: 6)
        try store.markForShopping(second)
        try store.unmarkForShopping(second)
        // Only the first recipe is marked: its delete takes every tick (the last mark goes).
        try store.setShoppingItem("flour|none", ticked: true)
        let before = try #require(try store.recipe(with: first))
        let ticksBefore = try store.tickedShoppingItems()
        let listBefore = try store.shoppingList()

        let removed = try store.remove(id: first)
        #expect(removed.recipe == before)
        #expect(removed.shoppingMark == ShoppingMark(recipeID: first, servings: 6))
        #expect(removed.ticksTaken == ticksBefore)
        #expect(try store.shoppingMarks() == [])
        #expect(try store.tickedShoppingItems() == [])

        try store.restore(removed)
        #expect(try store.recipe(with: first) == before)
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: first, servings: 6)])
        #expect(try store.tickedShoppingItems() == ticksBefore)
        #expect(try store.shoppingList().items == listBefore.items)
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .favorites)) == [first])
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .recents)).contains(first))
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("Quick"))) == [first])
    }

    @Test func aRestoredMarkTakesItsOldPlaceInTheShoppingList() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let ids = try (1...3).map { try store.add(sampleRecipe(title: "Recipe \($0)")).id }
        for id in ids { try store.markForShopping(id, servings: Double(id)) }
        let removed = try store.remove(id: ids[1])
        try store.restore(removed)
        #expect(try store.shoppingMarks().map(\.recipeID) == ids)
    }

    @Test func updateByIDReadsAndWritesInOneTransactionAndLeavesAnUnchangedRecipeUnwritten() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(sampleRecipe(title: "Soup")).id
        _ = try store.pendingChanges()
        let unchanged = try store.update(id: id) { _ in }
        #expect(unchanged.before == unchanged.after)
        #expect(try store.pendingChanges() == [])
        let changed = try store.update(id: id) { $0.title = "Stew" }
        #expect(changed.before.title == "Soup" && changed.after.title == "Stew")
        #expect(try store.recipe(with: id)?.title == "Stew")
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.update(id: 999) { $0.title = "x" } }
    }
}
