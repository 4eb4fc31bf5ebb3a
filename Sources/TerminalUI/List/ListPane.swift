import DiffableDataSource
import Foundation

/// A list of rows in a window that turns changesets into the fewest line redraws, keeping the
/// selection and the scroll position on identifiers (a `ListUpdating` view for a `DiffableDataSource`).
///
/// - The selected item stays selected wherever it moves; when it is deleted, the item now at its
///   old position is selected (or the last one); an empty list has no selection.
/// - The item at the top of the window stays at the top when rows are inserted or deleted above
///   it, unless it was deleted or the selection would leave the window.
/// - Only rows new on screen, reconfigured, reloaded or whose highlight changed are rendered
///   (the row provider is called for them); rows that only move are shifted as lines.
///
/// Work per update is O(visible rows + changes + sections), never O(items).
@MainActor
public final class ListPane<Section: Hashable & Sendable, Item: Hashable & Sendable>: ListUpdating, FramePart {
    /// Renders the item at an index path.
    public typealias RowProvider = @MainActor (IndexPath, Item) -> Row
    /// Renders a section's header row.
    public typealias HeaderProvider = @MainActor (Section) -> Row
    /// Identifies a line: a header or an item.
    public typealias RowID = ListRowID<Section, Item>

    /// The name frame traces use for this pane.
    public let frameName: String
    /// Called with the newly selected item (nil: none) whenever the selection changes.
    public var onSelectionChange: (@MainActor (Item?) -> Void)?
    /// Whether the pane has the keyboard focus (its selection is drawn as focused).
    public var isFocused = true {
        didSet { if isFocused != oldValue { refreshLines() } }
    }

    /// Whether the selected row is drawn highlighted. Off while the app shows something that is
    /// not in the list (a recipe that just left it): the selection stays, as the place to go
    /// back to, but no row claims to be what is shown.
    public var highlightsSelection = true {
        didSet { if highlightsSelection != oldValue { refreshLines() } }
    }

