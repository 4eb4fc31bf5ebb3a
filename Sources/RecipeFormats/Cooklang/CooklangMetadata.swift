import Foundation

/// Cooklang metadata (front matter and `>>` lines) mapped onto a recipe, by the canonical keys
/// of Cooklang's conventions and the common variants apps write.
///
/// Keys are matched ignoring case, with `_` and `-` read as spaces. Keys with no place in a
/// recipe value (`author`, `difficulty`, `diet`, …) are left out; the language (`locale`, `lang`,
/// `language`) is kept as the recipe's declared language (`languageTag`), for showing counted nouns
/// and units.
struct CooklangMetadata {
    private var entries: [FrontMatter.Entry] = []

    /// Adds an entry; a later entry with the same key does not override an earlier one.
    mutating func add(_ entry: FrontMatter.Entry) {
        let values = entry.values.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !values.isEmpty else { return }
        entries.append(FrontMatter.Entry(key: Self.normalised(entry.key), values: values, isList: entry.isList))
    }

    private static func normalised(_ key: String) -> String {
        key.lowercased().replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
            .split(separator: " ").joined(separator: " ")
    }

    /// The first entry of `keys` present.
    private func entry(_ keys: [String]) -> FrontMatter.Entry? {
        for key in keys {
            if let entry = entries.first(where: { $0.key == key }) { return entry }
        }
        return nil
    }

    private func text(_ keys: [String]) -> String? {
        entry(keys)?.values.joined(separator: ", ")
    }

    /// Whether the metadata names the recipe's title.
    var hasTitle: Bool { text(["title"]) != nil }

    /// The language the metadata declares (`locale: de_DE`, `lang: fr`), as written.
    var languageTag: String? { text(["locale", "lang", "language", "inlanguage"]) }

    private func duration(_ keys: [String]) -> Int? {
        text(keys).flatMap(FreeTextDuration.seconds)
    }

    /// The metadata's fields written onto `recipe`; the title only if the metadata has one.
    func apply(to recipe: inout ExternalRecipe, options: ReadOptions) {
        // Only `title`, as Cooklang's canonical metadata and cooklang-rs have it: a `name` key
        // (`>> name:`) is no title there, and CookCLI shows such a file under its file's name.
        if let title = text(["title"]) { recipe.title = title }
        recipe.servings = text(["servings", "serves", "yield", "yields", "recipeyield", "servings.amount", "portions", "makes"])
            ?? recipe.servings
        recipe.totalTime = duration(["time", "duration", "time required", "total time", "totaltime", "time.total", "time.total min"])
        recipe.prepTime = duration(["prep time", "time.prep", "preptime", "preparation time", "prep", "time.prep min"])
        recipe.cookTime = duration(["cook time", "time.cook", "cooktime", "cooking time", "cook", "time.cook min"])
        var collections = Self.listItems(entry(["tags", "tag", "collections"]))
        if options.categoriesAsCollections {
            collections += ["course", "category", "categories", "cuisine", "categorias", "categorie", "kategorie", "kategorien"]
                .flatMap { Self.listItems(entry([$0])) }
        }
        recipe.collections = unique(collections)
        // A web address before a name: `from: Chocolate-Covered Katie` with `fromurl: http://…`.
        recipe.sourceURL = text(["source.url", "url", "source url", "sourceurl", "fromurl", "source", "isbasedon", "link", "from",
                                 "source.name"])
            ?? entry(["sources", "source.urls"])?.values.first
        if let notes = text(["description", "introduction", "notes"]) { recipe.notes = notes }
        // An image given as a map (`- url: …` with its `description:`) is its address.
        recipe.imageURLs = (entry(["image", "images", "picture", "pictures"])?.values ?? []).map { value in
            guard value.hasPrefix("url: ") else { return value }
            return String(value.dropFirst(5).prefix { $0 != "," })
        }
        recipe.rating = text(["rating"]).flatMap(Double.init).map { min(5, max(0, Int($0.rounded()))) }
        recipe.isFavorite = text(["favorite", "favourite"]).map { ["true", "yes", "1", "on"].contains($0.lowercased()) }
        recipe.language = languageTag
    }

    /// The items of a list; a single text `a, b` is two items, as `>>` lines write lists that way.
    private static func listItems(_ entry: FrontMatter.Entry?) -> [String] {
        guard let entry, !entry.isList, let value = entry.values.first else { return entry?.values ?? [] }
        return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
