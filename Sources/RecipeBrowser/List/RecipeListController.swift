// The recipe list: a snapshot of Recipe.ID for the current scope and search, diffed on change.
import DiffableDataSource
import RecipeKit
import TerminalUI

/// Keeps the list pane's snapshot equal to what the store holds for the current query.
///
/// A new scope is shown with `applySnapshotUsingReloadData` (a different list, not a change of
/// this one); store changes and search keystrokes are applied with a diff, and property changes
/// of recipes still in the list are reconfigured in place.
@MainActor
final class RecipeListController {
    /// The list has one section.
    enum Section: Hashable, Sendable { case recipes }

    private(set) var pane: ListPane<Section, Recipe.ID>!
    private var dataSource: DiffableDataSource<Section, Recipe.ID>!
    private let store: RecipeStore
    private let formatter: RecipeRowFormatter
    /// What the list shows.
    private(set) var query = RecipeQuery()

    init(store: RecipeStore, surface: any LineSurface, glyphs: Glyphs) throws {
        self.store = store
        formatter = RecipeRowFormatter(glyphs: glyphs)
        pane = ListPane(surface: surface, glyphs: glyphs, name: "list") { [unowned self] _, id in
            (try? store.recipe(with: id)).flatMap { $0 }.map(formatter.row(for:)) ?? formatter.missingRow(id: id)
        }
        dataSource = DiffableDataSource(view: pane)
        dataSource.applySnapshotUsingReloadData(try makeSnapshot(for: query))
    }

    /// The identifiers the list shows, in order.
    var snapshot: DiffableDataSourceSnapshot<Section, Recipe.ID> { dataSource.snapshot() }

    /// Number of recipes shown.
    var count: Int { snapshot.numberOfItems }

    /// Shows another scope from the top, with the search text kept.
    func show(scope: RecipeQuery.Scope) throws {
        query.scope = scope
        dataSource.applySnapshotUsingReloadData(try makeSnapshot(for: query))
        pane.selectFirst()
    }

    /// Filters by `text` (nil or empty: no filter), by diff, so unchanged rows are not redrawn.
    func filter(by text: String?) throws {
        let normalized = text.flatMap { $0.isEmpty ? nil : $0 }
        guard normalized != query.searchText else { return }
        query.searchText = normalized
        dataSource.apply(try makeSnapshot(for: query))
    }

    /// Brings the list up to date after store changes: queries again if membership or order may
    /// have changed, and reconfigures the rows of recipes whose properties changed.
    func storeDidChange(_ changes: [StoreChange]) throws {
        var changed = Set<Recipe.ID>()
        for change in changes {
            if case .recipeDidChange(let id) = change { changed.insert(id) }
        }
        let requery = changes.contains { if case .recipeDidChange = $0 { false } else { $0 != .collectionsDidChange } }
            || !changed.isEmpty
        guard requery else { return }
        var snapshot = try makeSnapshot(for: query)
        let kept = changed.filter { snapshot.indexOfItem($0) != nil }
        if !kept.isEmpty { snapshot.reconfigureItems(Array(kept)) }
        dataSource.apply(snapshot)
    }

    private func makeSnapshot(for query: RecipeQuery) throws -> DiffableDataSourceSnapshot<Section, Recipe.ID> {
        var snapshot = DiffableDataSourceSnapshot<Section, Recipe.ID>()
        snapshot.appendSections([.recipes])
        snapshot.appendItems(try store.recipeIDs(matching: query), toSection: .recipes)
        return snapshot
    }
}
