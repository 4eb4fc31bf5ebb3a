// The detail pane: one recipe, read from the store by ID, refreshed when that recipe changes.
import RecipeKit
import TerminalUI

/// Shows the recipe with a given ID in a scrollable text pane.
@MainActor
final class DetailController {
    let pane: TextPane
    private let store: RecipeStore
    private let formatter: RecipeDetailFormatter
    /// The recipe shown (nil: none).
    private(set) var recipeID: Recipe.ID?

    init(store: RecipeStore, surface: any LineSurface, glyphs: Glyphs) {
        self.store = store
        pane = TextPane(surface: surface, glyphs: glyphs, name: "detail")
        formatter = RecipeDetailFormatter(glyphs: glyphs)
    }

    /// Shows recipe `id` from its top (nothing when nil).
    func show(_ id: Recipe.ID?) {
        guard id != recipeID else { return }
        recipeID = id
        pane.show(content(), resetScroll: true)
    }

    /// Reads the recipe again (it changed, or the width did), keeping the scroll position.
    func refresh() {
        pane.show(content(), resetScroll: false)
    }

    /// Whether the shown recipe still exists.
    var showsExistingRecipe: Bool {
        guard let recipeID else { return false }
        return (try? store.recipe(with: recipeID)) != nil
    }

    private func content() -> [Row] {
        guard let recipeID else { return formatter.placeholder("No recipe selected") }
        do {
            guard let recipe = try store.recipe(with: recipeID) else {
                return formatter.placeholder("Recipe \(recipeID) was deleted")
            }
            return formatter.rows(for: recipe, columns: pane.columns)
        } catch {
            return formatter.placeholder("Cannot read recipe \(recipeID): \(error)")
        }
    }
}
