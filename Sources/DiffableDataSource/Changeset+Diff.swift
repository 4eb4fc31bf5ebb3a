import Foundation

extension Changeset {
    /// The snapshot type this changeset compares.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Computes the changes that turn `old` into `new`.
    ///
    /// Sections are matched by identifier, and so are items. An item that stays in a section
    /// of the same identifier moves only if it is off one longest increasing subsequence of
    /// the old positions of that section's staying items, taken in new order: the moves are as
    /// few as possible. An item that changes section always moves. Reload and reconfigure
    /// marks of `new` are reported for items and sections present in both snapshots.
    ///
    /// The scan compares each new item first with the one that followed the previous match in
    /// the old section, so runs of unchanged items cost no hashing; only the items around a
    /// change are looked up in `old`'s index.
    ///
    /// - Complexity: expected O(*n* + *m*) for snapshots of *n* and *m* items, plus
    ///   O(*k* log *k*) for the *k* items out of order.
    @inlinable
    public init(from old: Snapshot, to new: Snapshot) {
        self.init()
        _diffSections(from: old, to: new)
        _diffItems(from: old, to: new)
        _collectMarks(from: old, to: new)
    }

    @inlinable
    internal mutating func _diffSections(from old: Snapshot, to new: Snapshot) {
        var kept = [Bool](repeating: false, count: old._sections.count)
        var oldPositions: [Int] = []
        var newPositions: [Int] = []
        for (position, section) in new._sections.enumerated() {
            if let oldPosition = old._sectionPositions[section.identifier] {
                kept[oldPosition] = true
                oldPositions.append(oldPosition)
                newPositions.append(position)
            } else {
                sectionInserts.append(position)
            }
        }
        for (position, isKept) in kept.enumerated() where !isKept { sectionDeletes.append(position) }
        if let staying = _LongestIncreasingSubsequence.membership(of: oldPositions) {
            for index in oldPositions.indices where !staying[index] {
                sectionMoves.append(Move(from: oldPositions[index], to: newPositions[index]))
            }
        }
    }

    @inlinable
    internal mutating func _diffItems(from old: Snapshot, to new: Snapshot) {
        let oldStarts = old._sectionStarts
        // Sections whose items did not change at all (the usual case when only marks changed)
        // are skipped: comparing two arrays that share storage costs O(1).
        var unchangedOldSections = [Bool](repeating: false, count: old._sections.count)
        for newSection in new._sections {
            if let oldSection = old._sectionPositions[newSection.identifier],
               old._sections[oldSection].items == newSection.items {
                unchangedOldSections[oldSection] = true
            }
        }
        var kept = [Bool](repeating: false, count: old.numberOfItems)
        // Old and new offsets of the items that stay in the section being scanned.
        var oldOffsets: [Int] = []
        var newOffsets: [Int] = []
        for newSection in new._sections.indices {
            let newItems = new._sections[newSection].items
            let oldSection = old._sectionPositions[new._sections[newSection].identifier] ?? -1
            if oldSection >= 0 && unchangedOldSections[oldSection] { continue }
            let oldItems = oldSection >= 0 ? old._sections[oldSection].items : []
            oldOffsets.removeAll(keepingCapacity: true)
            newOffsets.removeAll(keepingCapacity: true)
            oldOffsets.reserveCapacity(newItems.count)
            newOffsets.reserveCapacity(newItems.count)
            var expected = 0
            for newOffset in newItems.indices {
                let item = newItems[newOffset]
                let location: _ItemLocation
                if expected < oldItems.count && oldItems[expected] == item {
                    location = _ItemLocation(section: oldSection, offset: expected)
                } else if let found = old._locations[item] {
                    location = found
                } else {
                    itemInserts.append(IndexPath(item: newOffset, section: newSection))
                    continue
                }
                kept[oldStarts[location.section] + location.offset] = true
                if location.section == oldSection {
                    oldOffsets.append(location.offset)
                    newOffsets.append(newOffset)
                    expected = location.offset + 1
                } else {
                    itemMoves.append(Move(
                        from: IndexPath(item: location.offset, section: location.section),
                        to: IndexPath(item: newOffset, section: newSection)))
                }
            }
            if let staying = _LongestIncreasingSubsequence.membership(of: oldOffsets) {
                for index in oldOffsets.indices where !staying[index] {
                    itemMoves.append(Move(
                        from: IndexPath(item: oldOffsets[index], section: oldSection),
                        to: IndexPath(item: newOffsets[index], section: newSection)))
                }
            }
        }
        kept.withUnsafeBufferPointer { kept in
            for oldSection in old._sections.indices where !unchangedOldSections[oldSection] {
                let start = oldStarts[oldSection]
                for offset in 0..<(oldStarts[oldSection + 1] - start) where !kept[start + offset] {
                    itemDeletes.append(IndexPath(item: offset, section: oldSection))
                }
            }
        }
    }

    @inlinable
    internal mutating func _collectMarks(from old: Snapshot, to new: Snapshot) {
        sectionReloads = new._reloadedSections.compactMap { section in
            old._sectionPositions[section] != nil ? new._sectionPositions[section] : nil
        }.sorted()
        itemReloads = Self._stayingPositions(of: new._reloadedItems, from: old, to: new)
        itemReconfigures = Self._stayingPositions(of: new._reconfiguredItems, from: old, to: new)
    }

    /// New positions, ascending, of those of `items` that are in both snapshots.
    @inlinable
    internal static func _stayingPositions(
        of items: Set<ItemIdentifierType>, from old: Snapshot, to new: Snapshot
    ) -> [IndexPath] {
        items.compactMap { item -> IndexPath? in
            guard old._locations[item] != nil, let location = new._locations[item] else { return nil }
            return IndexPath(item: location.offset, section: location.section)
        }.sorted()
    }
}
