// Reload and reconfigure marks: they tell the next apply to redraw items that stay.
// `DiffableDataSource` consumes them: the snapshot it hands back carries none.

extension DiffableDataSourceSnapshot {
    /// Marks `identifiers` to be replaced by new rows (any per-row state is reset).
    ///
    /// - Precondition: every identifier is in the snapshot.
    /// - Complexity: O(*k*) for *k* identifiers
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        _markItems(identifiers, in: \._reloadedItems, operation: "reloadItems(_:)")
    }

    /// Marks `identifiers` to be redrawn in place, keeping their rows.
    ///
    /// - Precondition: every identifier is in the snapshot.
    /// - Complexity: O(*k*) for *k* identifiers
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        _markItems(identifiers, in: \._reconfiguredItems, operation: "reconfigureItems(_:)")
    }

    /// Marks sections `identifiers` to be reloaded.
    ///
    /// - Precondition: every identifier is a section of the snapshot.
    /// - Complexity: O(*k*) for *k* identifiers
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            _ = _position(ofSection: section, operation: "reloadSections(_:)")
            _reloadedSections.insert(section)
        }
    }

    @inlinable
    internal mutating func _markItems(
        _ identifiers: [ItemIdentifierType], in marks: WritableKeyPath<Self, Set<ItemIdentifierType>>, operation: StaticString
    ) {
        for item in identifiers {
            _ = _location(ofItem: item, operation: operation)
            self[keyPath: marks].insert(item)
        }
    }

    /// This snapshot without any reload or reconfigure marks.
    ///
    /// - Complexity: O(1)
    @inlinable
    internal var _withoutMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }
}
