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

    /// Reads the stored recipe with this ID, lets `change` alter it and stores the result, in
    /// one transaction, so no other write (another process's included) comes between the read
    /// and the write. Returns the recipe before and after; an unchanged recipe is not written.
    ///
    /// - Throws: `LibraryError.noSuchRecipe` when there is no such recipe (`change` is not
    ///   called), `.invalidRecipe` when the changed recipe cannot be stored, or what `change` throws.
    @discardableResult
    public func update(id: Recipe.ID, _ change: (inout Recipe) throws -> Void) throws -> (before: Recipe, after: Recipe) {
        try write { db in
            let before = try stored(id, db)
            var after = before
            try change(&after)
            after.id = id
            guard after != before else { return (before, before) }
            try check(after)
            _ = try RecipeRows.update(after, db)
            return (before, try stored(id, db))
        }
    }

    /// Deletes a recipe and returns it as it was, so that `restore(_:)` can bring it back.
    @discardableResult
    public func delete(id: Recipe.ID) throws -> Recipe {
        try remove(id: id).recipe
    }

    /// Deletes a recipe and returns everything the delete took (see `RemovedRecipe`): with
    /// `restore(_:)` an undo brings back the shopping mark and its ticks, not just the recipe.
    @discardableResult
    public func remove(id: Recipe.ID) throws -> RemovedRecipe {
        try write { db in
            let recipe = try stored(id, db)
            let mark = try Row.fetchOne(
                db, sql: "SELECT servings, position FROM shoppingMark WHERE recipeId = ?", arguments: [id])
            let ticksBefore = Set(try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick"))
            try RecipeRows.delete(id: id, db)
            let ticksAfter = mark == nil ? ticksBefore : Set(try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick"))
            return RemovedRecipe(
                recipe: recipe, shoppingMark: mark.map { ShoppingMark(recipeID: id, servings: $0[0]) },
                shoppingPosition: mark.map { $0[1] }, ticksTaken: ticksBefore.subtracting(ticksAfter))
        }
    }

    /// Puts a deleted recipe back under its own ID, with all its fields and collections.
    public func restore(_ recipe: Recipe) throws {
        try restore(RemovedRecipe(recipe: recipe))
    }

    /// Puts back everything a delete took: the recipe under its own ID with all its fields and
    /// collections, its shopping mark at the servings and place it had, and the ticks that went
    /// with it (ticks another process set since are kept).
    public func restore(_ removed: RemovedRecipe) throws {
        let recipe = removed.recipe
        try check(recipe)
        guard recipe.id > 0 else { throw LibraryError.invalidRecipe("\"id\" must be a positive number") }
        try write { db in
            guard try !RecipeRows.exists(id: recipe.id, db) else {
                throw LibraryError.recipeAlreadyExists(recipe.id)
            }
            _ = try RecipeRows.insert(recipe, id: recipe.id, addedOn: now(), db)
            guard let mark = removed.shoppingMark else { return }
            try db.execute(sql: """
                INSERT INTO shoppingMark(recipeId, servings, position)
                VALUES (?, ?, coalesce(?, (SELECT coalesce(max(position), 0) + 1 FROM shoppingMark)))
                """, arguments: [recipe.id, mark.servings, removed.shoppingPosition])
            for itemID in removed.ticksTaken.sorted() {
                try db.execute(sql: "INSERT OR IGNORE INTO shoppingTick(itemId) VALUES (?)", arguments: [itemID])
            }
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
