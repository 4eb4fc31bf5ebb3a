import Benchmark
import DiffableDataSource
import RecipeKit

/// Measurements of the alternatives docs/ARCHITECTURE.md ("Scale findings") proposes, built from
/// public API only, so the proposals rest on figures from this machine.
func designModelBenchmarks(size: String, fixture: @escaping @Sendable () throws -> StoreFixture) {
    // A delete and its undo applied to a snapshot nobody else holds: no copy-on-write copy, only the
    // re-indexing after the edited position (what a data source that edits in place would pay).
    Benchmark("\(size) model: unique snapshot delete + reinsert") { (benchmark, box: SnapshotBox) in
        for _ in benchmark.scaledIterations {
            box.snapshot.deleteItems([box.middleID])
            box.snapshot.insertItems([box.middleID], beforeItem: box.followingID)
        }
    } setup: { try SnapshotBox(ScopeState(fixture())) }

    // Search ordered in memory: the scope's IDs, already in list order, filtered by the set of
    // matching IDs an unordered FTS query returns (here every third recipe, about what "chicke" matches).
    Benchmark("\(size) model: filter scope IDs by match bitmap (1/3 match)") { (benchmark, state: ScopeState) in
        let matches = matchBitmap(state.ids)
        for _ in benchmark.scaledIterations {
            blackHole(state.ids.filter { matches[$0] })
        }
    } setup: { try ScopeState(fixture()) }
}

/// A bitmap indexed by recipe ID with every third recipe set.
private func matchBitmap(_ ids: [Recipe.ID]) -> [Bool] {
    var matches = [Bool](repeating: false, count: (ids.max() ?? 0) + 1)
    for id in ids where id % 3 == 0 { matches[id] = true }
    return matches
}

/// A snapshot held by one reference only, so mutating it does not copy it.
final class SnapshotBox: @unchecked Sendable {
    var snapshot: DiffableDataSourceSnapshot<Int, Recipe.ID>
    let middleID: Recipe.ID
    let followingID: Recipe.ID

    init(_ state: ScopeState) {
        snapshot = state.snapshot
        middleID = state.middleID
        followingID = state.ids[state.ids.count / 2 + 1]
    }
}
