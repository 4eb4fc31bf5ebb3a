import Benchmark
import Foundation
import LibraryGenerator
import RecipeKit

/// The store figures of issue 3, on the shared synthetic libraries of 10k, 100k and 1M recipes
/// (`ScaleLibraries`: generated once by `LibraryGenerator`, reused by later runs and by the scale driver).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(10),
        maxIterations: 100
    )

    for count in [10_000, 100_000, 1_000_000] {
        Benchmark("Open and fetch All IDs \(count.formatted())") { benchmark, path in
            for _ in benchmark.scaledIterations {
                let store = try RecipeStore(path: path)
                blackHole(try store.recipeIDs(matching: RecipeQuery()))
            }
        } setup: {
            try syntheticLibrary(count: count)
        }
    }

    Benchmark(
        "Toggle favorite and commit 1,000,000",
        configuration: .init(timeUnits: .microseconds, maxIterations: 1_000)
    ) { benchmark, store in
        for iteration in benchmark.scaledIterations {
            try store.toggleFavorite(id: 1 + iteration * 997 % 1_000_000)
        }
    } setup: {
        try RecipeStore(path: try syntheticLibrary(count: 1_000_000))
    }

    // On the shared 1M library: a common word (106,666 hits to put in title order), a middling
    // one (17,277) and a Korean dish (3,665). The store has listed "All" once, as the browser does
    // when it opens, so the title order is in memory; the next benchmark measures a first search.
    for word in ["halibut", "risot", "삼계탕"] {
        Benchmark("Prefix search of one word 1,000,000 (\"\(word)\")") { (benchmark: Benchmark, store: RecipeStore) in
            for _ in benchmark.scaledIterations {
                blackHole(try store.recipeIDs(matching: RecipeQuery(searchText: word)))
            }
        } setup: {
            let store = try RecipeStore(path: try syntheticLibrary(count: 1_000_000))
            _ = try store.recipeIDs(matching: RecipeQuery())
            return store
        }
    }

    // A search as the first thing after opening (`recipes list --search WORD`): with many hits it
    // reads the title order first, with few SQLite orders them.
    for word in ["halibut", "삼계탕"] {
        Benchmark("Open and prefix search of one word 1,000,000 (\"\(word)\")") { benchmark, path in
            for _ in benchmark.scaledIterations {
                let store = try RecipeStore(path: path)
                blackHole(try store.recipeIDs(matching: RecipeQuery(searchText: word)))
            }
        } setup: {
            try syntheticLibrary(count: 1_000_000)
        }
    }

    // The same words through the search itself, without ordering the hits by title: what the
    // browser asks for at every keystroke (it orders by filtering the list it already shows).
    for word in ["halibut", "risot", "삼계탕"] {
        Benchmark("Prefix search of one word, unordered, 1,000,000 (\"\(word)\")") { benchmark, store in
            for _ in benchmark.scaledIterations {
                blackHole(try store.recipeIDs(matchingSearch: word))
            }
        } setup: {
            try RecipeStore(path: try syntheticLibrary(count: 1_000_000))
        }
    }

    Benchmark(
        "Import 100,000 from JSON",
        configuration: .init(timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
    ) { benchmark, json in
        for _ in benchmark.scaledIterations {
            let path = NSTemporaryDirectory() + "recipes-bench-import-\(UUID().uuidString).sqlite"
            defer { removeLibrary(at: path) }
            // Decoding and writing overlap, and the store is closed (its WAL checkpointed into the
            // library) before the clock stops.
            let store = try RecipeStore(path: path, newLibrary: .empty)
            blackHole(try store.importRecipes(fromJSON: json, fileName: "bench.json", existing: .skip))
        }
    } setup: {
        try importJSON()
    }

    // What `recipes import FILE` does: the file read by `ImportReading` (format detected), then
    // `importFiles`; the same JSON as above, from a file.
    Benchmark(
        "Import 100,000 from a JSON file as recipes import",
        configuration: .init(timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
    ) { benchmark, file in
        for _ in benchmark.scaledIterations {
            let path = NSTemporaryDirectory() + "recipes-bench-import-\(UUID().uuidString).sqlite"
            defer { removeLibrary(at: path) }
            let store = try RecipeStore(path: path, newLibrary: .empty)
            let files = ImportReading.read([ImportInput(name: file)])
            blackHole(try store.importFiles(files, existing: .skip))
        }
    } setup: {
        try importJSON().write(to: URL(fileURLWithPath: importJSONFile))
        return importJSONFile
    } teardown: {
        try? FileManager.default.removeItem(atPath: importJSONFile)
    }
}

/// Where the second import benchmark keeps its JSON (133 MB) while it runs.
private let importJSONFile = NSTemporaryDirectory() + "recipes-bench-import-100000.json"

/// The 100,000 recipes both import benchmarks read, in the JSON form `recipes export` writes.
private func importJSON() throws -> Data {
    try RecipeJSON.encode(Array(SyntheticRecipes(count: 100_000, seed: 1, referenceDate: ScaleLibraries.referenceDate)))
}

/// The shared library of `count` recipes, generated the first time and migrated to the current
/// schema, so that no measured open pays for a migration.
private func syntheticLibrary(count: Int) throws -> String {
    let path = try ScaleLibraries.library(count: count)
    _ = try RecipeStore(path: path)
    return path
}

private func removeLibrary(at path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}
