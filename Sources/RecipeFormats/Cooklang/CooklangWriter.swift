/// Writes recipes as Cooklang files that this module reads back to the same title, servings,
/// times, ingredient lines and directions.
///
/// The library keeps ingredients as lines, not as mentions inside steps, so the writer does not
/// guess where each is used: it lists them, one ingredient component a line, in an
/// `== Ingredients ==` section before the steps, which Cooklang apps show as an ingredient list
/// and `CooklangReader` reads back line for line; the list's headings (`For the crust:`) open
/// sections of their own (`== Ingredients: For the crust ==`). The steps follow after an unnamed section
/// (`==`), one paragraph each, their text escaped so nothing in it reads as markup; heading lines
/// (`Sauce:`) become sections (`== Sauce ==`). Metadata goes in YAML front matter.
public enum CooklangWriter {
    /// One `.cook` file per recipe, named from the titles (safe and unique, see `FileNames`).
    public static func files(for recipes: [ExternalRecipe]) -> [ExportedFile] {
        let names = FileNames.unique(forTitles: recipes.map(\.title), fileExtension: "cook")
        return zip(names, recipes).map { ExportedFile(name: $0, text: text(for: $1)) }
    }

    /// The Cooklang text of one recipe.
    public static func text(for recipe: ExternalRecipe) -> String {
        var lines = ["---"] + frontMatter(of: recipe) + ["---", ""]
        if !recipe.ingredients.isEmpty {
            lines += ingredientSections(recipe.ingredients)
            if let first = recipe.directions.first, !ExternalRecipe.isHeading(first) { lines += ["==", ""] }
        }
        for direction in recipe.directions {
            if ExternalRecipe.isHeading(direction) {
                lines += ["== " + ExternalRecipe.headingName(direction) + " ==", ""]
            } else {
                lines += [CooklangMarkup.escaped(direction), ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The ingredient list as sections: `== Ingredients ==`, and for each heading of the list
    /// (`For the crust:`) `== Ingredients: For the crust ==` over its lines, which `CooklangReader`
    /// reads back as that group and other Cooklang apps show as a section listing its ingredients.
    static func ingredientSections(_ ingredients: [String]) -> [String] {
        var lines: [String] = []
        for line in ingredients {
            if ExternalRecipe.isHeading(line) {
                if !lines.isEmpty { lines.append("") }
                lines += ["== \(CooklangReader.ingredientListSection): " + ExternalRecipe.headingName(line) + " ==", ""]
            } else {
                if lines.isEmpty { lines += ["== \(CooklangReader.ingredientListSection) ==", ""] }
                lines.append(CooklangMarkup.ingredient(line))
            }
        }
        return lines + [""]
    }

    private static func frontMatter(of recipe: ExternalRecipe) -> [String] {
        var lines = [FrontMatter.line("title", recipe.title)]
        if !recipe.servings.isEmpty { lines.append(FrontMatter.line("servings", recipe.servings)) }
        if let time = recipe.prepTime { lines.append(FrontMatter.line("prep time", FreeTextDuration.compactText(seconds: time))) }
        if let time = recipe.cookTime { lines.append(FrontMatter.line("cook time", FreeTextDuration.compactText(seconds: time))) }
        if let time = recipe.totalTime { lines.append(FrontMatter.line("time", FreeTextDuration.compactText(seconds: time))) }
        if !recipe.collections.isEmpty { lines += FrontMatter.listLines("tags", recipe.collections) }
        if let source = recipe.sourceURL { lines.append(FrontMatter.line("source", source)) }
        if recipe.imageURLs.count == 1 { lines.append(FrontMatter.line("image", recipe.imageURLs[0])) }
        if recipe.imageURLs.count > 1 { lines += FrontMatter.listLines("images", recipe.imageURLs) }
        if let rating = recipe.rating { lines.append(FrontMatter.line("rating", String(rating))) }
        if let favorite = recipe.isFavorite { lines.append(FrontMatter.line("favorite", favorite ? "true" : "false")) }
        if let language = recipe.language { lines.append(FrontMatter.line("locale", language)) }
        if let notes = recipe.notes, !notes.isEmpty { lines += FrontMatter.blockLines("description", notes) }
        return lines
    }
}
