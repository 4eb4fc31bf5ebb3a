// What the person asks for, sent to the store; and the store's changes, applied to the panes.
import RecipeKit
import TerminalUI

extension Browser {
    /// The recipe `f`, `d`, `e` and `m` act on: the one on screen, which is the list's selection
    /// (the detail shows it), the recipe a change just took out of the list, or the recipe the
    /// detail opened from the selected one's reference (Enter in the detail).
    func targetRecipeID() -> Recipe.ID? {
        if !detail.referenceTrail.isEmpty, let used = detail.recipeID { return used }
        return recipeOutsideList?.id ?? list.shownPane.selectedItem
    }

    func targetRecipe() -> Recipe? {
        guard let id = targetRecipeID() else { return nil }
        return try? store.recipe(with: id)
    }

    /// Collections a new recipe joins: the chosen one, if a collection is chosen.
    var newRecipeCollections: [String] {
        if case .collection(let name) = sidebar.chosenScope { [name] } else { [] }
    }

    /// Shows `scope` in the list and moves the focus there. In a large library the list follows
    /// when the scope has been read off the event loop, unless `waiting`.
    func choose(_ scope: RecipeQuery.Scope, waiting: Bool = false) {
        sidebar.choose(scope)
        perform("show \(scope.title)") { try list.show(scope: scope, waiting: waiting) }
        if browsing.expanded == .sidebar { browsing.expand(nil) }
        browsing.setFocus(.list)
        followSelection()
    }

    /// Opens an empty search box; the filter in force stays until the first key changes the
    /// text (its text is one ↑ away, with the searches before it).
    func startSearch() {
        searchDraft = ""
        searchDraftIsEdited = false
        searchHistory.stopRecalling()
        if let current = list.query.searchText { searchHistory.remember(current) }
        browsing.expand(nil)
        browsing.setFocus(.list)
    }

    /// `v`: the list as cards of picture and title, or back to rows, on the same recipe.
    func toggleGallery() {
        guard list.toggleGallery() else { return }
        relayout()
        message = list.showsGallery ? "Cards: v for rows" : nil
    }

    func filterList(by text: String?) {
        perform("search") { try list.filter(by: text) }
        followSelection()
    }

    /// The detail shows what the list selects (after the person moved the selection).
    ///
    /// It follows in the next frame, drawn as soon as no key is waiting: a key's own frame
    /// stays a few list rows, and holding `j` or PgDn does not draw a detail per key press.
    func followSelection() {
        guard browsing.shows(.detail) else { return }
        detailFollowIsPending = true
    }

    /// Whether work is waiting for the next idle moment (the detail following the selection).
    public var hasDeferredWork: Bool { detailFollowIsPending }

    /// Whether a search runs off the event loop: its result is shown by the first event (a
    /// key, or a timeout) after it has come, so the loop should not wait long for keys.
    public var isWaitingForSearch: Bool { list.isSearching }

    /// Whether the detail's picture is being rendered off the event loop: it is drawn by the
    /// first timeout after it has come, so the loop should not wait long for keys.
    public var isWaitingForPicture: Bool { detail.pictures.isWaiting || list.isWaitingForCards }

    /// Shows the result of a search that ran off the event loop, if it has come; whether it did.
    func landSearch() -> Bool {
        guard list.isSearching else { return false }
        var landed = false
        perform("search") { landed = try list.landSearch() }
        if landed { followSelection() }
        return landed
    }

    /// Does the work deferred until no key is waiting; returns whether anything was drawn.
    func performDeferredWork() -> Bool {
        guard detailFollowIsPending else { return false }
        detailFollowIsPending = false
        guard browsing.shows(.detail) else { return false }
        detail.show(targetRecipeID())
        return true
    }

    func toggleFavorite() {
        guard let recipe = targetRecipe() else { return }
        let edit = RecipeEdit.favorite(id: recipe.id, title: recipe.title, isFavorite: !recipe.isFavorite)
        guard perform("favorite", { _ = try edit.perform(on: store) }) else { return }
        history.record(edit, at: list.query)
        message = recipe.isFavorite ? "Unfavorited \"\(recipe.title)\" — u to undo" : "\(glyphs.heart) \"\(recipe.title)\""
    }

    /// Marks the recipe shown for shopping, at the servings chosen in the detail, or unmarks it.
    func toggleShoppingMark() {
        guard let recipe = targetRecipe() else { message = "No recipe selected"; return }
        if list.shoppingMarks.contains(recipe.id) {
            guard perform("take it off the shopping list", { try store.unmarkForShopping(recipe.id) }) else { return }
            message = "Took \"\(recipe.title)\" off the shopping list"
        } else {
            let servings = detail.presentations[recipe.id]?.servings
            guard perform("mark it for shopping", { try store.markForShopping(recipe.id, servings: servings) }) else { return }
            let serves = servings.map { " for \($0.rounded() == $0 ? String(Int($0)) : String($0))" } ?? ""
            message = "\"\(recipe.title)\"\(serves) on the shopping list — L shows it"
        }
    }

