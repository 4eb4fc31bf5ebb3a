extension DiffableDataSourceSnapshot {
    /// The number of items in all sections.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var numberOfItems: Int { _sectionStarts[_sectionStarts.count - 1] }

    /// The number of sections.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var numberOfSections: Int { _sections.count }

    /// The section identifiers, in order.
    ///
    /// - Complexity: O(number of sections)
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { _sections.map(\.identifier) }

    /// All item identifiers, section after section.
    ///
    /// - Complexity: O(1) with one section (the array is shared), else O(`numberOfItems`)
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        if _sections.count == 1 { return _sections[0].items }
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(numberOfItems)
        for section in _sections { result.append(contentsOf: section.items) }
        return result
    }

    /// The number of items in `identifier`, which must be in the snapshot.
    ///
    /// - Complexity: O(1) amortised
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _sections[_position(ofSection: identifier, operation: "numberOfItems(inSection:)")].items.count
    }

    /// The items of `identifier`, which must be in the snapshot, in order.
    ///
    /// - Complexity: O(1) amortised (the array is shared with the snapshot)
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _sections[_position(ofSection: identifier, operation: "itemIdentifiers(inSection:)")].items
    }

    /// The section that contains `identifier`, or nil if the item is not in the snapshot.
    ///
    /// - Complexity: O(1) amortised (a hash lookup), plus O(log *p*) for the *p* edits since
    ///   the index was last rebuilt (a binary search of the runs they left)
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let location = _itemLocation(of: identifier) else { return nil }
        return _sections[location.section].identifier
    }

    /// The index of `identifier` in `itemIdentifiers`, or nil if it is not in the snapshot.
    ///
    /// - Complexity: O(1) amortised (a hash lookup), right after any mutation too, plus
    ///   O(log *p*) for the *p* edits since the index was last rebuilt (a binary search of
    ///   the runs they left)
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = _itemLocation(of: identifier) else { return nil }
        return _sectionStarts[location.section] + location.offset
    }

    /// The index of `identifier` in `sectionIdentifiers`, or nil if it is not in the snapshot.
    ///
    /// - Complexity: O(1) amortised
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionPositions[identifier]
    }

    /// The items marked by `reloadItems(_:)`, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked items
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _inSnapshotOrder(_reloadedItems) }

    /// The items marked by `reconfigureItems(_:)`, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked items
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _inSnapshotOrder(_reconfiguredItems) }

    /// The sections marked by `reloadSections(_:)`, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked sections
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        _reloadedSections.sorted { _sectionPositions[$0]! < _sectionPositions[$1]! }
    }

    /// The item at `offset` in the section at position `section`, or nil when out of bounds.
    @inlinable
    internal func _item(atSection section: Int, offset: Int) -> ItemIdentifierType? {
        guard _sections.indices.contains(section), _sections[section].items.indices.contains(offset) else {
            return nil
        }
        return _sections[section].items[offset]
    }

    /// The position of a section that must be present; the failure names `operation`.
    @inlinable
    internal func _position(ofSection identifier: SectionIdentifierType, operation: StaticString) -> Int {
        guard let position = _sectionPositions[identifier] else {
            preconditionFailure("\(operation): section \(identifier) is not in the snapshot")
        }
        return position
    }

    /// The location of an item that must be present; the failure names `operation`.
    @inlinable
    internal func _location(ofItem identifier: ItemIdentifierType, operation: StaticString) -> _ItemLocation {
        guard let location = _itemLocation(of: identifier) else {
            preconditionFailure("\(operation): item \(identifier) is not in the snapshot")
        }
        return location
    }

    @inlinable
    internal func _inSnapshotOrder(_ items: Set<ItemIdentifierType>) -> [ItemIdentifierType] {
        items.sorted { indexOfItem($0)! < indexOfItem($1)! }
    }
}
