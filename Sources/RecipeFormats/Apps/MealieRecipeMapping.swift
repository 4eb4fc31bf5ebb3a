/// One Mealie recipe's JSON (as Mealie 1.x and 2.x export it, snake_case; the camelCase keys
/// of its API and of Mealie 0.x read too) mapped to a recipe value.
///
/// An ingredient is Mealie's own `display` text, else its `quantity`, `unit`, `food` and `note`
/// put together, else its `original_text` or `note`; an ingredient's `title` is a heading
/// before it. An instruction's `title` is a section heading before its `text`. `notes` (each a
/// `title` and `text`) follow the `description` in the notes. Left out: nutrition, tools, assets,
/// comments, settings and extras. Steps that name their ingredients (`ingredient_references`)
/// are laid out with them (`MealieStepIngredients`).
enum MealieRecipeMapping {
    /// The recipe in a Mealie recipe object.
    static func recipe(from object: JSONValue, fallbackTitle: String) throws(ReadFailure) -> ExternalRecipe {
        guard case .object = object else { throw ReadFailure(message: "not a Mealie recipe: expected a JSON object") }
        func field(_ names: String...) -> JSONValue? {
            names.lazy.compactMap { object[$0] }.first { $0 != .null }
        }
        var recipe = ExternalRecipe(title: AppFields.text(field("name")) ?? fallbackTitle)
        recipe.servings = AppFields.text(field("recipe_yield", "recipeYield"))
            ?? AppFields.servings(field("recipe_servings", "recipeServings")) ?? ""
        recipe.prepTime = AppFields.text(field("prep_time", "prepTime")).flatMap(StatedDuration.seconds)
        recipe.cookTime = AppFields.text(field("perform_time", "performTime", "cook_time", "cookTime")).flatMap(StatedDuration.seconds)
        recipe.totalTime = AppFields.text(field("total_time", "totalTime")).flatMap(StatedDuration.seconds)
        let ingredients = field("recipe_ingredient", "recipeIngredient")?.elements ?? []
        let instructions = field("recipe_instructions", "recipeInstructions")?.elements ?? []
        if let byStep = MealieStepIngredients.lines(ingredients: ingredients, instructions: instructions) {
            (recipe.ingredients, recipe.directions) = byStep
        } else {
            recipe.ingredients = ingredients.flatMap(ingredientLines)
            for element in instructions {
                if let title = AppFields.text(element["title"]) { recipe.directions.append(ExternalRecipe.headingLine(title)) }
                if let text = stepText(element) { recipe.directions.append(text) }
            }
        }
        recipe.collections = unique(AppFields.names(field("recipe_category", "recipeCategory")) + AppFields.names(field("tags")))
        recipe.rating = AppFields.rating(field("rating"))
        recipe.sourceURL = AppFields.text(field("org_url", "orgURL"))
        let notes: [String] = (field("notes")?.elements ?? []).map { (note: JSONValue) -> String in
            [AppFields.text(note["title"]), AppFields.text(note["text"])].compactMap { $0 }.joined(separator: "\n")
        }
        let written = ([AppFields.text(field("description"))].compactMap { $0 } + notes).filter { !$0.isEmpty }
        recipe.notes = written.isEmpty ? nil : written.joined(separator: "\n\n")
        return recipe
    }

    /// An ingredient's lines: a heading for its `title`, then its line.
    static func ingredientLines(_ element: JSONValue) -> [String] {
        [AppFields.text(element["title"]).map(ExternalRecipe.headingLine), ingredientLine(element)].compactMap { $0 }
    }

    /// An instruction's text on one line (Mealie 0.x wrote a bare string).
    static func stepText(_ element: JSONValue) -> String? {
        (AppFields.text(element["text"]) ?? AppFields.text(element)).map(AppFields.oneLine)
    }

    /// An ingredient's line: Mealie's `display`, else its parts, else its text as written.
    static func ingredientLine(_ element: JSONValue) -> String? {
        if let text = element.text { return AppFields.text(.string(text)).map(AppFields.oneLine) }
        if let display = AppFields.text(element["display"]) { return AppFields.oneLine(display) }
        let food = AppFields.text(element["food"]?["name"]) ?? AppFields.text(element["food"])
        if let food {
            let unit = AppFields.text(element["unit"]?["name"]) ?? AppFields.text(element["unit"])
            let note = AppFields.text(element["note"]).map { ", " + $0 } ?? ""
            let parts = [AppFields.quantity(element["quantity"]), unit, food].compactMap { $0 }
            return AppFields.oneLine(parts.joined(separator: " ") + note)
        }
        let written = AppFields.text(element["original_text"]) ?? AppFields.text(element["originalText"])
        return (written ?? AppFields.text(element["note"])).map(AppFields.oneLine)
    }
}
