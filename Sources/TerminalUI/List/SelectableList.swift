import DiffableDataSource

/// A pane showing a snapshot's items with a selection the keys move: the rows of a ``ListPane``
/// or the cards of a ``GalleryPane``. The app drives either through this, so every key works
/// the same on both.
@MainActor
public protocol SelectableList<Section, Item>: FramePart {
    /// The snapshot's section identifiers.
    associatedtype Section: Hashable & Sendable
    /// The snapshot's item identifiers.
    associatedtype Item: Hashable & Sendable
    /// The selected item, if any.
    var selectedItem: Item? { get }
    /// Whether the pane has the keyboard focus.
    var isFocused: Bool { get set }
    /// Whether the selection is drawn highlighted.
    var highlightsSelection: Bool { get set }
    /// What the pane says when it is empty.
    var placeholder: String? { get set }
    /// Selects the next item; stays on the last.
    func selectNext()
    /// Selects the previous item; stays on the first.
    func selectPrevious()
    /// Selects the first item.
    func selectFirst()
    /// Selects the last item.
    func selectLast()
    /// Moves one window down.
    func pageDown()
    /// Moves one window up.
    func pageUp()
    /// Moves half a window down.
    func halfPageDown()
    /// Moves half a window up.
    func halfPageUp()
    /// Selects `item` if shown (false otherwise), scrolling it into view.
    @discardableResult func select(_ item: Item) -> Bool
    /// Selects the item at line `y`, column `x` of the window (a click); false when there is none.
    @discardableResult func selectItem(atLine y: Int, column x: Int) -> Bool
    /// Scrolls the view by `delta` lines without moving the selection (the wheel).
    func scrollView(by delta: Int)
}

extension ListPane: SelectableList {
    /// Selects the item on line `y` (a row takes the whole width, so the column does not matter).
    @discardableResult
    public func selectItem(atLine y: Int, column x: Int) -> Bool { selectLine(y) }
}
