import Foundation
@testable import RecipeKit

/// A temporary directory per test, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "recipekit-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit {
        // Read-only test cases chmod files; make them deletable again.
        _ = try? FileManager.default.subpathsOfDirectory(atPath: path).forEach {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + $0)
        }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A fixed "now" for tests about Recents and `addedOn`.
let testNow = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18

/// An empty library in a fresh directory, on the fixed clock.
func makeEmptyStore(_ directory: TemporaryDirectory, name: String = "library.sqlite") throws -> RecipeStore {
    try RecipeStore(path: directory.file(name), newLibrary: .empty, now: { testNow })
}

/// A library holding the sample recipes as a person's own: each has a picture the bundled one
/// lacks, so none counts as an unchanged sample (which an import would replace whatever its policy).
func makePersonalStore(_ directory: TemporaryDirectory, name: String) throws -> RecipeStore {
    let store = try RecipeStore(path: directory.file(name), newLibrary: .empty, now: { testNow })
    let recipes = try SampleLibrary.recipes(dated: testNow).map { recipe in
        var own = recipe
        own.imageNames.append("mine.jpg")
        return own
    }
    _ = try store.importRecipes(recipes, existing: .skip)
    return store
}

/// A recipe with every field set, so that round trips check them all.
func sampleRecipe(
    id: Int = 0, title: String = "Pancakes", favorite: Bool = false,
    collections: [String] = ["Breakfast"], addedDaysAgo: Double = 100
) -> Recipe {
    Recipe(
        id: id, title: title, prepTime: 600, cookTime: 900, servings: "8 pancakes",
        ingredients: "flour\nmilk\neggs", directions: "Whisk.\nRest.\nFry.", isFavorite: favorite,
        collections: collections, addedOn: testNow.addingTimeInterval(-addedDaysAgo * 86_400),
        imageNames: ["pancakes.jpg"], sourceURL: "https://example.com/\(title.lowercased())",
        notes: "Rest the batter.\nServe warm.", rating: 4, imageURLs: ["https://example.com/pancakes.jpg"])
}

/// The `recipes` binary built next to the test bundle (or $RECIPES_BIN).
func recipesBinary() -> String {
    if let path = ProcessInfo.processInfo.environment["RECIPES_BIN"] { return path }
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return bundleDirectory.appendingPathComponent("recipes").path
}

/// Starts the `recipes` binary with these arguments; the caller waits or kills it.
func launchRecipes(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: recipesBinary())
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
}

extension RecipeStore {
    /// Whether FTS5's own integrity check finds the search index in step with the recipes (it throws if not).
    func searchIndexIsIntact() throws -> Bool {
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO recipeSearch(recipeSearch, rank) VALUES ('integrity-check', 1)")
        }
        return true
    }
}
