/// A deleted recipe with everything its delete took from the library, so that
/// `RecipeStore.restore(_:)` can put all of it back: the recipe (its fields, favorite mark,
/// collections and date added, which Recents goes by), its shopping mark with the servings and
/// the place it had, and the shopping-list ticks that left with it.
public struct RemovedRecipe: Equatable, Hashable, Sendable {
    /// The recipe as it was stored.
    public var recipe: Recipe
    /// Its shopping mark, when it was marked.
    public var shoppingMark: ShoppingMark?
    /// The mark's place in marking order (the shopping list lists recipes in that order).
    public var shoppingPosition: Int?
    /// The IDs of the shopping-list items that were ticked before the delete and were not after
    /// (the last mark's delete takes every tick with it).
    public var ticksTaken: Set<String>

    /// A removal of `recipe` that took nothing else (a recipe just added, never marked).
    public init(recipe: Recipe, shoppingMark: ShoppingMark? = nil, shoppingPosition: Int? = nil, ticksTaken: Set<String> = []) {
        self.recipe = recipe
        self.shoppingMark = shoppingMark
        self.shoppingPosition = shoppingPosition
        self.ticksTaken = ticksTaken
    }
}
