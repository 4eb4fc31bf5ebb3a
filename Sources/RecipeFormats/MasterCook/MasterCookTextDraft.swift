import Foundation

/// A recipe of MasterCook's text export being read, line by line (`MasterCookTextReader`).
struct MasterCookTextDraft {
    /// The line its start line is on, for messages.
    let line: Int
    private(set) var title: String?
    /// What the header and the labelled fields give: servings, times, collections, source.
    private(set) var fields = ExternalRecipe(title: "")
    private(set) var ingredients: [String] = []
    private(set) var directions = StepParagraphs()
    /// The notes the labelled fields give (`Description:`, `Copyright:`), in order.
    private(set) var notes: [String] = []
    /// The paragraphs after the line of spaced dashes.
    private(set) var footer: [String] = []

    private enum Part { case title, header, ingredients, directions, footer }
    private var part = Part.title

    /// Whether the recipe reached its closing line of spaced dashes (`- - - -`).
    var isClosed: Bool { part == .footer }
    /// The header field whose value may go on over indented lines (`categories`, `ratings`).
    private var continuedField: String?
    /// The columns of the ingredient table: where the amount, the measure and the ingredient start.
    private var columns = (measure: 10, ingredient: 24)
    /// A `Label:` line in the directions whose value may follow on the next line.
    private var pendingLabel: String?
    private var footerParagraph: [String] = []

    init(line: Int) { self.line = line }

    mutating func read(_ characters: [Character]) {
        let text = String(characters).trimmingCharacters(in: .whitespaces)
        switch part {
        case .title:
            if !text.isEmpty {
                title = text
                part = .header
            }
        case .header:
            readHeader(characters, text: text)
        case .ingredients:
            if text.isEmpty { part = .directions } else { addIngredient(characters) }
        case .directions:
            readDirection(text)
        case .footer:
            if text.isEmpty { endFooterParagraph() } else { footerParagraph.append(text) }
        }
    }

    /// Closes what is open at the end of the recipe.
    mutating func endParagraph() {
        if let label = pendingLabel { directions.addHeading(label) }
        pendingLabel = nil
        directions.endParagraph()
        endFooterParagraph()
    }

    private mutating func readHeader(_ characters: [Character], text: String) {
        if text.isEmpty {
            continuedField = nil
        } else if text.hasPrefix("---") {
            columns = Self.columns(of: characters) ?? columns
            part = .ingredients
        } else if text.hasPrefix("Amount"), text.contains("Measure") {
            return
        } else if let colon = text.firstIndex(of: ":"), headerField(String(text[..<colon]), text[text.index(after: colon)...]) {
            return
        } else if let field = continuedField, characters.first == " " {
            if field == "categories" { addCategories(text) }
        } else {
            // No ingredient table: the directions start here.
            part = .directions
            readDirection(text)
        }
    }

    /// Reads `Serving Size` (with `Preparation Time` on its line) and `Categories`, and passes
    /// over the header's other fields (`Recipe By`, MasterCook 5's `Ratings`); whether the line was one.
    private mutating func headerField(_ label: String, _ value: Substring) -> Bool {
        let name = label.trimmingCharacters(in: .whitespaces).lowercased()
        // A header label: a few words, padded with spaces to the colon as MasterCook aligns them.
        guard !name.isEmpty, name.count <= 24, label.hasSuffix(" ") || name == "categories" || name == "recipe by"
            || name == "serving size", name.allSatisfy({ $0.isLetter || " .()".contains($0) }) else { return false }
        continuedField = name
        switch name {
        case "serving size":
            let parts = value.components(separatedBy: "Preparation Time")
            let servings = parts[0].trimmingCharacters(in: .whitespaces)
            if servings != "0", !servings.isEmpty { fields.servings = servings }
            if parts.count > 1, let colon = parts[1].firstIndex(of: ":") {
                fields.prepTime = MasterCookReader.seconds(elapsed: String(parts[1][parts[1].index(after: colon)...]))
            }
            return true
        case "categories":
            addCategories(String(value))
            return true
        default:
            return true
        }
    }

