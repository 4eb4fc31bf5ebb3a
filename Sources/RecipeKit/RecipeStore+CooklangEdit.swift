// Saving a recipe's Cooklang text as edited: the text kept as saved, the fields read from it.
import Foundation
import RecipeFormats

/// What saving an edited Cooklang text over a recipe did.
public enum CooklangSave: Equatable, Sendable {
    /// Written: the recipe before (with the source it kept) and after.
    case saved(before: Recipe, beforeSource: String?, after: Recipe)
    /// Not written: the recipe's kept source is no longer the text the editor opened with (an
    /// edit elsewhere, `import --replace`); `currentSource` is what it keeps now, `nil` when it
    /// was edited as a form meanwhile and keeps none.
    case changedMeanwhile(current: Recipe, currentSource: String?)
}

extension Recipe {
    /// The recipe a Cooklang text describes, as an import reads it, titled `untitled` unless the
    /// text states a title, and whether the text states a rating; or the first problem the
    /// Cooklang reader met when the text is not one good recipe.
    public static func reading(cooklang text: String, untitled: String) throws(FormatProblem) -> (recipe: Recipe, statesRating: Bool) {
        // An import titles a recipe with no title by its file's name: a name no title can be
        // (a control character) tells that case apart.
        let unnamed = "\u{1}"
        let result = RecipeImport.read(Data(text.utf8), fileName: unnamed + ".cook")
        if let problem = result.problems.first {
            throw FormatProblem(fileName: "the Cooklang text", place: problem.place, message: problem.message)
        }
        guard result.recipes.count == 1, let external = result.recipes.first else {
            throw FormatProblem(fileName: "the Cooklang text", message: "it holds no recipe")
        }
        var recipe = Recipe(external: external)
        if recipe.title == unnamed { recipe.title = untitled }
        if let problem = recipe.problem { throw FormatProblem(fileName: "the Cooklang text", message: problem.description) }
        return (recipe, external.rating != nil)
    }

    /// The fields a Cooklang text gives (title, times, servings, ingredients, directions,
    /// collections, source, notes, language, a rating it states) copied from `read`; the rest (favorite,
    /// pictures, date added) stay.
    public mutating func takeCooklangFields(of read: Recipe, statesRating: Bool) {
        title = read.title.trimmingCharacters(in: .whitespacesAndNewlines)
        prepTime = read.prepTime
        cookTime = read.cookTime
        statedTotalTime = read.statedTotalTime
        servings = read.servings
        ingredients = read.ingredients
        directions = read.directions
        collections = read.collections
        sourceURL = read.sourceURL
        notes = read.notes
        language = read.language
        if statesRating { rating = read.rating }
    }
}

extension RecipeStore {
    /// Saves `text`, the Cooklang text of recipe `id` as edited, when the recipe still keeps
    /// `opened`, the text the editor opened with (`nil`: it kept none then, as when the editor
    /// reopened after an edit as a form elsewhere): the fields read from `text` and the text itself
    /// (kept byte for byte, so exporting as Cooklang gives it back) in one transaction. Favorite,
    /// pictures, shopping mark and a rating the text does not state stay.
    ///
    /// A text that states no title keeps the recipe's.
    ///
    /// - Throws: `FormatProblem` when `text` is not one good Cooklang recipe (nothing written),
    ///   `LibraryError.noSuchRecipe` when the recipe was deleted meanwhile, `.readOnly`.
    public func saveCooklang(_ text: String, of id: Recipe.ID, opened: String?) throws -> CooklangSave {
        return try write { db in
            let before = try stored(id, db)
            let (read, statesRating) = try Recipe.reading(cooklang: text, untitled: before.title)
            let source = try CooklangSources.text(of: id, db)
            guard source == opened else { return .changedMeanwhile(current: before, currentSource: source) }
            var after = before
            after.takeCooklangFields(of: read, statesRating: statesRating)
            try check(after)
            // The row first: its trigger forgets the source on any edit; then the new source.
            _ = try RecipeRows.update(after, db)
            try CooklangSources.keep(text, of: id, db)
            return .saved(before: before, beforeSource: source, after: try stored(id, db))
        }
    }

    /// Puts back recipe `recipe.id` exactly as `recipe`, keeping `cooklangSource` as its Cooklang
    /// text (`nil`: none), in one transaction: the undo and redo of a Cooklang save.
    ///
    /// - Throws: `LibraryError.noSuchRecipe` when the recipe is gone, `.invalidRecipe`, `.readOnly`.
    public func putBack(_ recipe: Recipe, cooklangSource: String?) throws {
        try check(recipe)
        try write { db in
            guard try RecipeRows.update(recipe, db) else { throw LibraryError.noSuchRecipe(recipe.id) }
            try CooklangSources.keep(cooklangSource, of: recipe.id, db)
        }
    }
}
