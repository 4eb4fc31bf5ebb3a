import Benchmark
import DiffableDataSource

/// The browser's `d`/`u` key press on a list of a million recipes in one section: copy the
/// data source's snapshot, make one edit near the top, look up the selected item below the
/// edit, and diff the result against the shown snapshot (what `DiffableDataSource.apply` does).
func snapshotEditBenchmarks() {
    let count = 1_000_000
    let selected = 900_000
    let edits: [(label: String, edit: @Sendable (inout DiffableDataSourceSnapshot<Int, Int>) -> Void)] = [
        ("delete one near the top", { $0.deleteItems([10]) }),
        ("insert one near the top", { $0.insertItems([count + 1], beforeItem: 10) }),
        ("append one", { $0.appendItems([count + 1]) }),
    ]
    // `history` edits already made to the shown snapshot, as after a session of key presses.
    for history in [0, 300] {
        for edit in edits {
            let label = history == 0 ? "" : " after \(history) edits"
            Benchmark("Snapshot edit 1M\(label): \(edit.label) + lookup + diff") { benchmark, shown in
                for _ in benchmark.scaledIterations {
                    var snapshot = shown
                    edit.edit(&snapshot)
                    blackHole(snapshot.indexOfItem(selected))
                    blackHole(Changeset(from: shown, to: snapshot))
                }
            } setup: {
                shownSnapshot(count: count, history: history)
            }
        }
    }

    // The rare key press whose edit crosses the index's rebuild threshold: max(1,024, n/32)
    // pending runs and inserted items beside a base of n items (see ItemIndex.swift). A base
    // of 1M items built by one append has one run; deleting 31,250 items that are not next to
    // each other leaves 31,251 runs, the limit; one more such delete rebuilds the base.
    Benchmark("Snapshot edit 1M at the rebuild threshold: delete one + lookup + diff") { benchmark, shown in
        for _ in benchmark.scaledIterations {
            var snapshot = shown
            snapshot.deleteItems([11])
            blackHole(snapshot.indexOfItem(selected))
            blackHole(Changeset(from: shown, to: snapshot))
        }
    } setup: { () -> DiffableDataSourceSnapshot<Int, Int> in
        var shown = DiffableDataSourceSnapshot<Int, Int>()
        shown.appendSections([0])
        shown.appendItems(Array(0..<count))
        shown.deleteItems(Array(stride(from: 101, to: 101 + 31_250 * 20, by: 20)))
        return shown
    }
}

/// One section of `count` items, then `history` deletes and restores scattered over the list,
/// each applied on a copy as the browser does.
private func shownSnapshot(count: Int, history: Int) -> DiffableDataSourceSnapshot<Int, Int> {
    var shown = DiffableDataSourceSnapshot<Int, Int>()
    shown.appendSections([0])
    shown.appendItems(Array(0..<count))
    var random = SplitMix64(seed: 7)
    var deleted: [Int] = []
    for _ in 0..<history {
        var next = shown
        if let item = deleted.popLast(), Bool.random(using: &random) {
            next.insertItems([item], beforeItem: Int.random(in: 100..<count, using: &random) / 100 * 100)
        } else {
            let item = Int.random(in: 0..<count, using: &random) | 1
            if next.indexOfItem(item) != nil {
                next.deleteItems([item])
                deleted.append(item)
            }
        }
        shown = next
    }
    return shown
}
