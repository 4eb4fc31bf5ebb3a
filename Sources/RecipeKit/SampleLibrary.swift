import Foundation
import SampleLibraryData

/// The bundled sample library that fills a new library (embedded in the binary; see ARCHITECTURE.md).
public enum SampleLibrary {
    /// The sample recipes exactly as bundled, with their original dates.
    public static func bundledRecipes() throws -> [Recipe] {
        try RecipeFile.decode(Data(sampleLibraryJSON), fileName: "sample-library.json")
    }

    /// The bundled sample recipes by ID, decoded once (empty if the bundle could not be read,
    /// which the tests rule out).
    static let bundledByID: [Recipe.ID: Recipe] = Dictionary(
        uniqueKeysWithValues: ((try? bundledRecipes()) ?? []).map { ($0.id, $0) })

    /// The IDs of the bundled sample recipes, in order.
    static var bundledIDs: [Recipe.ID] { bundledByID.keys.sorted() }

    /// The sample recipes with every `addedOn` moved by one offset so that the newest is `now`.
    ///
    /// Bundled dates are fixed and would age out of Recents; shifting them all keeps their spacing,
    /// so a new library's Recents always shows the newest samples.
    public static func recipes(dated now: Date) throws -> [Recipe] {
        let recipes = try bundledRecipes()
        guard let newest = recipes.compactMap(\.addedOn).max() else { return recipes }
        let offset = now.timeIntervalSince(newest)
        return recipes.map { recipe in
            var shifted = recipe
            shifted.addedOn = recipe.addedOn.map { $0.addingTimeInterval(offset) }
            return shifted
        }
    }

    /// The bundled pictures of the sample recipes, by recipe ID: each recipe's first named
    /// picture that is bundled (some sample recipes have none, on purpose).
    static func pictures() -> [Recipe.ID: StoredPicture] {
        var pictures: [Recipe.ID: StoredPicture] = [:]
        for (id, recipe) in bundledByID {
            guard let bytes = recipe.imageNames.lazy.compactMap({ samplePictures[$0] }).first,
                  let picture = try? StoredPicture(checking: bytes) else { continue }
            pictures[id] = picture
        }
        return pictures
    }
}
