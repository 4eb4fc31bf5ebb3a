import RecipeFormats
import RecipeStructure

extension Recipe {
    /// The recipe understood: from the Cooklang text it was imported from when there is one (each
    /// step with its own amounts), else from its ingredient and direction lines (headings
    /// recognised, each step linked to the ingredients it names).
    ///
    /// - Complexity: O(n) in the text's length, plus per step O(ingredients).
    public func structure(cooklangSource: String?) -> StructuredRecipe {
        if let cooklangSource { return CooklangReader.structure(of: cooklangSource) }
        return TextStructure.build(ingredients: ExternalRecipe.lines(of: ingredients), directions: ExternalRecipe.lines(of: directions))
    }
}

extension RecipeStore {
    /// The structure of `recipe` as stored: read from its Cooklang source when it has one.
    public func structure(of recipe: Recipe) throws -> StructuredRecipe {
        recipe.structure(cooklangSource: try cooklangSource(of: recipe.id))
    }
}
