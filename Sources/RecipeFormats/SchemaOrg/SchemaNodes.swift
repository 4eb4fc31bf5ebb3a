/// The schema.org nodes of one or more JSON-LD documents: the Recipe nodes wherever they sit,
/// and every node with an `@id`, so references such as `"image": {"@id": "…#primaryimage"}` resolve.
struct SchemaNodes {
    /// A Recipe node, where it was found.
    struct Found {
        var node: JSONValue
        /// Which document (block of a page) it came from, from 0.
        var document: Int
        var path: JSONPath
    }

    /// The Recipe nodes, in document order.
    private(set) var recipes: [Found] = []
    /// The types of the other nodes seen, in order and without repeats, for messages.
    private(set) var otherTypes: [String] = []
    private var nodesByID: [String: JSONValue] = [:]

    /// Collects the nodes of each document: top level, arrays, `@graph`, `mainEntity`,
    /// `itemListElement` or any other member, to any depth the parser allowed.
    init(documents: [JSONValue]) {
        for (index, document) in documents.enumerated() {
            visit(document, document: index, path: .root)
        }
    }

    /// Whether a Recipe node gives both ingredients and instructions. Some pages write the
    /// keys empty (`"recipeIngredient": [""]`, `"recipeInstructions": []`) and show their
    /// recipe only in the page: those do not count, nor do ingredients given as one line
    /// (`"recipeIngredient": "Chicken"`, or all of them in one line joined by commas).
    var hasWholeRecipe: Bool {
        recipes.contains { found in
            Self.hasSeveralLines(found.node["recipeIngredient"] ?? found.node["ingredients"])
                && Self.hasText(found.node["recipeInstructions"]) && !Self.instructionsRepeatDescription(of: found.node)
        }
    }

    /// Whether the first Recipe node names its ingredients without any amount (`"flour"`,
    /// `"butter"`: no line holds a digit or a fraction), as some sites' data does beside a page
    /// that shows each ingredient with its amount.
    var namesIngredientsOnly: Bool {
        guard let first = recipes.first,
              case .array(let elements)? = first.node["recipeIngredient"] ?? first.node["ingredients"] else { return false }
        let lines = elements.compactMap(\.text)
        return lines.count > 1 && lines.allSatisfy { !$0.contains(where: \.isNumber) }
    }

    /// Whether the first Recipe node's steps are only titles (``isStepTitle(_:)``: "Cook the rice
    /// noodles", "Serve"), as a meal kit's data gives them beside a page that shows each in full.
    var namesStepsOnly: Bool {
        guard let first = recipes.first, case .array(let elements)? = first.node["recipeInstructions"] else { return false }
        let texts = elements.map { $0.text ?? $0["text"]?.text }
        return !texts.isEmpty && texts.allSatisfy { $0.map(Self.isStepTitle) ?? false }
    }

    /// Whether a step's text is a title, not an instruction: a few words and no sentence.
    static func isStepTitle(_ text: String) -> Bool {
        text.split(separator: " ").count <= 8 && !text.contains(where: { ".!?:".contains($0) })
    }

    /// Whether a Recipe node's instructions are one text with the same words as its description:
    /// a site that filled `recipeInstructions` with its teaser, which holds no steps.
    static func instructionsRepeatDescription(of node: JSONValue) -> Bool {
        guard case .string(let instructions)? = node["recipeInstructions"], case .string(let description)? = node["description"] else {
            return false
        }
        let words = { (text: String) in HTMLText.plainText(text).split(whereSeparator: \.isWhitespace) }
        let stepWords = words(instructions)
        return !stepWords.isEmpty && stepWords == words(description)
    }

    /// Whether a value holds more than one line of text: two texts in a list, or a text with a
    /// line break or markup in it.
    private static func hasSeveralLines(_ value: JSONValue?) -> Bool {
        switch value {
        case .string(let text)?: text.contains { $0 == "\n" || $0 == "<" }
        case .array(let elements)?: elements.lazy.filter { hasText($0) }.prefix(2).count == 2
            || (elements.count == 1 && hasSeveralLines(elements[0]))
        default: hasText(value)
        }
    }

    /// Whether a Recipe node gives a total, preparation or cooking time.
    var hasTime: Bool {
        recipes.contains { found in ["totalTime", "prepTime", "cookTime"].contains { Self.hasText(found.node[$0]) } }
    }

    /// Whether a value holds any text that is not blank, other than a node's type or identifier.
    private static func hasText(_ value: JSONValue?) -> Bool {
        switch value {
        case .string(let text)?: text.contains { !$0.isWhitespace }
        case .array(let elements)?: elements.contains { hasText($0) }
        case .object(let members)?: members.contains { $0.key != "@type" && $0.key != "@id" && hasText($0.value) }
        default: false
        }
    }

    /// The node a value refers to: an object holding only `@id` is looked up; anything else is itself.
    func resolved(_ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value, members.count == 1, members[0].key == "@id",
              let id = members[0].value.text, let node = nodesByID[id] else { return value }
        return node
    }

    /// Whether a node's `@type` (a string or a list) names `type`, with or without a prefix
    /// (`schema:Recipe`, `http://schema.org/Recipe`), ignoring case.
    static func node(_ node: JSONValue, hasType type: String) -> Bool {
        types(of: node).contains { $0.lowercased() == type.lowercased() }
    }

    /// Whether a node without `@type` has a recipe's shape: `name`, `recipeIngredient` and
    /// `recipeInstructions` (schema.org JSON some tools write without `@context` or `@type`).
    static func isUntypedRecipe(_ node: JSONValue) -> Bool {
        node["@type"] == nil && node["name"] != nil && node["recipeIngredient"] != nil && node["recipeInstructions"] != nil
    }

    /// The node's types without prefixes (`Recipe`, `NewsArticle`).
    static func types(of node: JSONValue) -> [String] {
        (node["@type"]?.elements ?? []).compactMap(\.text).map { type in
            let name = type.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? type
            return name.trimmingCharacters(in: .whitespaces)
        }
    }

    private mutating func visit(_ value: JSONValue, document: Int, path: JSONPath) {
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                visit(element, document: document, path: path.appending(index))
            }
        case .object(let members):
            if let id = value["@id"]?.text, members.count > 1, nodesByID[id] == nil { nodesByID[id] = value }
            if Self.node(value, hasType: "Recipe") || Self.isUntypedRecipe(value) {
                recipes.append(Found(node: value, document: document, path: path))
                return
            }
            for type in Self.types(of: value) where !otherTypes.contains(type) { otherTypes.append(type) }
            for member in members {
                visit(member.value, document: document, path: path.appending(member.key))
            }
        default:
            break
        }
    }
}
