/// What the recipe list shows: a scope narrowed by optional search text.
public struct RecipeQuery: Sendable, Hashable {
    /// Which recipes a query starts from, as the sidebar offers them.
    public enum Scope: Sendable, Hashable {
        /// Every recipe.
        case all
        /// Recipes marked as favorites.
        case favorites
        /// Recipes added within the last 30 days, newest first.
        case recents
        /// Recipes in the collection with exactly this name.
        case collection(String)
    }

    /// The scope the query starts from.
    public var scope: Scope
    /// Words to prefix-match in title, ingredients and directions; `nil` or blank means no filter,
    /// text with no word (only punctuation, symbols, emoji) matches no recipe.
    public var searchText: String?

    /// Creates a query; `searchText` is user input and is never parsed as FTS syntax.
    public init(scope: Scope = .all, searchText: String? = nil) {
        self.scope = scope
        self.searchText = searchText
    }
}
