import Foundation

/// One recipe in the library: the value every pane, command and file format is built from.
public struct Recipe: Identifiable, Codable, Sendable, Equatable, Hashable {
    /// The identifier the store assigned; stable for the recipe's life, kept across delete and restore.
    /// 0 means none yet: `RecipeStore.add(_:)` and an import give such a recipe a new ID.
    public var id: Int
    /// The name shown in lists; ordering is by this title, ignoring case and accents.
    public var title: String
    /// Preparation time in seconds.
    public var prepTime: Int
    /// Cooking time in seconds.
    public var cookTime: Int
    /// How many people or pieces the recipe makes, as written by the cook ("4", "8 slices").
    public var servings: String
    /// The ingredients, one per line.
    public var ingredients: String
    /// The method, one step per line.
    public var directions: String
    /// Whether the recipe is marked as a favorite.
    public var isFavorite: Bool
    /// Names of the collections the recipe belongs to, without duplicates.
    public var collections: [String]
    /// When the recipe entered the library; `nil` only for values not yet stored.
    public var addedOn: Date?
    /// File names of the recipe's pictures.
    public var imageNames: [String]
    /// Where the recipe came from: a web address, or a book or person; empty when unknown.
    public var sourceURL: String
    /// Free text about the recipe: the source's description or the cook's notes; may hold several lines.
    public var notes: String
    /// The cook's own rating, 1 to 5; 0 when unrated.
    public var rating: Int
    /// The total time in seconds as a source stated it (schema.org `totalTime`), kept beside prep and
    /// cook: it often counts waiting (rising, chilling) that neither names; 0 when none. See `totalTime`.
    public var statedTotalTime: Int
    /// Web addresses of the recipe's pictures, the main one first.
    public var imageURLs: [String]
    /// The language its source declares it is written in, as written (a page's `inLanguage`,
    /// Cooklang's `locale`: `de-DE`, `fr`); `nil` when it declares none. Not shown: it decides how
    /// counted nouns and units are written (`language(cooklangSource:)`).
    public var language: String?

    /// Creates a recipe; `id` is ignored by `RecipeStore.add(_:)`, which assigns a new one.
    public init(
        id: Int = 0,
        title: String,
        prepTime: Int = 0,
        cookTime: Int = 0,
        servings: String = "",
        ingredients: String = "",
        directions: String = "",
        isFavorite: Bool = false,
        collections: [String] = [],
        addedOn: Date? = nil,
        imageNames: [String] = [],
        sourceURL: String = "",
        notes: String = "",
        rating: Int = 0,
        statedTotalTime: Int = 0,
        imageURLs: [String] = [],
        language: String? = nil
    ) {
        self.id = id
        self.title = title
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.servings = servings
        self.ingredients = ingredients
        self.directions = directions
        self.isFavorite = isFavorite
        self.collections = collections
        self.addedOn = addedOn
        self.imageNames = imageNames
        self.sourceURL = sourceURL
        self.notes = notes
        self.rating = rating
        self.statedTotalTime = statedTotalTime
        self.imageURLs = imageURLs
        self.language = language
    }

    /// The time the recipe takes in all, in seconds: preparation and cooking together, or the total
    /// a source stated (`statedTotalTime`) when that is larger (a croissant's 22 h of rising and
    /// chilling beside 1 h 15 min of prep and cook).
    public var totalTime: Int { max(prepTime + cookTime, statedTotalTime) }
}

extension Recipe {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, prepTime, cookTime, servings, ingredients, directions
        case isFavorite, collections, addedOn, imageNames
        case sourceURL, notes, rating, statedTotalTime, imageURLs, language
    }

    /// The JSON keys of the Recipe JSON form, in the order the file format documents them.
    public static let jsonKeys: [String] = CodingKeys.allCases.map(\.rawValue)

    /// Keys `recipes show --json` adds that are derived from the fields (`parsedIngredients`, `steps`): an
    /// import accepts and ignores them, so a shown recipe can be imported as it is.
    public static let derivedJSONKeys: Set<String> = ["parsedIngredients", "steps"]

    /// Decodes the Recipe JSON form. Only `title` is required: a missing `id` is 0 (the store gives
    /// the recipe a new one), a missing `isFavorite` is false, missing times are 0, missing text
    /// (`servings`, `ingredients`, `directions`) is empty, missing lists are empty, and a missing
    /// `addedOn` is `nil` (the import's time). The keys added with imports from other formats
    /// (`sourceURL`, `notes`, `rating`, `statedTotalTime`, `imageURLs`, `language`) are optional: files written
    /// before them still import. `null` counts as missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id) ?? 0
        title = try container.decode(String.self, forKey: .title)
        prepTime = try container.decodeIfPresent(Int.self, forKey: .prepTime) ?? 0
        cookTime = try container.decodeIfPresent(Int.self, forKey: .cookTime) ?? 0
        servings = try container.decodeIfPresent(String.self, forKey: .servings) ?? ""
        ingredients = try container.decodeIfPresent(String.self, forKey: .ingredients) ?? ""
        directions = try container.decodeIfPresent(String.self, forKey: .directions) ?? ""
        isFavorite = try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false
        collections = try container.decodeIfPresent([String].self, forKey: .collections) ?? []
        addedOn = try container.decodeIfPresent(Date.self, forKey: .addedOn)
        imageNames = try container.decodeIfPresent([String].self, forKey: .imageNames) ?? []
        sourceURL = try container.decodeIfPresent(String.self, forKey: .sourceURL) ?? ""
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        rating = try container.decodeIfPresent(Int.self, forKey: .rating) ?? 0
        statedTotalTime = try container.decodeIfPresent(Int.self, forKey: .statedTotalTime) ?? 0
        imageURLs = try container.decodeIfPresent([String].self, forKey: .imageURLs) ?? []
        language = try container.decodeIfPresent(String.self, forKey: .language).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Encodes every key, with `addedOn` as `null` when unknown, so files always show the full
    /// form; `language` only when the recipe declares one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(prepTime, forKey: .prepTime)
        try container.encode(cookTime, forKey: .cookTime)
        try container.encode(servings, forKey: .servings)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(directions, forKey: .directions)
        try container.encode(isFavorite, forKey: .isFavorite)
        try container.encode(collections, forKey: .collections)
        try container.encode(addedOn, forKey: .addedOn)
        try container.encode(imageNames, forKey: .imageNames)
        try container.encode(sourceURL, forKey: .sourceURL)
        try container.encode(notes, forKey: .notes)
        try container.encode(rating, forKey: .rating)
        try container.encode(statedTotalTime, forKey: .statedTotalTime)
        try container.encode(imageURLs, forKey: .imageURLs)
        try container.encodeIfPresent(language, forKey: .language)
    }
}
