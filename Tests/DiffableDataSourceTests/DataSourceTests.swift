import Foundation
import Testing
@testable import DiffableDataSource

/// A view that records what the data source asked of it.
@MainActor
final class RecordingView: ListUpdating {
    enum Call {
        case reload(DiffableDataSourceSnapshot<String, Int>)
        case batch(Changeset<String, Int>, old: DiffableDataSourceSnapshot<String, Int>,
                   new: DiffableDataSourceSnapshot<String, Int>, animated: Bool)
    }

    var calls: [Call] = []

    func reloadData(_ snapshot: DiffableDataSourceSnapshot<String, Int>) {
        calls.append(.reload(snapshot))
    }

    func performBatchUpdates(
        _ changeset: Changeset<String, Int>, from old: DiffableDataSourceSnapshot<String, Int>,
        to new: DiffableDataSourceSnapshot<String, Int>, animatingDifferences: Bool
    ) {
        calls.append(.batch(changeset, old: old, new: new, animated: animatingDifferences))
    }
}

@MainActor
@Suite struct DataSourceTests {
    let view = RecordingView()

    @Test func reloadDataShowsTheSnapshotWithoutDiffing() {
        let dataSource = DiffableDataSource(view: view)
        dataSource.applySnapshotUsingReloadData(makeSnapshot())
        guard case .reload(let shown)? = view.calls.first, view.calls.count == 1 else {
            Issue.record("expected one reload, got \(view.calls)")
            return
        }
        #expect(shown == makeSnapshot())
        #expect(dataSource.snapshot() == makeSnapshot())
    }

    @Test func applyHandsOneBatchWithTheChanges() {
        let dataSource = DiffableDataSource(view: view)
        dataSource.applySnapshotUsingReloadData(makeSnapshot())
        var next = dataSource.snapshot()
        next.deleteItems([2])
        dataSource.apply(next, animatingDifferences: false)
        guard view.calls.count == 2, case .batch(let changeset, let old, let new, let animated) = view.calls[1] else {
            Issue.record("expected a batch after the reload, got \(view.calls)")
            return
        }
        #expect(changeset.itemDeletes == [IndexPath(item: 1, section: 0)])
        #expect(old == makeSnapshot() && new == next && !animated)
    }

    @Test func applyingAnEqualSnapshotCallsNothing() {
        let dataSource = DiffableDataSource(view: view)
        dataSource.apply(makeSnapshot())
        dataSource.apply(makeSnapshot())
        dataSource.apply(dataSource.snapshot())
        #expect(view.calls.count == 1)
    }

    @Test func marksAreConsumedByTheApplyThatCarriesThem() {
        let dataSource = DiffableDataSource(view: view)
        dataSource.apply(makeSnapshot())
        var next = dataSource.snapshot()
        next.reconfigureItems([3])
        next.reloadItems([4])
        dataSource.apply(next)
        guard case .batch(let changeset, _, _, let animated)? = view.calls.last else {
            Issue.record("expected a batch")
            return
        }
        #expect(animated)
        #expect(changeset.itemReconfigures == [IndexPath(item: 2, section: 0)])
        #expect(changeset.itemReloads == [IndexPath(item: 0, section: 1)])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        dataSource.apply(dataSource.snapshot())
        #expect(view.calls.count == 2)
    }

    @Test func positionLookups() {
        let dataSource = DiffableDataSource(view: view)
        dataSource.apply(makeSnapshot())
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 5)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 1)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 2)) == nil)
        #expect(dataSource.indexPath(for: 4) == IndexPath(item: 0, section: 1))
        #expect(dataSource.indexPath(for: 99) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "A") == 0)
        #expect(dataSource.index(for: "Z") == nil)
    }

    @Test func sectionSnapshotShowsVisibleItemsAndKeepsItsTree() {
        let dataSource = DiffableDataSource<String, Int>(view: view)
        dataSource.apply(makeSnapshot())
        var tree = DiffableDataSourceSectionSnapshot<Int>()
        tree.append([10, 20])
        tree.append([11, 12], to: 10)
        dataSource.apply(tree, to: "B")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == [10, 20])
        #expect(dataSource.snapshot(for: "B") == tree)
        tree.expand([10])
        dataSource.apply(tree, to: "B")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == [10, 11, 12, 20])
        #expect(dataSource.snapshot(for: "B").isExpanded(10))
        guard case .batch(let changeset, _, _, _)? = view.calls.last else {
            Issue.record("expected a batch")
            return
        }
        #expect(changeset.itemInserts == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        #expect(changeset.itemDeletes.isEmpty)
    }

    @Test func sectionSnapshotToANewSectionAppendsIt() {
        let dataSource = DiffableDataSource<String, Int>(view: view)
        dataSource.apply(makeSnapshot())
        var tree = DiffableDataSourceSectionSnapshot<Int>()
        tree.append([30])
        dataSource.apply(tree, to: "C")
        #expect(dataSource.snapshot().sectionIdentifiers == ["A", "B", "C"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "C") == [30])
    }

    @Test func sectionFilledByASnapshotReadsAsAFlatTree() {
        let dataSource = DiffableDataSource<String, Int>(view: view)
        dataSource.apply(makeSnapshot())
        #expect(dataSource.snapshot(for: "A").items == [1, 2, 3])
        #expect(dataSource.snapshot(for: "A").rootItems == [1, 2, 3])
        #expect(dataSource.snapshot(for: "missing").items.isEmpty)
    }

    @Test func treeIsForgottenWhenASnapshotChangesItsSection() {
        let dataSource = DiffableDataSource<String, Int>(view: view)
        dataSource.apply(makeSnapshot())
        var tree = DiffableDataSourceSectionSnapshot<Int>()
        tree.append([10])
        tree.append([11], to: 10)
        dataSource.apply(tree, to: "B")
        var next = dataSource.snapshot()
        next.appendItems([12], toSection: "B")
        dataSource.apply(next)
        #expect(dataSource.snapshot(for: "B").items == [10, 12])
        #expect(dataSource.snapshot(for: "B").level(of: 12) == 0)
    }
}
