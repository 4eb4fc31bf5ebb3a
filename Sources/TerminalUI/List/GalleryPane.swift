import DiffableDataSource
import Foundation

/// A snapshot's items as cards in a grid that fills the window, left to right then down: the
/// same snapshot and changesets as a ``ListPane`` (a `ListUpdating` view), the selection kept on
/// its identifier the same way.
///
/// A card is `cardHeight` lines of `cardWidth` columns or more (the window's width shared by as
/// many cards as fit). The pane remembers which item (and highlight) each card place shows and
/// draws again only the bands of cards where one differs or the changeset reconfigures one:
/// a favorite redraws one band, an insert or delete the bands from it on.
@MainActor
public final class GalleryPane<Section: Hashable & Sendable, Item: Hashable & Sendable>: ListUpdating, FramePart {
    /// Renders the card of an item: `height` rows for a card `width` columns wide; the selected
    /// card gets the highlight role to draw its title in.
    public typealias CardProvider = @MainActor (Item, _ width: Int, _ height: Int, _ highlight: StyleRole?) -> [Row]

    /// The name frame traces use for this pane.
    public let frameName: String
    /// Whether the pane has the keyboard focus.
    public var isFocused = true {
        didSet { if isFocused != oldValue { sync(dirty: []) } }
    }
    /// Whether the selected card is drawn highlighted.
    public var highlightsSelection = true {
        didSet { if highlightsSelection != oldValue { sync(dirty: []) } }
    }
    /// What the pane says when empty, on its first line.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { forgetBands(); sync(dirty: []) } }
    }
    /// The selected item, if any.
    public private(set) var selectedItem: Item?
    /// The first band (row of cards) in the window.
    public private(set) var topBand = 0

    private let surface: any LineSurface
    private let layout: RowLayout
    private let cardProvider: CardProvider
    /// The narrowest a card may be, and its height.
    private let minimumCardWidth: Int
    /// The height of a card in lines.
    public let cardHeight: Int
    private var rows: ListRows<Section, Item>
    /// What each card place shows now, band by band (nil inside: an empty place).
    private var shown: [[ShownCard?]?] = []
    private var placement: SurfacePlacement
    private var tally = FrameTally()

    private struct ShownCard: Equatable {
        var item: Item
        var highlight: StyleRole?
    }

    /// A gallery drawing into `surface`, cards at least `minimumCardWidth` wide and `cardHeight` high.
    public init(surface: any LineSurface, glyphs: Glyphs, name: String = "gallery", minimumCardWidth: Int = 24,
                cardHeight: Int = 8, cardProvider: @escaping CardProvider) {
        self.surface = surface
        self.layout = RowLayout(glyphs: glyphs)
        self.frameName = name
        self.minimumCardWidth = minimumCardWidth
        self.cardHeight = cardHeight
        self.cardProvider = cardProvider
        rows = ListRows(DiffableDataSourceSnapshot(), showsHeaders: false)
        placement = SurfacePlacement(of: surface)
    }

    /// Cards side by side.
    public var cardsPerBand: Int { max(1, surface.columns / max(1, minimumCardWidth)) }
    /// The width of each card.
    public var cardWidth: Int { surface.columns / cardsPerBand }
    /// Bands wholly in the window.
    public var visibleBands: Int { surface.rows / max(1, cardHeight) }
    /// The items of the cards in the window, in order.
    public var visibleItems: [Item] {
        let first = min(topBand * cardsPerBand, rows.itemCount)
        return (first..<min(rows.itemCount, first + visibleBands * cardsPerBand)).map(rows.item(atIndex:))
    }

    // MARK: ListUpdating

    /// Shows `snapshot` from scratch, the selection kept if still there (else the first item).
    public func reloadData(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) {
        rows = ListRows(snapshot, showsHeaders: false)
        let kept = selectedItem.flatMap { rows.snapshot.indexOfItem($0) != nil ? $0 : nil }
        selectedItem = kept ?? (rows.itemCount > 0 ? rows.item(atIndex: 0) : nil)
        topBand = 0
        forgetBands()
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Applies `changeset`: the selection stays on its item (else the item now at its old
    /// place), the cards that moved or were reconfigured are drawn again.
    public func performBatchUpdates(
        _ changeset: Changeset<Section, Item>,
        from old: DiffableDataSourceSnapshot<Section, Item>,
        to new: DiffableDataSourceSnapshot<Section, Item>,
        animatingDifferences: Bool
    ) {
        let oldIndex = selectedItem.flatMap { old.indexOfItem($0) }
        rows = ListRows(new, showsHeaders: false)
        if rows.itemCount == 0 {
            selectedItem = nil
        } else if selectedItem.map({ rows.snapshot.indexOfItem($0) == nil }) ?? true {
            selectedItem = rows.item(atIndex: min(oldIndex ?? 0, rows.itemCount - 1))
        }
        topBand = min(topBand, maxTopBand)
        scrollSelectionIntoView()
        let dirty = Set((changeset.itemReconfigures + changeset.itemReloads).map { rows.entry(at: rows.row(of: $0)).id })
            .compactMap { id -> Item? in if case .item(let item) = id { item } else { nil } }
        sync(dirty: Set(dirty))
    }

    // MARK: Moving

    private var selectedIndex: Int? { selectedItem.flatMap { rows.snapshot.indexOfItem($0) } }

    private func selectIndex(_ index: Int) {
        guard rows.itemCount > 0 else { return }
        selectedItem = rows.item(atIndex: max(0, min(index, rows.itemCount - 1)))
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Selects the next card; stays on the last.
    public func selectNext() { selectIndex((selectedIndex ?? -1) + 1) }
    /// Selects the previous card; stays on the first.
    public func selectPrevious() { selectIndex((selectedIndex ?? 1) - 1) }
    /// Selects the first card.
    public func selectFirst() { selectIndex(0) }
    /// Selects the last card.
    public func selectLast() { selectIndex(rows.itemCount - 1) }
    /// One window of cards down.
    public func pageDown() { selectIndex((selectedIndex ?? 0) + max(1, visibleBands) * cardsPerBand) }
    /// One window of cards up.
    public func pageUp() { selectIndex((selectedIndex ?? 0) - max(1, visibleBands) * cardsPerBand) }
    /// Half a window of cards down.
    public func halfPageDown() { selectIndex((selectedIndex ?? 0) + max(1, visibleBands / 2) * cardsPerBand) }
    /// Half a window of cards up.
    public func halfPageUp() { selectIndex((selectedIndex ?? 0) - max(1, visibleBands / 2) * cardsPerBand) }

    /// Selects `item` if it is in the gallery (returns false otherwise), scrolling it into view.
    @discardableResult
    public func select(_ item: Item) -> Bool {
        guard let index = rows.snapshot.indexOfItem(item) else { return false }
        selectIndex(index)
        return true
    }

    /// Selects the card at line `y`, column `x` of the window (a click).
    @discardableResult
    public func selectItem(atLine y: Int, column x: Int) -> Bool {
        guard y >= 0, x >= 0, y < visibleBands * cardHeight, x < cardsPerBand * cardWidth else { return false }
        let index = (topBand + y / cardHeight) * cardsPerBand + x / max(1, cardWidth)
        guard index < rows.itemCount else { return false }
        selectIndex(index)
        return true
    }

    /// Scrolls by `delta` lines' worth of bands without moving the selection (the wheel).
    public func scrollView(by delta: Int) {
        let bands = delta > 0 ? max(1, delta / cardHeight) : min(-1, delta / cardHeight)
        topBand = max(0, min(topBand + bands, maxTopBand))
        sync(dirty: [])
    }

    private var bandCount: Int { (rows.itemCount + cardsPerBand - 1) / cardsPerBand }
    private var maxTopBand: Int { max(0, bandCount - max(1, visibleBands)) }

    private func scrollSelectionIntoView() {
        guard let index = selectedIndex else { return }
        let band = index / cardsPerBand
        if band < topBand { topBand = band }
        if band >= topBand + max(1, visibleBands) { topBand = band - max(1, visibleBands) + 1 }
    }

    // MARK: Drawing

    /// The card places of band `band` of the window, as they should be now.
    private func wantedBand(_ band: Int) -> [ShownCard?] {
        (0..<cardsPerBand).map { column in
            let index = (topBand + band) * cardsPerBand + column
            guard index < rows.itemCount else { return nil }
            let item = rows.item(atIndex: index)
            let highlight: StyleRole? = highlightsSelection && item == selectedItem ? (isFocused ? .focusedSelection : .selection) : nil
            return ShownCard(item: item, highlight: highlight)
        }
    }

    private func forgetBands() {
        shown = Array(repeating: nil, count: visibleBands + 1)
        _ = placement.adopt(surface)
        tally.markDirty()
    }

    private func sync(dirty: Set<Item>) {
        if placement.adopt(surface) || shown.count != visibleBands + 1 {
            // A new size shares the window among another number of cards a band.
            surface.clear()
            forgetBands()
            topBand = min(topBand, maxTopBand)
            scrollSelectionIntoView()
        }
        if rows.itemCount == 0 {
            guard shown[0] == nil || shown[0]?.isEmpty == false else { return }
            surface.clear()
            if let placeholder, surface.rows > 0 { surface.draw(layout.runs(for: Row(placeholder, role: .dim), width: surface.columns), at: 0) }
            shown = Array(repeating: [], count: visibleBands + 1)
            tally.markDirty()
            tally.countRenderedRows()
            return
        }
        for band in 0..<visibleBands {
            let wanted = wantedBand(band)
            guard shown[band] != wanted || wanted.contains(where: { $0.map { dirty.contains($0.item) } ?? false }) else { continue }
            draw(wanted, band: band)
            shown[band] = wanted
        }
    }

    private func draw(_ cards: [ShownCard?], band: Int) {
        let width = cardWidth
        let rendered = cards.map { card in card.map { cardProvider($0.item, width, cardHeight, $0.highlight) } ?? [] }
        for line in 0..<cardHeight {
            var runs: [StyledRun] = []
            for card in rendered {
                runs += layout.runs(for: line < card.count ? card[line] : Row(""), width: width)
            }
            let used = width * cards.count
            if used < surface.columns {
                runs.append(StyledRun(text: String(repeating: " ", count: surface.columns - used), role: .normal, width: surface.columns - used))
            }
            surface.draw(runs, at: band * cardHeight + line)
            tally.countRenderedRows()
        }
    }

    /// What line `y` must show now, rendered afresh: what a test compares with the screen.
    public func expectedRuns(atLine y: Int) -> [StyledRun] {
        let band = y / max(1, cardHeight)
        guard band < visibleBands, rows.itemCount > 0 else {
            if rows.itemCount == 0, y == 0, let placeholder { return layout.runs(for: Row(placeholder, role: .dim), width: surface.columns) }
            return layout.runs(for: Row(""), width: surface.columns)
        }
        let width = cardWidth
        var runs: [StyledRun] = []
        for card in wantedBand(band) {
            let rows = card.map { cardProvider($0.item, width, cardHeight, $0.highlight) } ?? []
            runs += layout.runs(for: y % cardHeight < rows.count ? rows[y % cardHeight] : Row(""), width: width)
        }
        if width * cardsPerBand < surface.columns {
            runs.append(StyledRun(text: String(repeating: " ", count: surface.columns - width * cardsPerBand), role: .normal, width: surface.columns - width * cardsPerBand))
        }
        return runs
    }

    // MARK: FramePart

    /// Queues the window for the frame if anything was drawn; returns the rows rendered.
    public func commitToFrame() -> Int {
        if placement.adopt(surface) {
            surface.clear()
            forgetBands()
            topBand = min(topBand, maxTopBand)
            scrollSelectionIntoView()
            sync(dirty: [])
        }
        return tally.commit(surface)
    }
}

extension GalleryPane: SelectableList {}
