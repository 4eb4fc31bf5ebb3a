import Foundation
import Testing
@testable import DiffableDataSource

@Suite struct ChangesetTests {
    typealias Move = Changeset<String, Int>.Move<IndexPath>

    @Test func unchangedSnapshotGivesAnEmptyChangeset() {
        let changeset = Changeset(from: makeSnapshot(), to: makeSnapshot())
        #expect(changeset.isEmpty)
        #expect(Changeset(from: Snapshot(), to: Snapshot()).isEmpty)
    }

    @Test func deletesUseOldPositionsAndInsertsNewOnes() {
        var new = makeSnapshot()
        new.deleteItems([2, 4])
        new.insertItems([9], beforeItem: 1)
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(changeset.itemDeletes == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        #expect(changeset.itemInserts == [IndexPath(item: 0, section: 0)])
        #expect(changeset.itemMoves.isEmpty)
        #expect(changeset.sectionDeletes.isEmpty && changeset.sectionInserts.isEmpty)
    }

    @Test func oneItemMovedAcrossALongListIsOneMove() {
        var old = Snapshot()
        old.appendSections(["all"])
        old.appendItems(Array(0..<100_000))
        var new = old
        new.moveItem(0, afterItem: 99_999)
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.itemMoves == [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 99_999, section: 0))])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
    }

    @Test func itemMovedToAnotherSectionIsAMove() {
        var new = makeSnapshot()
        new.moveItem(1, afterItem: 5)
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(changeset.itemMoves == [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
    }

    @Test func reconfiguredAndReloadedItemsUseNewPositions() {
        var new = makeSnapshot()
        new.deleteItems([1])
        new.reconfigureItems([3])
        new.reloadItems([5])
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(changeset.itemReconfigures == [IndexPath(item: 1, section: 0)])
        #expect(changeset.itemReloads == [IndexPath(item: 1, section: 1)])
        #expect(changeset.itemDeletes == [IndexPath(item: 0, section: 0)])
        #expect(changeset.itemInserts.isEmpty)
    }

    @Test func marksOnNewItemsAreJustInserts() {
        var new = makeSnapshot()
        new.appendItems([7])
        new.reconfigureItems([7])
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(changeset.itemInserts == [IndexPath(item: 2, section: 1)])
        #expect(changeset.itemReconfigures.isEmpty)
    }

    @Test func sectionChanges() {
        var new = makeSnapshot()
        new.appendSections(["C", "D"])
        new.moveSection("A", afterSection: "C")
        new.deleteSections(["D"])
        new.reloadSections(["B"])
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(new.sectionIdentifiers == ["B", "C", "A"])
        #expect(changeset.sectionInserts == [1])
        #expect(changeset.sectionDeletes.isEmpty)
        #expect(changeset.sectionMoves.count == 1)
        #expect(changeset.sectionReloads == [0])
        // The items of section A moved with it: no item changes.
        #expect(changeset.itemMoves.isEmpty && changeset.itemInserts.isEmpty && changeset.itemDeletes.isEmpty)
        #expect(same(replay(changeset, from: makeSnapshot(), to: new), sectionsWithItems(new)))
    }

    @Test func deletedSectionReportsItsItemsAsDeleted() {
        var new = makeSnapshot()
        new.deleteSections(["A"])
        let changeset = Changeset(from: makeSnapshot(), to: new)
        #expect(changeset.sectionDeletes == [0])
        #expect(changeset.itemDeletes == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(same(replay(changeset, from: makeSnapshot(), to: new), sectionsWithItems(new)))
    }

    @Test func indexPathHasUIKitAccessors() {
        var path = IndexPath(item: 3, section: 7)
        #expect(path.item == 3 && path.section == 7)
        #expect(path == IndexPath(indexes: [7, 3]))
        path.item = 4
        path.section = 1
        #expect(path == IndexPath(indexes: [1, 4]))
    }
}
