extension DiffableDataSourceSnapshot {
    /// Appends `identifiers` to the end of `section`, or of the last section when nil.
    ///
    /// - Precondition: the section exists (with nil, there is at least one section) and
    ///   no identifier is already in the snapshot.
    /// - Complexity: O(*k*) amortised for *k* identifiers, plus O(number of sections)
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let position: Int
        if let section {
            position = _position(ofSection: section, operation: "appendItems(_:toSection:)")
        } else {
            precondition(!_sections.isEmpty, "appendItems(_:toSection:): there is no section to append items \(identifiers) to")
            position = _sections.count - 1
        }
        _insertNewItems(identifiers, section: position, offset: _sections[position].items.count, operation: "appendItems(_:toSection:)")
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    ///
    /// - Precondition: `beforeIdentifier` is in the snapshot; no identifier is.
    /// - Complexity: O(*k* + items after the anchor in its section + *p*) amortised, for the
    ///   *p* edits kept beside the index's base (at most max(1,024, n/32))
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let anchor = _location(ofItem: beforeIdentifier, operation: "insertItems(_:beforeItem:)")
        _insertNewItems(identifiers, section: anchor.section, offset: anchor.offset, operation: "insertItems(_:beforeItem:)")
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    ///
    /// - Precondition: `afterIdentifier` is in the snapshot; no identifier is.
    /// - Complexity: O(*k* + items after the anchor in its section + *p*) amortised, for the
    ///   *p* edits kept beside the index's base (at most max(1,024, n/32))
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let anchor = _location(ofItem: afterIdentifier, operation: "insertItems(_:afterItem:)")
        _insertNewItems(identifiers, section: anchor.section, offset: anchor.offset + 1, operation: "insertItems(_:afterItem:)")
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Deletes `identifiers`; those not in the snapshot are ignored. Their marks go with them.
    ///
    /// - Complexity: O(*k* log *k*) for *k* identifiers, plus O(items after the first deleted
    ///   one) in each section that loses items (moved in its array; the index is not rewritten),
    ///   plus O(*p*) amortised for the *p* edits kept beside the index's base
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed: [_ItemLocation] = []
        removed.reserveCapacity(identifiers.count)
        for item in identifiers {
            guard let location = _itemLocation(of: item) else { continue }
            removed.append(location)
            if !_reloadedItems.isEmpty { _reloadedItems.remove(item) }
            if !_reconfiguredItems.isEmpty { _reconfiguredItems.remove(item) }
        }
        guard !removed.isEmpty else { return }
        removed.sort { ($0.section, $0.offset) < ($1.section, $1.offset) }
        var start = 0
        while start < removed.count {
            let section = removed[start].section
            var offsets: [Int] = []
            while start < removed.count, removed[start].section == section {
                // An identifier listed twice is found twice: removed once.
                if offsets.last != removed[start].offset { offsets.append(removed[start].offset) }
                start += 1
            }
            _removeItems(atOffsets: offsets, fromSection: section)
        }
        _recomputeSectionStarts(from: removed[0].section)
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Deletes every item and every section, as UIKit does.
    ///
    /// - Complexity: O(1) when the storage is not shared, else O(n) to release it
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `identifier` to just before `toIdentifier`, possibly into another section.
    /// Moving an item before itself changes nothing.
    ///
    /// - Precondition: both items are in the snapshot.
    /// - Complexity: O(items after the two positions in their sections + *p*) amortised, for
    ///   the *p* edits kept beside the index's base
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`, possibly into another section.
    /// Moving an item after itself changes nothing.
    ///
    /// - Precondition: both items are in the snapshot.
    /// - Complexity: O(items after the two positions in their sections + *p*) amortised, for
    ///   the *p* edits kept beside the index's base
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    @inlinable
    internal mutating func _moveItem(
        _ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool, operation: StaticString
    ) {
        let source = _location(ofItem: identifier, operation: operation)
        _ = _location(ofItem: anchor, operation: operation)
        guard identifier != anchor else { return }
        _removeItems(atOffsets: [source.offset], fromSection: source.section)
        let target = _itemLocation(of: anchor)!
        _insertNewItems([identifier], section: target.section, offset: target.offset + (after ? 1 : 0), operation: operation)
        _recomputeSectionStarts(from: min(source.section, target.section))
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Removes the items at `offsets` (ascending, distinct) from section `section`, in one pass.
    ///
    /// One run of offsets goes through `replaceSubrange`, which builds a new array in one pass
    /// when the storage is shared with another snapshot (the usual case: the data source
    /// holds the shown one) instead of copying it and then shifting its tail.
    @inlinable
    internal mutating func _removeOffsets(_ offsets: [Int], fromSection section: Int) {
        let first = offsets[0]
        let last = offsets[offsets.count - 1]
        if last - first + 1 == offsets.count {
            _sections[section].items.replaceSubrange(first...last, with: EmptyCollection())
            return
        }
        _sections[section].items.withUnsafeMutableBufferPointer { items in
            let base = items.baseAddress!
            var write = first
            for (index, removed) in offsets.enumerated() {
                let end = index + 1 < offsets.count ? offsets[index + 1] : items.count
                // Overlapping regions are allowed: the copy runs front to back.
                (base + write).update(from: base + removed + 1, count: end - removed - 1)
                write += end - removed - 1
            }
        }
        _sections[section].items.removeLast(offsets.count)
    }
}
