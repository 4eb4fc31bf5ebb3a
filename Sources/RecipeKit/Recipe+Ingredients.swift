import Ingredients

extension Recipe {
    /// The ingredient lines that hold text, as written, in order.
    public var ingredientLines: [String] {
        ingredients.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The recipe's servings field understood, or `nil` when it holds no number ("a crowd").
    public var parsedServings: Servings? {
        Servings(parsing: servings)
    }

    /// By how much to scale the ingredients to make `target` servings; `nil` when the servings
    /// field holds no number to scale from.
    public func scaleFactor(forServings target: Double) -> Double? {
        parsedServings?.factor(forServings: target)
    }

    /// The ingredient lines understood, scaled by `factor` and shown in `unitSystem`; the lines of
    /// `fixedNames` (lower case: `StructuredRecipe.fixedIngredientNames`, Cooklang `@salt{=10%g}`)
    /// converted but never scaled.
    public func parsedIngredients(scaledBy factor: Double = 1, in unitSystem: UnitSystem = .asWritten,
                                  fixedNames: Set<String> = []) -> [ParsedIngredient]
    {
        ingredientLines.map { text in
            let line = IngredientLine(parsing: text)
            let keepsAmount = !fixedNames.isEmpty && fixedNames.contains(line.name.lowercased())
            return ParsedIngredient(line.scaled(by: keepsAmount ? 1 : factor).converted(to: unitSystem))
        }
    }
}
