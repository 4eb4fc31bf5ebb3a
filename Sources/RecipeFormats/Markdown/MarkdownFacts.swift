import Foundation

/// The facts a Markdown recipe states above its ingredients, as `Label: value` lines: `Servings:
/// 4`, `Prep time: 15 minutes`, `Source: <https://…>`, `Tags: quick, vegetarian`, several on one
/// line between `·` or `|` (`**Servings:** 4 · **Prep:** 10 min`, as this program's Markdown
/// export writes them), and a lone `Favorite`.
struct MarkdownFacts {
    /// A metadata header's `Title:` (Pelican, MultiMarkdown).
    var title: String?
    var servings: String?
    var prepTime: Int?
    var cookTime: Int?
    var totalTime: Int?
    var collections: [String] = []
    var source: String?
    var rating: Int?
    var isFavorite: Bool?

    /// The field each label names, by its words in lower case without the colon.
    private enum Field {
        case title, servings, prep, cook, total, collections, source, rating
    }

    /// The labels of each field, in the languages recipes are written in.
    private static let labelsByField: [(Field, [String])] = [
        (.title, ["title"]),
        (.servings, ["servings", "serves", "serving", "yield", "yields", "makes", "portions", "portionen", "personen", "porties",
                     "portions/yield", "servings/yield", "pour", "für", "voor", "porciones", "raciones", "comensales", "rinde",
                     "porzioni", "dosi", "dosi per", "personnes", "nombre de personnes", "rendimento", "porções"]),
        (.prep, ["prep", "prep time", "preparation", "preparation time", "active time", "hands-on time", "vorbereitung",
                 "vorbereitungszeit", "voorbereiding", "voorbereidingstijd", "temps de préparation", "préparation",
                 "zubereitungszeit", "arbeitszeit", "tiempo de preparación", "preparación", "tempo di preparazione",
                 "preparazione", "tempo de preparo", "tempo de preparação"]),
        (.cook, ["cook", "cook time", "cooking time", "cooking", "bake time", "baking time", "kochzeit", "backzeit",
                 "garzeit", "kooktijd", "bereidingstijd", "temps de cuisson", "cuisson", "tiempo de cocción", "cocción",
                 "tempo di cottura", "cottura", "tempo de cozimento"]),
        (.total, ["total", "total time", "time", "ready in", "duration", "gesamtzeit", "zeit", "totale tijd", "tijd",
                  "temps total", "temps", "tiempo total", "tiempo", "tempo totale", "tempo total", "total time needed", "gesamt",
                  "time required", "total time required", "ready time", "zeitaufwand", "dauer"]),
        (.collections, ["tags", "tag", "categories", "category", "collections", "collection", "course", "cuisine", "keywords",
                        "kategorie", "kategorien", "categorie", "catégorie"]),
        (.source, ["source", "from", "url", "link", "original", "original recipe", "adapted from", "recipe from", "quelle", "bron",
                   "attributed to", "recipe by", "inspired by", "origin", "from the kitchen of", "recipe source"]),
        (.rating, ["rating"]),
    ]

    private static let labels: [String: Field] = Dictionary(
        labelsByField.flatMap { field, words in words.map { ($0, field) } }, uniquingKeysWith: { first, _ in first })

