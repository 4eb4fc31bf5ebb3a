/// Reads Meal-Master text files (`.mmf`, `.mm`, `.txt`): any number of recipes, each from a
/// line `MMMMM----- Recipe via Meal-Master` (or `---------- Recipe via Meal-Master`, or any
/// such line naming Meal-Master) to a line `MMMMM` (or `-----`, or a line of dashes), text
/// between recipes (mail headers, notes) left out.
///
/// A recipe is its header (`Title:`, `Categories:`, `Yield:` or `Servings:`), its ingredients
/// in columns (`MealMasterIngredients`), with headings `MMMMM-----FILLING-----`, then its
/// directions: paragraphs separated by blank lines, each a step, a line starting with `:` a new
/// one, a heading line a section. The bytes are UTF-8 when they are, else Windows-1252.
/// A recipe without a title or without ingredients and directions is left out with a problem
/// naming its line; one cut off by the end of the file is read, and said to be.
///
/// RezKonv, the German newsgroups' variant, is read too: a recipe from a line
/// `=====REZKONV-Rezept - RezkonvSuite v1.4` to a line `=====`, its header `Titel:`,
/// `Kategorien:`, `Menge:`, headings `===== TEIG =====`, ingredients in RezKonv's columns
/// (`MealMasterIngredients`), and a `QUELLE` heading whose lines up to a blank one are the source.
enum MealMasterReader {
    /// Reads a Meal-Master file.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let lines = ExportText.lines(bytes)
        var result = ReadResult(fileName: fileName, format: .mealMaster, recipes: [])
        var current: Draft?
        for (index, line) in lines.enumerated() {
            if isRecipeStart(line) {
                if let draft = current { finish(draft, into: &result, cutOff: false, options: options) }
                current = Draft(line: index + 1, rezkonv: isRezKonvStart(line))
            } else if current != nil {
                if isEnd(line) {
                    finish(current!, into: &result, cutOff: false, options: options)
                    current = nil
                } else {
                    current!.read(line)
                }
            }
        }
        if let draft = current { finish(draft, into: &result, cutOff: true, options: options) }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(
                fileName: fileName,
                message: "no Meal-Master recipe in the file (a recipe starts with a line like `MMMMM----- Recipe via Meal-Master`)"))
        }
        return result
    }

    /// Whether the start of a text (its first 4 KiB) holds a Meal-Master recipe's first line.
    static func looksLikeMealMaster(_ head: [UInt8]) -> Bool {
        ExportText.holdsStartLine(head, naming: "meal-master", isStart: isRecipeStart)
            || ExportText.holdsStartLine(head, naming: "rezkonv", isStart: isRecipeStart)
    }

    private static func isRecipeStart(_ line: [Character]) -> Bool {
        (line.starts(with: "MMMMM") || line.starts(with: "-----")) && String(line).lowercased().contains("meal-master")
            || isRezKonvStart(line)
    }

    /// `=====REZKONV-Rezept - RezkonvSuite v1.4`, `========== RezkonvSuite Rezept ==`.
    private static func isRezKonvStart(_ line: [Character]) -> Bool {
        line.starts(with: "=====") && String(line).lowercased().contains("rezkonv")
    }

    /// `MMMMM`, `-----`, a line of dashes alone (the end of a recipe "Extracted from Meal-Master"),
    /// or RezKonv's `=====`.
    private static func isEnd(_ line: [Character]) -> Bool {
        let trimmed = String(line).trimmingCharacters(in: .whitespaces)
        return trimmed == "MMMMM" || (trimmed.count >= 5 && (trimmed.allSatisfy { $0 == "-" } || trimmed.allSatisfy { $0 == "=" }))
    }

    /// A heading line's name (`MMMMM-----FILLING-----` → `FILLING`, `===== TEIG =====` →
    /// `TEIG`); `nil` for other lines.
    private static func headingName(_ line: [Character]) -> String? {
        if line.starts(with: "=====") {
            let name = String(line).trimmingCharacters(in: .whitespaces.union(["="]))
            return name.isEmpty ? nil : name
        }
        guard line.starts(with: "MMMMM") || line.starts(with: "-----") else { return nil }
        let name = String(line.drop { $0 == "M" }).trimmingCharacters(in: .whitespaces.union(["-"]))
        return name.isEmpty ? nil : name
    }

    private static func finish(_ draft: Draft, into result: inout ReadResult, cutOff: Bool, options: ReadOptions) {
        var draft = draft
        draft.endParagraph()
        draft.ingredients.endBlock()
        let place = "line \(draft.line)"
        guard let title = draft.title, !title.isEmpty else {
            result.problems.append(FormatProblem(fileName: result.fileName, place: place,
                                                 message: "a Meal-Master recipe without a Title: line; left out"))
            return
        }
        guard !draft.ingredients.lines.isEmpty || !draft.directions.isEmpty else {
            result.problems.append(FormatProblem(fileName: result.fileName, place: place,
                                                 message: "the recipe \"\(title)\" has no ingredients or directions; left out"))
            return
        }
        var recipe = ExternalRecipe(title: title, servings: draft.servings, ingredients: draft.ingredients.lines,
                                    directions: draft.directions.lines)
        if !draft.source.isEmpty { recipe.sourceURL = draft.source.joined(separator: " ") }
        if options.categoriesAsCollections { recipe.collections = draft.categories }
        result.recipes.append(recipe)
        if cutOff {
            result.problems.append(FormatProblem(
                fileName: result.fileName, place: place,
                message: "the recipe \"\(title)\" has no end line (MMMMM); read to the end of the file, which may be cut short"))
        }
    }

    /// The names in a `Categories:` value: separated by commas (Meal-Master 8); without a comma,
    /// as older versions wrote them, in fixed fields padded with spaces (`Main dish  Beef`) or one
    /// space apart, each name a capital letter then lowercase ones (`Main dish Beef`), so a space
    /// before a capital starts the next name.
    private static func categoryNames(_ value: String) -> [String] {
        guard !value.contains(",") else { return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        var names: [String] = []
        for field in value.components(separatedBy: "  ") {
            var fieldNames: [String] = []
            for word in field.split(separator: " ") {
                if let last = fieldNames.last, word.first?.isLowercase == true {
                    fieldNames[fieldNames.count - 1] = last + " " + word
                } else {
                    fieldNames.append(String(word))
                }
            }
            names += fieldNames
        }
        return names
    }

    /// A recipe being read, line by line.
    private struct Draft {
        /// The line its first line is on, for messages.
        let line: Int
        var title: String?
        var servings = ""
        var categories: [String] = []
        var ingredients: MealMasterIngredients
        var directions = StepParagraphs()
        /// RezKonv's `QUELLE` lines, `-- ` marks dropped.
        var source: [String] = []
        private var inHeader = true
        private var inDirections = false
        /// Whether the lines are under RezKonv's `QUELLE` heading (until a blank line).
        private var inSource = false

        init(line: Int, rezkonv: Bool) {
            self.line = line
            ingredients = MealMasterIngredients(rezkonv: rezkonv)
        }

        mutating func read(_ line: [Character]) {
            let text = String(line).trimmingCharacters(in: .whitespaces)
            if inHeader {
                // The header's fields, until the first other line after the title.
                if text.isEmpty || headerField(text) || title == nil { return }
                inHeader = false
            }
            if inSource {
                if !text.isEmpty {
                    source.append(String(text.drop { $0 == "-" || $0 == " " }))
                    return
                }
                inSource = false
                inDirections = true
                return
            }
            if ingredients.rezkonv, !inDirections, ["zubereitung:", "zubereitung"].contains(text.lowercased()) {
                ingredients.endBlock()
                inDirections = true
                return
            }
            if let heading = MealMasterReader.headingName(line) {
                if ingredients.rezkonv, ["quelle", "source"].contains(heading.lowercased()) {
                    ingredients.endBlock()
                    inSource = true
                } else if inDirections {
                    directions.addHeading(heading)
                } else {
                    ingredients.addHeading(heading)
                }
            } else if text.isEmpty {
                if inDirections { directions.endParagraph() } else { ingredients.endBlock() }
            } else if !inDirections, ingredients.isIngredientLine(line) {
                ingredients.add(line)
            } else if !inDirections, ingredients.addWrappedRest(line) {
                return
            } else {
                if !inDirections { ingredients.endBlock() }
                inDirections = true
                if text.hasPrefix(":") {
                    directions.endParagraph()
                    directions.add(String(text.dropFirst()).trimmingCharacters(in: .whitespaces))
                } else {
                    directions.add(text)
                }
            }
        }

        /// Reads `Title:`, `Categories:`, `Yield:`/`Servings:`, `Tags:` (Cookmate's export, as more
        /// categories), and RezKonv's `Titel:`, `Kategorien:`, `Menge:`; whether the line was one of them.
        private mutating func headerField(_ text: String) -> Bool {
            guard let colon = text.firstIndex(of: ":") else { return false }
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch text[..<colon].lowercased() {
            case "title", "titel": title = value
            case "zutaten" where value.isEmpty: break                          // a RezKonv export's line over the ingredients
            case "categories", "category", "kategorien":
                categories = unique(MealMasterReader.categoryNames(value).filter { !$0.isEmpty && $0.lowercased() != "none" })
            case "yield", "servings", "serves", "menge": servings = value
            case "tags":                                                       // Cookmate's export
                categories = unique(categories + MealMasterReader.categoryNames(value).filter { !$0.isEmpty })
            default: return false
            }
            return true
        }

        mutating func endParagraph() {
            directions.endParagraph()
        }
    }
}
