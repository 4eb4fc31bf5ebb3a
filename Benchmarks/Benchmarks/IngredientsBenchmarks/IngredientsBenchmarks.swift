import Benchmark
import Foundation
import Ingredients
import LibraryGenerator
import RecipeKit

/// Parsing ingredient lines (target: at least 1,000,000 lines a second in a release build), and a
/// shopping list of 50 recipes (target: under 5 ms). Called from this separate module, as the app
/// calls `Ingredients`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .milliseconds,
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    // Each scaled iteration parses one line, so the throughput metric reads in lines per second
    // (scaled by a million: "1 M" is 1,000,000 lines a second) and the wall clock in ns a line.
    // The synthetic 100k-recipe library's lines are made in memory by LibraryGenerator; the sample
    // library's have more shapes (ranges, parentheses, other scripts).
    parsingBenchmark("Parse ingredient lines of a 100k-recipe library") { syntheticIngredientLines(recipes: 100_000) }
    parsingBenchmark("Parse the sample library's ingredient lines") {
        try SampleLibrary.bundledRecipes().flatMap(ingredientLines)
    }

    Benchmark(
        "Shopping list of the 50 sample recipes",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 1_000)
    ) { benchmark, entries in
        for _ in benchmark.scaledIterations {
            blackHole(ShoppingList(entries: entries))
        }
    } setup: {
        try SampleLibrary.bundledRecipes().enumerated().map { index, recipe in
            ShoppingList.Entry(recipeID: recipe.id, recipeTitle: recipe.title,
                               ingredientLines: ingredientLines(of: recipe), factor: 1 + Double(index % 3) / 2)
        }
    }

    // The same list as the browser and `recipes shopping` get it: the marks and the 50 recipes read
    // from the library file, combined, the ticks applied (target: under 5 ms).
    Benchmark(
        "Shopping list of 50 marked recipes from the store",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 1_000)
    ) { benchmark, store in
        for _ in benchmark.scaledIterations {
            blackHole(try store.shoppingList())
        }
    } setup: {
        try markedSampleLibrary()
    }

    Benchmark(
        "Scale and format the sample library's lines by 1.5",
        configuration: .init(metrics: [.wallClock, .throughput], timeUnits: .nanoseconds, scalingFactor: .kilo)
    ) { benchmark, lines in
        for index in benchmark.scaledIterations {
            blackHole(lines[index % lines.count].scaled(by: 1.5).formatted())
        }
    } setup: {
        try SampleLibrary.bundledRecipes().flatMap(ingredientLines).map(IngredientLine.init(parsing:))
    }
}

/// A benchmark that parses the lines `lines` makes, one line an iteration.
private func parsingBenchmark(_ name: String, lines: @escaping @Sendable () throws -> [String]) {
    Benchmark(name, configuration: .init(timeUnits: .nanoseconds, scalingFactor: .mega)) { benchmark, lines in
        for index in benchmark.scaledIterations {
            blackHole(IngredientLine(parsing: lines[index % lines.count]))
        }
    } setup: {
        try lines()
    }
}

/// The ingredient lines of a recipe, one per line of its text.
private func ingredientLines(of recipe: Recipe) -> [String] {
    recipe.ingredients.split(separator: "\n").map(String.init)
}

/// Every ingredient line of the synthetic library of `recipes` recipes (seed 1), as `generate-library` makes it.
private func syntheticIngredientLines(recipes: Int) -> [String] {
    let referenceDate = Date(timeIntervalSince1970: 1_780_000_000)
    return SyntheticRecipes(count: recipes, seed: 1, referenceDate: referenceDate).flatMap(ingredientLines)
}

/// A new library of the 50 sample recipes, every one marked for shopping (a third of them as
/// written, the others at 6 and 8 servings) and two items ticked. The file is left in the
/// temporary directory for the run.
private func markedSampleLibrary() throws -> RecipeStore {
    let path = NSTemporaryDirectory() + "shopping-benchmark-\(UUID().uuidString).sqlite"
    let store = try RecipeStore(path: path, newLibrary: .sample)
    for (index, id) in try store.recipeIDs(matching: RecipeQuery()).enumerated() {
        try store.markForShopping(id, servings: [nil, 6, 8][index % 3])
    }
    try store.setShoppingItem("egg|count", ticked: true)
    try store.setShoppingItem("salt|volume", ticked: true)
    return store
}