    /// Reads `lines` (a paragraph's, its marks gone) as facts; whether every line was facts. A
    /// paragraph with any line that is not leaves the facts as they were: it is the description.
    /// `link`: the address of the paragraph's link, for a source written `Source: [Saveur](https://…)`.
    mutating func read(_ lines: [String], link: String? = nil) -> Bool {
        var read = self
        var any = false
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            // Facts between `·` or `|`, or as sentences (`Pour 6 personnes. Préparation : 20 min.`).
            let pieces = line.components(separatedBy: " · ").flatMap { $0.components(separatedBy: " | ") }
                .flatMap { $0.components(separatedBy: ". ") }
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
                .filter { !$0.isEmpty }
            for piece in pieces {
                guard read.take(piece, link: link) else { return false }
                any = true
            }
        }
        if any { self = read }
        return any
    }

    /// Reads a line of tags (`;tags: chicken beans`, `Tags: quick`) wherever it stands; whether it was one.
    mutating func readTags(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        let label = line[..<colon].lowercased().drop { !$0.isLetter }
        guard ["tags", "tag", "keywords"].contains(String(label)) else { return false }
        return read([line])
    }

    /// Reads each line of `lines` that is facts; the lines that are not, as they were.
    mutating func readEach(_ lines: [String], link: String? = nil) -> [String] {
        lines.filter { $0.allSatisfy(\.isWhitespace) || !read([$0], link: link) }
    }

    /// Whether `lines` would all be read as facts.
    func canRead(_ lines: [String]) -> Bool {
        var copy = self
        return copy.read(lines)
    }

    /// Takes one `Label: value`; whether it was a fact this reader knows.
    private mutating func take(_ piece: String, link: String?) -> Bool {
        if ["favorite", "favourite", "★ favorite"].contains(piece.lowercased()) {
            isFavorite = true
            return true
        }
        // `4 servings`, `Serves 6`, with no label.
        if servings == nil, Self.isServingsCount(piece) {
            // `Für 2 Personen:` over the ingredients.
            servings = piece.hasSuffix(":") ? String(piece.dropLast()) : piece
            return true
        }
        // `## Tags vegan,mittagessen`, `&tags dessert, cookie`: tags with no colon.
        let firstWord = piece.prefix { !$0.isWhitespace }.drop { !$0.isLetter }.lowercased()
        if ["tags", "tag", "keywords", "schlagworte", "schlagwörter"].contains(firstWord), !piece.contains(":") {
            let rest = piece.drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
            return !rest.isEmpty && take("tags: " + rest, link: link)
        }
        guard let colon = piece.firstIndex(of: ":") else { return false }
        // The label without what decorates it: `⏲️ Prep time`, `;tags`.
        var label = piece[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        while let first = label.first, !first.isLetter { label.removeFirst() }
        label = label.trimmingCharacters(in: .whitespaces)
        var value = piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        // `Time (hours): 1`, `Prep (min): 10`: the unit in the label, the number after it.
        if let open = label.firstIndex(of: "("), label.hasSuffix(")"), Self.labels[label] == nil,
           Double(value.replacingOccurrences(of: ",", with: ".")) != nil {
            value += " " + label[label.index(after: open)..<label.index(before: label.endIndex)]
            label = label[..<open].trimmingCharacters(in: .whitespaces)
        }
        guard let field = Self.labels[label], !value.isEmpty else { return false }
        switch field {
        case .title:
            title = value
        case .servings:
            servings = value
        case .prep, .cook, .total:
            guard let seconds = FreeTextDuration.seconds(value) else { return false }
            if field == .prep { prepTime = seconds } else if field == .cook { cookTime = seconds } else { totalTime = seconds }
        case .collections:
            // `tags: chicken beans` and `#quick #easy` separate tags by spaces when no comma does;
            // collections and categories are names (`Collections: Soups & Stews`).
            let spaced = ["tags", "tag", "keywords"].contains(label) && !value.contains(",") && !value.contains(";")
            let separators: Set<Character> = spaced ? [" "] : [",", ";"]
            collections += value.split(whereSeparator: { separators.contains($0) })
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "#")) }
                .filter { !$0.isEmpty }
        case .source:
            let written = value.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            // `Source: [Saveur Issue 162](https://…)`: the address, not only the link's text.
            source = written.contains("://") ? written : link ?? written
        case .rating:
            let stars = value.filter { $0 == "★" }.count
            if stars > 0 {
                rating = stars
            } else if let number = Double(value.split(separator: "/").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? "") {
                rating = min(5, max(0, Int(number.rounded())))
            } else {
                return false
            }
        }
        return true
    }

    /// Whether a piece only counts servings: `4 servings`, `3-4 portions`, `Serves 6`.
    private static func isServingsCount(_ piece: String) -> Bool {
        var words = piece.lowercased().split(separator: " ")
        // `Pour 6 personnes`, `Für 4 Personen`, `For 2 people`, `Für ca. 20 Stück`.
        if words.count >= 3, ["for", "pour", "für", "voor", "para", "per"].contains(words[0]) {
            words.removeFirst()
            if words.count == 3, ["ca.", "ca", "about", "approx.", "etwa", "environ", "circa"].contains(words[0]) { words.removeFirst() }
            if words.count == 2, words[0].first?.isNumber == true, words[0].allSatisfy({ $0.isNumber || "-–/".contains($0) }) { return true }
        }
        guard words.count == 2 else { return false }
        let number = { (word: Substring) in word.first?.isNumber == true && word.allSatisfy { $0.isNumber || "-–/".contains($0) } }
        return (number(words[0]) && ["servings", "portions", "people", "persons", "portionen", "personen", "porties", "personnes", "persone", "porzioni",
                                    "porciones", "raciones", "personas", "porções", "pessoas"].contains(words[1]))
            || (["serves", "feeds"].contains(words[0]) && number(words[1]))
    }

    /// The facts written onto the fields of `recipe` that are still empty.
    func fill(_ recipe: inout ExternalRecipe) {
        if recipe.servings.isEmpty, let servings { recipe.servings = servings }
        recipe.prepTime = recipe.prepTime ?? prepTime
        recipe.cookTime = recipe.cookTime ?? cookTime
        recipe.totalTime = recipe.totalTime ?? totalTime
        for collection in collections where !recipe.collections.contains(collection) { recipe.collections.append(collection) }
        recipe.sourceURL = recipe.sourceURL ?? source
        recipe.rating = recipe.rating ?? rating
        recipe.isFavorite = recipe.isFavorite ?? isFavorite
    }
}
