import Benchmark
import DiffableDataSource

/// The three scenarios of issue 2: a list of n items with deletes, inserts and moves.
private let scenarios: [(label: String, count: Int, deletes: Int, inserts: Int, moves: Int)] = [
    ("(a) 5k", 5_000, 1_000, 1_000, 200),
    ("(b) 100k", 100_000, 10_000, 10_000, 2_000),
    ("(c) 1M", 1_000_000, 10_000, 10_000, 2_000),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    snapshotEditBenchmarks()

    for scenario in scenarios {
        let makeScenario = {
            Scenario(count: scenario.count, deletes: scenario.deletes, inserts: scenario.inserts, moves: scenario.moves)
        }

        Benchmark("Changeset \(scenario.label)") { benchmark, snapshots in
            for _ in benchmark.scaledIterations {
                blackHole(Changeset(from: snapshots.old, to: snapshots.new))
            }
        } setup: {
            makeScenario().snapshots
        }

        // Building both snapshots and diffing them: what an app pays when it has only arrays.
        Benchmark("Changeset with snapshot building \(scenario.label)") { benchmark, lists in
            for _ in benchmark.scaledIterations {
                let snapshots = lists.snapshots
                blackHole(Changeset(from: snapshots.old, to: snapshots.new))
            }
        } setup: {
            makeScenario()
        }

        // CollectionDifference is quadratic-ish on these inputs: few iterations on the big ones.
        let slow = scenario.count >= 100_000
        Benchmark(
            "CollectionDifference \(scenario.label)",
            configuration: .init(
                warmupIterations: slow ? 0 : 1,
                maxDuration: .seconds(slow ? 30 : 5),
                maxIterations: slow ? 3 : 1_000)
        ) { benchmark, lists in
            for _ in benchmark.scaledIterations {
                blackHole(lists.new.difference(from: lists.old).inferringMoves())
            }
        } setup: {
            makeScenario()
        }
    }

    // The browser's favorite toggle: the same million items, one of them reconfigured. The items
    // are shared with the old snapshot, so the diff skips the section without reading it.
    Benchmark("Changeset (d) 1M, one reconfigured") {
        (benchmark, snapshots: (old: DiffableDataSourceSnapshot<Int, Int>, new: DiffableDataSourceSnapshot<Int, Int>)) in
        for _ in benchmark.scaledIterations {
            blackHole(Changeset(from: snapshots.old, to: snapshots.new))
        }
    } setup: { () -> (old: DiffableDataSourceSnapshot<Int, Int>, new: DiffableDataSourceSnapshot<Int, Int>) in
        var old = DiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<1_000_000))
        var new = old
        new.reconfigureItems([500_000])
        return (old: old, new: new)
    }
}
