// The list as rows or as cards (`v`): one snapshot, one changeset, two views.
import DiffableDataSource
import RecipeKit
import TerminalUI

/// Applies every snapshot and changeset of the recipe list to both its views, the rows and the
/// cards, so that either shows the same list the moment it is on screen (the hidden one draws
/// into a one-cell surface, which costs nothing).
@MainActor
final class ListAndGallery<Section: Hashable & Sendable, Item: Hashable & Sendable>: ListUpdating {
    private let list: ListPane<Section, Item>
    private let gallery: GalleryPane<Section, Item>?

    init(list: ListPane<Section, Item>, gallery: GalleryPane<Section, Item>?) {
        self.list = list
        self.gallery = gallery
    }

    func reloadData(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) {
        list.reloadData(snapshot)
        gallery?.reloadData(snapshot)
    }

    func performBatchUpdates(_ changeset: Changeset<Section, Item>, from old: DiffableDataSourceSnapshot<Section, Item>,
                             to new: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool) {
        list.performBatchUpdates(changeset, from: old, to: new, animatingDifferences: animatingDifferences)
        gallery?.performBatchUpdates(changeset, from: old, to: new, animatingDifferences: animatingDifferences)
    }
}

extension RecipeListController {
    /// The view on screen: the cards when the gallery is on, else the rows.
    var shownPane: any SelectableList<Section, Recipe.ID> {
        if showsGallery, let gallery { gallery } else { pane }
    }

    /// Selects the first recipe in both views.
    func selectFirst() {
        pane.selectFirst()
        gallery?.selectFirst()
    }

    /// Rows to cards or back, on the recipe selected; false when there is no gallery.
    func toggleGallery() -> Bool {
        guard gallery != nil else { return false }
        let selected = shownPane.selectedItem
        let highlights = shownPane.highlightsSelection
        showsGallery.toggle()
        let shown = shownPane
        if let selected { shown.select(selected) }
        shown.highlightsSelection = highlights
        return true
    }

    /// Whether card pictures are asked for or being rendered.
    var isWaitingForCards: Bool { showsGallery && (cards?.isWaiting ?? false) }

    /// Draws the cards on screen again (a reconfigure of each), as after their pictures were
    /// lost by the terminal.
    func redrawVisibleCards() {
        guard showsGallery, let gallery else { return }
        var snapshot = dataSource.snapshot()
        let visible = gallery.visibleItems.filter { snapshot.indexOfItem($0) != nil }
        guard !visible.isEmpty else { return }
        snapshot.reconfigureItems(visible)
        dataSource.apply(snapshot)
    }

    /// Sends the pictures the cards drawn asked for to the worker, and applies a reconfigure of
    /// each card whose picture has come; returns whether any did.
    func landCardPictures() -> Bool {
        guard showsGallery, let cards, let gallery else { return false }
        cards.submitWanted(visible: Set(gallery.visibleItems))
        var snapshot = dataSource.snapshot()
        let landed = cards.land().filter { snapshot.indexOfItem($0) != nil }
        guard !landed.isEmpty else { return false }
        snapshot.reconfigureItems(Array(landed))
        dataSource.apply(snapshot)
        return true
    }
}
