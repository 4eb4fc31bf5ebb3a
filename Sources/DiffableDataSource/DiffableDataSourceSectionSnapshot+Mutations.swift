extension DiffableDataSourceSectionSnapshot {
    /// Appends `items` as the last children of `parent`, or as the last root items when nil.
    ///
    /// - Precondition: `parent` is in the tree; no item is.
    /// - Complexity: O(*k*) for *k* items
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { _requireMember(parent, operation: "append(_:to:)") }
        _adopt(items, parent: parent, operation: "append(_:to:)")
        _updateSiblings(of: parent) { $0.append(contentsOf: items) }
    }

    /// Inserts `items` just before `item`, as siblings under its parent.
    ///
    /// - Precondition: `item` is in the tree; none of `items` is.
    /// - Complexity: O(*k* + siblings of `item`)
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, nextTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts `items` just after `item`, as siblings under its parent.
    ///
    /// - Precondition: `item` is in the tree; none of `items` is.
    /// - Complexity: O(*k* + siblings of `item`)
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, nextTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Deletes `items` and all their descendants; items not in the tree are ignored.
    ///
    /// - Complexity: O(deleted items + their siblings)
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let parent = _parents[item]
            _updateSiblings(of: parent) { $0.removeAll { $0 == item } }
            _forgetSubtree(of: item)
        }
    }

    /// Deletes every item.
    ///
    /// - Complexity: O(1) when the storage is not shared
    public mutating func deleteAll() {
        self = Self()
    }

    /// Replaces the descendants of `parent` with the items of `snapshot`, whose root items
    /// become `parent`'s children; the expansion state of `snapshot` comes along.
    ///
    /// - Precondition: `parent` is in the tree; no item of `snapshot` is in the tree
    ///   once `parent`'s descendants are removed.
    /// - Complexity: O(removed items + size of `snapshot`)
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        _requireMember(parent, operation: "replace(childrenOf:using:)")
        for child in _children[parent]! { _forgetSubtree(of: child) }
        _children[parent] = []
        _adopt(snapshot._rootItems, parent: parent, operation: "replace(childrenOf:using:)")
        _children[parent] = snapshot._rootItems
        for (item, children) in snapshot._children {
            for child in children { _adopt([child], parent: item, operation: "replace(childrenOf:using:)") }
        }
        for (item, children) in snapshot._children where !children.isEmpty { _children[item] = children }
        _expanded.formUnion(snapshot._expanded)
    }

    /// Expands `items`: their children become visible when they are.
    ///
    /// - Precondition: every item is in the tree.
    /// - Complexity: O(*k*) for *k* items
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            _requireMember(item, operation: "expand(_:)")
            _expanded.insert(item)
        }
    }

    /// Collapses `items`: their descendants are hidden.
    ///
    /// - Precondition: every item is in the tree.
    /// - Complexity: O(*k*) for *k* items
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            _requireMember(item, operation: "collapse(_:)")
            _expanded.remove(item)
        }
    }

    internal mutating func _insert(
        _ items: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, operation: StaticString
    ) {
        _requireMember(anchor, operation: operation)
        let parent = _parents[anchor]
        _adopt(items, parent: parent, operation: operation)
        _updateSiblings(of: parent) { siblings in
            let index = siblings.firstIndex(of: anchor)!
            siblings.insert(contentsOf: items, at: after ? index + 1 : index)
        }
    }

    /// Registers new leaf `items` under `parent`, without placing them among the siblings.
    internal mutating func _adopt(_ items: [ItemIdentifierType], parent: ItemIdentifierType?, operation: StaticString) {
        for item in items {
            precondition(_children.updateValue([], forKey: item) == nil, "\(operation): item \(item) is already in the section snapshot")
            if let parent { _parents[item] = parent }
        }
    }

    internal mutating func _updateSiblings(of parent: ItemIdentifierType?, _ update: (inout [ItemIdentifierType]) -> Void) {
        if let parent { update(&_children[parent]!) } else { update(&_rootItems) }
    }

    /// Removes `item` and its descendants from the membership, parent and expansion records.
    internal mutating func _forgetSubtree(of item: ItemIdentifierType) {
        var stack = [item]
        while let next = stack.popLast() {
            if let children = _children.removeValue(forKey: next) { stack.append(contentsOf: children) }
            _parents[next] = nil
            _expanded.remove(next)
        }
    }
}