    /// What the pane says when the list is empty ("No recipes yet…"), wrapped to its width from
    /// the first line; nil leaves it blank.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { sync(dirty: []) } }
    }
    /// The placeholder lines drawn now (empty when none).
    var placeholderShown: [Row] = []

    /// The selected item, if any.
    public private(set) var selectedItem: Item?
    /// The row index (headers included) shown on the first line of the window.
    public internal(set) var topRow = 0 {
        didSet { if !isAdoptingPlacement && topRow != oldValue { topRowBeforePlacement = nil } }
    }
    /// Where the person left the view before a smaller placement scrolled it to keep the selection
    /// in sight (a resize, or the 1-line surface of a hidden pane); it comes back when there is room.
    private var topRowBeforePlacement: Int?
    private var isAdoptingPlacement = false
    /// Number of times the row or header provider was called since the pane was created.
    public internal(set) var rowsRenderedTotal = 0

    let surface: any LineSurface
    let layout: RowLayout
    let rowProvider: RowProvider
    let headerProvider: HeaderProvider?
    var rows: ListRows<Section, Item>
    /// What each line of the surface shows now (nil: blank).
    var lines: [ShownLine?]
    /// The placement of `surface` that `lines` describes.
    var placement: SurfacePlacement
    var tally = FrameTally()

    /// What one line of the surface was last drawn with.
    struct ShownLine: Equatable {
        var id: RowID
        var highlight: StyleRole?
    }

    /// A pane drawing into `surface`; with a `headerProvider`, each section gets a header row.
    public init(
        surface: any LineSurface, glyphs: Glyphs, name: String = "list",
        rowProvider: @escaping RowProvider, headerProvider: HeaderProvider? = nil
    ) {
        self.surface = surface
        self.layout = RowLayout(glyphs: glyphs)
        self.frameName = name
        self.rowProvider = rowProvider
        self.headerProvider = headerProvider
        rows = ListRows(DiffableDataSourceSnapshot(), showsHeaders: headerProvider != nil)
        lines = Array(repeating: nil, count: surface.rows)
        placement = SurfacePlacement(of: surface)
    }

    /// The snapshot the pane shows.
    public var snapshot: DiffableDataSourceSnapshot<Section, Item> { rows.snapshot }

    /// The window height in lines.
    public var visibleRowCount: Int { surface.rows }

    /// The window width in columns, for row providers that lay rows out by width.
    public var columns: Int { surface.columns }

    /// The identifiers on screen, top to bottom (O(visible rows)).
    public var visibleRowIDs: [RowID] { lines.compactMap { $0?.id } }

    // MARK: ListUpdating

    /// Shows `snapshot` from scratch: selection kept if the item is still there (else the first
    /// item), scrolled to the top unless the selection needs otherwise; every visible row is drawn.
    public func reloadData(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) {
        rows = ListRows(snapshot, showsHeaders: headerProvider != nil)
        let kept = selectedItem.flatMap { rows.row(of: .item($0)) != nil ? $0 : nil }
        topRow = 0
        forgetLines(clearing: true)
        setSelection(kept ?? firstItem())
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Applies `changeset` (from `old` to `new`): moves lines, renders what is new or changed.
    public func performBatchUpdates(
        _ changeset: Changeset<Section, Item>,
        from old: DiffableDataSourceSnapshot<Section, Item>,
        to new: DiffableDataSourceSnapshot<Section, Item>,
        animatingDifferences: Bool
    ) {
        let oldRows = rows
        adoptPlacement()
        rows = ListRows(new, showsHeaders: headerProvider != nil)
        setSelection(selectionAfterUpdate(oldRows: oldRows))
        topRow = anchoredTop(skipping: movedItems(changeset))
        scrollSelectionIntoView()
        sync(dirty: dirtyRows(changeset))
    }

    private func firstItem() -> Item? {
        rows.itemCount > 0 ? rows.item(atIndex: 0) : nil
    }

    /// The selected item after an update: the same one if it is still there; else the item now
    /// at its old position, or the last; the first item when there was no selection.
    private func selectionAfterUpdate(oldRows: ListRows<Section, Item>) -> Item? {
        guard rows.itemCount > 0 else { return nil }
        guard let selected = selectedItem else { return firstItem() }
        if rows.snapshot.indexOfItem(selected) != nil { return selected }
        let oldIndex = oldRows.snapshot.indexOfItem(selected) ?? 0
        return rows.item(atIndex: min(oldIndex, rows.itemCount - 1))
    }

    /// The new top row: where the old top row went; if it was deleted (or moved away), placed so
    /// that the first visible row that stayed keeps its line.
    private func anchoredTop(skipping moved: Set<RowID>) -> Int {
        for (y, line) in lines.enumerated() {
            guard let line, !moved.contains(line.id), let row = rows.row(of: line.id) else { continue }
            return max(0, row - y)
        }
        return min(topRow, max(0, rows.count - 1))
    }

    /// The items a changeset moves, which cannot anchor the scroll position.
    private func movedItems(_ changeset: Changeset<Section, Item>) -> Set<RowID> {
        Set(changeset.itemMoves.map { rows.entry(at: rows.row(of: $0.to)).id })
    }

    /// The visible rows a changeset marks for redrawing (reloads and reconfigures).
    private func dirtyRows(_ changeset: Changeset<Section, Item>) -> Set<RowID> {
        let visible = topRow..<(topRow + surface.rows)
        var dirty = Set<RowID>()
        for indexPath in changeset.itemReconfigures + changeset.itemReloads {
            let row = rows.row(of: indexPath)
            if visible.contains(row) { dirty.insert(rows.entry(at: row).id) }
        }
        for section in changeset.sectionReloads {
            for row in rows.rows(ofSection: section).clamped(to: visible) { dirty.insert(rows.entry(at: row).id) }
        }
        return dirty
    }

    func setSelection(_ item: Item?) {
        guard item != selectedItem else { return }
        selectedItem = item
        onSelectionChange?(item)
    }

    // MARK: FramePart

    /// Queues the window for the frame if anything was drawn; returns the rows rendered since the
    /// last frame. A surface placed anew since the last draw is drawn in full first.
    public func commitToFrame() -> Int {
        if adoptPlacement() { sync(dirty: []) }
        return tally.commit(surface)
    }

    /// Redraws everything (the surface was cleared), keeping selection and top row. A pane notices
    /// a move or resize of its surface by itself; this is for a caller that erased it.
    public func surfaceDidResize() {
        forgetLines(clearing: true)
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Forgets what the lines show (each must be drawn again), blanking the surface when
    /// `clearing`; the window counts as changed, so its blank lines reach the terminal even when
    /// nothing is drawn on them (an empty list).
    func forgetLines(clearing: Bool) {
        if clearing { surface.clear() }
        lines = Array(repeating: nil, count: surface.rows)
        placeholderShown = []
        _ = placement.adopt(surface)
        tally.markDirty()
    }

    /// Follows the surface if it was placed anew since the lines were drawn; whether it was.
    @discardableResult
    func adoptPlacement() -> Bool {
        guard placement.adopt(surface) || lines.count != surface.rows else { return false }
        isAdoptingPlacement = true
        defer { isAdoptingPlacement = false }
        forgetLines(clearing: false)
        let wanted = topRowBeforePlacement ?? topRow
        topRow = wanted
        scrollSelectionIntoView()
        topRowBeforePlacement = topRow == wanted ? nil : wanted
        return true
    }
}
