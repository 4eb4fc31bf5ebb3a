/// The formats recipes can be exported to, and the files each makes.
public enum ExportFormat: String, Sendable, Equatable, CaseIterable {
    /// One `recipes.jsonld` file: an array of schema.org Recipe objects.
    case jsonld
    /// One `.cook` file per recipe.
    case cook
    /// One `.md` file per recipe.
    case markdown
    /// One `recipes.md` file holding every recipe.
    case markdownSingleFile = "markdown-single"

    /// The files that export `recipes` in this format, named safely and uniquely.
    public func files(for recipes: [ExternalRecipe]) -> [ExportedFile] {
        switch self {
        case .jsonld: [SchemaRecipeWriter.file(for: recipes)]
        case .cook: CooklangWriter.files(for: recipes)
        case .markdown: MarkdownWriter.files(for: recipes)
        case .markdownSingleFile: [MarkdownWriter.file(for: recipes)]
        }
    }
}
