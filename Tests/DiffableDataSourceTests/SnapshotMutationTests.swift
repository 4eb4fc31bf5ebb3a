import Testing
@testable import DiffableDataSource

@Suite struct SnapshotItemMutationTests {
    @Test func appendItemsWithoutSectionGoesToTheLastSection() {
        var snapshot = makeSnapshot()
        snapshot.appendItems([6, 7])
        #expect(contents(snapshot) == ["A": [1, 2, 3], "B": [4, 5, 6, 7]])
    }

    @Test func appendItemsToANamedSection() {
        var snapshot = makeSnapshot()
        snapshot.appendItems([6], toSection: "A")
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 6, 4, 5])
    }

    @Test func insertItemsBeforeAndAfter() {
        var snapshot = makeSnapshot()
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 3)
        snapshot.insertItems([13], afterItem: 4)
        #expect(contents(snapshot) == ["A": [10, 11, 1, 2, 3, 12], "B": [4, 13, 5]])
    }

    @Test func deleteItemsIgnoresAbsentOnes() {
        var snapshot = makeSnapshot()
        snapshot.deleteItems([2, 99, 5, 1])
        #expect(contents(snapshot) == ["A": [3], "B": [4]])
        snapshot.deleteItems([99])
        #expect(contents(snapshot) == ["A": [3], "B": [4]])
    }

    @Test func deleteAllItemsEmptiesSectionsToo() {
        var snapshot = makeSnapshot()
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot == Snapshot())
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func moveItemWithinASection() {
        var snapshot = makeSnapshot()
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 3, 1])
        snapshot.moveItem(1, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
    }

    @Test func moveItemAcrossSections() {
        var snapshot = makeSnapshot()
        snapshot.moveItem(2, beforeItem: 5)
        snapshot.moveItem(4, afterItem: 3)
        #expect(contents(snapshot) == ["A": [1, 3, 4], "B": [2, 5]])
    }

    @Test func movingAnItemNextToItselfKeepsIt() {
        var snapshot = makeSnapshot()
        snapshot.moveItem(2, beforeItem: 2)
        snapshot.moveItem(2, afterItem: 2)
        #expect(snapshot == makeSnapshot())
    }

    @Test func movedItemsKeepTheirMarks() {
        var snapshot = makeSnapshot()
        snapshot.reconfigureItems([1])
        snapshot.moveItem(1, afterItem: 5)
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }
}

@Suite struct SnapshotSectionMutationTests {
    @Test func appendAndInsertSections() {
        var snapshot = makeSnapshot()
        snapshot.appendSections(["D"])
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["C"], afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "B", "C", "D"])
        #expect(snapshot.numberOfItems(inSection: "C") == 0)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    }

    @Test func deleteSectionsTakesTheirItems() {
        var snapshot = makeSnapshot()
        snapshot.appendSections(["C"])
        snapshot.appendItems([6], toSection: "C")
        snapshot.deleteSections(["A", "missing"])
        #expect(contents(snapshot) == ["B": [4, 5], "C": [6]])
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfItem(6) == 2)
        // Deleted items may come back elsewhere.
        snapshot.appendItems([1], toSection: "B")
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 6])
    }

    @Test func moveSectionsCarriesItems() {
        var snapshot = makeSnapshot()
        snapshot.appendSections(["C"])
        snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
        snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        snapshot.moveSection("C", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "C", "B"])
        #expect(snapshot.indexOfItem(4) == 3)
    }

    @Test func movingASectionNextToItselfKeepsIt() {
        var snapshot = makeSnapshot()
        snapshot.moveSection("A", beforeSection: "A")
        snapshot.moveSection("B", afterSection: "B")
        #expect(snapshot == makeSnapshot())
    }
}
