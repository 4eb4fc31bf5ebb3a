/// One Tandoor recipe's `recipe.json` (Tandoor's own export, the archive of archives) mapped
/// to a recipe value.
///
/// Tandoor keeps ingredients with the step that uses them. A named step keeps them together:
/// its name heads both its ingredients and its section of the method, so the recipe's structure
/// links the step to its own ingredients (the starter's flour is not the dough's). An unnamed
/// step is headed `Step N` the same way when a food it uses is used by another step too. An ingredient
/// marked `is_header` is a heading. `working_time` and `waiting_time` (minutes) are prep and
/// cook time; `keywords` are collections. Left out: nutrition, per-step times, `internal`.
enum TandoorRecipeMapping {
    /// The recipe in a Tandoor recipe object.
    static func recipe(from object: JSONValue, fallbackTitle: String) throws(ReadFailure) -> ExternalRecipe {
        guard case .object = object else { throw ReadFailure(message: "not a Tandoor recipe: expected a JSON object") }
        var recipe = ExternalRecipe(title: AppFields.text(object["name"]) ?? fallbackTitle)
        if let servings = AppFields.servings(object["servings"]) {
            recipe.servings = [servings, AppFields.text(object["servings_text"])].compactMap { $0 }.joined(separator: " ")
        }
        recipe.prepTime = AppFields.minutes(object["working_time"])
        recipe.cookTime = AppFields.minutes(object["waiting_time"])
        let steps = object["steps"]?.elements ?? []
        let sharesFood = Self.sharesFood(steps)
        for (index, step) in steps.enumerated() {
            let hasIngredients = !(step["ingredients"]?.elements ?? []).isEmpty
            // An unnamed step is named by its number when another step uses one of its foods, so
            // that the structure keeps each step's own amount of it.
            let name = AppFields.text(step["name"]) ?? (sharesFood && hasIngredients ? "Step \(index + 1)" : nil)
            let ingredients = (step["ingredients"]?.elements ?? []).sorted {
                (AppFields.text($0["order"]).flatMap(Double.init) ?? 0) < (AppFields.text($1["order"]).flatMap(Double.init) ?? 0)
            }.compactMap(ingredientLine)
            if let name, !ingredients.isEmpty, ingredients.first.map(ExternalRecipe.isHeading) != true {
                recipe.ingredients.append(ExternalRecipe.headingLine(name))
            }
            recipe.ingredients += ingredients
            if let name { recipe.directions.append(ExternalRecipe.headingLine(name)) }
            if let text = AppFields.text(step["instruction"]) { recipe.directions.append(AppFields.oneLine(text)) }
        }
        recipe.collections = AppFields.names(object["keywords"])
        recipe.sourceURL = AppFields.text(object["source_url"])
        recipe.notes = AppFields.text(object["description"])
        return recipe
    }

    /// Whether a food is used by more than one step.
    private static func sharesFood(_ steps: [JSONValue]) -> Bool {
        var seen: Set<String> = []
        for step in steps {
            let foods = Set((step["ingredients"]?.elements ?? []).compactMap { AppFields.text($0["food"]?["name"])?.lowercased() })
            if !seen.isDisjoint(with: foods) { return true }
            seen.formUnion(foods)
        }
        return false
    }

    /// An ingredient's line (`200 g flour, sifted`), or a heading line for a header.
    private static func ingredientLine(_ element: JSONValue) -> String? {
        if AppFields.flag(element["is_header"]) == true {
            return (AppFields.text(element["note"]) ?? AppFields.text(element["food"]?["name"])).map(ExternalRecipe.headingLine)
        }
        let amount = AppFields.flag(element["no_amount"]) == true ? nil : AppFields.quantity(element["amount"])
        let parts = [amount, AppFields.text(element["unit"]?["name"]), AppFields.text(element["food"]?["name"])].compactMap { $0 }
        let note = AppFields.text(element["note"])
        guard !parts.isEmpty else { return (note ?? AppFields.text(element["original_text"])).map(AppFields.oneLine) }
        return AppFields.oneLine(parts.joined(separator: " ") + (note.map { ", " + $0 } ?? ""))
    }
}
