/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`:
/// items have children, a parent and a level, and can be expanded or collapsed.
///
/// Applied to a section with `DiffableDataSource.apply(_:to:animatingDifferences:)`, the
/// section shows `visibleItems`: the depth-first order of the tree without the descendants
/// of collapsed items. Items start collapsed. Identifiers are unique in the tree.
///
/// Section snapshots are meant for trees of sidebar size: `items`, `visibleItems` and
/// `index(of:)` walk the tree.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    /// The top-level items, in order.
    @usableFromInline internal var _rootItems: [ItemIdentifierType]
    /// The children of every item in the tree (empty for a leaf); also the membership test.
    @usableFromInline internal var _children: [ItemIdentifierType: [ItemIdentifierType]]
    /// The parent of every item that is not a root.
    @usableFromInline internal var _parents: [ItemIdentifierType: ItemIdentifierType]
    /// The expanded items.
    @usableFromInline internal var _expanded: Set<ItemIdentifierType>

    /// Creates an empty section snapshot.
    @inlinable
    public init() {
        _rootItems = []
        _children = [:]
        _parents = [:]
        _expanded = []
    }

    /// All items, depth first: each item is followed by its descendants.
    ///
    /// - Complexity: O(n)
    public var items: [ItemIdentifierType] { _depthFirst(onlyVisible: false) }

    /// The items with no parent, in order.
    ///
    /// - Complexity: O(1)
    public var rootItems: [ItemIdentifierType] { _rootItems }

    /// The items a list shows: depth first, without the descendants of collapsed items.
    ///
    /// - Complexity: O(number of visible items)
    public var visibleItems: [ItemIdentifierType] { _depthFirst(onlyVisible: true) }

    /// Whether `item` is in the tree.
    ///
    /// - Complexity: O(1)
    public func contains(_ item: ItemIdentifierType) -> Bool { _children[item] != nil }

    /// The position of `item` in `items`, or nil if it is not in the tree.
    ///
    /// - Complexity: O(n)
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The depth of `item`: 0 for a root item, 1 for its children, and so on.
    ///
    /// - Precondition: `item` is in the tree.
    /// - Complexity: O(level)
    public func level(of item: ItemIdentifierType) -> Int {
        _requireMember(item, operation: "level(of:)")
        var level = 0
        var cursor = item
        while let parent = _parents[cursor] {
            level += 1
            cursor = parent
        }
        return level
    }

    /// The parent of `item`, or nil for a root item or an item not in the tree.
    ///
    /// - Complexity: O(1)
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { _parents[item] }

    /// Whether `item` is expanded (its children are visible when it is).
    ///
    /// - Precondition: `item` is in the tree.
    /// - Complexity: O(1)
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        _requireMember(item, operation: "isExpanded(_:)")
        return _expanded.contains(item)
    }

    /// Whether `item` is shown: all its ancestors are expanded.
    ///
    /// - Precondition: `item` is in the tree.
    /// - Complexity: O(level)
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        _requireMember(item, operation: "isVisible(_:)")
        var cursor = item
        while let parent = _parents[cursor] {
            guard _expanded.contains(parent) else { return false }
            cursor = parent
        }
        return true
    }

    /// The subtree under `parent`: its descendants, with `parent` as the only root when
    /// `includingParent` is true, else its children as roots. Expansion state is kept.
    ///
    /// - Precondition: `parent` is in the tree.
    /// - Complexity: O(size of the subtree)
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        _requireMember(parent, operation: "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result._rootItems = [parent]
            _copySubtree(of: parent, into: &result)
            if _expanded.contains(parent) { result._expanded.insert(parent) }
        } else {
            result._rootItems = _children[parent]!
            for child in result._rootItems {
                _copySubtree(of: child, into: &result)
                if _expanded.contains(child) { result._expanded.insert(child) }
            }
        }
        return result
    }

    /// Copies `item` with its descendants and their expansion state into `result`; `item`'s
    /// own parent link is not copied.
    internal func _copySubtree(of item: ItemIdentifierType, into result: inout Self) {
        let children = _children[item]!
        result._children[item] = children
        for child in children {
            result._parents[child] = item
            if _expanded.contains(child) { result._expanded.insert(child) }
            _copySubtree(of: child, into: &result)
        }
    }

    internal func _depthFirst(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(_children.count)
        var stack: [ItemIdentifierType] = _rootItems.reversed()
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || _expanded.contains(item) { stack.append(contentsOf: _children[item]!.reversed()) }
        }
        return result
    }

    internal func _requireMember(_ item: ItemIdentifierType, operation: StaticString) {
        precondition(contains(item), "\(operation): item \(item) is not in the section snapshot")
    }
}
