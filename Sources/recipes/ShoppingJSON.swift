import Ingredients
import RecipeKit

/// What `recipes shopping --json` prints: the units, the marked recipes, and the items.
struct ShoppingJSON: Encodable {
    /// One marked recipe.
    struct MarkedRecipe: Encodable {
        var id: Int
        var title: String
        /// The servings chosen; `null` for as written.
        var servings: Double?
        /// The recipe's own servings field.
        var servingsAsWritten: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(servings, forKey: .servings)
            try container.encode(servingsAsWritten, forKey: .servingsAsWritten)
        }

        private enum CodingKeys: String, CodingKey { case id, title, servings, servingsAsWritten }
    }

    /// One line of the list.
    struct Item: Encodable {
        var id: String
        var text: String
        var name: String
        var quantity: Double?
        var upperQuantity: Double?
        var unit: String?
        var aisle: String
        var ticked: Bool
        var recipeIDs: [Int]
        var recipeTitles: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
            try container.encode(name, forKey: .name)
            try container.encode(quantity, forKey: .quantity)
            try container.encode(upperQuantity, forKey: .upperQuantity)
            try container.encode(unit, forKey: .unit)
            try container.encode(aisle, forKey: .aisle)
            try container.encode(ticked, forKey: .ticked)
            try container.encode(recipeIDs, forKey: .recipeIDs)
            try container.encode(recipeTitles, forKey: .recipeTitles)
        }

        private enum CodingKeys: String, CodingKey {
            case id, text, name, quantity, upperQuantity, unit, aisle, ticked, recipeIDs, recipeTitles
        }
    }

    var units: String
    var recipes: [MarkedRecipe]
    var items: [Item]

    init(list: ShoppingList, marks: [ShoppingMark], recipes found: [Recipe], units: UnitsOption) {
        self.units = units.rawValue
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        recipes = marks.compactMap { mark in
            byID[mark.recipeID].map {
                MarkedRecipe(id: $0.id, title: $0.title, servings: mark.servings, servingsAsWritten: $0.servings)
            }
        }
        items = list.items.map { item in
            Item(
                id: item.id, text: item.text, name: item.name,
                quantity: item.measure.map { ParsedIngredient.jsonQuantity($0.quantity.value) },
                upperQuantity: item.measure?.quantity.upperValue.map(ParsedIngredient.jsonQuantity),
                unit: item.measure?.unit?.symbol.singular,
                aisle: item.aisleTitle, ticked: list.isTicked(item),
                recipeIDs: item.recipeIDs, recipeTitles: item.recipeTitles)
        }
    }
}
