// The readable text form of a recipe that `a` and `e` hand to $EDITOR.
import RecipeKit

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
    /// The cook's notes, several lines as written (no blank lines first or last, no trailing spaces).
    public var notes: String
    /// The rating, 1 to 5; 0 when unrated.
    public var rating: Int
    /// Where the recipe came from: a web address, a book, a person.
    public var sourceURL: String

    /// Creates a template from its fields.
    public init(title: String = "", prepTime: Int = 0, cookTime: Int = 0, servings: String = "",
                collections: [String] = [], ingredients: [String] = [], directions: [String] = [],
                notes: String = "", rating: Int = 0, sourceURL: String = "") {
        self.title = title
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.servings = servings
        self.collections = collections
        self.ingredients = ingredients
        self.directions = directions
        self.notes = notes
        self.rating = rating
        self.sourceURL = sourceURL
    }

    /// The form of a stored recipe: its text fields as the editor shows them.
    public init(_ recipe: Recipe) {
        self.init(
            title: recipe.title, prepTime: recipe.prepTime, cookTime: recipe.cookTime,
            servings: recipe.servings, collections: recipe.collections,
            ingredients: Self.lines(recipe.ingredients), directions: Self.lines(recipe.directions),
            notes: Self.tidiedNotes(recipe.notes), rating: recipe.rating, sourceURL: recipe.sourceURL)
    }

    /// The non-blank lines of a text field, trimmed, as the form shows them one per line.
    static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Notes as the form keeps them: lines without trailing spaces, no blank lines first or last.
    static func tidiedNotes<Lines: Sequence>(lines: Lines) -> String where Lines.Element: StringProtocol {
        var kept = lines.map { line -> String in
            var line = String(line)
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return line
        }
        while kept.first?.isEmpty == true { kept.removeFirst() }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    static func tidiedNotes(_ notes: String) -> String {
        tidiedNotes(lines: notes.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline))
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
        "# Times: 15m, 1h 10m, 1h30, 1.5h, 1:30. Rating: 1 to 5, or empty for none.",
        "# Collections: separated by commas; a name with a comma goes in double quotes",
        "# (\"Soups, Stews\"), a quote in it doubled (\"\"\"). Notes: every line after \"Notes:\",",
        "# as written; a note line that starts with # or \\ is written with a \\ before it.",
    ]

    /// The template as text, ready to be written to the file the editor opens.
    public var text: String {
        Self.text(of: FormField.allCases.map { lines(for: $0) })
    }

    /// The lines of a template (after the instructions) from each field's lines, in the order
    /// of `FormField.allCases`: the one-line fields together, each section after a blank line.
    static func text(of blocks: [[String]], above header: [String] = []) -> String {
        var lines = header + instructions
        var previousWasSection = true
        for (field, block) in zip(FormField.allCases, blocks) {
            let isSection = field.isSection
            if isSection || previousWasSection { lines.append("") }
            lines.append(contentsOf: block)
            previousWasSection = isSection
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How one field reads in the template.
    func lines(for field: FormField) -> [String] {
        switch field {
        case .title: ["Title: \(title)"]
        case .prepTime: ["Prep time: \(RecipeDuration.format(prepTime))"]
        case .cookTime: ["Cook time: \(RecipeDuration.format(cookTime))"]
        case .servings: ["Servings: \(servings)"]
        case .rating: ["Rating: " + (rating > 0 ? String(rating) : "")]
        case .source: ["Source: \(sourceURL)"]
        case .collections: ["Collections: \(CollectionList.format(collections))"]
        case .ingredients: ["Ingredients:"] + ingredients
        case .directions: ["Directions:"] + directions.enumerated().map { "\($0.offset + 1). \($0.element)" }
        case .notes:
            ["Notes:"] + (notes.isEmpty ? [] : notes.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                Self.isReadAsMarkup(line) ? "\\" + line : String(line)
            })
        }
    }

    /// Whether a note line would be read as something else (a comment, a conflict marker, an
    /// escape), so it is written with a `\` before it.
    static func isReadAsMarkup(_ line: some StringProtocol) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed.hasPrefix("#") || line.hasPrefix("\\") || ConflictMarker.starts(trimmed)
    }
}

extension FormField {
    /// Whether the field is a section of several lines under a heading (`Ingredients:`).
    var isSection: Bool { self == .ingredients || self == .directions || self == .notes }
}
