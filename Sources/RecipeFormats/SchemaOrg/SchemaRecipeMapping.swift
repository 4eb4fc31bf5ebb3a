/// Turns one schema.org Recipe node into an `ExternalRecipe`, noting the parts it had to leave out.
struct SchemaRecipeMapping {
    /// A part of a node that could not be used, and where it is.
    struct Skipped: Equatable {
        var path: JSONPath
        var message: String
    }

    let nodes: SchemaNodes
    let options: ReadOptions
    /// The address the page gives for itself, used when the recipe names none.
    let pageURL: String?
    /// The title used when the recipe has no name: the file's name.
    let fallbackTitle: String
    private(set) var skipped: [Skipped] = []

    init(nodes: SchemaNodes, options: ReadOptions, pageURL: String?, fallbackTitle: String) {
        self.nodes = nodes
        self.options = options
        self.pageURL = pageURL
        self.fallbackTitle = fallbackTitle
    }

    /// The recipe a node describes.
    mutating func recipe(from node: JSONValue, at path: JSONPath) -> ExternalRecipe {
        let name = firstText(node["name"]).map(RecipeTitle.withoutRecipeSuffix).map(RecipeTitle.withoutNamespace)
        let title = name ?? firstText(node["headline"]) ?? fallbackTitle
        var recipe = ExternalRecipe(title: title)
        recipe.prepTime = duration(node["prepTime"])
        recipe.cookTime = duration(node["cookTime"])
        recipe.totalTime = duration(node["totalTime"])
        recipe.servings = servings(node["recipeYield"] ?? node["yield"])
        var instructionNotes: [String] = []
        // `ingredient` and `instructions` are the names of Google's older data-vocabulary.org
        // Recipe, which pages marked up in microdata before schema.org still use.
        let ingredientsKey = ["recipeIngredient", "ingredients", "ingredient"].first { node[$0] != nil } ?? "recipeIngredient"
        // A list's own title given as one of its lines (`Ingredients`, `Modo de Preparo`) is a
        // heading, as the page shows it, not an ingredient or a step.
        recipe.ingredients = SectionHeadings.withCapitalisedHeadings(
            lines(node[ingredientsKey], at: path.appending(ingredientsKey)).map(PluginArtefacts.cleanedIngredient)
                .map { SectionHeadings.isBareHeading($0, of: .ingredients) ? ExternalRecipe.headingLine($0) : $0 }
                .filter { !SectionHeadings.isIngredientTags($0) })
        if let instructionsKey = ["recipeInstructions", "instructions"].first(where: { node[$0] != nil }),
           let instructions = node[instructionsKey] {
            var directions = SchemaInstructions(nodes: nodes)
            recipe.directions = directions.lines(from: instructions, at: path.appending(instructionsKey))
                .map(PluginArtefacts.cleaned).filter { !$0.isEmpty }
                .map { SectionHeadings.isBareHeading($0, of: .instructions) ? ExternalRecipe.headingLine($0) : $0 }
            // A method that opens with the recipe's own name (24kitchen's lone text begins
            // `Vegan oliebollen` over its steps) does not make the name a step.
            if let first = recipe.directions.first, RecipeTitle.isTitle(first, of: title) {
                recipe.directions.removeFirst()
            }
            if let first = recipe.directions.first {
                recipe.directions[0] = SectionHeadings.withoutGluedHeading(first, of: .instructions)
            }
            skipped += directions.skipped
            instructionNotes = directions.notes
        }
        recipe.collections = collections(of: node)
        recipe.sourceURL = firstText(node["url"]) ?? pageAddress(node["mainEntityOfPage"]) ?? pageURL
            ?? firstText(node["isBasedOn"]) ?? firstText(node["isBasedOn"]?["url"]) ?? firstText(node["isBasedOn"]?["name"])
        let description = (node["description"]?.elements ?? []).compactMap(\.text).flatMap(HTMLText.plainLines)
        if SchemaNodes.instructionsRepeatDescription(of: node) {
            // A site that fills `recipeInstructions` with its description (rutgerbakt.nl's teaser,
            // cut mid-word) gives no steps: the text stays in the notes, and a page's own steps
            // are read from what it shows, as for a recipe without instructions.
            recipe.directions = []
        }
        let notes = description + instructionNotes
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
        recipe.imageURLs = unique((node["image"]?.elements ?? []).flatMap(imageURLs))
        // `inLanguage` is a tag ("de-DE") or a `Language` node naming one.
        recipe.language = firstText(node["inLanguage"]) ?? firstText(node["inLanguage"]?["alternateName"])
            ?? firstText(node["inLanguage"]?["name"])
        if recipe.imageURLs.isEmpty, let thumbnail = firstText(node["thumbnailUrl"]) { recipe.imageURLs = [thumbnail] }
        // `aggregateRating` is what a site's readers think on average, not the cook's own rating: left out.
        return recipe
    }

