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
