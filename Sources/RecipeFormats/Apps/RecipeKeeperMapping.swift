/// One recipe of Recipe Keeper's HTML export (`recipes.html`, a `<div class="recipe-details">`
/// per recipe, in a ZIP with the pictures under `images/`) mapped to a recipe value.
///
/// Recipe Keeper marks each field with an `itemprop` of its own (not schema.org's: there is no
/// `itemscope`): `name`, `recipeCourse`, `recipeCategory` and `recipeCollection` (collections),
/// `recipeSource`, `recipeYield`, `prepTime`/`cookTime` (ISO 8601 in a `<meta content>`),
/// `recipeIngredients`/`recipeDirections`/`recipeNotes` (a `<p>` a line), `recipeIsFavourite`
/// (`True`/`False`), `recipeRating` (0–5), `recipeNut…` (the nutrition the cook entered, kept in
/// the notes), the main picture `img.recipe-photo` and the others `photo0`, `photo1`…. The
/// recipe's IDs (`recipeId`, `recipeShareId`) are left out; any other property is kept in the notes.
enum RecipeKeeperMapping {
    /// The recipe in one `recipe-details` block.
    /// - Throws: `ReadFailure` when the block has no name.
    static func recipe(from block: HTMLElement) throws(ReadFailure) -> ExternalRecipe {
        let properties = block.descendants { $0.attribute("itemprop") != nil }
        func all(_ name: String) -> [HTMLElement] { properties.filter { $0.attribute("itemprop") == name } }
        func text(_ name: String) -> String? { all(name).first.map(value).flatMap { $0.isEmpty ? nil : $0 } }
        guard let title = text("name") else {
            throw ReadFailure(message: #"a Recipe Keeper recipe without a name (<h2 itemprop="name">); left out"#)
        }
        var recipe = ExternalRecipe(title: title)
        recipe.servings = text("recipeYield") ?? ""
        recipe.prepTime = text("prepTime").flatMap(StatedDuration.seconds).flatMap { $0 > 0 ? $0 : nil }
        recipe.cookTime = text("cookTime").flatMap(StatedDuration.seconds).flatMap { $0 > 0 ? $0 : nil }
        recipe.totalTime = text("totalTime").flatMap(StatedDuration.seconds).flatMap { $0 > 0 ? $0 : nil }
        recipe.ingredients = AppPageReader.lines(of: all("recipeIngredients").first)
        recipe.directions = AppPageReader.steps(AppPageReader.lines(of: all("recipeDirections").first))
        let names = ["recipeCourse", "recipeCategory", "recipeCollection"].flatMap(all).map(value)
        recipe.collections = unique(names.filter { !$0.isEmpty })
        let source = all("recipeSource").first
        recipe.sourceURL = source.flatMap { $0.first { $0.name == "a" }?.attribute("href") } ?? source.map(value)
        if recipe.sourceURL?.isEmpty == true { recipe.sourceURL = nil }
        recipe.isFavorite = text("recipeIsFavourite").map { $0.lowercased() == "true" }
        recipe.rating = text("recipeRating").flatMap(Int.init).flatMap { (1...5).contains($0) ? $0 : nil }
        let photos = block.descendants { $0.name == "img" && $0.hasClass("recipe-photo") }
            + properties.filter { $0.attribute("itemprop")?.hasPrefix("photo") == true }
        recipe.imageURLs = unique(photos.compactMap { $0.attribute("src") }.filter { !$0.isEmpty })
        let nutrition = properties.compactMap { element -> String? in
            guard let name = element.attribute("itemprop"), name.hasPrefix("recipeNut") else { return nil }
            let amount = value(element)
            return amount.isEmpty ? nil : "\(AppFields.words(String(name.dropFirst("recipeNut".count)))): \(amount)"
        }
        let others = properties.compactMap { element -> String? in
            guard let name = element.attribute("itemprop"), !mapped.contains(name), !name.hasPrefix("recipeNut"),
                  !name.hasPrefix("photo"), case let written = value(element), !written.isEmpty else { return nil }
            return "\(AppFields.words(name)): \(written)"
        }
        recipe.notes = AppPageReader.notes([
            AppPageReader.lines(of: all("recipeNotes").first).joined(separator: "\n"),
            nutrition.isEmpty ? nil : "Nutrition: " + nutrition.joined(separator: ", "),
            others.joined(separator: "\n"),
        ])
        return recipe
    }

    /// The properties read into fields, or left out on purpose (the app's own IDs).
    private static let mapped: Set<String> = [
        "name", "recipeYield", "prepTime", "cookTime", "totalTime", "recipeIngredients", "recipeDirections",
        "recipeCourse", "recipeCategory", "recipeCollection", "recipeSource", "recipeIsFavourite", "recipeRating",
        "recipeNotes", "recipeId", "recipeShareId",
    ]

    /// A property's value: a `<meta>`'s `content`, a picture's `src`, else its text on one line.
    private static func value(_ element: HTMLElement) -> String {
        switch element.name {
        case "meta": (element.attribute("content") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        case "img": element.attribute("src") ?? ""
        default: element.oneLineText
        }
    }
}
