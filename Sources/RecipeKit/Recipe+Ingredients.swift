import Foundation
import Ingredients
import RecipeStructure

extension Recipe {
    /// The ingredient lines that hold text, as written, in order.
    public var ingredientLines: [String] {
        ingredients.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The ingredient lines without the headings of its groups ("For the crust:", "SAUCE", "## Filling"),
    /// as the detail tells them apart (`HeadingLine.name(ofIngredientLine:)`): what is bought.
    public var ingredientItemLines: [String] {
        ingredientLines.filter { HeadingLine.name(ofIngredientLine: $0) == nil }
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

    /// The ingredient lines understood, scaled by `factor` and shown in `unitSystem` for a recipe in
    /// `language` (only English names are made plural); a line of
    /// `listed` (the recipe's structure) at the scale of the uses it stands for
    /// (`ListedIngredient`: a fixed Cooklang `@salt{=10%g}` converted but never scaled).
    public func parsedIngredients(scaledBy factor: Double = 1, in unitSystem: UnitSystem = .asWritten,
                                  listed structure: StructuredRecipe? = nil, language: RecipeLanguage = .english) -> [ParsedIngredient]
    {
        var items: [String: ListedIngredient] = [:]
        for group in structure?.ingredientGroups ?? [] {
            for item in group.items { items[item.text] = items[item.text] ?? item }
        }
        return ingredientLines.map { text in
            // The structure holds the lines trimmed, as it read them.
            if let item = items[text.trimmingCharacters(in: .whitespaces)] {
                return ParsedIngredient(item.line(scaledBy: factor, in: unitSystem, language: language))
            }
            var parsed = ParsedIngredient(IngredientLine(parsing: text).scaled(by: factor).converted(to: unitSystem).written(in: language))
            // A heading the structure reads ("SAUCE") is one here too, whatever the line parser says.
            if !parsed.heading, HeadingLine.name(ofIngredientLine: text) != nil { parsed.heading = true }
            return parsed
        }
    }
}
