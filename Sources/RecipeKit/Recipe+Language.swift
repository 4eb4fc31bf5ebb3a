import Ingredients
import RecipeFormats

extension Recipe {
    /// The language the recipe is written in, as far as showing counted nouns needs it: the one
    /// its Cooklang source declares (`locale`, `lang`, `language`), else the one its own words
    /// show (`RecipeLanguage(guessingFrom:)`: its title, ingredient lines and directions).
    ///
    /// - Complexity: O(n) in the recipe's text.
    public func language(cooklangSource: String?) -> RecipeLanguage {
        if let cooklangSource, let tag = CooklangReader.languageTag(of: cooklangSource), let language = RecipeLanguage(tag: tag) {
            return language
        }
        return RecipeLanguage(guessingFrom: [title, ingredients, directions])
    }
}

extension RecipeStore {
    /// The language of `recipe` as stored (see `Recipe.language(cooklangSource:)`).
    public func language(of recipe: Recipe) throws -> RecipeLanguage {
        recipe.language(cooklangSource: try cooklangSource(of: recipe.id))
    }
}
