import Foundation

/// One Mela recipe (`.melarecipe`, JSON; a `.melarecipes` archive holds many) mapped to a recipe value.
///
/// `ingredients` and `instructions` are text, a line each, a line starting with `#` a heading;
/// times are free text; `images` are base64 pictures, the first the main one; `text` (the
/// description) and `notes` are the notes. Left out: `nutrition`, `wantToCook`, `date`, `id`.
enum MelaRecipeMapping {
    /// The recipe in a Mela recipe object.
    static func recipe(from object: JSONValue, fallbackTitle: String) throws(ReadFailure) -> ExternalRecipe {
        guard case .object = object else { throw ReadFailure(message: "not a Mela recipe: expected a JSON object") }
        var recipe = ExternalRecipe(title: AppFields.text(object["title"]) ?? fallbackTitle)
        recipe.servings = AppFields.text(object["yield"]) ?? ""
        recipe.prepTime = AppFields.text(object["prepTime"]).flatMap(StatedDuration.seconds)
        recipe.cookTime = AppFields.text(object["cookTime"]).flatMap(StatedDuration.seconds)
        recipe.totalTime = AppFields.text(object["totalTime"]).flatMap(StatedDuration.seconds)
        recipe.ingredients = AppFields.lines(object["ingredients"]).map(headed)
        recipe.directions = AppFields.lines(object["instructions"]).map(headed)
        recipe.collections = AppFields.names(object["categories"])
        recipe.isFavorite = AppFields.flag(object["favorite"])
        recipe.sourceURL = AppFields.text(object["link"])
        let notes = [AppFields.text(object["text"]), AppFields.text(object["notes"])].compactMap { $0 }
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.embeddedImages = AppFields.base64Pictures(object["images"])
        return recipe
    }

    /// A line as the library writes it: Mela's heading `# Dough` becomes `Dough:`.
    private static func headed(_ line: String) -> String {
        guard line.hasPrefix("#") else { return line }
        let name = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? line : ExternalRecipe.headingLine(name)
    }
}
