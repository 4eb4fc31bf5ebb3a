import Foundation
import RecipeKit

/// Calls `body` with each recipe of `ids`, in order, loading a thousand at a time: a command
/// that lists or exports a million recipes never holds them all.
func forEachRecipe(withIDs ids: [Recipe.ID], in store: RecipeStore, _ body: (Recipe) throws -> Void) throws {
    for start in stride(from: 0, to: ids.count, by: 1_000) {
        for recipe in try store.recipes(with: Array(ids[start..<min(start + 1_000, ids.count)])) {
            try body(recipe)
        }
    }
}

/// Writes the recipes of `ids` as a JSON array in the Recipe JSON form, ending with a newline.
func writeJSON(ofRecipes ids: [Recipe.ID], in store: RecipeStore, to handle: FileHandle) throws {
    var stream = RecipeJSONStream { try handle.write(contentsOf: $0) }
    try forEachRecipe(withIDs: ids, in: store) { try stream.append($0) }
    try stream.finish()
    try handle.write(contentsOf: Data("\n".utf8))
}
