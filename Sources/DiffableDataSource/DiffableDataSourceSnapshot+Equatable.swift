extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they have the same sections with the same items in the
    /// same order, and the same reload and reconfigure marks.
    ///
    /// - Complexity: O(n)
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._sections == rhs._sections
            && lhs._reloadedItems == rhs._reloadedItems
            && lhs._reconfiguredItems == rhs._reconfiguredItems
            && lhs._reloadedSections == rhs._reloadedSections
    }
}
