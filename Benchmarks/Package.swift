// swift-tools-version: 6.1
// Benchmarks for `recipes`, in their own package so that `swift build` of the app stays fast.
// Run with `make bench` from the repository root.

import PackageDescription

let package = Package(
    name: "recipes-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "recipes", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // Changeset(from:to:) against CollectionDifference on the same inputs.
        .executableTarget(
            name: "ChangesetBenchmarks",
            dependencies: [
                .product(name: "DiffableDataSource", package: "recipes"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ChangesetBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // RecipeStore: open and list, toggle, search, import, on synthetic libraries up to 1M recipes.
        .executableTarget(
            name: "RecipeStoreBenchmarks",
            dependencies: [
                "LibraryGenerator",
                .product(name: "RecipeKit", package: "recipes"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RecipeStoreBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Ingredients: parsing a 100k-recipe library's lines, a 50-recipe shopping list, scaling.
        .executableTarget(
            name: "IngredientsBenchmarks",
            dependencies: [
                "LibraryGenerator",
                .product(name: "Ingredients", package: "recipes"),
                .product(name: "RecipeKit", package: "recipes"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/IngredientsBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // RecipeStructure: building a recipe's structure from its text and from a Cooklang file.
        .executableTarget(
            name: "StructureBenchmarks",
            dependencies: [
                .product(name: "RecipeStructure", package: "recipes"),
                .product(name: "RecipeFormats", package: "recipes"),
                .product(name: "RecipeKit", package: "recipes"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/StructureBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Deterministic synthetic libraries for the scale measurements (issue 6), filled through RecipeKit.
        .target(
            name: "LibraryGenerator",
            dependencies: [.product(name: "RecipeKit", package: "recipes")]
        ),
        // `generate-library --count N --seed S --output PATH`.
        .executableTarget(
            name: "generate-library",
            dependencies: [
                "LibraryGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Resident memory of a process holding a scope's IDs and their snapshot.
        .executableTarget(
            name: "scale-memory",
            dependencies: [
                "LibraryGenerator",
                .product(name: "RecipeKit", package: "recipes"),
                .product(name: "DiffableDataSource", package: "recipes"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // RecipeStore operations at 10k / 100k / 1M recipes.
        .executableTarget(
            name: "StoreBenchmarks",
            dependencies: [
                "LibraryGenerator",
                .product(name: "RecipeKit", package: "recipes"),
                .product(name: "DiffableDataSource", package: "recipes"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/StoreBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
