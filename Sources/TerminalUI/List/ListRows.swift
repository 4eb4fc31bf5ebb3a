import DiffableDataSource
import Foundation

/// One line of a list: a section header or an item, named by identifier.
public enum ListRowID<Section: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
    /// The header row of a section.
    case header(Section)
    /// An item row.
    case item(Item)
}

/// The rows of a snapshot as a list shows them (optionally a header row before each section),
/// with positions looked up in O(1) or O(log sections), never by scanning the items.
struct ListRows<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

    let snapshot: Snapshot
    let showsHeaders: Bool
    private let sections: [Section]
    // The snapshot has no public item-at-position lookup; the arrays it hands out share its
    // storage (copy-on-write), so holding one per section costs O(sections), not O(items).
    private let sectionItems: [[Item]]
    /// `itemStarts[s]`: index across the snapshot of section `s`'s first item; one extra, the total.
    private let itemStarts: [Int]

    init(_ snapshot: Snapshot, showsHeaders: Bool) {
        self.snapshot = snapshot
        self.showsHeaders = showsHeaders
        sections = snapshot.sectionIdentifiers
        sectionItems = sections.map { snapshot.itemIdentifiers(inSection: $0) }
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for items in sectionItems { starts.append(starts[starts.count - 1] + items.count) }
        itemStarts = starts
    }

    /// Number of rows (items, plus headers when shown).
    var count: Int { snapshot.numberOfItems + (showsHeaders ? sections.count : 0) }

    /// Number of items.
    var itemCount: Int { snapshot.numberOfItems }

    /// The row index where section `s` starts (its header, or its first item).
    private func rowStart(ofSection s: Int) -> Int { itemStarts[s] + (showsHeaders ? s : 0) }

    /// The section holding row `row`: the last section starting at or before it that has rows.
    private func section(ofRow row: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStart(ofSection: mid) <= row { low = mid } else { high = mid - 1 }
        }
        // Without headers, empty sections share a start with the next one; skip back over them.
        while !showsHeaders && low > 0 && sectionItems[low].isEmpty { low -= 1 }
        return low
    }

    /// What row `row` shows, and the item's index path when it is an item.
    func entry(at row: Int) -> (id: ListRowID<Section, Item>, indexPath: IndexPath?) {
        precondition(row >= 0 && row < count, "row \(row) outside 0..<\(count)")
        let s = section(ofRow: row)
        let offset = row - rowStart(ofSection: s) - (showsHeaders ? 1 : 0)
        if offset < 0 { return (.header(sections[s]), nil) }
        return (.item(sectionItems[s][offset]), IndexPath(item: offset, section: s))
    }

    /// The row showing `id`, or nil when it is not in the snapshot.
    func row(of id: ListRowID<Section, Item>) -> Int? {
        switch id {
        case .header(let section):
            guard showsHeaders, let s = snapshot.indexOfSection(section) else { return nil }
            return rowStart(ofSection: s)
        case .item(let item):
            guard let index = snapshot.indexOfItem(item) else { return nil }
            guard showsHeaders else { return index }
            guard let section = snapshot.sectionIdentifier(containingItem: item),
                  let s = snapshot.indexOfSection(section) else { return nil }
            return index + s + 1
        }
    }

    /// The row of the item at `indexPath`.
    func row(of indexPath: IndexPath) -> Int {
        itemStarts[indexPath.section] + indexPath.item + (showsHeaders ? indexPath.section + 1 : 0)
    }

    /// The rows of section `s` (header and items).
    func rows(ofSection s: Int) -> Range<Int> {
        rowStart(ofSection: s)..<rowStart(ofSection: s + 1)
    }

    /// The item at `index` across the snapshot (0..<itemCount).
    func item(atIndex index: Int) -> Item {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if itemStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        while sectionItems[low].isEmpty { low += 1 }
        return sectionItems[low][index - itemStarts[low]]
    }

    /// The nearest item row at or after `row` (or before it when `forward` is false), if any.
    func itemRow(from row: Int, forward: Bool) -> Int? {
        var row = row
        while row >= 0 && row < count {
            if case .item = entry(at: row).id { return row }
            row += forward ? 1 : -1
        }
        return nil
    }
}