    /// The plain text of a value, or of the first text in a list.
    private func firstText(_ value: JSONValue?) -> String? {
        (value?.elements ?? []).lazy.compactMap(\.text).map(HTMLText.plainText).first { !$0.isEmpty }
    }

    private func duration(_ value: JSONValue?) -> Int? {
        firstText(value).flatMap(StatedDuration.seconds)
    }

    /// The most informative yield: the first with words in it ("4 servings" over "4"), else the first.
    /// A `QuantitativeValue` gives its value and unit (`12 cookies`).
    private func servings(_ value: JSONValue?) -> String {
        let texts = (value?.elements ?? []).compactMap { element in
            element.text ?? element["value"]?.text.map { [$0, element["unitText"]?.text ?? ""].joined(separator: " ") }
        }
        let yields = texts.map(HTMLText.plainText).filter { !$0.isEmpty }
            .map { $0.hasSuffix(".0") && Double($0) != nil ? String($0.dropLast(2)) : $0 }
        return yields.first { $0.contains(where: \.isLetter) } ?? yields.first ?? ""
    }

    /// Lines from a string or a list of strings (or of objects with a `text`, an `amount` and a
    /// `name`, or a `name`, or of lists of these); nulls are nothing to read, not a problem. In a list of several, each
    /// element is one line, a line break inside it joined (a site's wrapped line); a lone text
    /// is split at its line breaks.
    private mutating func lines(_ value: JSONValue?, at path: JSONPath, oneLineEach: Bool = false) -> [String] {
        switch value {
        case nil, .null?:
            return []
        case .array(let elements)?:
            return elements.enumerated().flatMap { index, element in
                lines(element, at: path.appending(index), oneLineEach: oneLineEach || elements.count > 1)
            }
        case let element?:
            if let text = element.text ?? element["text"]?.text ?? amountAndName(element) ?? element["name"]?.text {
                return oneLineEach ? [HTMLText.plainText(text)].filter { !$0.isEmpty } : HTMLText.plainLines(text)
            }
            skipped.append(Skipped(path: path, message: "expected text, found \(element.kindName)"))
            return []
        }
    }

    /// An ingredient item that gives its `amount` apart from its `name` (data-vocabulary.org's
    /// Ingredient), as one line: `1 can` and `tomatoes` are `1 can tomatoes`.
    private func amountAndName(_ element: JSONValue) -> String? {
        guard let amount = element["amount"]?.text, let name = element["name"]?.text else { return nil }
        return HTMLText.plainText(amount) + " " + HTMLText.plainText(name)
    }

    private func collections(of node: JSONValue) -> [String] {
        var keys: [String] = []
        if options.categoriesAsCollections { keys += ["recipeCategory", "recipeCuisine"] }
        if options.keywordsAsCollections { keys.append("keywords") }
        // A list names one collection an element; a single text is a comma-separated list.
        let names = keys.flatMap { key -> [String] in
            guard let value = node[key] else { return [] }
            let texts = value.elements.compactMap(\.text)
            let items = if case .array = value { texts } else { texts.flatMap { $0.split(separator: ",").map(String.init) } }
            return items.map(HTMLText.plainText).filter { !$0.isEmpty }
        }
        return unique(names)
    }

    /// The page address a `mainEntityOfPage` gives: the string itself, or the node's `@id` or `url`.
    private func pageAddress(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        if let text = value.text { return text.hasPrefix("http") ? text : nil }
        let address = firstText(value["url"]) ?? firstText(value["@id"])
        return address.map { String($0.prefix { $0 != "#" }) }.flatMap { $0.hasPrefix("http") ? $0 : nil }
    }

    private func imageURLs(_ value: JSONValue) -> [String] {
        let node = nodes.resolved(value)
        if let text = node.text { return [HTMLText.plainText(text)].filter { !$0.isEmpty } }
        if case .object = node, let url = firstText(node["url"]) ?? firstText(node["contentUrl"]) { return [url] }
        if case .array(let elements) = node { return elements.flatMap(imageURLs) }
        return []
    }
}

/// The strings in order without repeats, ignoring case, keeping the first spelling.
func unique(_ strings: [String]) -> [String] {
    var seen: Set<String> = []
    return strings.filter { seen.insert($0.lowercased()).inserted }
}
