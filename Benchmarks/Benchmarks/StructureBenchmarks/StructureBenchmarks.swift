import Benchmark
import Foundation
import RecipeFormats
import RecipeKit
import RecipeStructure

/// Building the structure of a recipe (target: at least 50,000 recipes a second in a release
/// build), from its text (the sample library: headings, linking steps to ingredients) and from a
/// Cooklang file. Called from this separate module, as the app calls `RecipeStructure`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    // Each scaled iteration builds one recipe's structure, so the throughput metric reads in
    // recipes a second (scaled by a thousand: "50 K" is 50,000 recipes a second).
    Benchmark("Build the structure of the sample library's recipes", configuration: .init(scalingFactor: .kilo)) { benchmark, recipes in
        for index in benchmark.scaledIterations {
            blackHole(recipes[index % recipes.count].structure(cooklangSource: nil))
        }
    } setup: {
        try SampleLibrary.bundledRecipes()
    }

    Benchmark("Build the structure of a Cooklang recipe", configuration: .init(scalingFactor: .kilo)) { benchmark, source in
        for _ in benchmark.scaledIterations {
            blackHole(CooklangReader.structure(of: source))
        }
    } setup: {
        cooklangRecipe
    }
}

/// A Cooklang recipe of the size cooks write: front matter, two sections, six steps, a note.
private let cooklangRecipe = """
    ---
    title: Pizza dough
    servings: 2
    tags: [bread, pizza]
    ---

    = Starter

    Mix @flour{100%g} and @water{100%ml} in a #bowl and leave to ~rise{12%hours}.

    == Dough ==

    Add @flour{400%g}, @water{220%ml}, @olive oil{2%tbsp} and @salt{=10%g} to the starter.

    Knead for ~{10%minutes} until smooth, then cover and leave for ~{2%hours}.

    Divide into @?semolina{} dusted balls of about 250 g. [- weigh them -]

    > Strong bread flour gives the best crust.

    = Topping

    Spread @./sauces/Tomato sauce{150%g} and top with @mozzarella{125%g}(torn).

    Bake in the #oven{} at 250°C for ~{8-10%minutes}.
    """
