import Testing
@testable import DiffableDataSource

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot with sections "A" = [1, 2, 3] and "B" = [4, 5].
func makeSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5], toSection: "B")
    return snapshot
}

/// The sections and their items, as a user of the snapshot sees them.
func contents(_ snapshot: Snapshot) -> [String: [Int]] {
    Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
}

@Suite struct SnapshotReadingTests {
    @Test func emptySnapshotHasNothing() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection("A") == nil)
    }

    @Test func countsAndOrder() {
        let snapshot = makeSnapshot()
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
    }

    @Test func lookupsAcrossSections() {
        let snapshot = makeSnapshot()
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(5) == 4)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "B")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfSection("B") == 1)
    }

    @Test func lookupsRightAfterMutationsAgreeWithTheOrder() {
        var snapshot = makeSnapshot()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.deleteItems([3])
        snapshot.moveItem(5, beforeItem: 2)
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.appendItems([20], toSection: "Z")
        let order = snapshot.itemIdentifiers
        #expect(order == [20, 10, 1, 5, 2, 4])
        for (index, item) in order.enumerated() { #expect(snapshot.indexOfItem(item) == index) }
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "A")
        #expect(snapshot.indexOfSection("A") == 1)
    }

    @Test func copiesAreIndependent() {
        let original = makeSnapshot()
        var copy = original
        copy.deleteItems([1])
        copy.appendSections(["C"])
        #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(original.sectionIdentifiers == ["A", "B"])
        #expect(copy.itemIdentifiers == [2, 3, 4, 5])
    }

    @Test func equalityComparesSectionsItemsAndMarks() {
        #expect(makeSnapshot() == makeSnapshot())
        var otherOrder = makeSnapshot()
        otherOrder.moveItem(1, afterItem: 2)
        #expect(otherOrder != makeSnapshot())
        var otherSection = makeSnapshot()
        otherSection.moveItem(3, beforeItem: 4)
        #expect(otherSection.itemIdentifiers == makeSnapshot().itemIdentifiers)
        #expect(otherSection != makeSnapshot())
        var marked = makeSnapshot()
        marked.reconfigureItems([2])
        #expect(marked != makeSnapshot())
        var reloaded = makeSnapshot()
        reloaded.reloadItems([2])
        #expect(reloaded != marked)
        var sectionReloaded = makeSnapshot()
        sectionReloaded.reloadSections(["A"])
        #expect(sectionReloaded != makeSnapshot())
    }

    @Test func marksAreListedInSnapshotOrder() {
        var snapshot = makeSnapshot()
        snapshot.reloadItems([5, 1])
        snapshot.reconfigureItems([4, 2])
        snapshot.reloadSections(["B", "A"])
        #expect(snapshot.reloadedItemIdentifiers == [1, 5])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 4])
        #expect(snapshot.reloadedSectionIdentifiers == ["A", "B"])
    }

    @Test func deletingMarkedItemsDropsTheirMarks() {
        var snapshot = makeSnapshot()
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([4])
        snapshot.reloadSections(["B"])
        snapshot.deleteItems([1])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func scalesToAMillionItems() {
        var snapshot = Snapshot()
        snapshot.appendSections(["all"])
        snapshot.appendItems(Array(0..<1_000_000))
        snapshot.moveItem(0, afterItem: 999_999)
        #expect(snapshot.numberOfItems == 1_000_000)
        #expect(snapshot.indexOfItem(0) == 999_999)
        #expect(snapshot.indexOfItem(500_000) == 499_999)
    }
}
