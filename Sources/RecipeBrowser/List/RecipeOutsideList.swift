// Apple's sample's favorite scenario: un-favoriting the recipe shown in Favorites takes it out
// of the list, and the detail keeps showing it (f again puts it back, selected). Meanwhile no
// row of the list claims to be what is shown, and the keys act on the recipe on screen.
import RecipeKit
import TerminalUI

/// The recipe the detail keeps showing after a change took it out of the list.
struct RecipeOutsideList: Equatable {
    /// The recipe shown.
    let id: Recipe.ID
    /// Its title, for the status line.
    var title: String
    /// Where it was in the list: `j` selects the recipe now there, `k` the one before.
    let index: Int
    /// The list it left; another scope or search ends this state.
    let query: RecipeQuery

    /// The status line while it lasts: what happened and the way back.
    var note: String {
        let place = query.scope.title + (query.searchText.map { " matching '\($0)'" } ?? "")
        let back = query == RecipeQuery(scope: .favorites) ? "f puts it back" : "j/k go back to the list"
        return "\(title) is no longer in \(place) — \(back)"
    }
}

extension Browser {
    /// The recipe shown outside the list, while the list is still the one it left.
    var recipeOutsideList: RecipeOutsideList? {
        guard let outsideList, outsideList.query == list.query else { return nil }
        return outsideList
    }

    /// Said on the status line while the detail shows a recipe the list no longer holds.
    var outsideListNote: String? { recipeOutsideList?.note }

    /// After store changes: the recipe shown (`shown`, at `index` in the list before them) that
    /// left the list but still exists stays shown, outside it; one that comes back is selected
    /// again; one that is deleted is no longer shown.
    func keepShowing(_ shown: Recipe.ID?, wasAt index: Int?, in query: RecipeQuery) {
        if let outside = recipeOutsideList {
            if list.snapshot.indexOfItem(outside.id) != nil {
                leaveOutsideList()
                if list.shownPane.select(outside.id) { followSelection() }
            } else if let recipe = try? store.recipe(with: outside.id) {
                outsideList?.title = recipe.title
            } else {
                leaveOutsideList()
                followSelection()
            }
            return
        }
        guard let shown, let index, query == list.query, list.snapshot.indexOfItem(shown) == nil,
              let recipe = try? store.recipe(with: shown) else { return }
        outsideList = RecipeOutsideList(id: shown, title: recipe.title, index: index, query: query)
        list.shownPane.highlightsSelection = false
        // The way back matters more now than the change's own message.
        message = nil
    }

    /// Back to showing the list's selection, highlighted.
    func leaveOutsideList() {
        outsideList = nil
        list.shownPane.highlightsSelection = true
    }

    /// Ends the state once the list is another one (another scope or search).
    func settleOutsideList() {
        guard outsideList != nil, recipeOutsideList == nil else { return }
        leaveOutsideList()
        followSelection()
    }

    /// `j` or `k` while a recipe is shown outside the list: the recipe now where it was, or the
    /// one before. Returns false when no recipe is shown outside the list.
    func stepBackIntoList(forward: Bool) -> Bool {
        guard let outside = recipeOutsideList else { return false }
        leaveOutsideList()
        let ids = list.snapshot.itemIdentifiers
        guard !ids.isEmpty else { return true }
        let index = forward ? min(outside.index, ids.count - 1) : max(0, min(outside.index, ids.count) - 1)
        list.shownPane.select(ids[index])
        followSelection()
        return true
    }
}
