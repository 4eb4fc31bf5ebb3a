import Testing
@testable import DiffableDataSource

typealias Tree = DiffableDataSourceSectionSnapshot<String>

/// Collections ▸ [Soups ▸ [Cold, Hot], Desserts]; Favorites.
func makeTree() -> Tree {
    var tree = Tree()
    tree.append(["Collections", "Favorites"])
    tree.append(["Soups", "Desserts"], to: "Collections")
    tree.append(["Cold", "Hot"], to: "Soups")
    return tree
}

@Suite struct SectionSnapshotTests {
    @Test func itemsAreDepthFirstAndStartCollapsed() {
        let tree = makeTree()
        #expect(tree.items == ["Collections", "Soups", "Cold", "Hot", "Desserts", "Favorites"])
        #expect(tree.rootItems == ["Collections", "Favorites"])
        #expect(tree.visibleItems == ["Collections", "Favorites"])
        #expect(!tree.isExpanded("Collections"))
    }

    @Test func expandAndCollapseChangeVisibleItems() {
        var tree = makeTree()
        tree.expand(["Collections"])
        #expect(tree.visibleItems == ["Collections", "Soups", "Desserts", "Favorites"])
        #expect(tree.isVisible("Soups") && !tree.isVisible("Cold"))
        tree.expand(["Soups"])
        #expect(tree.visibleItems == ["Collections", "Soups", "Cold", "Hot", "Desserts", "Favorites"])
        tree.collapse(["Collections"])
        #expect(tree.visibleItems == ["Collections", "Favorites"])
        #expect(!tree.isVisible("Cold"))
        #expect(tree.isExpanded("Soups"))
    }

    @Test func structureQueries() {
        let tree = makeTree()
        #expect(tree.contains("Hot") && !tree.contains("Salads"))
        #expect(tree.index(of: "Hot") == 3)
        #expect(tree.index(of: "Favorites") == 5)
        #expect(tree.index(of: "Salads") == nil)
        #expect(tree.level(of: "Collections") == 0)
        #expect(tree.level(of: "Hot") == 2)
        #expect(tree.parent(of: "Hot") == "Soups")
        #expect(tree.parent(of: "Collections") == nil)
    }

    @Test func insertedItemsTakeTheParentOfTheirAnchor() {
        var tree = makeTree()
        tree.insert(["Warm"], before: "Hot")
        tree.insert(["Salads"], after: "Soups")
        tree.insert(["Recents"], before: "Favorites")
        #expect(tree.parent(of: "Warm") == "Soups")
        #expect(tree.parent(of: "Salads") == "Collections")
        #expect(tree.parent(of: "Recents") == nil)
        #expect(tree.items == ["Collections", "Soups", "Cold", "Warm", "Hot", "Salads", "Desserts", "Recents", "Favorites"])
    }

    @Test func deleteRemovesDescendants() {
        var tree = makeTree()
        tree.delete(["Soups", "absent"])
        #expect(tree.items == ["Collections", "Desserts", "Favorites"])
        #expect(!tree.contains("Cold"))
        // A deleted item may be added again.
        tree.append(["Cold"])
        #expect(tree.parent(of: "Cold") == nil)
        tree.deleteAll()
        #expect(tree.items.isEmpty && tree == Tree())
    }

    @Test func replaceChildrenGraftsASnapshotWithItsExpansion() {
        var tree = makeTree()
        var replacement = Tree()
        replacement.append(["Breads"])
        replacement.append(["Sourdough"], to: "Breads")
        replacement.expand(["Breads"])
        tree.replace(childrenOf: "Collections", using: replacement)
        #expect(tree.items == ["Collections", "Breads", "Sourdough", "Favorites"])
        #expect(tree.parent(of: "Breads") == "Collections")
        #expect(tree.level(of: "Sourdough") == 2)
        #expect(tree.isExpanded("Breads"))
        #expect(!tree.contains("Soups") && !tree.contains("Cold"))
    }

    @Test func subtreeSnapshots() {
        var tree = makeTree()
        tree.expand(["Soups"])
        let children = tree.snapshot(of: "Collections")
        #expect(children.rootItems == ["Soups", "Desserts"])
        #expect(children.items == ["Soups", "Cold", "Hot", "Desserts"])
        #expect(children.isExpanded("Soups"))
        #expect(children.parent(of: "Soups") == nil)
        let withParent = tree.snapshot(of: "Soups", includingParent: true)
        #expect(withParent.rootItems == ["Soups"])
        #expect(withParent.visibleItems == ["Soups", "Cold", "Hot"])
        #expect(withParent.level(of: "Hot") == 1)
    }
}
