// Upkeep of the lookup index (item locations, section positions, section starts).
// Every mutation calls these so that lookups stay O(1) without any lazy state, which
// keeps a snapshot a plain `Sendable` value that threads may read concurrently.

extension DiffableDataSourceSnapshot {
    /// Rewrites the location of the items of section `section` from `offset` on.
    ///
    /// - Complexity: O(items in the section after `offset`)
    @inlinable
    internal mutating func _reindexItems(inSection section: Int, from offset: Int) {
        let items = _sections[section].items
        var offset = offset
        while offset < items.count {
            _locations[items[offset]] = _ItemLocation(section: section, offset: offset)
            offset += 1
        }
    }

    /// Rewrites the positions of the sections from `position` on, the section part of their
    /// items' locations, and the section starts.
    ///
    /// - Complexity: O(sections and items after `position`)
    @inlinable
    internal mutating func _reindexSections(from position: Int) {
        var position = position
        let first = position
        while position < _sections.count {
            _sectionPositions[_sections[position].identifier] = position
            _reindexItems(inSection: position, from: 0)
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
    /// - Complexity: O(*k* + items after `offset` + number of sections) for *k* new items
    @inlinable
    internal mutating func _insertNewItems(
        _ items: [ItemIdentifierType], section: Int, offset: Int, operation: StaticString
    ) {
        _locations.reserveCapacity(_locations.count + items.count)
        for (index, item) in items.enumerated() {
            let previous = _locations.updateValue(_ItemLocation(section: section, offset: offset + index), forKey: item)
            precondition(previous == nil, "\(operation): item \(item) is already in the snapshot")
        }
        let wasAppend = offset == _sections[section].items.count
        _sections[section].items.insert(contentsOf: items, at: offset)
        if !wasAppend { _reindexItems(inSection: section, from: offset + items.count) }
        _recomputeSectionStarts(from: section)
    }
}
