import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// The shopping list lives in the folder as CookCLI keeps it: marks in `.shopping-list`, ticks in
/// `.shopping-checked`; what either side writes, the other reads.
@Suite struct FolderShoppingTests {
    static let pancakes = "---\nservings: 4\n---\nMix @flour{200%g} with @eggs{2} and @milk{300%ml}.\n"

    @Test func marksAndScalesWrittenByCookCLIAreRead() throws {
        let folder = try TestFolder()
        try folder.write("Breakfast/Pancakes.cook", Self.pancakes)
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        try folder.write(".shopping-list", "./Breakfast/Pancakes{2}\n./Toast\nfree hand ingredient{4%l}\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        let marks = try library.index.shoppingMarks()
        #expect(marks == [ShoppingMark(recipeID: recipes["Pancakes"]!.id, servings: 8),
                          ShoppingMark(recipeID: recipes["Toast"]!.id, servings: nil)])
    }

    @Test func ticksWrittenByCookCLIAreReadWithoutCase() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        try folder.write(".shopping-list", "./Pancakes\n")
        let library = try folder.open()
        #expect(try library.index.tickedShoppingItems().isEmpty)
        try folder.write(".shopping-checked", "+ Flour\n+ milk\n- MILK\n")
        #expect(try library.catchUp())
        let list = try library.index.shoppingList()
        let ticked = try library.index.tickedShoppingItems()
        #expect(list.items.filter { ticked.contains($0.id) }.map(\.name) == ["flour"])
    }

    @Test func marksAndTicksMadeHereAreWrittenForCookCLIAndOtherLinesStay() throws {
        let folder = try TestFolder()
        try folder.write("Breakfast/Pancakes.cook", Self.pancakes)
        try folder.write(".shopping-list", "// for the weekend\nfree hand ingredient{4%l}\n./Elsewhere/Unknown{3}\n")
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try library.index.markForShopping(id, servings: 2)
        try library.writeOut()
        #expect(folder.text(".shopping-list") == "./Breakfast/Pancakes{0.5}\n// for the weekend\nfree hand ingredient{4%l}\n./Elsewhere/Unknown{3}\n")
        let flour = try #require(try library.index.shoppingList().items.first { $0.name == "flour" })
        try library.index.setShoppingItem(flour.id, ticked: true)
        try library.writeOut()
        try library.index.setShoppingItem(flour.id, ticked: false)
        try library.writeOut()
        #expect(folder.text(".shopping-checked") == "+ flour\n- flour\n")
        try library.index.unmarkForShopping(id)
        try library.writeOut()
        #expect(folder.text(".shopping-list") == "// for the weekend\nfree hand ingredient{4%l}\n./Elsewhere/Unknown{3}\n")
    }

    @Test func cookCLIsAisleListHeadsAndOrdersTheListAndIsReadAgainWhenItChanges() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        try folder.write(".shopping-list", "./Pancakes\n")
        try folder.write("config/aisle.conf", "[fridge]\nmilk\neggs|egg\n[baking]\nflour\n")
        let library = try folder.open()
        var items = try library.index.shoppingList().items
        #expect(items.map(\.name) == ["milk", "eggs", "flour"])
        #expect(items.map(\.aisleTitle) == ["fridge", "fridge", "baking"])
        try folder.write("config/aisle.conf", "[baking]\nflour\n")
        _ = try library.catchUp()
        items = try library.index.shoppingList().items
        #expect(items.first?.name == "flour" && items.first?.aisleTitle == "baking")
        #expect(!items.dropFirst().contains { $0.aisleTitle == "fridge" })
    }

    @Test func aReferenceWrittenWithItsExtensionIsShoppedForByTheRecipesName() throws {
        let folder = try TestFolder()
        try folder.write("breakfast/Pancakes.cook", "Pour @../syrups/Syrup.cook{2%tbsp} over the @pancakes{4}.\n")
        try folder.write("syrups/Syrup.cook", "Boil @sugar{100%g} in @water{100%ml}.\n")
        try folder.write(".shopping-list", "./breakfast/Pancakes\n")
        let library = try folder.open()
        let pancakes = try #require(try TestFolder.recipes(library)["Pancakes"])
        #expect(pancakes.ingredients == "2 tbsp Syrup\n4 pancakes")
        let names = try library.index.shoppingList().items.map { $0.name.lowercased() }
        #expect(names.contains("syrup") && !names.contains { $0.contains(".cook") })
    }
}
