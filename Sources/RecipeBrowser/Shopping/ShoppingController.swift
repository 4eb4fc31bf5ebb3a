// The shopping list pane: the marked recipes' ingredients combined, grouped by aisle, ticked
// items last; a snapshot of line IDs diffed when marks, servings, recipes or ticks change.
import DiffableDataSource
import Ingredients
import RecipeKit
import TerminalUI

/// One line of the shopping list pane: an aisle heading or an item (by `ShoppingItem.id`).
enum ShoppingRow: Hashable, Sendable {
    /// A heading: an aisle's title, or the ticked-off part.
    case heading(String)
    /// An item of the list.
    case item(String)
}

/// Builds the shopping list's snapshot from the store and applies it to its pane.
@MainActor
final class ShoppingController {
    /// The list has one section; headings are rows of it.
    enum Section: Hashable, Sendable { case main }

    private(set) var pane: ListPane<Section, ShoppingRow>!
    private var dataSource: DiffableDataSource<Section, ShoppingRow>!
    private let store: RecipeStore
    private let glyphs: Glyphs
    /// The list shown, and its items by ID (what a row draws).
    private(set) var list = ShoppingList(entries: [])
    private var items: [String: ShoppingItem] = [:]
    /// The units the list's amounts are shown in.
    private(set) var units: UnitSystem = .asWritten

    /// The heading of the ticked-off items.
    static let tickedHeading = "Ticked off"

    init(store: RecipeStore, surface: any LineSurface, glyphs: Glyphs) {
        self.store = store
        self.glyphs = glyphs
        pane = ListPane(surface: surface, glyphs: glyphs, name: "shopping") { [unowned self] _, row in
            self.row(for: row)
        }
        pane.placeholder = "Nothing to shop for — m in the list marks the selected recipe"
        dataSource = DiffableDataSource(view: pane)
        var snapshot = DiffableDataSourceSnapshot<Section, ShoppingRow>()
        snapshot.appendSections([.main])
        dataSource.applySnapshotUsingReloadData(snapshot)
    }

    /// The number of items, ticked or not.
    var itemCount: Int { list.items.count }

    /// Reads the list again and applies it by diff: rows that came or went are inserted or
    /// deleted, items whose text, recipes or tick changed are redrawn in place, nothing else.
    func reload() throws {
        let newList = try store.shoppingList(unitSystem: units)
        let newItems = Dictionary(newList.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = newList.items.filter { item in
            guard let old = items[item.id] else { return false }
            return old != item || list.isTicked(old) != newList.isTicked(item)
        }
        list = newList
        items = newItems
        var snapshot = DiffableDataSourceSnapshot<Section, ShoppingRow>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.rows(of: newList), toSection: .main)
        snapshot.reconfigureItems(changed.map { .item($0.id) })
        dataSource.apply(snapshot)
        if pane.selectedItem.map(Self.isHeading) ?? true {
            pane.selectFirst()  // the top of the list in view, its first heading included
            selectItem(after: -1)
        }
    }

    /// The rows in order: each aisle's heading then its unticked items, then the ticked ones.
    static func rows(of list: ShoppingList) -> [ShoppingRow] {
        var rows: [ShoppingRow] = []
        var aisle: String?
        var tickedHeadingShown = false
        for item in list.items {
            if list.isTicked(item) {
                if !tickedHeadingShown { rows.append(.heading(tickedHeading)); tickedHeadingShown = true }
            } else if item.aisleTitle != aisle {
                aisle = item.aisleTitle
                rows.append(.heading(item.aisleTitle))
            }
            rows.append(.item(item.id))
        }
        return rows
    }

    /// Ticks the selected item off (or back on); the selection moves on to the next item still
    /// to buy, so ticking a run of lines is Space, Space, Space. A message for the status line.
    func toggleSelected() throws -> String? {
        guard case .item(let id)? = pane.selectedItem, let item = items[id] else { return nil }
        let ticked = !list.isTicked(item)
        let rows = dataSource.snapshot().itemIdentifiers
        let position = rows.firstIndex(of: .item(id)) ?? 0
        try store.setShoppingItem(id, ticked: ticked)
        try reload()
        if ticked { selectItem(after: position - 1, skipping: id) } else { _ = pane.select(.item(id)) }
        return ticked ? "Ticked off \(item.text)" : "Back on the list: \(item.text)"
    }

    /// As written → metric → US → as written, for the whole list.
    func cycleUnits() throws -> String {
        units = switch units {
        case .asWritten: .metric
        case .metric: .us
        case .us: .asWritten
        }
        try reload()
        return switch units {
        case .asWritten: "Units as written"
        case .metric: "Metric units (g, ml)"
        case .us: "US units (cups, oz)"
        }
    }

    /// Selects the first unticked item after row `position` (else the first item at all).
    private func selectItem(after position: Int, skipping skipped: String? = nil) {
        let rows = dataSource.snapshot().itemIdentifiers
        let candidates = rows.enumerated().filter { index, row in
            guard case .item(let id) = row, id != skipped, let item = items[id] else { return false }
            return index > position && !list.isTicked(item)
        }
        if let first = candidates.first?.element ?? rows.first(where: { !Self.isHeading($0) }) {
            _ = pane.select(first)
        }
    }

    private static func isHeading(_ row: ShoppingRow) -> Bool {
        if case .heading = row { true } else { false }
    }

    private func row(for row: ShoppingRow) -> Row {
        let sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        switch row {
        case .heading(let title):
            return Row([Segment(" " + title, role: .header)])
        case .item(let id):
            guard let item = items[id] else { return Row("") }
            let ticked = list.isTicked(item)
            let box = glyphs.isUnicode ? (ticked ? "☑ " : "☐ ") : (ticked ? "[x] " : "[ ] ")
            let recipes = item.recipeTitles.map(sanitizer.sanitize).joined(separator: ", ")
            // The recipes after the text, so a narrow pane cuts them before the amount.
            return Row([Segment("  " + box, role: ticked ? .dim : .accent),
                        Segment(sanitizer.sanitize(item.text), role: ticked ? .dim : .normal),
                        Segment("  " + recipes, role: .dim)])
        }
    }
}
