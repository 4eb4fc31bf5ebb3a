/// One recipe of Copy Me That's export (`recipes.html`, a `<div class="recipe">` per recipe, in
/// a ZIP with the pictures under `images/`) mapped to a recipe value.
///
/// Copy Me That marks fields by `id` and `class`: `#name`, `#original_link` (its `href`),
/// `img.recipeImage`, `.recipeCategory` (the tags; the `Tags:` label left out), `#starred`
/// (favorite), `#ratingValue` (0–5), `#made_this`, `#description`, `#recipeYield`,
/// `#recipeIngredients` (`li.recipeIngredient`; a `…_subheader` is a heading), `#recipeInstructions`
/// (`li.instruction`, same), `#recipeNotes` (`li.recipeNote`). An element with an `id` this
/// mapping does not know and no such element inside it (a time, a field a newer app writes) is
/// kept in the notes as `Id: text`, so nothing the cook wrote is lost.
enum CopyMeThatMapping {
    /// The recipe in one `recipe` block.
    /// - Throws: `ReadFailure` when the block has no name.
    static func recipe(from block: HTMLElement) throws(ReadFailure) -> ExternalRecipe {
        let identified = block.descendants { $0.id?.isEmpty == false }
        func element(_ id: String) -> HTMLElement? { identified.first { $0.id == id } }
        func text(_ id: String) -> String? { element(id).map(\.oneLineText).flatMap { $0.isEmpty ? nil : $0 } }
        guard let title = text("name") else {
            throw ReadFailure(message: #"a Copy Me That recipe without a name (<div id="name">); left out"#)
        }
        var recipe = ExternalRecipe(title: title)
        let link = element("original_link")
        recipe.sourceURL = [link?.attribute("href"), link?.oneLineText].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        recipe.imageURLs = block.descendants { $0.name == "img" && $0.hasClass("recipeImage") }
            .compactMap { $0.attribute("src")?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let tags = block.descendants { $0.hasClass("recipeCategory") }.map(\.oneLineText)
        recipe.collections = unique(tags.filter { !$0.isEmpty && !$0.hasSuffix(":") })
        recipe.isFavorite = element("starred").map { !$0.oneLineText.isEmpty }
        recipe.rating = text("ratingValue").flatMap(Double.init).map { Int($0.rounded()) }.flatMap { (1...5).contains($0) ? $0 : nil }
        recipe.servings = text("recipeYield") ?? text("servings").map(withoutLabel) ?? ""
        recipe.prepTime = text("prepTime").flatMap(StatedDuration.seconds)
        recipe.cookTime = text("cookTime").flatMap(StatedDuration.seconds)
        recipe.totalTime = text("totalTime").flatMap(StatedDuration.seconds)
        recipe.ingredients = items(of: element("recipeIngredients"), itemClass: "recipeIngredient")
        recipe.directions = AppPageReader.steps(items(of: element("recipeInstructions"), itemClass: "instruction"))
        let notes = items(of: element("recipeNotes"), itemClass: "recipeNote")
        let others = identified.compactMap { element -> String? in
            guard let id = element.id, !known.contains(id),
                  element.first(where: { $0.id?.isEmpty == false }) == nil,
                  case let written = element.oneLineText, !written.isEmpty else { return nil }
            return "\(id.prefix(1).uppercased() + id.dropFirst().replacingOccurrences(of: "_", with: " ")): \(written)"
        }
        recipe.notes = AppPageReader.notes([
            text("description"), notes.joined(separator: "\n"), text("made_this"), others.joined(separator: "\n"),
        ])
        return recipe
    }

    /// The ids read into fields, and the containers of those.
    private static let known: Set<String> = [
        "name", "link", "original_link", "categories", "extra_info", "starred", "rating", "ratingValue", "made_this",
        "description", "servings", "recipeYield", "prepTime", "cookTime", "totalTime", "recipeIngredients",
        "recipeInstructions", "recipeNotes",
    ]

    /// The lines of a list: each item of `itemClass`, a `…_subheader` among them a heading line.
    private static func items(of list: HTMLElement?, itemClass: String) -> [String] {
        guard let list else { return [] }
        let entries = list.descendants { $0.classes.contains { $0 == itemClass || $0.hasSuffix("_subheader") } }
        let lines = entries.compactMap { entry -> String? in
            let text = entry.oneLineText
            guard !text.isEmpty else { return nil }
            return entry.classes.contains { $0.hasSuffix("_subheader") } ? ExternalRecipe.headingLine(text) : text
        }
        // An export whose items carry no class: the list's own lines.
        return entries.isEmpty ? AppPageReader.lines(of: list) : lines
    }

    /// `Servings: 6 servings` → `6 servings`.
    private static func withoutLabel(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
