import Benchmark
import Foundation
import RecipeKit
import LibraryGenerator

/// An opened shared synthetic library and what the benchmarks pick from it.
struct StoreFixture: Sendable {
    /// The store, its clock at the library's reference date so Recents is stable.
    let store: RecipeStore
    /// Recipes in the library.
    let count: Int
    /// The collection whose size is nearest to 2% of the library (about 20k at 1M).
    let collection: CollectionSummary
    /// IDs spread over the library, for point lookups and writes.
    let sampleIDs: [Recipe.ID]

    /// Opens (generating on first use) the shared library of `count` recipes.
    init(count: Int) throws {
        let path = try ScaleLibraries.library(count: count) { message in
            FileHandle.standardError.write(Data("StoreBenchmarks: \(message)\n".utf8))
        }
        store = try RecipeStore(path: path, newLibrary: .empty, now: { ScaleLibraries.referenceDate })
        self.count = count
        let target = count / 50
        collection = try store.collections().min { abs($0.recipeCount - target) < abs($1.recipeCount - target) }!
        var random = SeededGenerator(seed: 42)
        sampleIDs = (0..<1_000).map { _ in Int.random(in: 1...count, using: &random) }
    }

    /// The fixture after reading the changes already logged, so a measured `pendingChanges()` sees only its own.
    func readingChanges() throws -> StoreFixture {
        _ = try store.pendingChanges()
        return self
    }

    /// The `iteration`-th sample ID, cycling.
    func sampleID(_ iteration: Int) -> Recipe.ID { sampleIDs[iteration % sampleIDs.count] }
}

/// The library sizes to measure: `RECIPES_SCALE_SIZES=10000,100000` narrows a run; default 10k, 100k, 1M.
let scaleSizes: [Int] = {
    let text = ProcessInfo.processInfo.environment["RECIPES_SCALE_SIZES"] ?? ""
    let sizes = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes
}()

/// "10k", "100k", "1M": the size as the benchmark names show it.
func sizeLabel(_ count: Int) -> String {
    count >= 1_000_000 && count % 1_000_000 == 0 ? "\(count / 1_000_000)M" : count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
}

/// Runs a throwing body inside a benchmark closure, reporting a failure instead of crashing the run.
func measuring(_ benchmark: Benchmark, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        benchmark.error("\(benchmark.name): \(error)")
    }
}
