import Foundation

/// Reads Plan to Eat's recipe export: a CSV file (alone, or in a ZIP) whose header names its
/// columns (`Title`, `Course`, `Cuisine`, `Main Ingredient`, `Description`, `Source`, `Url`,
/// `Prep Time`, `Cook Time`, `Total Time`, `Servings`, `Yield`, `Ingredients`, `Directions`,
/// `Tags`, `Rating`, `Photo Url`, nutrition columns…), a recipe a row.
///
/// `Ingredients` and `Directions` are text, a line each; an ingredient line `, Sauce` is a
/// heading. Times are minutes (or free text). Left out: `Url Host`, `Public Url`, `Private`,
/// `Nutritional Score (generic)`, `Cost`, `Created At`, `Updated At`. The file is read with an
/// RFC 4180 reader (`CSVTable`); a damaged one (a quoted field cut short, a row whose number of
/// fields is not the header's) is refused whole.
enum PlanToEatReader {
    /// Reads a Plan to Eat CSV file.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let utf8 = PageCharset.utf8(bytes, hint: nil) ?? Array(bytes)
        // Another file given as Plan to Eat's is told by its first line, before any CSV is read.
        guard columnNames(utf8).contains("Title") else {
            return refusal(fileName, place: nil, "its first line names no Title column")
        }
        let table: CSVTable
        do {
            table = try CSVTable(String(decoding: utf8, as: UTF8.self))
        } catch {
            return refusal(fileName, place: "line \(error.line)", error.message)
        }
        let header = (table.records.first ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
        var result = ReadResult(fileName: fileName, format: .planToEat, recipes: [])
        for (record, line) in zip(table.records, table.lines).dropFirst() {
            guard record.count == header.count else {
                return refusal(fileName, place: "line \(line)",
                               "a row of \(record.count) fields where the header names \(header.count); the file may be damaged")
            }
            let row = Row(values: Dictionary(zip(header, record), uniquingKeysWith: { first, _ in first }))
            guard let title = row["Title"] else {
                result.problems.append(FormatProblem(fileName: fileName, place: "line \(line)",
                                                     message: "a Plan to Eat recipe without a Title; left out"))
                continue
            }
            result.recipes.append(recipe(row, title: title, options: options))
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "the Plan to Eat export holds no recipe"))
        }
        return result
    }

    /// Whether the first line of a text is the header of Plan to Eat's export.
    static func looksLikePlanToEat(_ head: [UInt8]) -> Bool {
        let columns = columnNames(head)
        return columns.isSuperset(of: ["Title", "Ingredients", "Directions"])
            && !columns.isDisjoint(with: ["Url Host", "Main Ingredient", "Photo Url", "Public Url"])
    }

    /// The names in the first line of a text, split at its commas (Plan to Eat quotes none of its column names).
    private static func columnNames(_ text: [UInt8]) -> Set<String> {
        guard let firstLine = text.split(separator: UInt8(ascii: "\n"), maxSplits: 1).first else { return [] }
        return Set(String(decoding: firstLine, as: UTF8.self).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
    }

    private static func refusal(_ fileName: String, place: String?, _ message: String) -> ReadResult {
        .failure(FormatProblem(fileName: fileName, place: place, message: "not a Plan to Eat export: " + message), format: .planToEat)
    }

    /// One row's fields by column name, trimmed; blank ones are none.
    private struct Row {
        let values: [String: String]
        subscript(column: String) -> String? {
            values[column].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    private static func recipe(_ row: Row, title: String, options: ReadOptions) -> ExternalRecipe {
        var recipe = ExternalRecipe(title: AppFields.oneLine(title))
        recipe.servings = row["Servings"] ?? row["Yield"] ?? ""
        recipe.prepTime = row["Prep Time"].flatMap(seconds)
        recipe.cookTime = row["Cook Time"].flatMap(seconds)
        recipe.totalTime = row["Total Time"].flatMap(seconds)
        recipe.ingredients = ExternalRecipe.lines(of: row["Ingredients"] ?? "").map { line in
            line.hasPrefix(",") ? ExternalRecipe.headingLine(line.dropFirst().trimmingCharacters(in: .whitespaces)) : line
        }.filter { $0 != ":" }
        recipe.directions = ExternalRecipe.lines(of: row["Directions"] ?? "").map(StepNumbering.strippingNumber)
        let categories = options.categoriesAsCollections ? ["Course", "Cuisine", "Main Ingredient"].compactMap { row[$0] } : []
        let tags = (row["Tags"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        recipe.collections = unique((categories + tags).filter { !$0.isEmpty })
        recipe.rating = AppFields.rating(row["Rating"].map(JSONValue.string))
        recipe.sourceURL = row["Url"] ?? row["Source"]
        let source = row["Url"] != nil ? row["Source"].map { "Source: " + $0 } : nil
        let nutrients = ["Calories", "Fat", "Saturated Fat", "Cholesterol", "Sodium", "Sugar", "Carbohydrate", "Fiber", "Protein"]
            .compactMap { name in row[name].map { "\(name): \($0)" } }
        let nutrition = nutrients.isEmpty ? nil : "Nutrition: " + nutrients.joined(separator: ", ")
        let notes = [row["Description"], source, nutrition].compactMap { $0 }
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.imageURLs = row["Photo Url"].map { [$0] } ?? []
        return recipe
    }

    /// Seconds from a time in minutes (`75`), else from free text (`1 hr 15 mins`).
    private static func seconds(_ text: String) -> Int? {
        if let minutes = Double(text) { return AppFields.minutes(.number(String(minutes))) }
        return StatedDuration.seconds(text)
    }
}
