extension DiffableDataSourceSnapshot {
    /// Checks that the lookup index agrees with the sections and items (debug builds only).
    ///
    /// Items are checked one by one up to `_itemCheckLimit` items; beyond, only the counts,
    /// so that a debug build of the app stays usable on a list of a million recipes.
    ///
    /// - Complexity: O(min(n, `_itemCheckLimit`) + sections) in debug builds, O(1) in release
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
        let checksItems = _sectionStarts[_sections.count] <= Self._itemCheckLimit
        for (position, section) in _sections.enumerated() {
            precondition(_sectionPositions[section.identifier] == position, "section \(section.identifier) misplaced")
            precondition(_sectionStarts[position] == itemCount, "section start of \(section.identifier) wrong")
            if checksItems {
                for (offset, item) in section.items.enumerated() {
                    precondition(
                        _itemLocation(of: item) == _ItemLocation(section: position, offset: offset),
                        "location of item \(item) wrong")
                }
            }
            itemCount += section.items.count
        }
        precondition(_sectionStarts[_sections.count] == itemCount, "item count wrong")
        _index._checkInvariants(itemCount: itemCount, sectionCount: _sections.count)
        precondition(_reloadedItems.allSatisfy { _itemLocation(of: $0) != nil }, "reload mark on a missing item")
        precondition(_reconfiguredItems.allSatisfy { _itemLocation(of: $0) != nil }, "reconfigure mark on a missing item")
        precondition(_reloadedSections.allSatisfy { _sectionPositions[$0] != nil }, "reload mark on a missing section")
    }

    /// The largest snapshot whose items `_checkInvariants()` checks one by one.
    internal static var _itemCheckLimit: Int { 100_000 }
}
