import Ingredients
import RecipeFormats

extension Recipe {
    /// The language the recipe is written in, as far as showing counted nouns and units needs
    /// it: the one it declares (`language`: a page's `inLanguage`, Cooklang's `locale`), else the
    /// one its kept Cooklang source declares (`locale`, `lang`, `language`: recipes imported before
    /// the language was kept), else the one its own words show (`RecipeLanguage(guessingFrom:)`:
    /// its title, ingredient lines and directions).
    ///
    /// - Complexity: O(n) in the recipe's text.
    public func language(cooklangSource: String?) -> RecipeLanguage {
        if let tag = language, let declared = RecipeLanguage(tag: tag) { return declared }
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
