/// Reads RecipeSage's export (`recipes.json`: a JSON array of schema.org Recipe objects, one per
/// recipe), the cook's own fields that RecipeSage writes in its own way included.
///
/// Each object is mapped as schema.org JSON-LD (`SchemaRecipeMapping`), then RecipeSage's
/// conventions are read on top: a line written `[Sauce]` (in `recipeIngredient`, or a
/// `HowToSection` with only a `name` or a bracketed `text`) is a heading; `comment`s (the
/// cook's "Author Notes") are notes; `aggregateRating` is the cook's own rating (RecipeSage has
/// no readers' ratings); `creditText` (the source as the cook typed it) is the source when there
/// is no `isBasedOn` address, else kept in the notes; the cook's `nutrition` is kept in the notes.
/// An element that is no recipe is named by its index and the others are read.
enum RecipeSageReader {
    /// Reads `bytes`, RecipeSage's JSON-LD export.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let document: JSONValue
        do throws(ReadFailure) {
            document = try AppJSON.parse(bytes, app: RecipeFormat.recipeSage.description)
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: .recipeSage)
        }
        let nodes = SchemaNodes(documents: [document])
        var result = ReadResult(fileName: fileName, format: .recipeSage, recipes: [])
        for (index, node) in document.elements.enumerated() {
            let path = document.elements.count == 1 && document["@type"] != nil ? JSONPath.root : JSONPath.root.appending(index)
            guard case .object = node, node["@type"]?.elements.contains(where: { $0.text == "Recipe" }) == true else {
                result.problems.append(FormatProblem(fileName: fileName, place: path.description,
                                                     message: "not a RecipeSage recipe (an object of @type Recipe); left out"))
                continue
            }
            var mapping = SchemaRecipeMapping(nodes: nodes, options: options, pageURL: nil, fallbackTitle: FileNames.stem(of: fileName))
            var recipe = mapping.recipe(from: node, at: path)
            result.problems += mapping.skipped.map {
                FormatProblem(fileName: fileName, place: $0.path.description, message: $0.message)
            }
            applyConventions(of: node, to: &recipe)
            result.recipes.append(recipe)
        }
        if document.elements.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "the export holds no recipes"))
        }
        return result
    }

    /// RecipeSage's own ways of writing what the cook entered.
    private static func applyConventions(of node: JSONValue, to recipe: inout ExternalRecipe) {
        recipe.ingredients = recipe.ingredients.map(headed)
        if let instructions = node["recipeInstructions"], case .array(let elements) = instructions {
            recipe.directions = elements.compactMap(direction)
        }
        recipe.rating = AppFields.rating(node["aggregateRating"]?["ratingValue"])
        let credit = AppFields.text(node["creditText"])
        if AppFields.text(node["isBasedOn"]) == nil, let credit { recipe.sourceURL = credit }
        let comments = (node["comment"]?.elements ?? []).compactMap { comment -> String? in
            guard let text = AppFields.text(comment["text"]) ?? AppFields.text(comment) else { return nil }
            let name = AppFields.text(comment["name"])
            return name == nil || name == "Author Notes" ? text : "\(name!): \(text)"
        }
        let nutrition = (node["nutrition"]?.elements.first).map(nutritionLine) ?? nil
        let creditNote = recipe.sourceURL == credit ? nil : credit.map { "Source: \($0)" }
        recipe.notes = AppPageReader.notes([recipe.notes] + comments + [nutrition, creditNote])
    }

    /// A step, or a heading line for a section (`{"@type": "HowToSection", "name": "Sauce"}`, or a
    /// step or section whose text is `[Sauce]`).
    private static func direction(_ element: JSONValue) -> String? {
        let text = AppFields.text(element) ?? AppFields.text(element["text"])
        if element["@type"]?.text == "HowToSection", element["itemListElement"] == nil {
            guard let name = AppFields.text(element["name"]) ?? text else { return nil }
            return ExternalRecipe.headingLine(bracketed(name) ?? name)
        }
        return text.map(AppFields.oneLine).map(headed)
    }

    /// `[Sauce]` → `Sauce:`; other lines unchanged.
    private static func headed(_ line: String) -> String {
        bracketed(line).map(ExternalRecipe.headingLine) ?? line
    }

    private static func bracketed(_ line: String) -> String? {
        guard line.count > 2, line.hasPrefix("["), line.hasSuffix("]") else { return nil }
        let name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// `Nutrition: Calories: 320 kcal, Protein: 12 g` from a `NutritionInformation`; `nil` when it says nothing.
    private static func nutritionLine(_ nutrition: JSONValue) -> String? {
        guard case .object(let members) = nutrition else { return nil }
        let parts = members.compactMap { member -> String? in
            guard !member.key.hasPrefix("@"), let value = AppFields.text(member.value) else { return nil }
            let name = member.key.hasSuffix("Content") ? String(member.key.dropLast("Content".count)) : member.key
            return AppFields.words(name) + ": " + value
        }
        return parts.isEmpty ? nil : "Nutrition: " + parts.joined(separator: ", ")
    }
}
