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

/// Writes the recipes of `ids` as a JSON array in the Recipe JSON form, ending with a newline,
/// through `write` (standard output's, or a file's).
func writeJSON(ofRecipes ids: [Recipe.ID], in store: RecipeStore, to write: @escaping (Data) throws -> Void) throws {
    var stream = RecipeJSONStream(sink: write)
    try forEachRecipe(withIDs: ids, in: store) { try stream.append($0) }
    try stream.finish()
    try write(Data("\n".utf8))
}
