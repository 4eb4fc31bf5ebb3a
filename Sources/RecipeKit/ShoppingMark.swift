/// A recipe marked for the shopping list, with the servings chosen for it.
public struct ShoppingMark: Equatable, Hashable, Sendable {
    /// The marked recipe.
    public var recipeID: Recipe.ID
    /// The servings to shop for; `nil` means as the recipe is written.
    public var servings: Double?

    /// A mark of `recipeID` at `servings` (`nil`: as written).
    public init(recipeID: Recipe.ID, servings: Double? = nil) {
        self.recipeID = recipeID
        self.servings = servings
    }
}
