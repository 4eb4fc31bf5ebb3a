/// A collection as the sidebar lists it: its name and how many recipes it holds.
public struct CollectionSummary: Sendable, Hashable, Codable {
    /// The collection's name, as recipes spell it.
    public var name: String
    /// The number of recipes in the collection.
    public var recipeCount: Int

    /// Creates a summary.
    public init(name: String, recipeCount: Int) {
        self.name = name
        self.recipeCount = recipeCount
    }
}
