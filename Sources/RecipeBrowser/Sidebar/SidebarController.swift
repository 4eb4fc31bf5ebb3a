// The sidebar: Library and Collections as an expandable section snapshot, diffed on every change.
import DiffableDataSource
import RecipeKit
import TerminalUI

/// Builds the sidebar's section snapshot from the store and applies it to its pane.
///
/// The tree has two headers (Library, Collections) whose children are scopes. Expanding or
/// collapsing a header, and collections appearing or vanishing, are applied with a diff; a changed
/// count, disclosure mark or chosen marker reconfigures just that row.
@MainActor
final class SidebarController {
    /// The sidebar has one section; its items are the tree's visible items.
    enum Section: Hashable, Sendable { case main }

    private(set) var pane: ListPane<Section, SidebarItem>!
    private var dataSource: DiffableDataSource<Section, SidebarItem>!
    private let store: RecipeStore
    private let glyphs: Glyphs
    /// Collection names in the store's order, with their recipe counts.
    private var collections: [CollectionSummary] = []
    /// The scope the list shows; drawn with a marker even when the highlight is elsewhere.
    private(set) var chosenScope: RecipeQuery.Scope = .all

    init(store: RecipeStore, surface: any LineSurface, glyphs: Glyphs) throws {
        self.store = store
        self.glyphs = glyphs
        collections = try store.collections()
        pane = ListPane(surface: surface, glyphs: glyphs, name: "sidebar") { [unowned self] _, item in
            row(for: item)
        }
        dataSource = DiffableDataSource(view: pane)
        var snapshot = DiffableDataSourceSnapshot<Section, SidebarItem>()
        snapshot.appendSections([.main])
        dataSource.applySnapshotUsingReloadData(snapshot)
        dataSource.apply(makeTree(expanded: Set(SidebarGroup.allCases)), to: .main, animatingDifferences: false)
        pane.select(.scope(.all))
    }

    /// The item under the highlight.
    var selectedItem: SidebarItem? { pane.selectedItem }

    /// Whether `scope` is still offered (a collection may have vanished).
    func offers(_ scope: RecipeQuery.Scope) -> Bool {
        dataSource.snapshot(for: .main).contains(.scope(scope))
    }

    /// Expands a collapsed header or collapses an expanded one, by diff.
    func toggle(_ group: SidebarGroup) {
        var tree = dataSource.snapshot(for: .main)
        let header = SidebarItem.header(group)
        if tree.isExpanded(header) { tree.collapse([header]) } else { tree.expand([header]) }
        dataSource.apply(tree, to: .main)
        reconfigure([header])
    }

    /// Marks `scope` as the one the list shows and moves the highlight to it.
    func choose(_ scope: RecipeQuery.Scope) {
        let previous = chosenScope
        chosenScope = scope
        pane.select(.scope(scope))
        reconfigure([.scope(previous), .scope(scope)])
    }

    /// Re-reads the collections after the store said they changed; returns false when the chosen
    /// collection vanished (the caller then shows All Recipes).
    func collectionsDidChange() throws -> Bool {
        let old = Dictionary(uniqueKeysWithValues: collections.map { ($0.name, $0.recipeCount) })
        collections = try store.collections()
        let tree = dataSource.snapshot(for: .main)
        let expanded = Set(SidebarGroup.allCases.filter { tree.isExpanded(.header($0)) })
        dataSource.apply(makeTree(expanded: expanded), to: .main)
        let recounted = collections.filter { summary in old[summary.name].map { $0 != summary.recipeCount } ?? false }
        reconfigure(recounted.map { SidebarItem.scope(.collection($0.name)) })
        return offers(chosenScope)
    }

    private func reconfigure(_ items: [SidebarItem]) {
        var snapshot = dataSource.snapshot()
        let present = items.filter { snapshot.indexOfItem($0) != nil }
        guard !present.isEmpty else { return }
        snapshot.reconfigureItems(Array(Set(present)))
        dataSource.apply(snapshot)
    }

    private func makeTree(expanded: Set<SidebarGroup>) -> DiffableDataSourceSectionSnapshot<SidebarItem> {
        var tree = DiffableDataSourceSectionSnapshot<SidebarItem>()
        tree.append([.header(.library), .header(.collections)])
        tree.append([.scope(.all), .scope(.favorites), .scope(.recents)], to: .header(.library))
        tree.append(collections.map { .scope(.collection($0.name)) }, to: .header(.collections))
        tree.expand(expanded.map { .header($0) })
        return tree
    }

    private func row(for item: SidebarItem) -> Row {
        switch item {
        case .header(let group):
            let expanded = dataSource.snapshot(for: .main).isExpanded(item)
            let mark = glyphs.isUnicode ? (expanded ? "▾ " : "▸ ") : (expanded ? "- " : "+ ")
            return Row([Segment(mark + group.title, role: .header)])
        case .scope(let scope):
            let chosen = scope == chosenScope
            let marker = chosen ? (glyphs.isUnicode ? "● " : "* ") : "  "
            var accessory: [Segment] = []
            if case .collection(let name) = scope,
               let count = collections.first(where: { $0.name == name })?.recipeCount {
                accessory = [Segment(String(count), role: .dim)]
            }
            return Row([Segment("  "), Segment(marker, role: .accent), Segment(item.title, role: chosen ? .accent : .normal)],
                       accessory: accessory)
        }
    }
}
