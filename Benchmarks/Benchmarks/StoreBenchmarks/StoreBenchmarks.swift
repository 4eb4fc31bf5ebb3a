import Benchmark
import DiffableDataSource
import RecipeKit

/// The search text as a person types "chicken", one keystroke at a time (issue 6).
private let typedPrefixes = ["c", "ch", "chi", "chic", "chick", "chicke"]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 500
    )

    for count in scaleSizes {
        let size = sizeLabel(count)
        let fixture: @Sendable () throws -> StoreFixture = { try StoreFixture(count: count) }

        func ids(_ label: String, _ query: @escaping @Sendable (StoreFixture) -> RecipeQuery) {
            Benchmark("\(size) recipeIDs \(label)") { benchmark, fixture in
                measuring(benchmark) {
                    let query = query(fixture)
                    for _ in benchmark.scaledIterations { blackHole(try fixture.store.recipeIDs(matching: query)) }
                }
            } setup: { try fixture() }
        }
        ids("all") { _ in RecipeQuery(scope: .all) }
        ids("favorites") { _ in RecipeQuery(scope: .favorites) }
        ids("recents") { _ in RecipeQuery(scope: .recents) }
        ids("collection ~2%") { RecipeQuery(scope: .collection($0.collection.name)) }
        for text in typedPrefixes {
            ids("search \"\(text)\"") { _ in RecipeQuery(scope: .all, searchText: text) }
        }

        Benchmark("\(size) recipe(with:)") { benchmark, fixture in
            measuring(benchmark) {
                for iteration in benchmark.scaledIterations { blackHole(try fixture.store.recipe(with: fixture.sampleID(iteration))) }
            }
        } setup: { try fixture() }

        // What a list pane of 40 rows needs after a page down.
        Benchmark("\(size) recipes(with:) 40 rows") { (benchmark, state: ScopeState) in
            measuring(benchmark) {
                for iteration in benchmark.scaledIterations {
                    let start = (state.fixture.sampleID(iteration) - 1) % max(1, state.ids.count - 40)
                    blackHole(try state.fixture.store.recipes(with: Array(state.ids[start..<(start + 40)])))
                }
            }
        } setup: { try ScopeState(fixture()) }

        // Toggled twice per iteration, so the library ends as it began.
        Benchmark("\(size) toggleFavorite + pendingChanges (x2)") { benchmark, fixture in
            measuring(benchmark) {
                for iteration in benchmark.scaledIterations {
                    let id = fixture.sampleID(iteration)
                    for _ in 0..<2 {
                        try fixture.store.toggleFavorite(id: id)
                        blackHole(try fixture.store.pendingChanges())
                    }
                }
            }
        } setup: { try fixture().readingChanges() }

        Benchmark("\(size) delete + restore + pendingChanges") { benchmark, fixture in
            measuring(benchmark) {
                for iteration in benchmark.scaledIterations {
                    let recipe = try fixture.store.delete(id: fixture.sampleID(iteration))
                    try fixture.store.restore(recipe)
                    blackHole(try fixture.store.pendingChanges())
                }
            }
        } setup: { try fixture().readingChanges() }

        Benchmark("\(size) collections()") { benchmark, fixture in
            measuring(benchmark) {
                for _ in benchmark.scaledIterations { blackHole(try fixture.store.collections()) }
            }
        } setup: { try fixture() }

        // What the list pays on every re-query: building a snapshot of the scope's IDs.
        Benchmark("\(size) snapshot of all IDs") { benchmark, ids in
            for _ in benchmark.scaledIterations { blackHole(listSnapshot(ids)) }
        } setup: { try fixture().store.recipeIDs(matching: RecipeQuery(scope: .all)) }

        // Deleting one recipe by re-querying: new IDs, new snapshot, diff against the current one.
        Benchmark("\(size) re-query after delete (IDs + snapshot + diff)") { (benchmark, state: RequeryState) in
            measuring(benchmark) {
                for _ in benchmark.scaledIterations {
                    let ids = try state.fixture.store.recipeIDs(matching: RecipeQuery(scope: .all))
                    blackHole(Changeset(from: state.current, to: listSnapshot(ids)))
                }
            }
        } setup: {
            let fixture = try fixture()
            var ids = try fixture.store.recipeIDs(matching: RecipeQuery(scope: .all))
            ids.remove(at: ids.count / 2) // the current snapshot still shows the "deleted" recipe
            return RequeryState(fixture: fixture, current: listSnapshot(ids))
        }

        // The same delete applied in place, from the store's change event: the snapshot edit, then the diff.
        Benchmark("\(size) incremental delete: snapshot.deleteItems") { (benchmark, state: ScopeState) in
            for _ in benchmark.scaledIterations {
                var next = state.snapshot
                next.deleteItems([state.middleID])
                blackHole(next)
            }
        } setup: { try ScopeState(fixture()) }

        Benchmark("\(size) incremental delete: Changeset") { (benchmark, state: ScopeState) in
            for _ in benchmark.scaledIterations {
                blackHole(Changeset(from: state.snapshot, to: state.snapshotWithoutMiddle))
            }
        } setup: { try ScopeState(fixture()) }

        applyPathBenchmarks(size: size, fixture: fixture)
        designModelBenchmarks(size: size, fixture: fixture)
    }
}

/// The recipe list's snapshot: one section of recipe IDs, as the browser builds it.
func listSnapshot(_ ids: [Recipe.ID]) -> DiffableDataSourceSnapshot<Int, Recipe.ID> {
    var snapshot = DiffableDataSourceSnapshot<Int, Recipe.ID>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids)
    return snapshot
}

/// A store and the snapshot the list showed before a recipe was deleted.
struct RequeryState: Sendable {
    let fixture: StoreFixture
    let current: DiffableDataSourceSnapshot<Int, Recipe.ID>
}

/// A store with the All scope's IDs and their snapshot, read before measuring.
struct ScopeState: Sendable {
    let fixture: StoreFixture
    let ids: [Recipe.ID]
    let snapshot: DiffableDataSourceSnapshot<Int, Recipe.ID>
    /// The ID in the middle of the list, and the snapshot without it (a delete, as the store reports it).
    let middleID: Recipe.ID
    let snapshotWithoutMiddle: DiffableDataSourceSnapshot<Int, Recipe.ID>

    init(_ fixture: StoreFixture) throws {
        self.fixture = fixture
        ids = try fixture.store.recipeIDs(matching: RecipeQuery(scope: .all))
        snapshot = listSnapshot(ids)
        middleID = ids[ids.count / 2]
        var smaller = snapshot
        smaller.deleteItems([middleID])
        snapshotWithoutMiddle = smaller
    }
}
