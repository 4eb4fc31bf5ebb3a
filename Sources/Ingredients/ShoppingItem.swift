/// One line of a shopping list: an ingredient with its amounts summed across recipes.
public struct ShoppingItem: Sendable, Hashable, Identifiable {
    /// Stable across recomputation: the folded name and what the amount measures
    /// (`"flour|mass"`, `"egg|count"`, `"garlic|count:clove"`, `"salt|none"`), so it can identify
    /// the item in a diffable snapshot while amounts change.
    public let id: String
    /// The ingredient's name to show ("flour", "eggs").
    public let name: String
    /// The summed amount in the unit chosen to show it (as written with amounts in both systems,
    /// the US part: `text` names both); for packs, their count; `nil` when no recipe gave an amount.
    public let measure: Measure?
    /// The line to show: "700 g flour", "3 eggs", "2 cloves garlic", "salt".
    public let text: String
    /// The aisle guessed from the name.
    public let aisle: Aisle
    /// The aisle a person's aisle list (`AisleConfig`, CookCLI's `aisle.conf`) puts it in, when it does.
    public internal(set) var configuredAisle: String? = nil
    /// The aisle's heading: the configured one, else the guessed one's title.
    public var aisleTitle: String { configuredAisle ?? aisle.title }
    /// Sorts the list: aisle, then folded name, then measure kind.
    public let sortKey: String
    /// The recipes that need it, in the order they were given, each once.
    public let recipeIDs: [Int]
    /// Their titles, in the same order.
    public let recipeTitles: [String]
}
