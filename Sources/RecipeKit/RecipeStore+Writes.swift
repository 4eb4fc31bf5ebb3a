import Foundation
import GRDB

extension RecipeStore {
    /// Stores a new recipe under a new ID (the recipe's own `id` is ignored) and returns it as stored.
    ///
    /// A `nil` `addedOn` becomes now. IDs of deleted recipes are never reused.
    @discardableResult
    public func add(_ recipe: Recipe) throws -> Recipe {
        try check(recipe)
        return try write { db in
            let id = try RecipeRows.insert(recipe, id: nil, addedOn: now(), db)
            return try stored(id, db)
        }
    }

    /// Replaces every field of the stored recipe with the same ID; a `nil` `addedOn` keeps the stored date.
    public func update(_ recipe: Recipe) throws {
        try check(recipe)
        try write { db in
            guard try RecipeRows.update(recipe, db) else { throw LibraryError.noSuchRecipe(recipe.id) }
        }
    }

    /// Deletes a recipe and returns it as it was, so that `restore(_:)` can bring it back.
    @discardableResult
    public func delete(id: Recipe.ID) throws -> Recipe {
        try write { db in
            let recipe = try stored(id, db)
            try RecipeRows.delete(id: id, db)
            return recipe
        }
    }

    /// Puts a deleted recipe back under its own ID, with all its fields and collections.
    public func restore(_ recipe: Recipe) throws {
        try check(recipe)
        guard recipe.id > 0 else { throw LibraryError.invalidRecipe("\"id\" must be a positive number") }
        try write { db in
            guard try !RecipeRows.exists(id: recipe.id, db) else {
                throw LibraryError.recipeAlreadyExists(recipe.id)
            }
            _ = try RecipeRows.insert(recipe, id: recipe.id, addedOn: now(), db)
        }
    }

    /// Marks or unmarks a recipe as a favorite; setting the value it already has changes nothing.
    public func setFavorite(_ isFavorite: Bool, for id: Recipe.ID) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE recipe SET isFavorite = ? WHERE id = ? AND isFavorite != ?",
                arguments: [isFavorite, id, isFavorite])
            if db.changesCount == 0, try !RecipeRows.exists(id: id, db) { throw LibraryError.noSuchRecipe(id) }
        }
    }

    /// Flips a recipe's favorite mark and returns the new value.
    @discardableResult
    public func toggleFavorite(id: Recipe.ID) throws -> Bool {
        try write { db in
            let isFavorite = try Bool.fetchOne(
                db, sql: "UPDATE recipe SET isFavorite = NOT isFavorite WHERE id = ? RETURNING isFavorite",
                arguments: [id])
            guard let isFavorite else { throw LibraryError.noSuchRecipe(id) }
            return isFavorite
        }
    }

    /// The stored recipe with this ID, or `LibraryError.noSuchRecipe`.
    func stored(_ id: Recipe.ID, _ db: Database) throws -> Recipe {
        guard let recipe = try RecipeRows.fetch(ids: [id], db).first else { throw LibraryError.noSuchRecipe(id) }
        return recipe
    }

    func check(_ recipe: Recipe) throws {
        if let problem = recipe.problem { throw LibraryError.invalidRecipe(problem.description) }
    }
}
