// Upkeep of the lookup index (item locations, section positions, section starts).
// Every mutation records itself in the item index's overlay (`_ItemIndex`), whose shared
// base is never mutated, so a snapshot stays a plain `Sendable` value that threads may read
// concurrently, and copying one never copies the million-entry base.

extension DiffableDataSourceSnapshot {
    /// Rewrites the positions of the sections from `position` on and the section starts.
    ///
    /// - Complexity: O(number of sections)
    @inlinable
    internal mutating func _reindexSections(from position: Int) {
        var position = position
        let first = position
        while position < _sections.count {
            _sectionPositions[_sections[position].identifier] = position
            position += 1
        }
        _recomputeSectionStarts(from: first)
    }

    /// Recomputes the section starts after `position`, when the item count of the section at
    /// `position` (or the sections after it) changed.
    ///
    /// - Complexity: O(number of sections)
    @inlinable
    internal mutating func _recomputeSectionStarts(from position: Int) {
        _sectionStarts.removeLast(_sectionStarts.count - 1 - min(position, _sectionStarts.count - 1))
        var position = _sectionStarts.count - 1
        while position < _sections.count {
            _sectionStarts.append(_sectionStarts[position] + _sections[position].items.count)
            position += 1
        }
    }

    /// Inserts new items into section `section` at `offset`; `operation` names the public call
    /// in the failure message when an item is already present.
    ///
    /// - Complexity: O(*k* + items after `offset` + number of sections) for *k* new items,
    ///   plus O(pending edits) when not appending, or O(n) amortised over the edits since the
    ///   index was last rebuilt when it is rebuilt
    @inlinable
    internal mutating func _insertNewItems(
        _ items: [ItemIdentifierType], section: Int, offset: Int, operation: StaticString
    ) {
        if _index.pending + items.count > _index._pendingLimit {
            // Recording each item would be as much work as rebuilding, which checks duplicates.
            _sections[section].items.insert(contentsOf: items, at: offset)
            _index.rebuild(sections: _sections.lazy.map(\.items), operation: operation)
        } else {
            _index.insert(
                items, section: section, offset: offset, sectionCount: _sections[section].items.count, operation: operation)
            _sections[section].items.insert(contentsOf: items, at: offset)
        }
        _recomputeSectionStarts(from: section)
    }

    /// Removes the items at `offsets` (ascending, distinct) from section `section`, items and
    /// index alike.
    ///
    /// - Complexity: O(items after `offsets[0]` in the section + pending edits)
    @inlinable
    internal mutating func _removeItems(atOffsets offsets: [Int], fromSection section: Int) {
        let items = _sections[section].items
        _index.remove(offsets: offsets, items: offsets.lazy.map { items[$0] }, section: section)
        _removeOffsets(offsets, fromSection: section)
    }

    /// Rebuilds the index's base once the edits pending beside it are as costly to keep as a
    /// rebuild: O(n), amortised over those edits.
    @inlinable
    internal mutating func _rebuildIndexIfNeeded() {
        guard _index.pending > _index._pendingLimit else { return }
        _index.rebuild(sections: _sections.lazy.map(\.items), operation: "rebuild")
    }

    /// The location of `identifier`, or nil when it is not in the snapshot.
    ///
    /// - Complexity: O(1) amortised plus O(log *p*), see `_ItemIndex.location(of:)`
    @inlinable
    internal func _itemLocation(of identifier: ItemIdentifierType) -> _ItemLocation? {
        _index.location(of: identifier)
    }
}
