// What `a` and `e` ask the event loop to edit, and how the edited template becomes a recipe.
import RecipeKit

/// A recipe to write in the editor: an existing one (`e`) or a new one (`a`).
public struct EditRequest: Equatable, Sendable {
    /// The recipe being edited, as the editor opened it; nil for a new recipe.
    public let original: Recipe?
    /// Collections a new recipe joins (the one chosen in the sidebar).
    public let joining: [String]
    /// Whether a new recipe starts as a favorite (when Favorites is chosen).
    public let favorite: Bool
    /// For a new recipe: the recipe it brings back (one deleted elsewhere while it was being
    /// edited), whose fields the form does not show (pictures, favorite) it keeps.
    public let recreating: Recipe?
    /// The Cooklang text the recipe kept when the editor opened (`nil`: none).
    public let cooklangSource: String?
    /// Whether the editor edits the recipe's Cooklang text rather than the form: a recipe that
    /// keeps its Cooklang source, or one reopened after its Cooklang text was edited.
    public let editsCooklang: Bool
    /// The text of the recipe's file, as the editor opened it, when that file in a folder library
    /// is damaged but text (a git conflict): the editor edits the file itself, saved back byte for byte.
    public let damagedFileText: String?

    /// Creates a request; it edits Cooklang text when `editsCooklang` says so, by default when
    /// a `cooklangSource` is given.
    public init(original: Recipe?, joining: [String], favorite: Bool, recreating: Recipe? = nil,
                cooklangSource: String? = nil, editsCooklang: Bool? = nil, damagedFileText: String? = nil) {
        self.original = original
        self.joining = joining
        self.favorite = favorite
        self.recreating = recreating
        self.cooklangSource = cooklangSource
        self.editsCooklang = editsCooklang ?? (cooklangSource != nil || damagedFileText != nil)
        self.damagedFileText = damagedFileText
    }

    /// The text the editor opens with: the damaged file's text, the Cooklang source, or the form.
    public var openingText: String {
        damagedFileText ?? (editsCooklang ? cooklangSource ?? "" : template.text)
    }

    /// The template the editor opens with.
    public var template: RecipeTemplate {
        guard let recipe = original else { return RecipeTemplate(collections: joining) }
        return RecipeTemplate(recipe)
    }

    /// The recipe the edited `template` describes: the original with the edited fields, or a new one.
    func recipe(from template: RecipeTemplate) -> Recipe {
        var recipe = original ?? recreating.map(Self.asNew) ?? Recipe(title: template.title, isFavorite: favorite)
        recipe.title = template.title
        recipe.prepTime = template.prepTime
        recipe.cookTime = template.cookTime
        recipe.servings = template.servings
        recipe.collections = template.collections
        recipe.ingredients = template.ingredients.joined(separator: "\n")
        recipe.directions = template.directions.joined(separator: "\n")
        recipe.notes = template.notes
        recipe.rating = template.rating
        recipe.sourceURL = template.sourceURL
        return recipe
    }

    /// `recipe` as a new recipe: a new ID and date added, the rest kept.
    static func asNew(_ recipe: Recipe) -> Recipe {
        var fresh = recipe
        fresh.id = 0
        fresh.addedOn = nil
        return fresh
    }
}
