import Foundation

/// Reads a Mealie backup (1.x and later): a ZIP holding `database.json`, Mealie's tables as
/// arrays of rows, and each recipe's pictures under `data/recipes/<id>/images/`.
///
/// Each recipe's rows (`recipes`, `recipes_ingredients` and `recipe_instructions` in `position`
/// order, `notes`, categories and tags through their link tables, foods and units by ID) are put
/// together in the shape of Mealie's recipe export and read by `MealieRecipeMapping`.
enum MealieBackupReader {
    /// Reads the backup in `archive`, whose tables are in the entry `database`.
    static func read(
        _ archive: inout ExportArchive, database: ZipArchive.Entry, fileName: String, options: ReadOptions
    ) -> ReadResult {
        let place = "entry \"\(database.name)\""
        let tables: JSONValue
        do throws(ReadFailure) {
            let contents = try archive.contents(of: database)
            tables = try contents.withUnsafeBufferPointer { buffer throws(ReadFailure) in try AppJSON.parse(buffer, app: "Mealie backup") }
        } catch {
            return .failure(FormatProblem(fileName: fileName, place: place, message: error.message), format: .mealie)
        }
        guard case .array(let rows)? = tables["recipes"] else {
            return .failure(FormatProblem(fileName: fileName, place: place,
                                          message: "not a Mealie backup: it has no \"recipes\" table"), format: .mealie)
        }
        let byRecipe = Rows(tables)
        let pictures = Dictionary(archive.files.compactMap { entry -> (String, ZipArchive.Entry)? in
            let parts = entry.name.lowercased().split(separator: "/")
            guard parts.count == 5, parts[0] == "data", parts[1] == "recipes", parts[3] == "images",
                  parts[4].hasPrefix("original.") else { return nil }
            return (Rows.key(String(parts[2])), entry)
        }, uniquingKeysWith: { first, _ in first })
        var result = ReadResult(fileName: fileName, format: .mealie, recipes: [])
        for (index, row) in rows.enumerated() {
            let id = AppFields.text(row["id"]).map(Rows.key) ?? ""
            do throws(ReadFailure) {
                var recipe = try MealieRecipeMapping.recipe(from: byRecipe.exportShape(of: row, id: id), fallbackTitle: "Untitled")
                if let entry = pictures[id], let bytes = try? archive.contents(of: entry) {
                    let picture = EmbeddedImage(data: Data(bytes))
                    if picture.isPicture { recipe.embeddedImages = [picture] }
                }
                result.recipes.append(recipe)
            } catch {
                result.problems.append(FormatProblem(fileName: fileName, place: place + ": recipes[\(index)]", message: error.message))
            }
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "the backup holds no recipes"))
        }
        return result
    }

    /// The backup's other tables, grouped by the recipe their rows belong to.
    private struct Rows {
        var ingredients: [String: [JSONValue]] = [:]
        var instructions: [String: [JSONValue]] = [:]
        var notes: [String: [JSONValue]] = [:]
        var collections: [String: [String]] = [:]
        var foods: [String: String] = [:]
        var units: [String: String] = [:]

        init(_ tables: JSONValue) {
            func rows(_ name: String) -> [JSONValue] { tables[name]?.elements.filter { $0 != .null } ?? [] }
            func names(_ name: String) -> [String: String] {
                Dictionary(rows(name).compactMap { row in
                    AppFields.text(row["id"]).flatMap { id in AppFields.text(row["name"]).map { (Self.key(id), $0) } }
                }, uniquingKeysWith: { first, _ in first })
            }
            func byRecipe(_ name: String) -> [String: [JSONValue]] {
                Dictionary(grouping: rows(name)) { Self.key(AppFields.text($0["recipe_id"]) ?? "") }
                    .mapValues { $0.sorted { Self.position($0) < Self.position($1) } }
            }
            ingredients = byRecipe("recipes_ingredients")
            instructions = byRecipe("recipe_instructions")
            notes = byRecipe("notes")
            foods = names("ingredient_foods")
            units = names("ingredient_units")
            let categories = names("categories"), tags = names("tags")
            for (table, column, named) in [("recipes_to_categories", "category_id", categories), ("recipes_to_tags", "tag_id", tags)] {
                for link in rows(table) {
                    guard let recipe = AppFields.text(link["recipe_id"]), let id = AppFields.text(link[column]),
                          let name = named[Self.key(id)] else { continue }
                    collections[Self.key(recipe), default: []].append(name)
                }
            }
        }

        /// A recipe row and its rows elsewhere as one object shaped like Mealie's recipe export.
        func exportShape(of row: JSONValue, id: String) -> JSONValue {
            guard case .object(var members) = row else { return row }
            let ingredientRows = (ingredients[id] ?? []).map { ingredient -> JSONValue in
                var fields: [JSONMember] = ["title", "note", "quantity", "original_text"].compactMap { key in
                    ingredient[key].map { JSONMember(key, $0) }
                }
                if let food = AppFields.text(ingredient["food_id"]).flatMap({ foods[Self.key($0)] }) {
                    fields.append(JSONMember("food", .object([JSONMember("name", .string(food))])))
                }
                if let unit = AppFields.text(ingredient["unit_id"]).flatMap({ units[Self.key($0)] }) {
                    fields.append(JSONMember("unit", .object([JSONMember("name", .string(unit))])))
                }
                return .object(fields)
            }
            members += [
                JSONMember("recipe_ingredient", .array(ingredientRows)),
                JSONMember("recipe_instructions", .array(instructions[id] ?? [])),
                JSONMember("notes", .array(notes[id] ?? [])),
                JSONMember("tags", .array((collections[id] ?? []).map(JSONValue.string))),
            ]
            return .object(members.filter { !["recipe_category", "recipeCategory"].contains($0.key) })
        }

        /// An ID as a key: Mealie writes UUIDs with dashes in folder names and without in the database.
        static func key(_ id: String) -> String {
            id.lowercased().filter { $0 != "-" }
        }

        private static func position(_ row: JSONValue) -> Double {
            AppFields.text(row["position"]).flatMap(Double.init) ?? 0
        }
    }
}
