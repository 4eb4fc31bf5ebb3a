/// The markup recipe plugins and themes give the lists of a recipe card, the same on every site
/// that uses them: WP Recipe Maker (`wprm-recipe-ingredients`), Tasty Recipes, Mediavine Create,
/// WP Ultimate Recipe, Cooked, EasyRecipe, Zip Recipes, and the names many themes write by hand
/// (`recipe-ingredients`, `recipe-instructions`), as well as schema.org properties written on an
/// element outside any item (`itemprop="recipeIngredient"` with no `itemscope` around it).
enum RecipeCardClasses {
    /// The part of a recipe an element holds by its class, id or `itemprop`, if any says.
    static func part(of element: HTMLElement) -> SectionHeadings.Part? {
        if let property = element.attribute("itemprop") {
            for name in property.split(whereSeparator: \.isWhitespace) {
                if ["recipeIngredient", "ingredients"].contains(name) { return .ingredients }
                if name == "recipeInstructions" { return .instructions }
            }
        }
        let words = (element.attribute("class") ?? "") + " " + (element.attribute("id") ?? "")
        guard words.count > 1 else { return nil }
        for written in words.lowercased().split(whereSeparator: \.isWhitespace) {
            // BEM's joiners (`recipe__ingredients`, `recipe--ingredients`) join the same words.
            let word = written.replacingOccurrences(of: "__", with: "-").replacingOccurrences(of: "--", with: "-")
            if ingredientLists.contains(String(word)) { return .ingredients }
            if instructionLists.contains(String(word)) { return .instructions }
            if notes.contains(String(word)) { return .other }
        }
        return nil
    }

    private static let ingredientLists: Set<String> = [
        "wprm-recipe-ingredients-container", "wprm-recipe-ingredients", "tasty-recipes-ingredients",
        "tasty-recipes-ingredients-body", "mv-create-ingredients", "wpurp-recipe-ingredients", "cooked-recipe-ingredients",
        "ersingredients", "zlrecipe-ingredients-list", "recipe-ingredients", "recipe-ingredients-list", "ingredients-list",
        "ingredient-list", "recipe-ingredient-list", "wp-block-recipe-ingredients",
    ]

    private static let instructionLists: Set<String> = [
        "wprm-recipe-instructions-container", "wprm-recipe-instructions", "tasty-recipes-instructions",
        "tasty-recipes-instructions-body", "mv-create-instructions", "wpurp-recipe-instructions", "cooked-recipe-directions",
        "ersinstructions", "zlrecipe-instructions-list", "recipe-instructions", "recipe-directions", "recipe-method",
        "recipe-steps", "instructions-list", "recipe-procedure", "wp-block-recipe-instructions",
    ]

    /// Parts of a card after its method that are no steps.
    private static let notes: Set<String> = [
        "wprm-recipe-notes-container", "tasty-recipes-notes", "mv-create-notes", "wpurp-recipe-notes", "recipe-notes",
        "wprm-recipe-equipment-container", "wprm-nutrition-label-container", "tasty-recipes-nutrition", "mv-create-nutrition",
        "recipe-nutrition", "recipe-nutrients",
    ]
}
