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
    /// A section whose items are shared with the old one is skipped; otherwise the common
    /// prefix and suffix of the old and new items are skipped after a comparison without
    /// hashing (an edit near the top of a million items scans no item). The scan of the rest
    /// compares each new item first with the one that followed the previous match in the old
    /// section, so runs of unchanged items cost no hashing; only the items around a change
    /// are looked up in `old`'s index.
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
        let ends = _ItemScanRanges(from: old, to: new)
        // One flag per old item of a scan range: whether the new snapshot still has it.
        var kept = [Bool](repeating: false, count: ends.oldFlagStarts[old._sections.count])
        // The items that stay in the section being scanned, in new order, as runs of items
        // consecutive in both snapshots (old offsets `base...`, new offsets `start...`): a
        // million items that keep their order are a few runs, not two million offsets to write
        // and check for moves.
        var runs: [_BaseRun] = []
        for newSection in new._sections.indices {
            let newItems = new._sections[newSection].items
            let newRange = ends.newRanges[newSection]
            if newRange.isEmpty { continue }
            let oldSection = old._sectionPositions[new._sections[newSection].identifier] ?? -1
            let oldItems = oldSection >= 0 ? old._sections[oldSection].items : []
            runs.removeAll(keepingCapacity: true)
            var run = _BaseRun(base: 0, start: 0, count: 0)
            var expected = oldSection >= 0 ? ends.oldRanges[oldSection].lowerBound : 0
            for newOffset in newRange {
                let item = newItems[newOffset]
                let location: _ItemLocation
                if expected < oldItems.count && oldItems[expected] == item {
                    location = _ItemLocation(section: oldSection, offset: expected)
                } else if let found = old._itemLocation(of: item) {
                    location = found
                } else {
                    itemInserts.append(IndexPath(item: newOffset, section: newSection))
                    continue
                }
                kept[ends.flag(ofOld: location)] = true
                if location.section == oldSection {
                    if run.count > 0 && run.base + run.count == location.offset && run.start + run.count == newOffset {
                        run.count += 1
                    } else {
                        if run.count > 0 { runs.append(run) }
                        run = _BaseRun(base: location.offset, start: newOffset, count: 1)
                    }
                    expected = location.offset + 1
                } else {
                    itemMoves.append(Move(
                        from: IndexPath(item: location.offset, section: location.section),
                        to: IndexPath(item: newOffset, section: newSection)))
                }
            }
            if run.count > 0 { runs.append(run) }
            _recordMoves(ofStaying: runs, from: oldSection, to: newSection)
        }
        kept.withUnsafeBufferPointer { kept in
            for oldSection in old._sections.indices {
                for offset in ends.oldRanges[oldSection]
                where !kept[ends.flag(ofOld: _ItemLocation(section: oldSection, offset: offset))] {
                    itemDeletes.append(IndexPath(item: offset, section: oldSection))
                }
            }
        }
    }

    /// Records as moves the fewest of the staying items (`runs`, in new order) that must move
    /// for the rest to keep their order: none when the runs' old offsets increase.
    @inlinable
    internal mutating func _recordMoves(ofStaying runs: [_BaseRun], from oldSection: Int, to newSection: Int) {
        var increasing = true
        for index in runs.indices.dropFirst() where runs[index - 1].base + runs[index - 1].count > runs[index].base {
            increasing = false
            break
        }
        guard !increasing else { return }
        var oldOffsets: [Int] = []
        var newOffsets: [Int] = []
        for run in runs {
            oldOffsets.append(contentsOf: run.base..<(run.base + run.count))
            newOffsets.append(contentsOf: run.start..<(run.start + run.count))
        }
        if let staying = _LongestIncreasingSubsequence.membership(of: oldOffsets) {
            for index in oldOffsets.indices where !staying[index] {
                itemMoves.append(Move(
                    from: IndexPath(item: oldOffsets[index], section: oldSection),
                    to: IndexPath(item: newOffsets[index], section: newSection)))
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
            guard old._itemLocation(of: item) != nil, let location = new._itemLocation(of: item) else { return nil }
            return IndexPath(item: location.offset, section: location.section)
        }.sorted()
    }
}
