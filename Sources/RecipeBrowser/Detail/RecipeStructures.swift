// The structures of the recipes on screen, built once and kept until the recipe changes.
import Ingredients
import RecipeKit
import RecipeStructure

/// Builds a recipe's structure (`RecipeStore.structure(of:)`: from its Cooklang source when it
/// has one, else from its text) once, and hands out the same value to the detail and cook mode
/// on every draw, until a change event names the recipe.
///
/// Building costs tens of microseconds and a read of the source; a `+` redraws the detail, and
/// cook mode redraws a step at every key, so neither builds it again. A handful of recipes are
/// kept (the detail's and cook mode's, and the ones just left), never the library.
@MainActor
final class RecipeStructures {
    private struct Entry {
        var ingredients: String
        var directions: String
        var structure: StructuredRecipe
        /// Decided when first asked: only a scaled recipe needs it.
        var language: RecipeLanguage?
    }

    private let store: RecipeStore
    private var entries: [Recipe.ID: Entry] = [:]
    private static let capacity = 16

    init(store: RecipeStore) {
        self.store = store
    }

    /// The structure of `recipe`; the text it was built from is compared too, so a recipe read
    /// after a change that was not announced yet is not shown with its old structure.
    func structure(of recipe: Recipe) -> StructuredRecipe {
        if let entry = entries[recipe.id], entry.ingredients == recipe.ingredients, entry.directions == recipe.directions {
            return entry.structure
        }
        let structure = (try? store.structure(of: recipe)) ?? recipe.structure(cooklangSource: nil)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[recipe.id] = Entry(ingredients: recipe.ingredients, directions: recipe.directions, structure: structure)
        return structure
    }

    /// The language of `recipe` (`RecipeStore.language(of:)`), decided once and kept with its structure.
    func language(of recipe: Recipe) -> RecipeLanguage {
        _ = structure(of: recipe)
        if let language = entries[recipe.id]?.language { return language }
        let language = (try? store.language(of: recipe)) ?? recipe.language(cooklangSource: nil)
        entries[recipe.id]?.language = language
        return language
    }

    /// Forgets what was built for `ids` (they changed, or left the library).
    func forget(_ ids: some Sequence<Recipe.ID>) {
        for id in ids { entries[id] = nil }
    }
}
