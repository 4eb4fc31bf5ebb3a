/// What a committed write changed, in terms a pane can apply to its snapshot of identifiers.
public enum StoreChange: Equatable, Sendable {
    /// Properties of an existing recipe changed: reconfigure its row in place.
    case recipeDidChange(Recipe.ID)
    /// Recipes were added or removed: query the identifiers again and diff.
    case recipesDidChange(inserted: Set<Recipe.ID>, deleted: Set<Recipe.ID>)
    /// Collection names or their recipe counts changed: rebuild the sidebar's collections.
    case collectionsDidChange
    /// The shopping list changed: a recipe was marked or unmarked (or deleted while marked), its
    /// servings changed, an item was ticked or unticked, or a marked recipe's title, servings or
    /// ingredients were edited. Read `RecipeStore.shoppingList(unitSystem:)` again and diff.
    case shoppingDidChange
}
