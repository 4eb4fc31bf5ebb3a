import Foundation
import GRDB
import Ingredients
import Testing
@testable import RecipeKit

@Suite struct ShoppingStoreTests {
    /// A library of the sample recipes, on the fixed clock.
    private func sampleStore(_ directory: TemporaryDirectory) throws -> RecipeStore {
        try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
    }

    private func id(of title: String, in store: RecipeStore) throws -> Recipe.ID {
        let ids = try store.recipeIDs(matching: RecipeQuery())
        return try #require(try store.recipes(with: ids).first { $0.title == title }).id
    }

    private func item(_ id: String, in list: ShoppingList) -> ShoppingItem? {
        list.items.first { $0.id == id }
    }

    @Test func marksKeepTheirOrderAndAMarkAgainChangesOnlyItsServings() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let first = try store.add(sampleRecipe(title: "First")).id
        let second = try store.add(sampleRecipe(title: "Second")).id
        #expect(try store.shoppingMarks() == [])
        try store.markForShopping(second, servings: 6)
        try store.markForShopping(first)
        try store.markForShopping(second, servings: 2.5)
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: second, servings: 2.5),
                                              ShoppingMark(recipeID: first, servings: nil)])
        try store.markForShopping(second)
        #expect(try store.shoppingMarks().first == ShoppingMark(recipeID: second, servings: nil))
        try store.unmarkForShopping(second)
        try store.unmarkForShopping(second)
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: first)])
    }

    @Test func unknownRecipesAndImpossibleServingsAreRefused() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(sampleRecipe()).id
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.markForShopping(999) }
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.unmarkForShopping(999) }
        #expect(throws: LibraryError.invalidServings(0)) { try store.markForShopping(id, servings: 0) }
        #expect(throws: LibraryError.invalidServings(-2)) { try store.markForShopping(id, servings: -2) }
        #expect(try store.shoppingMarks() == [])
        #expect(LibraryError.invalidServings(0).description == "servings must be a positive number, not 0")
    }

    @Test func deletingAMarkedRecipeRemovesItsMarkAndTheLastMarkTakesTheTicks() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let kept = try store.add(sampleRecipe(title: "Kept")).id
        let gone = try store.add(sampleRecipe(title: "Gone")).id
        try store.markForShopping(gone)
        try store.markForShopping(kept)
        try store.setShoppingItem("flour|none", ticked: true)
        try store.delete(id: gone)
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: kept)])
        #expect(try store.tickedShoppingItems() == ["flour|none"])
        try store.delete(id: kept)
        #expect(try store.shoppingMarks() == [])
        #expect(try store.tickedShoppingItems() == [])
    }

    @Test func ticksAreSetClearedAndForgottenWhenTheirItemLeavesTheList() throws {
        let directory = TemporaryDirectory()
        let store = try sampleStore(directory)
        let cookies = try id(of: "Chocolate chip cookies", in: store)
        let muffins = try id(of: "Blueberry muffins", in: store)
        try store.markForShopping(cookies)
        try store.markForShopping(muffins)
        try store.setShoppingItem("egg|count", ticked: true)
        try store.setShoppingItem("egg|count", ticked: true)
        try store.setShoppingItem("blueberry|mass", ticked: true)
        try store.setShoppingItem("all-purpose flour|mass", ticked: true)
        try store.setShoppingItem("all-purpose flour|mass", ticked: false)
        #expect(try store.tickedShoppingItems() == ["egg|count", "blueberry|mass"])
        #expect(try store.shoppingList().items.contains { $0.id == "all-purpose flour|mass" })

        let list = try store.shoppingList()
        #expect(list.tickedItemIDs == ["egg|count", "blueberry|mass"])
        #expect(list.items.suffix(2).map(\.id).sorted() == ["blueberry|mass", "egg|count"])
        #expect(list.items.dropLast(2).allSatisfy { !list.isTicked($0) })

        // Unmarking the muffins takes their blueberries off the list, and their tick with them;
        // the eggs the cookies need stay ticked.
        try store.unmarkForShopping(muffins)
        #expect(try store.tickedShoppingItems() == ["egg|count"])

        try store.clearShopping(tickedOnly: true)
        #expect(try store.tickedShoppingItems() == [])
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: cookies)])
        try store.setShoppingItem("egg|count", ticked: true)
        try store.clearShopping(tickedOnly: false)
        #expect(try store.shoppingMarks() == [])
        #expect(try store.tickedShoppingItems() == [])
        #expect(try store.shoppingList().items.isEmpty)
    }

    @Test func theListCombinesTheMarkedSampleRecipesAtTheirServings() throws {
        let directory = TemporaryDirectory()
        let store = try sampleStore(directory)
        let cookies = try id(of: "Chocolate chip cookies", in: store) // 24 cookies: 300 g flour, 2 eggs
        let muffins = try id(of: "Blueberry muffins", in: store)      // 12 muffins: 280 g flour, 1 egg
        try store.markForShopping(cookies)
        try store.markForShopping(muffins)
        var list = try store.shoppingList()
        #expect(item("all-purpose flour|mass", in: list)?.text == "580 g all-purpose flour")
        #expect(item("egg|count", in: list)?.text == "3 eggs")
        #expect(item("all-purpose flour|mass", in: list)?.recipeIDs == [cookies, muffins])
        #expect(item("all-purpose flour|mass", in: list)?.recipeTitles == ["Chocolate chip cookies", "Blueberry muffins"])

        try store.markForShopping(muffins, servings: 24)
        list = try store.shoppingList()
        #expect(item("all-purpose flour|mass", in: list)?.text == "860 g all-purpose flour")
        #expect(item("egg|count", in: list)?.text == "4 eggs")

        list = try store.shoppingList(unitSystem: .us)
        #expect(item("all-purpose flour|mass", in: list)?.measure?.unit?.system == .us)
    }

    @Test func theHeadingsOfAListAreNotBoughtHoweverTheyAreWritten() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        // The detail shows each of these as a heading over its lines; none is something to buy.
        let tart = try store.add(Recipe(title: "Tart", servings: "6",
                                        ingredients: "PASTRY\n200 g flour\n## Filling\n3 apples\nTO FINISH\n1 tbsp icing sugar\nFor serving:\ncream",
                                        directions: "Bake.")).id
        try store.markForShopping(tart)
        let names = try store.shoppingList().items.map(\.text)
        #expect(names.sorted() == ["1 tbsp icing sugar", "200 g flour", "3 apples", "cream"])
        let parsed = try #require(try store.recipe(with: tart)).parsedIngredients()
        #expect(parsed.filter(\.heading).map(\.text) == ["PASTRY", "## Filling", "TO FINISH", "For serving:"])
    }

    @Test func aCooklangRecipeWhoseIngredientsAreOnlyListedIsShoppedForFromTheList() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(Recipe(title: "Cake")).id
        let text = "== Ingredients ==\n\n@flour{250%g}\n@eggs{4}\n\n== Method ==\n\nBake until golden.\n"
        _ = try store.saveCooklang(text, of: id, opened: nil)
        try store.markForShopping(id)
        #expect(try store.shoppingList().items.map(\.text).sorted() == ["250 g flour", "4 eggs"])
    }

    @Test func aRecipeWhoseServingsHoldNoNumberIsShoppedForAsWritten() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(Recipe(title: "Party", servings: "a crowd", ingredients: "2 onions\nsalt")).id
        try store.markForShopping(id, servings: 10)
        #expect(try store.shoppingList().items.map(\.text) == ["2 onions", "salt"])
    }

    @Test func everyShoppingChangeIsSeenByAnotherConnection() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let other = try RecipeStore(path: store.path, now: { testNow })
        let id = try store.add(sampleRecipe()).id
        let unmarked = try store.add(sampleRecipe(title: "Waffles")).id
        _ = try other.pendingChanges()
        _ = try store.pendingChanges()

        try store.markForShopping(id)
        #expect(try other.pendingChanges() == [.shoppingDidChange])
        #expect(try store.pendingChanges() == [.shoppingDidChange])
        try store.markForShopping(id, servings: 4)
        #expect(try other.pendingChanges() == [.shoppingDidChange])
        try store.markForShopping(id, servings: 4)
        #expect(try other.pendingChanges() == [])
        try store.setShoppingItem("flour|none", ticked: true)
        #expect(try other.pendingChanges() == [.shoppingDidChange])
        try store.setShoppingItem("flour|none", ticked: false)
        #expect(try other.pendingChanges() == [.shoppingDidChange])

        var edited = try #require(try store.recipe(with: id))
        edited.ingredients += "\nbutter"
        try store.update(edited)
        #expect(try other.pendingChanges() == [.recipeDidChange(id), .shoppingDidChange])
        try store.toggleFavorite(id: id)
        #expect(try other.pendingChanges() == [.recipeDidChange(id)])
        try store.toggleFavorite(id: unmarked)
        #expect(try other.pendingChanges() == [.recipeDidChange(unmarked)])

        try store.delete(id: id)
        #expect(try other.pendingChanges() == [.recipesDidChange(inserted: [], deleted: [id]),
                                               .collectionsDidChange, .shoppingDidChange])
        try store.clearShopping(tickedOnly: false)
        #expect(try other.pendingChanges() == [])
    }

    @Test func aReadOnlyLibraryListsButRefusesShoppingWrites() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let writable = try RecipeStore(path: path, now: { testNow })
        let id = try writable.recipeIDs(matching: RecipeQuery()).first!
        try writable.markForShopping(id)
        let store = try RecipeStore(path: path, readOnly: true)
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: id)])
        #expect(try !store.shoppingList().items.isEmpty)
        let refused = LibraryError.readOnly(path: store.path)
        #expect(throws: refused) { try store.markForShopping(id) }
        #expect(throws: refused) { try store.unmarkForShopping(id) }
        #expect(throws: refused) { try store.setShoppingItem("egg|count", ticked: true) }
        #expect(throws: refused) { try store.clearShopping(tickedOnly: false) }
    }

    @Test func parsedIngredientsAreScaledAndConverted() throws {
        let recipe = Recipe(title: "Soup", servings: "4", ingredients: "For the soup:\n2-3 tbsp. olive oil, divided\n500 g onions\nsalt")
        let factor = try #require(recipe.scaleFactor(forServings: 8))
        let parsed = recipe.parsedIngredients(scaledBy: factor, in: .metric)
        #expect(parsed.map(\.heading) == [true, false, false, false])
        #expect(parsed[1].quantity == 60 || parsed[1].unit == "ml" || parsed[1].unit == "tbsp")
        #expect(parsed[2] == ParsedIngredient(IngredientLine(parsing: "500 g onions").scaled(by: 2).converted(to: .metric)))
        #expect(parsed[2].text == "1 kg onions" && parsed[2].quantity == 1 && parsed[2].unit == "kg")
        #expect(parsed[2].name == "onions" && parsed[2].note == "")
        #expect(parsed[3].quantity == nil && parsed[3].unit == nil && parsed[3].text == "salt")
        #expect(Recipe(title: "x", servings: "a crowd").scaleFactor(forServings: 2) == nil)
    }
}
