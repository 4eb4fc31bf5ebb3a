import Foundation
import GRDB

/// What `importRecipes` does with a recipe whose ID is already in the library.
public enum ExistingRecipePolicy: Sendable {
    /// Leave the library's recipe as it is and report the ID as skipped.
    case skip
    /// Overwrite the library's recipe with the imported one, keeping the ID.
    case replace
}

/// The outcome of an import, by recipe ID.
public struct ImportSummary: Sendable, Equatable {
    /// IDs that were not in the library and now are.
    public var inserted: [Recipe.ID] = []
    /// IDs whose recipes were overwritten (`.replace`).
    public var replaced: [Recipe.ID] = []
    /// IDs left untouched because the library already had them (`.skip`).
    public var skipped: [Recipe.ID] = []
}

extension RecipeStore {
    /// Adds recipes under their own IDs, all in one transaction: either all of it happens or none.
    ///
    /// A `nil` `addedOn` becomes now. Validate files with `RecipeFile` first: this throws at the first
    /// recipe that cannot be stored, and duplicate IDs in `recipes` count as already existing.
    public func importRecipes(_ recipes: [Recipe], existing: ExistingRecipePolicy) throws -> ImportSummary {
        for recipe in recipes {
            try check(recipe)
            guard recipe.id > 0 else {
                throw LibraryError.invalidRecipe("\"id\" must be a positive number, not \(recipe.id)")
            }
        }
        let importedOn = now()
        return try write { db in
            var summary = ImportSummary()
            for recipe in recipes {
                if try RecipeRows.exists(id: recipe.id, db) {
                    switch existing {
                    case .skip:
                        summary.skipped.append(recipe.id)
                    case .replace:
                        var replacement = recipe
                        replacement.addedOn = recipe.addedOn ?? importedOn
                        _ = try RecipeRows.update(replacement, db)
                        summary.replaced.append(recipe.id)
                    }
                } else {
                    _ = try RecipeRows.insert(recipe, id: recipe.id, addedOn: importedOn, db)
                    summary.inserted.append(recipe.id)
                }
            }
            return summary
        }
    }
}
