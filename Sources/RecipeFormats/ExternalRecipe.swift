import Foundation

/// A recipe as another format holds it: the neutral value every reader produces and every writer takes.
///
/// It knows nothing of the library (no ID, no date added): the store turns it into its own
/// `Recipe` on import and builds one from a `Recipe` on export. Lines are already plain text:
/// markup, HTML tags and entities are gone and whitespace is normalised.
public struct ExternalRecipe: Sendable, Equatable, Hashable {
    /// The recipe's name.
    public var title: String
    /// How many people or pieces it makes, as written ("4", "4 servings", "1 loaf"); empty when unknown.
    public var servings: String
    /// Preparation time in seconds; `nil` when the source does not say.
    public var prepTime: Int?
    /// Cooking time in seconds; `nil` when the source does not say.
    public var cookTime: Int?
    /// Total time in seconds as the source states it; kept even when prep and cook are unknown.
    public var totalTime: Int?
    /// The ingredients, one line each, in order ("200 g flour"); a line ending in `:` is a heading.
    public var ingredients: [String]
    /// The method, one step a line; a section heading is its own line written `Name:`.
    public var directions: [String]
    /// Collections (categories, tags) the recipe belongs to, without duplicates.
    public var collections: [String]
    /// Where the recipe came from: a web address, or a book or person when the source says so.
    public var sourceURL: String?
    /// Free text about the recipe: the source's description or the cook's notes.
    public var notes: String?
    /// The cook's own rating from 0 to 5; never a website's average of its readers' ratings.
    public var rating: Int?
    /// Addresses of the recipe's pictures, the main one first.
    public var imageURLs: [String]
    /// Pictures carried inside the file itself (Paprika), the main one first.
    public var embeddedImages: [EmbeddedImage]
    /// Whether the cook marked it as a favorite; `nil` when the format has no such mark.
    public var isFavorite: Bool?
    /// The language the source declares the recipe is written in, as written (schema.org
    /// `inLanguage`: `de-DE`; Cooklang `locale`: `de_DE`); `nil` when it declares none.
    public var language: String?

    /// Creates a recipe value; everything but the title may be left out.
    public init(
        title: String,
        servings: String = "",
        prepTime: Int? = nil,
        cookTime: Int? = nil,
        totalTime: Int? = nil,
        ingredients: [String] = [],
        directions: [String] = [],
        collections: [String] = [],
        sourceURL: String? = nil,
        notes: String? = nil,
        rating: Int? = nil,
        imageURLs: [String] = [],
        embeddedImages: [EmbeddedImage] = [],
        isFavorite: Bool? = nil,
        language: String? = nil
    ) {
        self.title = title
        self.servings = servings
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.totalTime = totalTime
        self.ingredients = ingredients
        self.directions = directions
        self.collections = collections
        self.sourceURL = sourceURL
        self.notes = notes
        self.rating = rating
        self.imageURLs = imageURLs
        self.embeddedImages = embeddedImages
        self.isFavorite = isFavorite
        self.language = language
    }

    /// The ingredients as one text, a line each, as the library stores them.
    public var ingredientsText: String { ingredients.joined(separator: "\n") }

    /// The directions as one text, a step a line, as the library stores them.
    public var directionsText: String { directions.joined(separator: "\n") }

    /// The non-empty lines of a text, each trimmed: how the library's one-string fields become lines.
    public static func lines(of text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Whether a line of ingredients or directions is a section heading (`For the sauce:`).
    public static func isHeading(_ line: String) -> Bool {
        line.count > 1 && line.hasSuffix(":")
    }

    /// The name of a heading line without its colon (`For the sauce`).
    public static func headingName(_ line: String) -> String {
        String(line.dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// A heading line for a section name (`Sauce` → `Sauce:`).
    public static func headingLine(_ name: String) -> String {
        name.hasSuffix(":") ? name : name + ":"
    }
}

/// A picture stored inside a recipe file, with the kind of image it appears to be.
public struct EmbeddedImage: Sendable, Equatable, Hashable {
    /// The file name extension that fits the bytes: `jpg`, `png`, `gif`, `webp`, else `bin`.
    public var fileExtension: String
    /// The image file's bytes.
    public var data: Data

    /// Wraps image bytes; the extension is recognised from their first bytes.
    public init(data: Data) {
        self.data = data
        self.fileExtension = Self.recognisedExtension(of: data)
    }

    private static func recognisedExtension(of data: Data) -> String {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if head.starts(with: Array("GIF8".utf8)) { return "gif" }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), head[8...].elementsEqual("WEBP".utf8) { return "webp" }
        return "bin"
    }
}
