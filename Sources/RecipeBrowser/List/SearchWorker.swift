// Searches and scope switches of a large library on a thread of their own, so the keystroke
// that asks is drawn at once.
import DiffableDataSource
import Dispatch
import RecipeKit
import Synchronization

/// Reads a scope's recipe IDs (when not given) and filters them by search text on a background
/// thread, one request at a time, the newest winning: a request typed past before it started
/// never runs, and the result of one typed past while it ran is dropped.
///
/// A running search is not interrupted (`sqlite3_interrupt`): an interrupt that lands while GRDB
/// looks up the FTS5 tokenizer for the search pattern stops the program (GRDB's `FTS5.api`
/// treats any failure there as fatal; seen in this project's tests). At most one stale search
/// runs to its end, so a result comes at most one search late.
///
/// At a million recipes a keystroke's search costs 15–60 ms (reading the matches from the index,
/// keeping them in list order, building the snapshot's item index: docs/BENCHMARKS.md, "Search
/// at a million"); run on the event loop, the typed character would appear only after it. The
/// worker reads through its own connection (the browser's store's `readingCompanion()`), so the
/// event loop's own reads never wait behind a search. A search matching most of the library (one
/// letter matches nearly all of a million) first sends the matches the screen shows, found by
/// reading the list's first recipes (`firstRecipeIDs`), then the whole result.
final class SearchWorker: Sendable {
    /// One request: the scope and search text to show, the scope's IDs in list order when the
    /// list already has them (else the worker reads them), and the number that tells this
    /// request from the ones before it. With a search and a `window` above 0, the first `window`
    /// matches are sent ahead of the whole result when they are quicker to find.
    struct Request: Sendable {
        let generation: Int
        let query: RecipeQuery
        let base: [Recipe.ID]?
        var window = 0
        /// All Recipes in list order, when the list holds them: a Favorites or collection scope
        /// is then kept from them by its members instead of being sorted by SQLite.
        var allRecipes: [Recipe.ID]?
    }

    /// What a request found: the scope's IDs and the list to show, or what went wrong. A partial
    /// list is the first matches only, in order; the whole result follows.
    struct Outcome: Sendable {
        let generation: Int
        let query: RecipeQuery
        let result: Result<(base: [Recipe.ID], list: DiffableDataSourceSnapshot<RecipeListController.Section, Recipe.ID>), LibraryError>
        var isPartial = false
    }

    /// How many recipes are read, per match wanted, for the first matches before the worker
    /// reads the whole result from the index instead: a search matching fewer than one recipe in
    /// this many is quick to read whole (the index's cost is per match).
    static let windowReadingFactor = 6

    private let store: RecipeStore
    private let queue = DispatchQueue(label: "recipes.search")
    /// The newest request's number, and its outcomes not taken yet (a partial one, then the whole).
    private let state = Mutex<(latest: Int, outcomes: [Outcome])>((latest: 0, outcomes: []))

    /// A worker reading through `store`, which no one else uses.
    init(store: RecipeStore) {
        self.store = store
    }

    /// Starts `request` once the search in progress, if any, has ended (its outcome dropped).
    func submit(_ request: Request) {
        state.withLock { $0 = (latest: request.generation, outcomes: []) }
        queue.async { [self] in run(request) }
    }

    /// Drops the outcome of the search in progress and any outcome not yet taken.
    func cancel(generation: Int) {
        state.withLock { $0 = (latest: generation, outcomes: []) }
    }

    /// The next outcome of the newest request, each once and in order (nil while it runs, or
    /// when it was cancelled): its first matches, if sent, then the whole result.
    func takeOutcome() -> Outcome? {
        state.withLock { state in state.outcomes.isEmpty ? nil : state.outcomes.removeFirst() }
    }

    private func isCurrent(_ generation: Int) -> Bool {
        state.withLock { $0.latest == generation }
    }

    private func run(_ request: Request) {
        guard isCurrent(request.generation) else { return }
        let result: Result<(base: [Recipe.ID], list: DiffableDataSourceSnapshot<RecipeListController.Section, Recipe.ID>), LibraryError>
        do {
            let base = try request.base ?? scopeIDs(request)
            guard isCurrent(request.generation) else { return }
            // A short prefix matches most of a large library: the screen needs its first matches,
            // which reading the first recipes finds long before the index yields every match.
            if let text = request.query.searchText, request.window > 0,
               let first = try store.firstRecipeIDs(of: base, matchingSearch: text, count: request.window,
                                                    reading: request.window * Self.windowReadingFactor) {
                publish(Outcome(generation: request.generation, query: request.query,
                                result: .success((base, RecipeListController.snapshot(of: first.ids))), isPartial: !first.isWhole))
                if first.isWhole { return }
                guard isCurrent(request.generation) else { return }
            }
            let matches = try request.query.searchText.flatMap { try store.recipeIDSet(matchingSearch: $0) }
            let ids = matches.map { $0.filter(base) } ?? base
            guard isCurrent(request.generation) else { return }
            result = .success((base, RecipeListController.snapshot(of: ids)))
        } catch let error as LibraryError {
            result = .failure(error)
        } catch {
            result = .failure(.cannotOpen(path: store.path, detail: "\(SystemErrorReason.describing(error))"))
        }
        publish(Outcome(generation: request.generation, query: request.query, result: result))
    }

    /// The IDs of the request's scope in list order: kept from All Recipes by the scope's members
    /// when the request brings All Recipes, else read in order from the store.
    private func scopeIDs(_ request: Request) throws -> [Recipe.ID] {
        if let all = request.allRecipes, let members = try store.recipeIDSet(in: request.query.scope) {
            return members.filter(all)
        }
        return try store.recipeIDs(matching: RecipeQuery(scope: request.query.scope))
    }

    /// Leaves `outcome` to be taken after the request's earlier ones, unless a newer request came
    /// meanwhile.
    private func publish(_ outcome: Outcome) {
        state.withLock { state in
            if state.latest == outcome.generation { state.outcomes.append(outcome) }
        }
    }
}
