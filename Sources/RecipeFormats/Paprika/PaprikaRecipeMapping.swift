import Foundation

/// One Paprika recipe's JSON mapped to a recipe value.
///
/// Paprika's fields are plain text: `ingredients` and `directions` hold a line each, times are
/// free text (`1 hr 20 mins`), `categories` are the cook's own (always collections), `rating`
/// runs 1 to 5 with 0 meaning unrated. `photo_data` and `photos[].data` (base64) become embedded
/// images. Left out: `nutritional_info`, `difficulty`, `created`, `uid`, `hash`, `scale`.
enum PaprikaRecipeMapping {
    /// The recipe in a Paprika recipe's JSON bytes.
    static func recipe(from json: [UInt8], fallbackTitle: String) throws(ReadFailure) -> ExternalRecipe {
        let object: JSONValue
        do {
            object = try JSONParser.parse(json)
        } catch {
            throw ReadFailure(message: "not a Paprika recipe: its JSON is invalid (\(error.message))")
        }
        guard case .object = object else { throw ReadFailure(message: "not a Paprika recipe: expected a JSON object") }
        func text(_ key: String) -> String? {
            object[key]?.text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var recipe = ExternalRecipe(title: text("name") ?? fallbackTitle)
        recipe.servings = text("servings") ?? ""
        recipe.prepTime = text("prep_time").flatMap(FreeTextDuration.seconds)
        recipe.cookTime = text("cook_time").flatMap(FreeTextDuration.seconds)
        recipe.totalTime = text("total_time").flatMap(FreeTextDuration.seconds)
        recipe.ingredients = ExternalRecipe.lines(of: text("ingredients") ?? "")
        recipe.directions = ExternalRecipe.lines(of: text("directions") ?? "")
        recipe.collections = unique((object["categories"]?.elements ?? []).compactMap { $0.text ?? $0["name"]?.text }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        recipe.isFavorite = flag(object["on_favorites"])
        recipe.rating = text("rating").flatMap(Double.init).map { Int($0.rounded()) }.flatMap { (1...5).contains($0) ? $0 : nil }
        recipe.sourceURL = text("source_url") ?? text("source")
        let notes = [text("description"), text("notes")].compactMap { $0 }
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.imageURLs = text("image_url").map { [$0] } ?? []
        let photos = [text("photo_data")] + (object["photos"]?.elements ?? []).map { $0["data"]?.text }
        recipe.embeddedImages = photos.compactMap { $0 }
            .compactMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
            .filter { !$0.isEmpty }
            .map(EmbeddedImage.init(data:))
        return recipe
    }

    /// Paprika writes its flags as `true`/`false` or as `1`/`0`.
    private static func flag(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: flag
        case .number(let number)?: number != "0"
        case .string(let string)?: ["1", "true", "yes"].contains(string.lowercased())
        default: nil
        }
    }
}
