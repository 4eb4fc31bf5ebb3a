import Foundation
import GRDB

/// The SQL that maps `Recipe` values to the `recipe` and `recipeCollection` tables and back.
enum RecipeRows {
    /// How many IDs one `IN (...)` lookup carries.
    static let batchSize = 500

    /// The recipes with these IDs, in the order given.
    static func fetch(ids: [Recipe.ID], _ db: Database) throws -> [Recipe] {
        guard !ids.isEmpty else { return [] }
        let placeholders = databaseQuestionMarks(count: ids.count)
        let arguments = StatementArguments(ids)
        var collections: [Recipe.ID: [String]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT recipeId, name FROM recipeCollection WHERE recipeId IN (\(placeholders))
            ORDER BY recipeId, position
            """, arguments: arguments) {
            collections[row[0], default: []].append(row[1])
        }
        var byID: [Recipe.ID: Recipe] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM recipe WHERE id IN (\(placeholders))", arguments: arguments) {
            let recipe = try Recipe(row: row, collections: collections[row["id"]] ?? [])
            byID[recipe.id] = recipe
        }
        return ids.compactMap { byID[$0] }
    }

    /// Inserts a recipe with the given ID, or a new one when `id` is nil; returns the ID used.
    static func insert(_ recipe: Recipe, id: Recipe.ID?, addedOn: Date, _ db: Database) throws -> Recipe.ID {
        try db.cachedStatement(sql: """
            INSERT INTO recipe (\(columns)) VALUES (\(databaseQuestionMarks(count: columnCount)))
            """).execute(arguments: try columnValues(recipe, id: id, addedOn: addedOn))
        let newID = id ?? Int(db.lastInsertedRowID)
        var names = try CollectionNames(db)
        try insertCollections(names.canonical(recipe.collections), for: newID, db)
        return newID
    }

    /// The stored columns of a `recipe` row, in the order `columnValues` gives them and the
    /// staging tables of `BulkImport` hold them.
    static let columnNames = [
        "id", "title", "prepTime", "cookTime", "servings", "ingredients", "directions", "isFavorite",
        "addedOn", "imageNames", "titleKey", "sourceURL", "notes", "rating", "statedTotalTime", "imageURLs",
        "language",
    ]
    /// `columnNames` as a list for SQL.
    static let columns = columnNames.joined(separator: ", ")
    static var columnCount: Int { columnNames.count }

    /// The values of a `recipe` row in the order of `columnNames`; `addedOn` stands in for a `nil` date.
    static func columnValues(_ recipe: Recipe, id: Recipe.ID?, addedOn: Date) throws -> StatementArguments {
        [
            id, recipe.title, recipe.prepTime, recipe.cookTime, recipe.servings, recipe.ingredients,
            recipe.directions, recipe.isFavorite, storedDate(recipe.addedOn ?? addedOn),
            try encodeNames(recipe.imageNames), TitleSortKey.of(recipe.title),
            recipe.sourceURL, recipe.notes, recipe.rating, recipe.statedTotalTime, try encodeNames(recipe.imageURLs),
            recipe.language,
        ]
    }

    /// A date to the second in the text form GRDB stores and compares, "yyyy-MM-dd HH:mm:ss.SSS" in UTC,
    /// written without a `DateFormatter` (which took a third of the time of staging a large import).
    static func storedDate(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, second) = days.remainder < 0 ? (days.quotient - 1, days.remainder + 86_400) : days
        // Civil date from days since 1970-01-01 (Howard Hinnant's days_from_civil, inverted).
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // Before 1601 Foundation's formatter counts in the Julian calendar; leave those dates to it.
        guard (1601...9999).contains(year) else { return String.fromDatabaseValue(wholeSeconds(date).databaseValue)! }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: width - digits.count) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2)) \(pad(second / 3_600, 2)):\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2)).000"
    }

    /// Overwrites every stored field of the recipe with `recipe.id`; `false` if there is none.
    /// A `nil` `addedOn` keeps the stored date.
    static func update(_ recipe: Recipe, _ db: Database) throws -> Bool {
        try db.cachedStatement(sql: """
            UPDATE recipe SET title = ?, prepTime = ?, cookTime = ?, servings = ?, ingredients = ?,
                directions = ?, isFavorite = ?, addedOn = coalesce(?, addedOn), imageNames = ?, titleKey = ?,
                sourceURL = ?, notes = ?, rating = ?, statedTotalTime = ?, imageURLs = ?, language = ?
            WHERE id = ?
            """).execute(arguments: [
                recipe.title, recipe.prepTime, recipe.cookTime, recipe.servings, recipe.ingredients,
                recipe.directions, recipe.isFavorite, recipe.addedOn.map(storedDate),
                try encodeNames(recipe.imageNames), TitleSortKey.of(recipe.title),
                recipe.sourceURL, recipe.notes, recipe.rating, recipe.statedTotalTime, try encodeNames(recipe.imageURLs),
                recipe.language, recipe.id,
            ])
        guard db.changesCount > 0 else { return false }
        let stored = try String.fetchAll(
            db, sql: "SELECT name FROM recipeCollection WHERE recipeId = ? ORDER BY position", arguments: [recipe.id])
        // Rewriting unchanged memberships would report a collections change that did not happen.
        var names = try CollectionNames(db)
        let wanted = names.canonical(recipe.collections)
        if stored != wanted {
            try db.execute(sql: "DELETE FROM recipeCollection WHERE recipeId = ?", arguments: [recipe.id])
            try insertCollections(wanted, for: recipe.id, db)
        }
        return true
    }

    /// Deletes the recipe and its memberships.
    static func delete(id: Recipe.ID, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM recipeCollection WHERE recipeId = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
    }

    static func exists(id: Recipe.ID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM recipe WHERE id = ?)"), arguments: [id]) ?? false
    }

    /// Inserts memberships of names already in the library's spellings (`CollectionNames.canonical`).
    private static func insertCollections(_ names: [String], for id: Recipe.ID, _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO recipeCollection (name, recipeId, position) VALUES (?, ?, ?)")
        for (position, name) in names.enumerated() {
            try statement.execute(arguments: [name, id, position])
        }
    }

    /// The names without repeats, first occurrence kept: a recipe is in a collection once
    /// (names compare without case, see `CollectionNames`).
    static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert(CollectionNames.key($0)).inserted }
    }

    /// Dates are kept to the second, the precision of the JSON form, so export → import is exact.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    static func encodeNames(_ names: [String]) throws -> String {
        guard !names.isEmpty else { return "[]" } // the common case, without an encoder
        return String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
    }
}

extension Recipe {
    /// Reads a `recipe` row; `imageNames` and `imageURLs` are stored as JSON text.
    init(row: Row, collections: [String]) throws {
        func names(_ column: String) throws -> [String] {
            let json: String = row[column]
            return json == "[]" ? [] : try JSONDecoder().decode([String].self, from: Data(json.utf8))
        }
        self.init(
            id: row["id"], title: row["title"], prepTime: row["prepTime"], cookTime: row["cookTime"],
            servings: row["servings"], ingredients: row["ingredients"], directions: row["directions"],
            isFavorite: row["isFavorite"], collections: collections, addedOn: row["addedOn"],
            imageNames: try names("imageNames"), sourceURL: row["sourceURL"], notes: row["notes"],
            rating: row["rating"], statedTotalTime: row["statedTotalTime"], imageURLs: try names("imageURLs"),
            language: row["language"])
    }
}
