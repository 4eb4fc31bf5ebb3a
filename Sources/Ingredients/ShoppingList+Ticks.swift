extension ShoppingList {
    /// This list with exactly the items whose IDs are in `itemIDs` ticked off: the others first,
    /// then the ticked ones, each part sorted by `sortKey`. IDs of items not in the list are ignored.
    ///
    /// - Complexity: O(n log n) in the number of items.
    public func ticking(_ itemIDs: Set<String>) -> ShoppingList {
        var list = self
        let sorted = items.sorted { $0.sortKey < $1.sortKey }
        let ticked = sorted.filter { itemIDs.contains($0.id) }
        list.items = sorted.filter { !itemIDs.contains($0.id) } + ticked
        list.tickedItemIDs = Set(ticked.map(\.id))
        return list
    }

    /// Whether `item` is ticked off.
    public func isTicked(_ item: ShoppingItem) -> Bool {
        tickedItemIDs.contains(item.id)
    }
}
