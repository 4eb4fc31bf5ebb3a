/// Recipes marked up with the hRecipe microformat (class names: `hrecipe`, `fn`, `ingredient`,
/// `instructions`, `yield`, `duration`, `photo`, `summary`) or its successor h-recipe
/// (`h-recipe`, `p-name`, `p-ingredient`, `e-instructions`, `p-yield`, `dt-duration`, `u-photo`,
/// `p-summary`), as JSON-LD Recipe nodes, so the one mapping reads them.
///
/// Older blogs and recipe plugins write these instead of schema.org. An author's card (`vcard`,
/// `h-card`) inside the recipe is not read, so its `fn` is not taken for the title. Pages misuse
/// the classes: a property that holds others of its kind (an `instructions` block around each
/// `instructions` step) is read through them, and other properties inside one (ingredients in
/// an `instructions` block) are read too.
enum RecipeMicroformat {
    /// The page's recipes in these microformats.
    static func recipes(in document: HTMLDocument) -> [JSONValue] {
        var recipes: [JSONValue] = []
        for element in document.topElements { collectRoots(element, into: &recipes, depth: 0) }
        return recipes
    }

    /// The words whose presence in a page means it may use these microformats.
    static let markers = [Array("hrecipe".utf8), Array("h-recipe".utf8)]

    private static let maximumDepth = 512

    private static let properties: [String: String] = [
        "fn": "name", "p-name": "name", "ingredient": "recipeIngredient", "p-ingredient": "recipeIngredient",
        "instructions": "recipeInstructions", "e-instructions": "recipeInstructions", "yield": "recipeYield",
        "p-yield": "recipeYield", "duration": "totalTime", "dt-duration": "totalTime", "preptime": "prepTime",
        "cooktime": "cookTime", "photo": "image", "u-photo": "image", "summary": "description", "p-summary": "description",
    ]

    private static func classes(_ element: HTMLElement) -> [Substring] {
        (element.attribute("class") ?? "").split(whereSeparator: \.isWhitespace)
    }

    private static func collectRoots(_ element: HTMLElement, into recipes: inout [JSONValue], depth: Int) {
        guard depth < maximumDepth else { return }
        let names = classes(element)
        if names.contains("hrecipe") || names.contains("h-recipe") {
            var values: [(key: String, value: String)] = []
            for child in element.children { collectProperties(child, into: &values, depth: depth + 1) }
            recipes.append(node(values))
            return
        }
        for child in element.children { collectRoots(child, into: &recipes, depth: depth + 1) }
    }

    private static func collectProperties(_ element: HTMLElement, into values: inout [(key: String, value: String)], depth: Int) {
        guard depth < maximumDepth else { return }
        let names = classes(element)
        if names.contains(where: { ["vcard", "h-card", "hrecipe", "h-recipe"].contains($0) }) { return }
        if let key = names.lazy.compactMap({ properties[String($0)] }).first {
            if !containsProperty(key, below: element, depth: depth) { values.append((key, value(of: element, for: key))) }
            if key != "recipeInstructions" && key != "description" { return }
        }
        for child in element.children { collectProperties(child, into: &values, depth: depth + 1) }
    }

    private static func containsProperty(_ key: String, below element: HTMLElement, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        return element.children.contains { child in
            classes(child).contains { properties[String($0)] == key } || containsProperty(key, below: child, depth: depth + 1)
        }
    }

    /// A duration's machine-readable form where the page gives one (`<span class="value-title"
    /// title="PT30M">`, a `title` or `datetime`), a picture's address, else the text.
    private static func value(of element: HTMLElement, for key: String) -> String {
        if key.hasSuffix("Time") {
            let machine = element.children.first { classes($0).contains("value-title") }?.attribute("title")
                ?? element.attribute("datetime") ?? element.attribute("title")
            if let machine { return EmbeddedItems.escaped(machine) }
        }
        if key == "image", let address = element.attribute("src") ?? element.attribute("href") {
            return EmbeddedItems.escaped(address)
        }
        return EmbeddedItems.escaped(element.text)
    }

    /// A Recipe node: the first non-empty name, every ingredient and instruction, the rest once.
    private static func node(_ values: [(key: String, value: String)]) -> JSONValue {
        var members = [JSONMember("@type", .string("Recipe"))]
        for key in ["name", "recipeIngredient", "recipeInstructions", "recipeYield", "totalTime", "prepTime", "cookTime",
                    "image", "description"] {
            let found = values.filter { $0.key == key && !HTMLText.plainText($0.value).isEmpty }.map { JSONValue.string($0.value) }
            guard let first = found.first else { continue }
            // One instructions block is the whole method, a text that may hold several steps
            // (as a lone text in JSON-LD is); several are one step each.
            let many = key == "recipeIngredient" || (key == "recipeInstructions" && found.count > 1)
            members.append(JSONMember(key, many ? .array(found) : first))
        }
        return .object(members)
    }
}
