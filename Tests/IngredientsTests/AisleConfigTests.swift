import Testing
@testable import Ingredients

/// A person's aisles (CookCLI's aisle.conf) head and order the shopping list.
@Suite struct AisleConfigTests {
    static let conf = """
        // my shop, in walking order
        [bakery]
        flour|plain flour

        [fridge]
        milk // semi-skimmed
        butter
        milk
        loose line before nothing
        """

    @Test func aislesAreReadInOrderWithSynonymsCommentsAndRepeatsAsCooklangRsReadsThem() {
        let config = AisleConfig(parsing: "stray\n" + Self.conf)
        #expect(config.aisles == ["bakery", "fridge"])
        #expect(config.aisle(of: "Plain Flour") == 0)
        #expect(config.aisle(of: "milk") == 1)
        #expect(config.aisle(of: "stray") == nil)
        #expect(config.aisle(of: "semi-skimmed") == nil)
    }

    @Test func listedItemsComeFirstUnderTheirAislesAndTheRestKeepTheGuessedOnesTickedLast() {
        let list = ShoppingList(entries: [ShoppingList.Entry(
            recipeID: 1, recipeTitle: "Cake", ingredientLines: ["2 carrots", "100 g butter", "200 g flour", "1 tsp salt", "2 eggs"])])
        let eggs = list.items.first { $0.name == "eggs" }!.id
        let arranged = list.ticking([eggs]).arranged(by: AisleConfig(parsing: Self.conf))
        #expect(arranged.items.map(\.name) == ["flour", "butter", "carrots", "salt", "eggs"])
        #expect(arranged.items.map(\.aisleTitle) == ["bakery", "fridge", "Produce", "Spices", "Dairy and eggs"])
        #expect(arranged.isTicked(arranged.items.last!))
    }
}

/// What is at home (CookCLI's pantry.conf) is left out of the shopping list.
@Suite struct PantryConfigTests {
    @Test func theNamesOfEveryTableAreReadWhateverTheirValues() {
        let pantry = PantryConfig(parsing: """
            # what we have
            [freezer]
            ice_cream = "1%L"
            frozen-peas = { quantity = "500%g", low = "200%g" }

            [fridge]
            "Whole Milk" = { expire = "10.05.2024", quantity = "1%L" }
            eggs = "6"
            """)
        #expect(pantry.names == ["ice cream", "frozen-peas", "whole milk", "eggs"])
        #expect(pantry.has("Eggs"))
    }

    @Test func itemsAtHomeLeaveTheListAndAreKeptApart() {
        let list = ShoppingList(entries: [ShoppingList.Entry(
            recipeID: 1, recipeTitle: "Cake", ingredientLines: ["200 g flour", "2 eggs", "100 ml olive oil"])])
        let eggs = list.items.first { $0.name == "eggs" }!.id
        let left = list.ticking([eggs]).leavingOut(PantryConfig(parsing: "[fridge]\neggs = \"6\"\n[cupboard]\n\"Olive Oil\" = \"1%l\"\n"))
        #expect(left.items.map(\.name) == ["flour"])
        #expect(Set(left.atHome.map(\.name)) == ["olive oil", "eggs"])
        #expect(left.tickedItemIDs.isEmpty)
    }
}
