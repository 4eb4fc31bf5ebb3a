extension DiffableDataSourceSnapshot {
    /// Appends empty sections `identifiers` after the last section.
    ///
    /// - Precondition: no identifier is already a section of the snapshot.
    /// - Complexity: O(*k*) for *k* identifiers
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertNewSections(identifiers, at: _sections.count, operation: "appendSections(_:)")
        _invariantCheck()
    }

    /// Inserts empty sections `identifiers` just before `toIdentifier`.
    ///
    /// - Precondition: `toIdentifier` is a section; no identifier is.
    /// - Complexity: O(*k* + number of sections)
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let anchor = _position(ofSection: toIdentifier, operation: "insertSections(_:beforeSection:)")
        _insertNewSections(identifiers, at: anchor, operation: "insertSections(_:beforeSection:)")
        _invariantCheck()
    }

    /// Inserts empty sections `identifiers` just after `toIdentifier`.
    ///
    /// - Precondition: `toIdentifier` is a section; no identifier is.
    /// - Complexity: O(*k* + number of sections)
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let anchor = _position(ofSection: toIdentifier, operation: "insertSections(_:afterSection:)")
        _insertNewSections(identifiers, at: anchor + 1, operation: "insertSections(_:afterSection:)")
        _invariantCheck()
    }

    /// Deletes sections `identifiers` with their items; absent ones are ignored.
    ///
    /// - Complexity: O(sections + items inserted since the index was last rebuilt), plus
    ///   O(items of the deleted sections) when items are marked
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var positions: [Int] = []
        for section in identifiers {
            guard let position = _sectionPositions.removeValue(forKey: section) else { continue }
            positions.append(position)
            _reloadedSections.remove(section)
            guard !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty else { continue }
            for item in _sections[position].items {
                _reloadedItems.remove(item)
                _reconfiguredItems.remove(item)
            }
        }
        guard !positions.isEmpty else { return }
        positions.sort()
        let doomed = Set(positions)
        var position = 0
        _sections.removeAll { _ in
            defer { position += 1 }
            return doomed.contains(position)
        }
        _index.removeSections(at: positions)
        _reindexSections(from: positions[0])
        _rebuildIndexIfNeeded()
        _invariantCheck()
    }

    /// Moves section `identifier` with its items to just before `toIdentifier`.
    /// Moving a section before itself changes nothing.
    ///
    /// - Precondition: both are sections of the snapshot.
    /// - Complexity: O(number of sections)
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, nextTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` with its items to just after `toIdentifier`.
    /// Moving a section after itself changes nothing.
    ///
    /// - Precondition: both are sections of the snapshot.
    /// - Complexity: O(number of sections)
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, nextTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    @inlinable
    internal mutating func _moveSection(
        _ identifier: SectionIdentifierType, nextTo anchor: SectionIdentifierType, after: Bool, operation: StaticString
    ) {
        let source = _position(ofSection: identifier, operation: operation)
        var target = _position(ofSection: anchor, operation: operation)
        guard identifier != anchor else { return }
        let section = _sections.remove(at: source)
        if target > source { target -= 1 }
        _sections.insert(section, at: target + (after ? 1 : 0))
        _index.moveSection(from: source, to: target + (after ? 1 : 0))
        _reindexSections(from: min(source, target))
        _invariantCheck()
    }

    @inlinable
    internal mutating func _insertNewSections(_ identifiers: [SectionIdentifierType], at position: Int, operation: StaticString) {
        for section in identifiers {
            let previous = _sectionPositions.updateValue(-1, forKey: section)
            precondition(previous == nil, "\(operation): section \(section) is already in the snapshot")
        }
        _sections.insert(contentsOf: identifiers.lazy.map { _Section(identifier: $0) }, at: position)
        _index.insertSections(count: identifiers.count, at: position)
        _reindexSections(from: position)
    }
}
