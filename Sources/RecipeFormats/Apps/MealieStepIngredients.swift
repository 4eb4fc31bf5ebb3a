/// A Mealie recipe's ingredients and steps laid out by the steps' `ingredient_references` (the
/// `reference_id`s of the ingredients each instruction uses), so that the recipe's structure
/// links each step to its own ingredients: the starter's flour is not the dough's.
///
/// As Tandoor's steps are: the ingredients no step names come first, as Mealie lists them
/// (headed by their `title`s); then each step's ingredients under a heading that also heads the
/// step in the method (the step's `title`, else the `title` of its first ingredient, else
/// `Step N`). An ingredient two steps name is listed once, with the first. Without references
/// the recipe is laid out as Mealie lists it.
enum MealieStepIngredients {
    /// The ingredient and direction lines by the steps' references; `nil` when no step has any.
    static func lines(ingredients: [JSONValue], instructions: [JSONValue]) -> (ingredients: [String], directions: [String])? {
        var stepOf: [Int: Int] = [:]  // an ingredient's index: the first step naming it
        for (step, instruction) in instructions.enumerated() {
            let references = (instruction["ingredient_references"] ?? instruction["ingredientReferences"])?.elements ?? []
            let ids = Set(references.compactMap { AppFields.text($0["reference_id"] ?? $0["referenceId"]) })
            for (index, ingredient) in ingredients.enumerated() where stepOf[index] == nil {
                if let id = referenceID(ingredient), ids.contains(id) { stepOf[index] = step }
            }
        }
        guard !stepOf.isEmpty else { return nil }
        var listed: [String] = []
        for (index, ingredient) in ingredients.enumerated() where stepOf[index] == nil {
            listed += MealieRecipeMapping.ingredientLines(ingredient)
        }
        var directions: [String] = []
        for (step, instruction) in instructions.enumerated() {
            let own = ingredients.indices.filter { stepOf[$0] == step }.map { ingredients[$0] }
            let name = AppFields.text(instruction["title"]) ?? own.lazy.compactMap { AppFields.text($0["title"]) }.first
                ?? (own.isEmpty ? nil : "Step \(step + 1)")
            if let name, !own.isEmpty { listed.append(ExternalRecipe.headingLine(name)) }
            listed += own.compactMap(MealieRecipeMapping.ingredientLine)
            if let name { directions.append(ExternalRecipe.headingLine(name)) }
            if let text = MealieRecipeMapping.stepText(instruction) { directions.append(text) }
        }
        return (listed, directions)
    }

    private static func referenceID(_ ingredient: JSONValue) -> String? {
        AppFields.text(ingredient["reference_id"] ?? ingredient["referenceId"])
    }
}
