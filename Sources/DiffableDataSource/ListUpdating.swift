/// A view that shows a snapshot and can apply the changes between two snapshots in one batch.
@MainActor
public protocol ListUpdating<SectionIdentifierType, ItemIdentifierType>: AnyObject {
    associatedtype SectionIdentifierType: Hashable & Sendable
    associatedtype ItemIdentifierType: Hashable & Sendable
    /// Shows `snapshot` from scratch, without diffing (first load, `applySnapshotUsingReloadData`).
    func reloadData(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
    /// Applies `changeset`, the difference from `old` to `new`, as one batch.
    func performBatchUpdates(
        _ changeset: Changeset<SectionIdentifierType, ItemIdentifierType>,
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool)
}
