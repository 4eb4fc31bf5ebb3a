// The readable text form of a recipe that `a` and `e` hand to $EDITOR, and its parser.

/// The fields of a recipe that a person edits in the text template.
public struct RecipeTemplate: Equatable, Sendable {
    /// The recipe's title; never empty after a successful parse.
    public var title: String
    /// Preparation time in seconds.
    public var prepTime: Int
    /// Cooking time in seconds.
    public var cookTime: Int
    /// Servings as written ("4", "12 cookies").
    public var servings: String
    /// Collection names, in the order written, without duplicates.
    public var collections: [String]
    /// One ingredient per element.
    public var ingredients: [String]
    /// One step per element, without numbers.
    public var directions: [String]

    /// Creates a template from its fields.
    public init(title: String = "", prepTime: Int = 0, cookTime: Int = 0, servings: String = "",
                collections: [String] = [], ingredients: [String] = [], directions: [String] = []) {
        self.title = title
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.servings = servings
        self.collections = collections
        self.ingredients = ingredients
        self.directions = directions
    }
}

/// A mistake in an edited template, with the 1-based line it was found on.
public struct RecipeTemplateError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number in the text that was parsed.
    public var line: Int
    /// What is wrong, written for the person editing.
    public var message: String
    /// "line 3: …", as shown on top of the reopened file and in the status line.
    public var description: String { "line \(line): \(message)" }
}

extension RecipeTemplate {
    /// The comment that opens every template; lines starting with `#` are ignored.
    static let instructions = [
        "# Edit the recipe, then save and quit. Lines starting with # are ignored.",
        "# To cancel, quit without saving, or delete everything.",
        "# Times: 15m, 1h 10m, 1h30, 1.5h, 1:30. Collections: separated by commas; a name",
        "# with a comma goes in double quotes (\"Soups, Stews\"), a quote in it doubled (\"\"\").",
    ]

    /// The template as text, ready to be written to the file the editor opens.
    public var text: String {
        var lines = Self.instructions
        lines.append("")
        lines.append("Title: \(title)")
        lines.append("Prep time: \(RecipeDuration.format(prepTime))")
        lines.append("Cook time: \(RecipeDuration.format(cookTime))")
        lines.append("Servings: \(servings)")
        lines.append("Collections: \(CollectionList.format(collections))")
        lines.append("")
        lines.append("Ingredients:")
        lines.append(contentsOf: ingredients)
        lines.append("")
        lines.append("Directions:")
        lines.append(contentsOf: directions.enumerated().map { "\($0.offset + 1). \($0.element)" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// True when `text` holds nothing but comments and blank lines: the edit is cancelled.
    public static func isBlank(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            let trimmed = line.trimmingWhitespace()
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }

    /// Parses an edited template.
    /// - Throws: `RecipeTemplateError` naming the first line that cannot be read.
    public init(parsing text: String) throws(RecipeTemplateError) {
        self.init()
        enum Part { case fields, ingredients, directions }
        var part = Part.fields
        var seen = Set<String>()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if let control = line.unicodeScalars.first(where: Self.isForbidden) {
                throw RecipeTemplateError(line: number, message: "contains the control character U+\(Self.hex(control)); remove it")
            }
            switch line.lowercased() {
            case "ingredients:": part = .ingredients; continue
            case "directions:": part = .directions; continue
            default: break
            }
            switch part {
            case .ingredients:
                ingredients.append(Self.strippingBullet(line))
            case .directions:
                directions.append(Self.strippingStepNumber(line))
            case .fields:
                guard let colon = line.firstIndex(of: ":") else {
                    throw RecipeTemplateError(line: number, message: "expected \"Field: value\" (or an \"Ingredients:\" line), found \"\(line)\"")
                }
                let key = line[..<colon].trimmingWhitespace()
                let value = line[line.index(after: colon)...].trimmingWhitespace()
                guard let field = Field(rawValue: key.lowercased()) else {
                    throw RecipeTemplateError(line: number, message: "unknown field \"\(key)\"; the fields are Title, Prep time, Cook time, Servings, Collections")
                }
                guard seen.insert(field.rawValue).inserted else {
                    throw RecipeTemplateError(line: number, message: "\"\(key)\" is given twice")
                }
                try assign(value, to: field, line: number)
            }
        }
        if title.isEmpty {
            let titleLine = lines.firstIndex { $0.trimmingWhitespace().lowercased().hasPrefix("title:") }
            throw RecipeTemplateError(line: (titleLine ?? 0) + 1, message: "the title is empty; every recipe needs one")
        }
    }

    /// The text to reopen in the editor after `error`: the error on top, the person's text kept.
    public static func reopening(_ text: String, after error: RecipeTemplateError) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.drop { $0.hasPrefix(errorPrefix) }
        let header = ["\(errorPrefix) line \(error.line - (lines.count - kept.count) + 2): \(error.message)",
                      "\(errorPrefix) Fix it, then save and quit again (or delete everything to cancel)."]
        return (header + kept.map(String.init)).joined(separator: "\n")
    }

    /// Marks the lines that report an error on top of a reopened template.
    static let errorPrefix = "# !"

    private enum Field: String {
        case title, prepTime = "prep time", cookTime = "cook time", servings, collections
    }

    private mutating func assign(_ value: String, to field: Field, line: Int) throws(RecipeTemplateError) {
        switch field {
        case .title: title = value
        case .servings: servings = value
        case .collections:
            do {
                collections = try CollectionList.parse(value)
            } catch {
                throw RecipeTemplateError(line: line, message: error.message)
            }
        case .prepTime, .cookTime:
            guard let seconds = RecipeDuration.parse(value) else {
                throw RecipeTemplateError(line: line, message: "cannot read \"\(value)\" as a time; write it like 15m, 1h 10m, 1h30 or 1:30")
            }
            guard seconds <= RecipeDuration.maximumSeconds else {
                throw RecipeTemplateError(line: line, message: "\"\(value)\" is more than a week; write the time the recipe takes (at most 168h)")
            }
            if field == .prepTime { prepTime = seconds } else { cookTime = seconds }
        }
    }

    private static func strippingBullet(_ line: String) -> String {
        for bullet in ["- ", "* ", "• "] where line.hasPrefix(bullet) {
            return String(line.dropFirst(bullet.count)).trimmingWhitespace()
        }
        return line
    }

    private static func strippingStepNumber(_ line: String) -> String {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return line }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return line }
        return rest.dropFirst().trimmingWhitespace()
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: scalar != "\t"
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
