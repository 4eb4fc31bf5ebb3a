extension DiffableDataSourceSnapshot {
    /// Checks that the lookup index agrees with the sections and items (debug builds only).
    ///
    /// - Complexity: O(n) in debug builds, O(1) in release builds
    @inlinable
    @inline(__always)
    internal func _invariantCheck() {
        #if DEBUG
        _checkInvariants()
        #endif
    }

    @usableFromInline
    @inline(never)
    internal func _checkInvariants() {
        precondition(_sectionPositions.count == _sections.count, "section index out of step")
        precondition(_sectionStarts.count == _sections.count + 1, "section starts out of step")
        var itemCount = 0
        for (position, section) in _sections.enumerated() {
            precondition(_sectionPositions[section.identifier] == position, "section \(section.identifier) misplaced")
            precondition(_sectionStarts[position] == itemCount, "section start of \(section.identifier) wrong")
            for (offset, item) in section.items.enumerated() {
                precondition(
                    _locations[item] == _ItemLocation(section: position, offset: offset),
                    "location of item \(item) wrong")
            }
            itemCount += section.items.count
        }
        precondition(_sectionStarts[_sections.count] == itemCount, "item count wrong")
        precondition(_locations.count == itemCount, "stale or duplicate items in the index")
        precondition(_reloadedItems.allSatisfy { _locations[$0] != nil }, "reload mark on a missing item")
        precondition(_reconfiguredItems.allSatisfy { _locations[$0] != nil }, "reconfigure mark on a missing item")
        precondition(_reloadedSections.allSatisfy { _sectionPositions[$0] != nil }, "reload mark on a missing section")
    }
}
