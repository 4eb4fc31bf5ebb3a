// The recipe list: a snapshot of Recipe.ID for the current scope and search, diffed on change.
import DiffableDataSource
import Foundation
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
    /// The same list as cards of picture and title (`v`); nil when the controller has no surface for it.
    private(set) var gallery: GalleryPane<Section, Recipe.ID>?
    /// The gallery's cards and their pictures.
    private(set) var cards: GalleryCards?
    /// Whether the list shows cards (the gallery) rather than rows.
    var showsGallery = false
    private(set) var dataSource: DiffableDataSource<Section, Recipe.ID>!
    /// Both views of the list, applied every snapshot and changeset.
    private var views: ListAndGallery<Section, Recipe.ID>!
    private let store: RecipeStore
    private let formatter: RecipeRowFormatter
    /// What the list shows.
    private(set) var query = RecipeQuery() {
        didSet { if query != oldValue { pane.placeholder = placeholder } }
    }

    /// Searches a scope of at least this many recipes, and switches scopes in a library whose
    /// list or All Recipes holds at least this many, on `searchWorker`; smaller ones on the event
    /// loop, where they take a few milliseconds and change the list in the keystroke's frame.
    var backgroundSearchMinimum = 50_000
    /// Runs large searches and scope switches off the event loop; nil when its connection could
    /// not be opened (then everything runs on the event loop).
    private let searchWorker: SearchWorker?
    /// Counts worker requests, so the worker's outcome is shown only for the newest.
    private var searchGeneration = 0
    /// The scope and search the list is on its way to while the worker reads them; nil
    /// otherwise. Until it lands, `query` and the list stay what they were (and follow the store).
    private(set) var pending: RecipeQuery?
    /// Whether the worker is reading a search or a scope whose result is not shown yet.
    var isSearching: Bool { pending != nil }
    /// Whether the list shows only the first matches of its search (the screen's worth the worker
    /// sent ahead); the whole result is on its way (`pending` is this query).
    private(set) var isPartial = false
    /// Whether the worker is reading another scope (not only a search of this one).
    var isSwitchingScope: Bool { pending.map { $0.scope != query.scope } ?? false }

    /// A list drawing rows into `surface`, and cards into `gallerySurface` when given.
    init(store: RecipeStore, surface: any LineSurface, glyphs: Glyphs,
         gallerySurface: (any LineSurface)? = nil, pictures: PictureDisplay = .none,
         kitty: KittyImages = KittyImages()) throws {
        self.store = store
        searchWorker = (try? store.readingCompanion()).map(SearchWorker.init)
        formatter = RecipeRowFormatter(glyphs: glyphs)
        pane = ListPane(surface: surface, glyphs: glyphs, name: "list") { [unowned self] indexPath, id in
            summary(of: id, at: indexPath).map {
                formatter.row(for: $0, columns: pane.columns, markedForShopping: shoppingMarks.contains(id))
            } ?? formatter.missingRow(id: id)
        }
        if let gallerySurface {
            let cards = GalleryCards(store: store, glyphs: glyphs, display: pictures, kitty: kitty)
            self.cards = cards
            gallery = GalleryPane(surface: gallerySurface, glyphs: glyphs, name: "gallery", cardHeight: GalleryCards.cardHeight) {
                [unowned self] id, width, height, highlight in
                let index = dataSource.snapshot().indexOfItem(id) ?? 0
                return cards.card(for: summary(of: id, at: IndexPath(item: index, section: 0)), id: id, width: width, height: height, highlight: highlight)
            }
        }
        views = ListAndGallery(list: pane, gallery: gallery)
        dataSource = DiffableDataSource(view: views)
        shoppingMarks = Set(try store.shoppingMarks().map(\.recipeID))
        pane.placeholder = placeholder
        dataSource.applySnapshotUsingReloadData(try makeSnapshot(for: query))
    }

    /// Recipes marked for shopping: their rows carry a mark.
    private(set) var shoppingMarks: Set<Recipe.ID> = []

    /// Reads the shopping marks again; the rows whose mark came or went are redrawn in place.
    func reloadShoppingMarks() throws {
        let marks = Set(try store.shoppingMarks().map(\.recipeID))
        let changed = marks.symmetricDifference(shoppingMarks)
        shoppingMarks = marks
        var snapshot = dataSource.snapshot()
        let shown = changed.filter { snapshot.indexOfItem($0) != nil }
        guard !shown.isEmpty else { return }
        snapshot.reconfigureItems(Array(shown))
        dataSource.apply(snapshot)
    }

    /// What the list says when it is empty, for the query it shows.
    private var placeholder: String {
        let holdsNoWord = query.searchText.map { (try? store.searchHoldsNoWord($0)) ?? false } ?? false
        return Self.placeholder(for: query, searchHoldsNoWord: holdsNoWord)
    }

    /// What an empty list says, for `query`: why it is empty and what to do about it. A search
    /// with no word in it (`"`, `(`) matches nothing, and says so rather than "no recipe matches".
    static func placeholder(for query: RecipeQuery, searchHoldsNoWord: Bool) -> String {
        if searchHoldsNoWord, let search = query.searchText {
            return "'\(search)' holds no word to search for — type a letter or digit, Esc clears the search"
        }
        let text: String
        switch (query.scope, query.searchText) {
        case (.all, nil): text = "No recipes yet — a adds one, or recipes import FILE"
        case (.all, let search?): text = "No recipe matches '\(search)' — Esc clears the search"
        case (let scope, let search?): text = "No recipe in \(scope.title) matches '\(search)' — Esc clears the search"
        case (.favorites, nil): text = "No favorites yet — f marks the selected recipe"
        case (.recents, nil): text = "No recipes in Recents (added in the last 30 days)"
        case (.collection(let name), nil): text = "No recipes in \(name)"
        }
        return text
    }

    /// Summaries of recently drawn rows, so a screenful costs one query (see `summary(of:at:)`).
    private var summaries: [Recipe.ID: RecipeSummary] = [:]
    /// The most summaries kept before the cache starts afresh.
    static let summaryCacheLimit = 4_096

    /// Reads ahead, in one query, the summaries of the rows a window above and below the one on
    /// screen, and of the first and last windows, that are not cached, so the next `j`, `k`,
    /// PgDn, PgUp, `g` or `G` draws without waiting for the store. Called when no key is
    /// waiting; draws nothing.
    func prefetchSummaries() {
        guard let pane, pane.visibleRowCount > 0 else { return }
        let window = pane.visibleRowCount
        let count = dataSource.snapshot().numberOfItems
        // The windows around the one on screen, and the first and last (for g and G).
        let ranges = [max(0, pane.topRow - window)..<min(count, pane.topRow + 2 * window),
                      0..<min(count, window), max(0, count - window)..<count]
        let missing = Set(ranges.joined()).compactMap { dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0)) }
            .filter { summaries[$0] == nil }
        guard !missing.isEmpty else { return }
        if summaries.count + missing.count > Self.summaryCacheLimit { summaries.removeAll(keepingCapacity: true) }
        if let fetched = try? store.summaries(of: missing) { summaries.merge(fetched) { new, _ in new } }
    }

    /// The summary for the row of `id` at `indexPath`. On a miss it reads the rows a window
    /// above and below too, in one query: the pane draws a page at a time.
    private func summary(of id: Recipe.ID, at indexPath: IndexPath) -> RecipeSummary? {
        if let cached = summaries[id] { return cached }
        if summaries.count > Self.summaryCacheLimit { summaries.removeAll(keepingCapacity: true) }
        let window = max(1, pane?.visibleRowCount ?? 1)
        let range = max(0, indexPath.item - window)..<(indexPath.item + window)
        var ids = range.compactMap { dataSource.itemIdentifier(for: IndexPath(item: $0, section: indexPath.section)) }
        if !ids.contains(id) { ids.append(id) }
        guard let fetched = try? store.summaries(of: ids.filter { summaries[$0] == nil }) else { return nil }
        summaries.merge(fetched) { new, _ in new }
        return summaries[id]
    }

    /// The identifiers the list shows, in order.
    var snapshot: DiffableDataSourceSnapshot<Section, Recipe.ID> { dataSource.snapshot() }

    /// Number of recipes shown.
    var count: Int { snapshot.numberOfItems }

    /// Shows another scope from the top, with the search text kept. In a large library (see
    /// `backgroundSearchMinimum`) the worker reads it and this returns at once, unless `waiting`;
    /// `landSearch()` shows it when it has come.
    func show(scope: RecipeQuery.Scope, waiting: Bool = false) throws {
        let target = RecipeQuery(scope: scope, searchText: (pending ?? query).searchText)
        cancelPendingSearch()
        if query == RecipeQuery() { allRecipes = dataSource.snapshot() }
        let kept = target == RecipeQuery() ? allRecipes : nil
        let large = max(count, allRecipes?.numberOfItems ?? 0) >= backgroundSearchMinimum
        if !waiting, large, kept == nil, let searchWorker {
            submit(target, base: nil, to: searchWorker)
            return
        }
        query = target
        scopeIDs = nil
        scopeSnapshot = nil
        isPartial = false
        let snapshot: DiffableDataSourceSnapshot<Section, Recipe.ID>
        if let kept {
            snapshot = kept
            allRecipes = nil
        } else {
            snapshot = try makeSnapshot(for: query)
        }
        dataSource.applySnapshotUsingReloadData(snapshot)
        selectFirst()
    }

    /// All Recipes, unfiltered, kept while another scope is shown so that coming back to it is a
    /// swap instead of reading every ID again; kept current with the same placements as the list.
    private var allRecipes: DiffableDataSourceSnapshot<Section, Recipe.ID>?

    /// The current scope's IDs in list order without the search filter, kept while the person
    /// types a search so each keystroke filters them in memory; dropped when the store changes.
    private var scopeIDs: [Recipe.ID]?
    /// The scope's snapshot as it was shown before the search began, kept with `scopeIDs` so
    /// clearing the search shows it again instead of building it anew (at 1M, 80 ms of index).
    private var scopeSnapshot: DiffableDataSourceSnapshot<Section, Recipe.ID>?

    /// Filters by `text` (nil or empty: no filter), by diff, so unchanged rows are not redrawn.
    ///
    /// The store returns the matching IDs unordered and the scope's ordered IDs are filtered in
    /// memory: at a million recipes, ordering the matches through the table costs seconds. In a
    /// scope of `backgroundSearchMinimum` recipes or more the search runs on the worker and this
    /// returns at once; `landSearch()` shows its result when it has come.
    func filter(by text: String?) throws {
        let normalized = text.flatMap { $0.isEmpty ? nil : $0 }
        let target = pending ?? query
        guard normalized != target.searchText else { return }
        if let searchWorker, target.scope != query.scope {
            // Another scope is on its way: the worker reads it with the new text.
            submit(RecipeQuery(scope: target.scope, searchText: normalized), base: nil, to: searchWorker)
            return
        }
        guard normalized != query.searchText || isPartial else { cancelPendingSearch(); return }
        if query.searchText == nil, scopeIDs == nil {
            scopeSnapshot = snapshot
            scopeIDs = scopeSnapshot?.itemIdentifiers
        }
        let base = try scopeIDs ?? store.recipeIDs(matching: RecipeQuery(scope: query.scope))
        scopeIDs = base
        if let normalized, let searchWorker, base.count >= backgroundSearchMinimum {
            submit(RecipeQuery(scope: query.scope, searchText: normalized), base: base, to: searchWorker, window: searchWindow)
            return
        }
        cancelPendingSearch()
        isPartial = false
        guard let normalized else {
            query.searchText = nil
            showFiltered(scopeSnapshot ?? Self.snapshot(of: base))
            return
        }
        var ids = base
        if let matches = try store.recipeIDSet(matchingSearch: normalized) {
            ids = matches.filter(base)
        }
        query.searchText = normalized
        showFiltered(Self.snapshot(of: ids))
    }

    /// Shows the worker's list for the newest search or scope, once it has come; whether it did.
    func landSearch() throws -> Bool {
        guard let pending, let outcome = searchWorker?.takeOutcome() else { return false }
        guard outcome.generation == searchGeneration, outcome.query == pending else { return false }
        // A partial list (the first matches) is shown and the whole result still awaited.
        if !outcome.isPartial { self.pending = nil }
        let (base, list) = try outcome.result.get()
        isPartial = outcome.isPartial
        guard outcome.query.scope == query.scope else {
            // Another scope, shown from the top; All Recipes is kept for coming back to it.
            if query == RecipeQuery() { allRecipes = dataSource.snapshot() }
            query = outcome.query
            scopeIDs = base
            scopeSnapshot = query.searchText == nil ? list : nil
            dataSource.applySnapshotUsingReloadData(list)
            selectFirst()
            return true
        }
        query.searchText = outcome.query.searchText
        showFiltered(list)
        return true
    }

    /// Has the worker read `target` (filtering `base`, the scope's IDs, when given), superseding
    /// what it was asked before.
    private func submit(_ target: RecipeQuery, base: [Recipe.ID]?, to worker: SearchWorker, window: Int = 0) {
        searchGeneration += 1
        pending = target
        // All Recipes, when kept (or shown), lets the worker keep another scope's recipes from it.
        let all = allRecipes ?? (query == RecipeQuery() ? dataSource.snapshot() : nil)
        worker.submit(SearchWorker.Request(generation: searchGeneration, query: target, base: base, window: window,
                                           allRecipes: base == nil ? all?.itemIdentifiers : nil))
    }

    /// Stops the worker's search or scope switch, if one runs; the list stays as it is.
    private func cancelPendingSearch() {
        guard pending != nil else { return }
        pending = nil
        searchGeneration += 1
        searchWorker?.cancel(generation: searchGeneration)
    }

    /// Shows a filtered list of the current scope.
    private func showFiltered(_ filtered: DiffableDataSourceSnapshot<Section, Recipe.ID>) {
        // Diffing a list against one of a very different size only yields inserts or deletes of
        // nearly everything (a million index paths when a one-letter filter is erased); showing
        // the new list afresh costs the same visible rows and none of that.
        if abs(filtered.numberOfItems - snapshot.numberOfItems) > Self.reloadThreshold {
            dataSource.applySnapshotUsingReloadData(filtered)
        } else {
            dataSource.apply(filtered)
        }
    }

    /// How many first matches the worker sends ahead of a search's whole result: a screenful
    /// (tests set fewer).
    var searchWindow: Int {
        get { searchWindowOverride ?? max(pane.visibleRowCount, 10) }
        set { searchWindowOverride = newValue }
    }
    private var searchWindowOverride: Int?

    /// A change of list size beyond which a filter shows the new list afresh instead of diffing.
    static let reloadThreshold = 20_000

    /// More changed recipes than this in one batch are applied by querying the list again.
    static let incrementalLimit = 64

    /// Brings the list up to date after store changes. A few changed recipes are placed one by
    /// one (removed, moved or inserted where the query's order puts them, found by binary search
    /// with `placements(of:in:)`), so a favorite toggled in a list of a million costs O(log n)
    /// lookups instead of a new query; many changes, or a gap in the change log, query again.
    /// Recipes whose properties changed and that stay are reconfigured in place.
    func storeDidChange(_ changes: [StoreChange]) throws {
        var touched = Set<Recipe.ID>()
        var removed = Set<Recipe.ID>()
        var requery = false
        for change in changes {
            switch change {
            case .recipeDidChange(let id):
                touched.insert(id)
            case .recipesDidChange(let inserted, let deleted):
                requery = requery || (inserted.isEmpty && deleted.isEmpty)
                touched.formUnion(inserted)
                removed.formUnion(deleted)
            case .collectionsDidChange, .shoppingDidChange:
                break
            }
        }
        guard !touched.isEmpty || !removed.isEmpty || requery else { return }
        if requery { summaries.removeAll() }
        scopeIDs = nil
        scopeSnapshot = nil
        for id in touched.union(removed) { summaries[id] = nil }
        var snapshot = dataSource.snapshot()
        let incremental = !requery && touched.count + removed.count <= Self.incrementalLimit
        if isPartial {
            // Only the first matches are listed, so there is no place to put a recipe by: the
            // search is read again, whole (below); meanwhile the deleted leave.
            snapshot.deleteItems(removed.filter { snapshot.indexOfItem($0) != nil })
        } else if try !incremental || !place(touched, removing: removed, for: query, in: &snapshot) {
            snapshot = try makeSnapshot(for: query)
        }
        if var kept = allRecipes {
            allRecipes = try incremental && place(touched, removing: removed, for: RecipeQuery(), in: &kept) ? kept : nil
        }
        let kept = touched.filter { snapshot.indexOfItem($0) != nil }
        if !kept.isEmpty { snapshot.reconfigureItems(Array(kept)) }
        dataSource.apply(snapshot)
        // A search or scope under way was read as the library was: ask again.
        if let pending {
            cancelPendingSearch()
            if pending.scope == query.scope, isPartial, let searchWorker {
                submit(pending, base: nil, to: searchWorker, window: searchWindow)
            } else if pending.scope == query.scope {
                try filter(by: pending.searchText)
            } else if let searchWorker {
                submit(pending, base: nil, to: searchWorker)
            }
        }
    }

    /// Removes `removed`, and puts each of `touched` where the query now places it (or takes it
    /// out). Returns false when the list must be queried again instead (two changed recipes side
    /// by side, whose order against each other cannot be checked one at a time).
    private func place(_ touched: Set<Recipe.ID>, removing removed: Set<Recipe.ID>, for query: RecipeQuery,
                       in snapshot: inout DiffableDataSourceSnapshot<Section, Recipe.ID>) throws -> Bool {
        snapshot.deleteItems(removed.filter { snapshot.indexOfItem($0) != nil })
        var placements = try store.placements(of: touched, in: query)
        let present = touched.compactMap { id in snapshot.indexOfItem(id).map { (id, $0) } }
        let positions = Set(present.map(\.1))
        if present.contains(where: { positions.contains($0.1 + 1) }) { return false }

        // Out of the list: no longer selected, or no longer between its neighbours.
        let items = snapshot.itemIdentifiers
        let neighbours = present.flatMap { [$0.1 - 1, $0.1 + 1] }.filter { items.indices.contains($0) }.map { items[$0] }
        placements.merge(try store.placements(of: neighbours.filter { placements[$0] == nil }, in: query)) { new, _ in new }
        var moving: [Recipe.ID] = []
        for (id, index) in present {
            guard let placement = placements[id] else { moving.append(id); continue }
            let after = index > 0 ? placements[items[index - 1]] : nil
            let before = index + 1 < items.count ? placements[items[index + 1]] : nil
            if (index > 0 && after == nil) || (index + 1 < items.count && before == nil) { return false }
            if let after, !(after < placement) { moving.append(id) } else if let before, !(placement < before) { moving.append(id) }
        }
        snapshot.deleteItems(moving)

        // Into the list, where the order puts it.
        let arriving = touched.filter { placements[$0] != nil && snapshot.indexOfItem($0) == nil }
            .sorted { placements[$0]! < placements[$1]! }
        for id in arriving {
            guard let index = try store.insertionIndex(of: placements[id]!, in: snapshot.itemIdentifiers, for: query) else {
                return false
            }
            let current = snapshot.itemIdentifiers
            if index < current.count {
                snapshot.insertItems([id], beforeItem: current[index])
            } else {
                snapshot.appendItems([id], toSection: .recipes)
            }
        }
        return true
    }

    private func makeSnapshot(for query: RecipeQuery) throws -> DiffableDataSourceSnapshot<Section, Recipe.ID> {
        makeSnapshot(try store.recipeIDs(matching: query))
    }

    private func makeSnapshot(_ ids: [Recipe.ID]) -> DiffableDataSourceSnapshot<Section, Recipe.ID> {
        Self.snapshot(of: ids)
    }

    /// The list's snapshot of `ids`, in that order (also built on the search worker).
    nonisolated static func snapshot(of ids: [Recipe.ID]) -> DiffableDataSourceSnapshot<Section, Recipe.ID> {
        var snapshot = DiffableDataSourceSnapshot<Section, Recipe.ID>()
        snapshot.appendSections([.recipes])
        snapshot.appendItems(ids, toSection: .recipes)
        return snapshot
    }
}
