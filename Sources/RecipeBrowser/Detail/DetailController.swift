// The detail pane: one recipe, read from the store by ID, refreshed when that recipe changes.
import Ingredients
import RecipeKit
import TerminalUI

/// Shows the recipe with a given ID in a scrollable text pane.
@MainActor
final class DetailController {
    let pane: TextPane
    private let store: RecipeStore
    private let structures: RecipeStructures
    private let formatter: RecipeDetailFormatter
    /// The recipe's picture at the top, rendered off the event loop.
    let pictures: DetailPictures
    /// The recipe shown (nil: none).
    private(set) var recipeID: Recipe.ID?
    /// The servings and units chosen per recipe, for this session (never stored).
    private(set) var presentations: [Recipe.ID: RecipePresentation] = [:]

    init(store: RecipeStore, structures: RecipeStructures, surface: any LineSurface, glyphs: Glyphs,
         pictures: DetailPictures? = nil) {
        self.store = store
        self.structures = structures
        self.pictures = pictures ?? DetailPictures(store: store, display: .none, workerStore: nil)
        pane = TextPane(surface: surface, glyphs: glyphs, name: "detail")
        formatter = RecipeDetailFormatter(glyphs: glyphs)
    }

    /// The recipes the detail came from by `openReference`, the last one last; Esc goes back.
    private(set) var referenceTrail: [Recipe.ID] = []

    /// Shows recipe `id` from its top (nothing when nil).
    func show(_ id: Recipe.ID?) {
        guard id != recipeID else { return }
        recipeID = id
        referenceTrail = []
        pane.show(content(), resetScroll: true)
    }

    /// Shows the recipe the shown one uses (its first Cooklang reference, `@./sauces/Hollandaise{150%g}`),
    /// scaled as the shown one is; Esc (`closeReference`) comes back. A message for the status line.
    func openReference() -> String {
        guard let recipeID, let recipe = try? store.recipe(with: recipeID) else { return "No recipe selected" }
        guard let reference = structures.structure(of: recipe).references.first else {
            return "\"\(recipe.title)\" uses no other recipe"
        }
        guard let target = try? store.recipeID(referencedAs: reference.path), target != recipeID,
              let used = try? store.recipe(with: target) else {
            return "No recipe \"\(reference.name)\" in the library (\(reference.path))"
        }
        // Scaled with its parent: the same factor on its own servings.
        let factor = presentations[recipeID]?.servings.flatMap(recipe.scaleFactor(forServings:)) ?? 1
        var presentation = presentations[target] ?? RecipePresentation()
        presentation.units = presentations[recipeID]?.units ?? presentation.units
        if let servings = used.parsedServings?.count {
            presentation.servings = factor == 1 ? nil : servings * factor
        }
        presentations[target] = presentation == RecipePresentation() ? nil : presentation
        referenceTrail.append(recipeID)
        self.recipeID = target
        pane.show(content(), resetScroll: true)
        return "\"\(used.title)\", used in \"\(recipe.title)\" — Esc back"
    }

    /// Back to the recipe the shown one was opened from by `openReference`; false when there is none.
    func closeReference() -> Bool {
        guard let previous = referenceTrail.popLast() else { return false }
        recipeID = previous
        pane.show(content(), resetScroll: true)
        return true
    }

    /// Reads the recipe again (it changed, or the width did), keeping the scroll position.
    func refresh() {
        pane.show(content(), resetScroll: false)
    }

    /// Draws the shown recipe's picture if the worker has rendered it: only its rows change.
    /// Returns whether it did.
    func landPicture() -> Bool {
        guard let id = pictures.land(), id == recipeID else { return false }
        refresh()
        return true
    }

    /// Whether the shown recipe still exists.
    var showsExistingRecipe: Bool {
        guard let recipeID else { return false }
        return (try? store.recipe(with: recipeID)) != nil
    }

    /// Scales the shown recipe by `delta` servings (never under 1); a message for the status
    /// line. Only the lines whose text changes are redrawn.
    func changeServings(by delta: Int) -> String {
        guard let recipeID, let recipe = try? store.recipe(with: recipeID) else { return "No recipe selected" }
        guard let servings = Servings(parsing: recipe.servings) else {
            return recipe.servings.isEmpty ? "This recipe does not say how many it serves"
                                           : "Cannot scale: \"\(recipe.servings)\" holds no number"
        }
        var presentation = presentations[recipeID] ?? RecipePresentation()
        let current = presentation.servings ?? servings.count
        // From a fraction ("1/2 loaf"), the first step goes to a whole number.
        let next = delta > 0 ? (current.rounded(.down) + Double(delta)) : max(1, current.rounded(.up) + Double(delta))
        presentation.servings = next == servings.count ? nil : next
        presentations[recipeID] = presentation
        refresh()
        return "Serves " + servings.formatted(scaledTo: next, language: structures.language(of: recipe))
            + (presentation.servings == nil ? "" : "  = resets")
    }

    /// Back to the servings and units the recipe was written with.
    func resetPresentation() -> String {
        guard let recipeID else { return "No recipe selected" }
        presentations[recipeID] = nil
        refresh()
        return "As written"
    }

    /// As written → metric → US → as written.
    func cycleUnits() -> String {
        guard let recipeID else { return "No recipe selected" }
        var presentation = presentations[recipeID] ?? RecipePresentation()
        presentation.units = switch presentation.units {
        case .asWritten: .metric
        case .metric: .us
        case .us: .asWritten
        }
        presentations[recipeID] = presentation == RecipePresentation() ? nil : presentation
        refresh()
        return switch presentation.units {
        case .asWritten: "Units as written"
        case .metric: "Metric units (g, ml)"
        case .us: "US units (cups, oz)"
        }
    }

    private func content() -> [Row] {
        guard let recipeID else { return formatter.placeholder("No recipe selected") }
        do {
            guard let recipe = try store.recipe(with: recipeID) else {
                return formatter.placeholder("Recipe \(recipeID) was deleted")
            }
            var presentation = presentations[recipeID] ?? RecipePresentation()
            // Only a scaled recipe shows counts that may change a noun: only then is its language decided.
            if presentation.servings != nil { presentation.language = structures.language(of: recipe) }
            return pictures.rows(for: recipeID, columns: pane.columns, paneRows: pane.visibleRowCount)
                + formatter.rows(for: recipe, structure: structures.structure(of: recipe), columns: pane.columns,
                                  presentation: presentation)
        } catch {
            return formatter.placeholder("Cannot read recipe \(recipeID): \(SystemErrorReason.describing(error))")
        }
    }
}
