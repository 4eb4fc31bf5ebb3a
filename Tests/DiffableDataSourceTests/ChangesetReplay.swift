import Foundation
@testable import DiffableDataSource

/// Applies `changeset` to `old` the way a list view applies a batch update (the steps in
/// `Changeset`'s documentation), independently of the diff, and returns the sections with
/// their items. Inserted items and sections take their identifiers from `new`; moved ones
/// carry their identifiers from `old`. Returns nil when a position is out of bounds or used twice.
func replay<S: Hashable & Sendable, I: Hashable & Sendable>(
    _ changeset: Changeset<S, I>,
    from old: DiffableDataSourceSnapshot<S, I>,
    to new: DiffableDataSourceSnapshot<S, I>
) -> [(section: S, items: [I])]? {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    // Step 1: remove deleted and moved-away items from the old lists.
    let removedItems = changeset.itemDeletes + changeset.itemMoves.map(\.from)
    guard Set(removedItems).count == removedItems.count else { return nil }
    var lists = oldSections.map { old.itemIdentifiers(inSection: $0).map(Optional.some) }
    for path in removedItems {
        guard lists.indices.contains(path.section), lists[path.section].indices.contains(path.item) else { return nil }
        lists[path.section][path.item] = nil
    }
    let pruned = lists.map { $0.compactMap { $0 } }
    // Step 2: remove deleted and moved-away sections, insert new and moved-to ones.
    let removedSections = changeset.sectionDeletes + changeset.sectionMoves.map(\.from)
    guard Set(removedSections).count == removedSections.count,
          removedSections.allSatisfy(oldSections.indices.contains) else { return nil }
    var result: [(section: S, items: [I])] = oldSections.indices
        .filter { !removedSections.contains($0) }
        .map { (oldSections[$0], pruned[$0]) }
    var arriving: [(position: Int, section: S, items: [I])] = []
    for position in changeset.sectionInserts {
        guard newSections.indices.contains(position) else { return nil }
        arriving.append((position, newSections[position], []))
    }
    for move in changeset.sectionMoves { arriving.append((move.to, oldSections[move.from], pruned[move.from])) }
    for section in arriving.sorted(by: { $0.position < $1.position }) {
        guard section.position <= result.count else { return nil }
        result.insert((section.section, section.items), at: section.position)
    }
    // Step 3: insert new and moved-to items at their new positions, ascending.
    var arrivingItems: [(path: IndexPath, item: I)] = []
    for path in changeset.itemInserts {
        guard let item = new._item(atSection: path.section, offset: path.item) else { return nil }
        arrivingItems.append((path, item))
    }
    for move in changeset.itemMoves {
        arrivingItems.append((move.to, old._item(atSection: move.from.section, offset: move.from.item)!))
    }
    for arrival in arrivingItems.sorted(by: { $0.path < $1.path }) {
        guard result.indices.contains(arrival.path.section),
              arrival.path.item <= result[arrival.path.section].items.count else { return nil }
        result[arrival.path.section].items.insert(arrival.item, at: arrival.path.item)
    }
    return result
}

/// The sections of `snapshot` with their items, to compare with `replay`'s result.
func sectionsWithItems<S, I>(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> [(section: S, items: [I])] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
}

/// Whether two lists of sections with items are the same.
func same<S: Equatable, I: Equatable>(_ lhs: [(section: S, items: [I])]?, _ rhs: [(section: S, items: [I])]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0.section == $1.section && $0.items == $1.items }
}

/// Length of a longest strictly increasing subsequence, by the plain quadratic method
/// (independent of the patience sorting in the module).
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
    }
    return lengths.max() ?? 0
}

/// The fewest item moves between two snapshots: per section of the same identifier, the
/// shared items off a longest increasing subsequence, plus every item that changed section.
func minimumItemMoves<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) -> Int {
    var moves = 0
    for section in new.sectionIdentifiers {
        let newItems = new.itemIdentifiers(inSection: section)
        guard old.indexOfSection(section) != nil else {
            moves += newItems.filter { old.indexOfItem($0) != nil }.count
            continue
        }
        let oldItems = old.itemIdentifiers(inSection: section)
        let oldOffsets = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($1, $0) })
        let sequence = newItems.compactMap { oldOffsets[$0] }
        moves += sequence.count - longestIncreasingSubsequenceLength(sequence)
        moves += newItems.filter { oldOffsets[$0] == nil && old.indexOfItem($0) != nil }.count
    }
    return moves
}

/// The fewest section moves: shared sections off a longest increasing subsequence.
func minimumSectionMoves<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) -> Int {
    let sequence = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
    return sequence.count - longestIncreasingSubsequenceLength(sequence)
}
