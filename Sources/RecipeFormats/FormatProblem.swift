/// Something wrong with a file being read, worded for the person who chose the file.
///
/// `description` reads `pages/broken.html: no schema.org Recipe in the page` or, with a place,
/// `x.jsonld: $[0].recipeInstructions[3]: expected text, found a number`.
public struct FormatProblem: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var fileName: String
    /// Where in the file, when it applies: `line 3`, `line 2, column 9`, a JSON path, `entry "Soup.paprikarecipe"`.
    public var place: String?
    /// What is wrong, and where it helps, what to do.
    public var message: String

    /// Creates a problem for a file, at a place if given.
    public init(fileName: String, place: String? = nil, message: String) {
        self.fileName = fileName
        self.place = place
        self.message = message
    }

    /// File, place and message, as commands print it.
    public var description: String {
        [fileName, place, message].compactMap { $0 }.joined(separator: ": ")
    }
}

/// What reading one file gave: the recipes found, and the problems met.
///
/// A file that cannot be read at all has no recipes and one problem. A file that was read has
/// its recipes and, possibly, problems with parts that were left out (a broken entry in a
/// Paprika archive, an instruction that is not text): the recipes are good to import and the
/// problems worth showing.
public struct ReadResult: Sendable, Equatable {
    /// The file as the user named it.
    public var fileName: String
    /// The format the file was read as.
    public var format: RecipeFormat
    /// The recipes found, in the order the file holds them.
    public var recipes: [ExternalRecipe]
    /// Problems met, in the order met; the only content when the file could not be read.
    public var problems: [FormatProblem]

    /// Creates a result; readers build these.
    public init(fileName: String, format: RecipeFormat, recipes: [ExternalRecipe], problems: [FormatProblem] = []) {
        self.fileName = fileName
        self.format = format
        self.recipes = recipes
        self.problems = problems
    }

    /// A result for a file that could not be read.
    public static func failure(_ problem: FormatProblem, format: RecipeFormat) -> ReadResult {
        ReadResult(fileName: problem.fileName, format: format, recipes: [], problems: [problem])
    }

    /// Whether the file gave no recipe at all.
    public var isFailure: Bool { recipes.isEmpty }
}