    func deleteTarget() {
        guard let id = targetRecipeID() else { return }
        perform("delete") {
            let removed = try store.remove(id: id)
            history.record(.deleted(removed), at: list.query)
            message = "Deleted \"\(removed.recipe.title)\" — u to undo"
        }
    }

    func undo() {
        perform("undo") {
            guard let (entry, left) = try history.undo(on: store, files: followedFiles) else { message = "Nothing to undo"; return }
            message = "Undid: \(entry.edit.summary)" + Self.leftAlone(left)
            reveal(entry.edit.recipeID, at: entry.place)
        }
    }

    func redo() {
        perform("redo") {
            guard let (entry, left) = try history.redo(on: store, files: followedFiles) else { message = "Nothing to redo"; return }
            message = "Redid: \(entry.edit.summary)" + Self.leftAlone(left)
            reveal(entry.edit.recipeID, at: entry.place)
        }
    }

    /// The end of an undo's message naming the fields it left alone, changed elsewhere since.
    private static func leftAlone(_ fields: [FormField]) -> String {
        guard !fields.isEmpty else { return "" }
        let names = fields.map(\.label).joined(separator: ", ")
        return " (\(names) changed elsewhere since: left as \(fields.count == 1 ? "it is" : "they are"))"
    }

    /// Selects `id` once the store's changes are applied, when the list shows it; first goes
    /// back to `place` (the scope and search of the change) when the list left it, as when
    /// deleting the last recipe of a collection had switched to All Recipes.
    func reveal(_ id: Recipe.ID, at place: RecipeQuery? = nil) {
        syncWithStore()
        if let place, place.scope != list.query.scope, sidebar.offers(place.scope) {
            choose(place.scope, waiting: true)
            if list.query.searchText != place.searchText { filterList(by: place.searchText) }
        }
        if list.shownPane.select(id) { followSelection() }
    }

    /// Runs a store operation; a failure is shown in the status line and changes nothing.
    @discardableResult
    func perform(_ what: String, _ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            message = "Could not \(what): \(SystemErrorReason.describing(error))"
            return false
        }
    }

    /// Pulls what changed in the store (this process's writes and other processes') and applies it.
    /// Returns whether anything changed.
    @discardableResult
    public func syncWithStore() -> Bool {
        let changes: [StoreChange]
        do {
            changes = try store.pendingChanges()
        } catch {
            message = "Could not read the library: \(SystemErrorReason.describing(error))"
            updateChrome()
            return true
        }
        guard !changes.isEmpty else { return false }
        storeDidChange(changes)
        updateChrome()
        return true
    }

    /// Applies store changes: sidebar by diff, list by diff with reconfigures, detail refreshed.
    func storeDidChange(_ changes: [StoreChange]) {
        _ = performDeferredWork()
        let detailID = detail.recipeID
        let shown = targetRecipeID()
        let shownIndex = shown.flatMap { list.snapshot.indexOfItem($0) }
        let query = list.query
        if changes.contains(.collectionsDidChange) {
            perform("update the sidebar") {
                if try !sidebar.collectionsDidChange() {
                    // A collection respelled elsewhere (names compare without case) is still the one shown.
                    var scope = RecipeQuery.Scope.all
                    if case .collection(let name) = sidebar.chosenScope, let same = try store.collection(named: name) {
                        scope = .collection(same.name)
                    }
                    sidebar.choose(scope)
                    try list.show(scope: scope, waiting: true)
                }
            }
        }
        for change in changes {
            switch change {
            case .recipeDidChange(let id):
                structures.forget([id])
                detail.pictures.forget([id])
                list.cards?.forget([id])
            case .recipesDidChange(let inserted, let deleted):
                structures.forget(inserted.union(deleted))
                detail.pictures.forget(inserted.union(deleted))
                list.cards?.forget(inserted.union(deleted))
            case .collectionsDidChange, .shoppingDidChange: break
            }
        }
        perform("update the list") { try list.storeDidChange(changes) }
        keepShowing(shown, wasAt: shownIndex, in: query)
        if changes.contains(.shoppingDidChange) || changes.contains(where: { if case .recipesDidChange = $0 { true } else { false } }) {
            perform("update the shopping list") {
                try list.reloadShoppingMarks()
            }
        }
        for screen in stack { screen.storeDidChange(changes, in: self) }

        guard browsing.shows(.detail) else { return }
        let selected = targetRecipeID()
        if detailID == selected {
            let changed = changes.contains { change in
                switch change {
                case .recipeDidChange(let id): id == detailID
                case .recipesDidChange(let inserted, _): detailID.map(inserted.contains) ?? false
                case .collectionsDidChange, .shoppingDidChange: false
                }
            }
            if changed { detail.refresh() }
        } else if browsing.expanded == .detail, detailID != nil {
            // The recipe shown full screen left the list (deleted, or out of the scope): back to
            // the list, on the neighbour the list selected, rather than another recipe full screen.
            browsing.expand(nil)
        } else {
            // The detail shows what the list selects, so the keys act on the recipe on screen.
            detail.show(selected)
        }
    }
}
