import Foundation

/// Reads MasterCook's text export (`.mxp`, "MasterCook Export"): any number of recipes, each from
/// a line `* Exported from MasterCook *` (or `*  Exported from  MasterCook II  *`, `{ Exported
/// from MasterCook Mac }`) to the next such line or the end of the file.
///
/// A recipe is its title (the first line after the start), a header (`Recipe By :`, `Serving
/// Size : 4  Preparation Time :1:25`, `Categories :` in columns, continued on indented lines),
/// the ingredient table (under `Amount  Measure  Ingredient -- Preparation Method` and its line
/// of dashes, which gives the columns) to the first blank line, then the directions: paragraphs
/// separated by blank lines, each a step; MasterCook 5 and later add fields written `Label:`
/// with a quoted value on the next line. After a line of spaced dashes (`- - - -`) come the
/// notes; a last recipe without that line, in a file whose other recipes have it, was cut short
/// and is left out. Decoded and laid out as Meal-Master text is (`ExportText`, `StepParagraphs`).
enum MasterCookTextReader {
    /// Reads a MasterCook text file.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        var result = ReadResult(fileName: fileName, format: .masterCook, recipes: [])
        var current: MasterCookTextDraft?
        var closedOne = false
        for (index, line) in ExportText.lines(bytes).enumerated() {
            if isRecipeStart(line) {
                if let draft = current {
                    closedOne = closedOne || draft.isClosed
                    finish(draft, into: &result, options: options)
                }
                current = MasterCookTextDraft(line: index + 1)
            } else {
                current?.read(line)
            }
        }
        if let draft = current {
            // Where the file's other recipes end with their closing line, a last one without it was cut short.
            if !draft.isClosed, closedOne, let title = draft.title {
                result.problems.append(FormatProblem(
                    fileName: fileName, place: "line \(draft.line)",
                    message: "the recipe \"\(title)\" has no closing line (- - - -) where the file's other recipes have one: "
                        + "the file may be cut short; left out"))
            } else {
                finish(draft, into: &result, options: options)
            }
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(
                fileName: fileName,
                message: "no MasterCook recipe in the file (a recipe starts with a line like `* Exported from MasterCook *`)"))
        }
        return result
    }

    /// Whether `line` starts a recipe: `*` or `{`, then `Exported from` (or `for`) and a word starting `MasterCook`.
    static func isRecipeStart(_ line: [Character]) -> Bool {
        let text = String(line).trimmingCharacters(in: .whitespaces)
        guard text.first == "*" || text.first == "{" else { return false }
        let words = text.lowercased().split { " *{}".contains($0) }
        return words.first == "exported" && words.contains { $0.hasPrefix("mastercook") }
    }

    private static func finish(_ draft: MasterCookTextDraft, into result: inout ReadResult, options: ReadOptions) {
        var draft = draft
        draft.endParagraph()
        let place = "line \(draft.line)"
        guard let title = draft.title else {
            result.problems.append(FormatProblem(fileName: result.fileName, place: place,
                                                 message: "a MasterCook recipe without a title; left out"))
            return
        }
        guard !draft.ingredients.isEmpty || !draft.directions.isEmpty else {
            result.problems.append(FormatProblem(fileName: result.fileName, place: place,
                                                 message: "the recipe \"\(title)\" has no ingredients or directions; left out"))
            return
        }
        var recipe = draft.fields
        recipe.title = title
        recipe.ingredients = draft.ingredients
        recipe.directions = draft.directions.lines
        let notes = draft.notes + draft.footer.filter { !$0.lowercased().hasPrefix("nutr. assoc.") }.map(withoutNotesLabel)
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        if !options.categoriesAsCollections { recipe.collections = [] }
        result.recipes.append(recipe)
    }

    /// A footer paragraph without MasterCook's `NOTES :` label.
    private static func withoutNotesLabel(_ paragraph: String) -> String {
        guard paragraph.uppercased().hasPrefix("NOTES"), let colon = paragraph.firstIndex(of: ":"),
              paragraph[..<colon].trimmingCharacters(in: .whitespaces).uppercased() == "NOTES" else { return paragraph }
        return paragraph[paragraph.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
