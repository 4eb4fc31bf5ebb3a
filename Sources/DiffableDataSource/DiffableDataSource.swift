import Foundation

/// Holds the snapshot a view shows and brings the view up to date with each new snapshot,
/// as UIKit's `UICollectionViewDiffableDataSource`.
///
/// `apply(_:animatingDifferences:)` diffs the new snapshot against the current one and hands
/// the view the changes in one batch, or nothing at all when nothing changed. The data source
/// holds its view strongly, so the view must not hold the data source strongly (a cycle);
/// the controller that owns both is the usual place for them.
@MainActor
public final class DiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
> {
    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type of one section.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    // Internal and inlinable so that an app's apply is specialised for its identifier types:
    // unspecialised, the diff's comparisons go through value witnesses (measured 10x slower).
    @usableFromInline let view: any ListUpdating<SectionIdentifierType, ItemIdentifierType>
    /// What the view shows; its marks were consumed by the apply that carried them.
    @usableFromInline var current = Snapshot()
    /// The trees applied to sections, kept while the section still shows their visible items.
    @usableFromInline var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Creates a data source that shows an empty snapshot in `view`, which it holds strongly.
    public init(view: some ListUpdating<SectionIdentifierType, ItemIdentifierType>) {
        self.view = view
    }

    /// A copy of the current snapshot, without reload or reconfigure marks.
    ///
    /// - Complexity: O(1)
    @inlinable
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` current and has the view apply the changes from the previous one in
    /// one batch; the view is not called when nothing changed.
    ///
    /// - Complexity: that of `Changeset(from:to:)`
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) {
        apply(snapshot, tree: nil, animatingDifferences: animatingDifferences)
    }

    /// Makes `snapshot` current, with `tree` as its section's tree, before the view is told: the
    /// view's row providers read the new state (`snapshot(for:)` included), as in UIKit.
    @inlinable
    func apply(_ snapshot: Snapshot, tree: (section: SectionIdentifierType, snapshot: SectionSnapshot)?,
               animatingDifferences: Bool) {
        let old = current
        let changeset = Changeset(from: old, to: snapshot)
        current = snapshot._withoutMarks
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            current.indexOfSection(section) != nil && current.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        if let tree { sectionSnapshots[tree.section] = tree.snapshot }
        guard !changeset.isEmpty else { return }
        view.performBatchUpdates(changeset, from: old, to: snapshot, animatingDifferences: animatingDifferences)
    }

    /// Makes `snapshot` current and has the view show it from scratch, without diffing.
    @inlinable
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        current = snapshot._withoutMarks
        sectionSnapshots = [:]
        view.reloadData(snapshot)
    }

    /// Shows the visible items of `sectionSnapshot` in `section` (appended as the last section
    /// if missing), keeping the tree for `snapshot(for:)`.
    @inlinable
    public func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true) {
        var next = current
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        next.appendItems(sectionSnapshot.visibleItems, toSection: section)
        apply(next, tree: (section, sectionSnapshot), animatingDifferences: animatingDifferences)
    }

    /// The tree last applied to `section`, with its expansion state; for a section filled
    /// otherwise, its items as a flat tree; empty for a section not shown.
    @inlinable
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The item shown at `indexPath`, or nil when there is none.
    ///
    /// - Complexity: O(1)
    @inlinable
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return current._item(atSection: indexPath.section, offset: indexPath.item)
    }

    /// The position of `item`, or nil when it is not shown.
    ///
    /// - Complexity: O(1) amortised, plus O(log *p*) as `indexOfItem(_:)`
    @inlinable
    public func indexPath(for item: ItemIdentifierType) -> IndexPath? {
        guard let location = current._itemLocation(of: item) else { return nil }
        return IndexPath(item: location.offset, section: location.section)
    }

    /// The section shown at position `index`, or nil when there is none.
    ///
    /// - Complexity: O(1)
    @inlinable
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current._sections.indices.contains(index) ? current._sections[index].identifier : nil
    }

    /// The position of `section`, or nil when it is not shown.
    ///
    /// - Complexity: O(1) amortised
    @inlinable
    public func index(for section: SectionIdentifierType) -> Int? {
        current.indexOfSection(section)
    }
}
