import GRDB
import Ingredients
import RecipeStructure

/// The shopping list: recipes marked with the servings chosen for each, and the items ticked off.
///
/// Only the marks and the ticked item IDs are stored (migration "v11 shopping"); the list itself is
/// combined from the marked recipes' ingredient lines (a Cooklang recipe's: its steps' ingredient
/// uses) each time it is read, so an edited recipe is shopped for as it now reads. Every change to marks and ticks, by any process, is reported by
/// `pendingChanges()` as `.shoppingDidChange`; so are a marked recipe's deletion and edits to its
/// title, servings or ingredients.
extension RecipeStore {
    /// The marked recipes, in the order they were marked (changing a mark's servings keeps its place).
    public func shoppingMarks() throws -> [ShoppingMark] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT recipeId, servings FROM shoppingMark ORDER BY position")
                .map { ShoppingMark(recipeID: $0[0], servings: $0[1]) }
        }
    }

    /// Marks a recipe for shopping at `servings` (`nil`: as written), or changes the servings of a
    /// recipe already marked. A recipe whose servings field holds no number is listed as written.
    ///
    /// - Throws: `LibraryError.noSuchRecipe` for an unknown ID, `.invalidServings` unless
    ///   `servings` is a positive number, `.readOnly` for a read-only library.
    public func markForShopping(_ id: Recipe.ID, servings: Double? = nil) throws {
        if let servings, !(servings > 0 && servings.isFinite) { throw LibraryError.invalidServings(servings) }
        try write { db in
            guard try RecipeRows.exists(id: id, db) else { throw LibraryError.noSuchRecipe(id) }
            try Self.setMark(id, servings: servings, db)
            try forgetTicksOfItemsNotListed(db)
        }
    }

    /// Takes a recipe off the shopping list; no change if it was not marked. Ticks of items that
    /// leave the list go with them, so a later list does not start with lines already ticked.
    ///
    /// - Throws: `LibraryError.noSuchRecipe` for an unknown ID, `.readOnly` for a read-only library.
    public func unmarkForShopping(_ id: Recipe.ID) throws {
        try write { db in
            guard try RecipeRows.exists(id: id, db) else { throw LibraryError.noSuchRecipe(id) }
            try db.execute(sql: "DELETE FROM shoppingMark WHERE recipeId = ?", arguments: [id])
            if db.changesCount > 0 { try forgetTicksOfItemsNotListed(db) }
        }
    }

    /// The IDs (`ShoppingItem.id`) of the items ticked off.
    public func tickedShoppingItems() throws -> Set<String> {
        try read { db in Set(try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick")) }
    }

    /// Ticks an item of the shopping list off, or back on; setting what it already is changes
    /// nothing. The ID is not checked against the list (another process may have just changed it);
    /// a tick of an item not in the list is never shown and is forgotten with the next mark change.
    ///
    /// - Throws: `LibraryError.readOnly` for a read-only library.
    public func setShoppingItem(_ itemID: String, ticked: Bool) throws {
        try write { db in try Self.setTick(itemID, ticked: ticked, db) }
    }

    /// Marks recipe `id` at `servings`, last in the list, or changes the servings of its mark.
    static func setMark(_ id: Recipe.ID, servings: Double?, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO shoppingMark(recipeId, servings, position)
            VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM shoppingMark))
            ON CONFLICT(recipeId) DO UPDATE SET servings = excluded.servings
            """, arguments: [id, servings])
    }

    /// Ticks item `itemID` off, or back on.
    static func setTick(_ itemID: String, ticked: Bool, _ db: Database) throws {
        if ticked {
            try db.execute(sql: "INSERT OR IGNORE INTO shoppingTick(itemId) VALUES (?)", arguments: [itemID])
        } else {
            try db.execute(sql: "DELETE FROM shoppingTick WHERE itemId = ?", arguments: [itemID])
        }
    }

    /// Empties the shopping list (every mark and tick), or with `tickedOnly` unticks every item
    /// and keeps the marks: the same list, to shop for again. No change when there is nothing to clear.
    ///
    /// - Throws: `LibraryError.readOnly` for a read-only library.
    public func clearShopping(tickedOnly: Bool) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM shoppingTick")
            if !tickedOnly { try db.execute(sql: "DELETE FROM shoppingMark") }
        }
    }

    /// The marked recipes' ingredients combined into one list (see `ShoppingList`), each recipe
    /// scaled to the servings chosen for it, amounts shown in `unitSystem`, the ticked items last
    /// (`ShoppingList.tickedItemIDs`), arranged by the aisles `useAisles` gave, if any, without
    /// what `usePantry` says is at home (`ShoppingList.atHome`).
    ///
    /// - Complexity: O(l) in the marked recipes' ingredient lines, plus sorting the items.
    public func shoppingList(unitSystem: UnitSystem = .asWritten) throws -> ShoppingList {
        try read { db in
            let list = ShoppingList(entries: try Self.shoppingEntries(db), unitSystem: unitSystem)
                .ticking(Set(try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick")))
            let arranged = aisleConfig.withLock { $0 }.map(list.arranged(by:)) ?? list
            return pantryConfig.withLock { $0 }.map(arranged.leavingOut) ?? arranged
        }
    }

    /// One entry per marked recipe, in marking order, scaled by the factor its servings give. A
    /// recipe with a kept Cooklang source whose steps use ingredients is shopped for from its steps' own amounts (summed per
    /// item by the list: 100 g + 400 g flour is 500 g), its fixed ones (`@salt{=10%g}`) unscaled.
    static func shoppingEntries(_ db: Database) throws -> [ShoppingList.Entry] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT recipe.id, recipe.title, recipe.servings, recipe.ingredients, shoppingMark.servings, source.text,
                   recipe.directions, recipe.language
            FROM shoppingMark JOIN recipe ON recipe.id = shoppingMark.recipeId
            LEFT JOIN recipeCooklangSource source ON source.recipeId = recipe.id
            ORDER BY shoppingMark.position
            """)
        var entries: [ShoppingList.Entry] = []
        while let row = try rows.next() {
            let recipe = Recipe(id: row[0], title: row[1], servings: row[2], ingredients: row[3], directions: row[6],
                                language: row[7])
            let target: Double? = row[4]
            let factor = target.flatMap(recipe.scaleFactor(forServings:)) ?? 1
            var entry = ShoppingList.Entry(
                recipeID: recipe.id, recipeTitle: recipe.title, ingredientLines: recipe.ingredientItemLines,
                factor: factor, language: recipe.language(cooklangSource: row[5]))
            // A Cooklang text whose ingredients are only listed (an `== Ingredients ==` section, as
            // export writes one) and used by no step is shopped for from that list, its lines.
            if let source: String = row[5], case let uses = recipe.structure(cooklangSource: source).steps.flatMap(\.uses),
               !uses.isEmpty {
                // As the steps show them: fixed amounts and amounts in words are not scaled.
                entry.ingredientLines = uses.filter { !$0.keepsAmount }.map(\.lineText)
                entry.fixedLines = uses.filter(\.keepsAmount).map(\.lineText)
            }
            entries.append(entry)
        }
        return entries
    }

    /// Drops ticks of items no longer in the list: an item ticked for last week's recipes must not
    /// come back ticked when a new recipe needs it.
    func forgetTicksOfItemsNotListed(_ db: Database) throws {
        let ticked = try String.fetchAll(db, sql: "SELECT itemId FROM shoppingTick")
        guard !ticked.isEmpty else { return }
        let listed = Set(ShoppingList(entries: try Self.shoppingEntries(db)).items.map(\.id))
        for itemID in ticked where !listed.contains(itemID) {
            try db.execute(sql: "DELETE FROM shoppingTick WHERE itemId = ?", arguments: [itemID])
        }
    }
}

extension RecipeStore {
    /// Arranges every shopping list this store reads from now on by `config`, a person's own
    /// aisles (CookCLI's `aisle.conf` in a folder library); `nil` goes back to the guessed aisles.
    /// Nothing is stored: the folder holds the file.
    public func useAisles(_ config: AisleConfig?) {
        aisleConfig.withLock { $0 = config }
    }

    /// Leaves out of every shopping list this store reads from now on the items `config` says
    /// are at home (CookCLI's `pantry.conf` in a folder library); `nil` leaves nothing out.
    public func usePantry(_ config: PantryConfig?) {
        pantryConfig.withLock { $0 = config }
    }
}
