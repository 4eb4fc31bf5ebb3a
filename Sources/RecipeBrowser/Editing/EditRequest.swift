// What `a` and `e` ask the event loop to edit, and how the edited template becomes a recipe.
import RecipeKit

/// A recipe to write in the editor: an existing one (`e`) or a new one (`a`).
public struct EditRequest: Equatable, Sendable {
    /// The recipe being edited; nil for a new recipe.
    public let original: Recipe?
    /// Collections a new recipe joins (the one chosen in the sidebar).
    public let joining: [String]
    /// Whether a new recipe starts as a favorite (when Favorites is chosen).
    public let favorite: Bool

    /// Creates a request.
    public init(original: Recipe?, joining: [String], favorite: Bool) {
        self.original = original
        self.joining = joining
        self.favorite = favorite
    }

    /// The template the editor opens with.
    public var template: RecipeTemplate {
        guard let recipe = original else { return RecipeTemplate(collections: joining) }
        return RecipeTemplate(
            title: recipe.title, prepTime: recipe.prepTime, cookTime: recipe.cookTime,
            servings: recipe.servings, collections: recipe.collections,
            ingredients: Self.lines(recipe.ingredients), directions: Self.lines(recipe.directions))
    }

    /// The recipe the edited `template` describes: the original with the edited fields, or a new one.
    func recipe(from template: RecipeTemplate) -> Recipe {
        var recipe = original ?? Recipe(title: template.title, isFavorite: favorite)
        recipe.title = template.title
        recipe.prepTime = template.prepTime
        recipe.cookTime = template.cookTime
        recipe.servings = template.servings
        recipe.collections = template.collections
        recipe.ingredients = template.ingredients.joined(separator: "\n")
        recipe.directions = template.directions.joined(separator: "\n")
        return recipe
    }

    private static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}
