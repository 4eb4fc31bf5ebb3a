import Foundation
import RecipeFormats
import RecipeStructure

extension Recipe {
    /// The library's recipe for one read from another format, not yet stored (ID 0, no date).
    ///
    /// Times the source does not give are 0; its stated total is kept beside prep and cook
    /// (`statedTotalTime`), so a total that counts waiting is not lost. A picture carried inside the
    /// file (Paprika) is stored apart, by the import (`RecipePictures`).
    public init(external: ExternalRecipe) {
        self.init(
            title: external.title,
            prepTime: max(0, external.prepTime ?? 0),
            cookTime: max(0, external.cookTime ?? 0),
            servings: external.servings,
            ingredients: external.ingredientsText,
            directions: external.directionsText,
            isFavorite: external.isFavorite ?? false,
            collections: RecipeRows.uniqued(external.collections),
            sourceURL: external.sourceURL ?? "",
            notes: external.notes ?? "",
            rating: min(5, max(0, external.rating ?? 0)),
            statedTotalTime: max(0, external.totalTime ?? 0),
            imageURLs: external.imageURLs,
            language: external.language.flatMap { $0.isEmpty ? nil : $0 })
    }
}

extension ExternalRecipe {
    /// A library recipe as the format writers take it: unknown times (0) and empty text left out;
    /// every line the detail shows as a heading ("SAUCE", "## Filling", "For the crust:") written
    /// as the writers know headings, its name and a colon ("SAUCE:"), so an export keeps the
    /// recipe's parts as parts and no heading becomes an ingredient or a step.
    public init(recipe: Recipe) {
        self.init(
            title: recipe.title,
            servings: recipe.servings,
            prepTime: recipe.prepTime > 0 ? recipe.prepTime : nil,
            cookTime: recipe.cookTime > 0 ? recipe.cookTime : nil,
            totalTime: recipe.totalTime > 0 ? recipe.totalTime : nil,
            ingredients: ExternalRecipe.lines(of: recipe.ingredients).map {
                HeadingLine.name(ofIngredientLine: $0).map(ExternalRecipe.headingLine) ?? $0
            },
            directions: ExternalRecipe.lines(of: recipe.directions).map { HeadingLine.name(of: $0).map(ExternalRecipe.headingLine) ?? $0 },
            collections: recipe.collections,
            sourceURL: recipe.sourceURL.isEmpty ? nil : recipe.sourceURL,
            notes: recipe.notes.isEmpty ? nil : recipe.notes,
            rating: recipe.rating > 0 ? recipe.rating : nil,
            imageURLs: recipe.imageURLs,
            isFavorite: recipe.isFavorite,
            language: recipe.language)
    }
}
