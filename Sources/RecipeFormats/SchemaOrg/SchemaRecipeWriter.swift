import Foundation

/// Writes recipes as schema.org Recipe JSON-LD: an array of Recipe objects, as websites publish
/// them and other recipe managers import them.
///
/// Times are ISO 8601 (`PT1H30M`); directions are `HowToStep`s, and heading lines (`Sauce:`)
/// open `HowToSection`s holding the steps after them. Collections become `recipeCategory`,
/// notes the `description`, a web source the `url` (another source, such as a book, is
/// `isBasedOn`). The cook's rating and favorite mark have no schema.org property and are left out.
public enum SchemaRecipeWriter {
    /// The JSON-LD document for all the recipes, as UTF-8 text.
    public static func data(for recipes: [ExternalRecipe]) -> Data {
        Data(JSONWriter.text(.array(recipes.map(node))).utf8)
    }

    /// One file, `name`, holding all the recipes.
    public static func file(for recipes: [ExternalRecipe], named name: String = "recipes.jsonld") -> ExportedFile {
        ExportedFile(name: name, data: data(for: recipes))
    }

    static func node(for recipe: ExternalRecipe) -> JSONValue {
        var members = [
            JSONMember("@context", .string("https://schema.org")),
            JSONMember("@type", .string("Recipe")),
            JSONMember("name", .string(recipe.title)),
        ]
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key, value)) }
        }
        add("description", recipe.notes.map(JSONValue.string))
        if let source = recipe.sourceURL {
            let isAddress = source.hasPrefix("http://") || source.hasPrefix("https://")
            add(isAddress ? "url" : "isBasedOn", .string(source))
        }
        add("image", recipe.imageURLs.isEmpty ? nil : .array(recipe.imageURLs.map(JSONValue.string)))
        add("prepTime", recipe.prepTime.map { .string(ISO8601Duration.text(seconds: $0)) })
        add("cookTime", recipe.cookTime.map { .string(ISO8601Duration.text(seconds: $0)) })
        add("totalTime", recipe.totalTime.map { .string(ISO8601Duration.text(seconds: $0)) })
        add("recipeYield", recipe.servings.isEmpty ? nil : .string(recipe.servings))
        add("inLanguage", recipe.language.map(JSONValue.string))
        add("recipeCategory", recipe.collections.isEmpty ? nil : .array(recipe.collections.map(JSONValue.string)))
        add("recipeIngredient", .array(recipe.ingredients.map(JSONValue.string)))
        add("recipeInstructions", .array(instructions(recipe.directions)))
        return .object(members)
    }

    /// Steps before the first heading stand alone; each heading opens a section of the steps after it.
    private static func instructions(_ directions: [String]) -> [JSONValue] {
        var result: [JSONValue] = []
        var section: (name: String, steps: [JSONValue])?
        func closeSection() {
            guard let open = section else { return }
            result.append(.object([
                JSONMember("@type", .string("HowToSection")),
                JSONMember("name", .string(open.name)),
                JSONMember("itemListElement", .array(open.steps)),
            ]))
            section = nil
        }
        for line in directions {
            if ExternalRecipe.isHeading(line) {
                closeSection()
                section = (ExternalRecipe.headingName(line), [])
                continue
            }
            let step = JSONValue.object([JSONMember("@type", .string("HowToStep")), JSONMember("text", .string(line))])
            if section != nil { section!.steps.append(step) } else { result.append(step) }
        }
        closeSection()
        return result
    }
}