    /// Categories laid out in columns, a run of spaces between two.
    private mutating func addCategories(_ text: String) {
        for name in text.components(separatedBy: "  ").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !name.isEmpty && !fields.collections.contains(name) {
            fields.collections.append(name)
        }
    }

    /// The start columns of the measure and the ingredient, from the table's line of dashes (`--------  ------------  ----`).
    private static func columns(of characters: [Character]) -> (measure: Int, ingredient: Int)? {
        var starts: [Int] = []
        for (index, character) in characters.enumerated() where character == "-" && (index == 0 || characters[index - 1] == " ") {
            starts.append(index)
        }
        return starts.count >= 3 ? (starts[1], starts[2]) : nil
    }

    /// An ingredient line in the table's columns. A line with only text continues the ingredient
    /// before it when it starts `--` or that one ends with a comma (MasterCook wraps long text so);
    /// a line with only `***SYRUP***` (or `Syrup:`) is a heading.
    private mutating func addIngredient(_ characters: [Character]) {
        func column(_ range: Range<Int>) -> String {
            let clamped = range.clamped(to: 0..<characters.count)
            return AppFields.oneLine(String(characters[clamped]))
        }
        let amount = column(0..<columns.measure)
        let measure = column(columns.measure..<columns.ingredient)
        let text = column(columns.ingredient..<max(columns.ingredient, characters.count))
        if amount.isEmpty, measure.isEmpty {
            if let last = ingredients.last, !ExternalRecipe.isHeading(last), text.hasPrefix("--") || last.hasSuffix(",") {
                ingredients[ingredients.count - 1] = Self.prepared(last + " " + text)
                return
            }
            let name = text.trimmingCharacters(in: ["*"]).trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("*"), text.hasSuffix("*"), !name.isEmpty {
                ingredients.append(ExternalRecipe.headingLine(name))
                return
            }
        }
        let line = [amount, measure, text].filter { !$0.isEmpty }.joined(separator: " ")
        if !line.isEmpty { ingredients.append(Self.prepared(line)) }
    }

    /// `water -- cold` as cooks write it: `water, cold`.
    private static func prepared(_ line: String) -> String {
        line.replacingOccurrences(of: " -- ", with: ", ").replacingOccurrences(of: " --", with: ",")
    }

    private mutating func readDirection(_ text: String) {
        if let label = pendingLabel {
            pendingLabel = nil
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                labelled(label, String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
                return
            }
            directions.addHeading(label)
        }
        if text.isEmpty {
            directions.endParagraph()
        } else if text.count >= 9, text.allSatisfy({ $0 == "-" || $0 == " " }), text.contains(" ") {
            directions.endParagraph()
            part = .footer
        } else if text.hasSuffix(":"), text.count > 1 {
            // A field's label (`Source:`) or a heading: the next line says which.
            directions.endParagraph()
            pendingLabel = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
        } else {
            directions.add(text)
        }
    }

    /// A field MasterCook 5 and later write after the directions: `Label:` then `"value"`.
    private mutating func labelled(_ label: String, _ value: String) {
        guard !value.isEmpty else { return }
        let key = label.lowercased()
        if value.lowercased().hasPrefix("http://") || value.lowercased().hasPrefix("https://") {
            fields.sourceURL = value
        } else if key == "source" {
            if fields.sourceURL == nil { fields.sourceURL = value }
        } else if key == "yield" {
            if fields.servings.isEmpty { fields.servings = value }
        } else if key == "start to finish time" {
            fields.totalTime = MasterCookReader.seconds(elapsed: value)
        } else if key.hasPrefix("t("), key.contains("cook") {
            fields.cookTime = MasterCookReader.seconds(elapsed: value)
        } else if key == "description" {
            notes.append(value)
        } else {
            notes.append(label + ": " + value)
        }
    }

    private mutating func endFooterParagraph() {
        if !footerParagraph.isEmpty { footer.append(footerParagraph.joined(separator: " ")) }
        footerParagraph.removeAll()
    }
}
