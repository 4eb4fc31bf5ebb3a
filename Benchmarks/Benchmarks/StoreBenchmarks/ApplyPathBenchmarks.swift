import Benchmark
import DiffableDataSource
import RecipeKit

/// What the list's data source pays after a store event at this size, without the terminal:
/// the snapshot edit and the diff `DiffableDataSource.apply` runs.
func applyPathBenchmarks(size: String, fixture: @escaping @Sendable () throws -> StoreFixture) {
    // A favorite toggled: the current snapshot copied, one item marked for reconfigure, diffed.
    Benchmark("\(size) apply path: reconfigure one item (copy + mark + Changeset)") { (benchmark, state: ScopeState) in
        for _ in benchmark.scaledIterations {
            var next = state.snapshot
            next.reconfigureItems([state.middleID])
            blackHole(Changeset(from: state.snapshot, to: next))
        }
    } setup: { try ScopeState(fixture()) }

    // Scope switch All -> the ~2% collection -> All: the store query, the snapshot, the diff.
    Benchmark("\(size) apply path: All -> collection (IDs + snapshot + Changeset)") { (benchmark, state: ScopeState) in
        measuring(benchmark) {
            let query = RecipeQuery(scope: .collection(state.fixture.collection.name))
            for _ in benchmark.scaledIterations {
                let ids = try state.fixture.store.recipeIDs(matching: query)
                blackHole(Changeset(from: state.snapshot, to: listSnapshot(ids)))
            }
        }
    } setup: { try ScopeState(fixture()) }

    Benchmark("\(size) apply path: collection -> All (IDs + snapshot + Changeset)") { (benchmark, state: CollectionState) in
        measuring(benchmark) {
            for _ in benchmark.scaledIterations {
                let ids = try state.fixture.store.recipeIDs(matching: RecipeQuery(scope: .all))
                blackHole(Changeset(from: state.snapshot, to: listSnapshot(ids)))
            }
        }
    } setup: { try CollectionState(fixture()) }
}

/// A store with the ~2% collection's snapshot, as the list shows it before switching back to All.
struct CollectionState: Sendable {
    let fixture: StoreFixture
    let snapshot: DiffableDataSourceSnapshot<Int, Recipe.ID>

    init(_ fixture: StoreFixture) throws {
        self.fixture = fixture
        snapshot = listSnapshot(try fixture.store.recipeIDs(matching: RecipeQuery(scope: .collection(fixture.collection.name))))
    }
}
