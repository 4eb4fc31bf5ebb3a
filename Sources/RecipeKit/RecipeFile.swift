import Foundation

/// A JSON file of recipes that cannot be imported, with the reason a person needs to fix it.
public struct RecipeFileError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file as the user named it.
    public var fileName: String
    /// Where and what: `recipe #3 (id 17): "prepTime" must be a number of seconds`.
    public var message: String

    /// The message with the file name in front, as commands print it.
    public var description: String { "\(fileName): \(message)" }
    /// The same message, for APIs that ask Foundation errors for one.
    public var errorDescription: String? { description }
}

/// Reads and validates files in the Recipe JSON form: an array of recipe objects.
public enum RecipeFile {
    /// Reads the file at `path`; errors name the file as given.
    public static func read(path: String) throws -> [Recipe] {
        try decode(contents(path: path), fileName: path)
    }

    /// The bytes of the file at `path`, undecoded; errors name the file as given.
    ///
    /// A device (`/dev/zero`, `/dev/sda`, a terminal) is refused before it is read: it is not a
    /// file, and reading one may never end. A pipe (`<(curl …)`) is read to its end, as `cat` does.
    public static func contents(path: String) throws -> Data {
        var status = stat()
        if stat(path, &status) == 0, case let kind = status.st_mode & S_IFMT, kind == S_IFCHR || kind == S_IFBLK {
            throw RecipeFileError(fileName: path, message: "is a device, not a file: name a recipe file or folder")
        }
        do {
            // Foundation's whole-file read refuses a pipe; a pipe is read through a handle instead.
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO,
               let handle = FileHandle(forReadingAtPath: path) {
                defer { try? handle.close() }
                return try handle.readToEnd() ?? Data()
            }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RecipeFileError(fileName: path, message: "cannot read the file (\(readFailure(path)))")
        }
    }

    /// Decodes and validates every recipe; the first problem throws a `RecipeFileError`.
    ///
    /// Checks, in order: JSON syntax (line and column), the array shape, each recipe's fields
    /// (index, ID and field name), then IDs repeated within the file (all of them listed). Recipes
    /// without an ID have `id` 0.
    public static func decode(_ data: Data, fileName: String) throws -> [Recipe] {
        let recipes: [Recipe]
        do {
            // One recipe on its own (`recipes show 3 --json`) is read as an array of one.
            let isObject = data.first(where: { $0 > 0x20 }) == UInt8(ascii: "{")
            recipes = try decodeChunk(isObject ? Data("[".utf8) + data + Data("]".utf8) : data, firstIndex: 0)
        } catch let problem as EntryProblem {
            throw RecipeFileError(fileName: fileName, message: problem.message)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            guard let syntax = JSONSyntax.firstError(in: Array(data)) else {
                throw RecipeFileError(fileName: fileName, message: "not valid JSON (\(context.debugDescription))")
            }
            throw RecipeFileError(
                fileName: fileName, message: "line \(syntax.line), column \(syntax.column): expected \(syntax.expected)")
        } catch {
            throw RecipeFileError(fileName: fileName, message: "expected a JSON array of recipes: [ { \"id\": 1, ... } ]")
        }
        var seen: Set<Recipe.ID> = []
        var repeated: Set<Recipe.ID> = []
        for recipe in recipes where recipe.id != 0 && !seen.insert(recipe.id).inserted { repeated.insert(recipe.id) }
        if !repeated.isEmpty { throw repeatedIDs(repeated, fileName: fileName) }
        return recipes
    }

    /// Decodes a JSON array of recipes whose first element is recipe number `firstIndex` (from 0)
    /// of its file, as problems name it; a bad recipe throws an `EntryProblem`.
    static func decodeChunk(_ data: Data, firstIndex: Int) throws -> [Recipe] {
        let decoder = RecipeJSON.makeDecoder()
        decoder.userInfo[Entry.firstIndexKey] = firstIndex
        return try decoder.decode([Entry].self, from: data).map(\.recipe)
    }

    static func repeatedIDs(_ repeated: Set<Recipe.ID>, fileName: String) -> RecipeFileError {
        let list = repeated.sorted().map(String.init).joined(separator: ", ")
        return RecipeFileError(fileName: fileName, message: "IDs used by more than one recipe: \(list)")
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }
}

/// What a field of the Recipe JSON form must hold, completing "`field` must ...".
private let requirements: [String: String] = [
    "id": "must be a whole number",
    "title": "must be a string", "servings": "must be a string",
    "ingredients": "must be a string", "directions": "must be a string",
    "prepTime": "must be a number of seconds", "cookTime": "must be a number of seconds",
    "isFavorite": "must be true or false",
    "collections": "must be a list of strings", "imageNames": "must be a list of strings",
    "sourceURL": "must be a string", "notes": "must be a string",
    "rating": "must be a whole number from 0 to 5", "statedTotalTime": "must be a number of seconds",
    "imageURLs": "must be a list of strings", "language": "must be a string",
    "addedOn": "must be an ISO-8601 date such as \"2026-06-14T18:30:00Z\"",
]

/// A problem with one array element, already worded; carried out of `JSONDecoder` as an error.
private struct EntryProblem: Error {
    var message: String

    init(index: Int, id: Int?, _ problem: String) {
        let which = id.map { "recipe #\(index + 1) (id \($0))" } ?? "recipe #\(index + 1)"
        message = "\(which): \(problem)"
    }
}

/// One array element: a recipe decoded strictly, so typos in field names are reported, not ignored.
private struct Entry: Decodable {
    /// The `userInfo` key of the file index of the array's first element (an `Int`, default 0).
    static let firstIndexKey = CodingUserInfoKey(rawValue: "firstIndex")!

    var recipe: Recipe

    init(from decoder: any Decoder) throws {
        let index = (decoder.userInfo[Self.firstIndexKey] as? Int ?? 0) + (decoder.codingPath.last?.intValue ?? 0)
        guard let fields = try? decoder.container(keyedBy: FieldKey.self) else {
            throw EntryProblem(index: index, id: nil, "must be a JSON object { ... }")
        }
        let id = try? fields.decode(Int.self, forKey: FieldKey("id"))
        let unknown = fields.allKeys.map(\.stringValue)
            .filter { !Recipe.jsonKeys.contains($0) && !Recipe.derivedJSONKeys.contains($0) }.sorted()
        if let field = unknown.first {
            throw EntryProblem(index: index, id: id, "\"\(field)\" is not a recipe field; the fields are "
                + Recipe.jsonKeys.joined(separator: ", "))
        }
        do {
            recipe = try Recipe(from: decoder)
        } catch DecodingError.keyNotFound(let key, let context) where context.codingPath.count == decoder.codingPath.count {
            throw EntryProblem(index: index, id: id, "\"\(key.stringValue)\" is missing")
        } catch {
            // Decoding errors do not reliably say which field failed (a number like 1.5 for an Int
            // surfaces as "not valid JSON"), so find the field by decoding each one on its own.
            guard let field = Self.firstInvalidField(in: fields) else { throw error }
            throw EntryProblem(index: index, id: id, "\"\(field)\" " + (requirements[field] ?? "is not valid"))
        }
        if let problem = recipe.problem { throw EntryProblem(index: index, id: id, problem.description) }
        if fields.contains(FieldKey("id")), recipe.id <= 0, (try? fields.decodeNil(forKey: FieldKey("id"))) != true {
            throw EntryProblem(index: index, id: id, "\"id\" must be a positive number (or left out for a new ID)")
        }
    }

    /// The first field, in the documented order, whose value does not decode as its type.
    private static func firstInvalidField(in fields: KeyedDecodingContainer<FieldKey>) -> String? {
        Recipe.jsonKeys.first { name in
            let key = FieldKey(name)
            guard fields.contains(key) else { return false }
            do {
                switch name {
                case "id", "prepTime", "cookTime", "rating", "statedTotalTime": _ = try fields.decode(Int.self, forKey: key)
                case "isFavorite": _ = try fields.decode(Bool.self, forKey: key)
                case "collections", "imageNames", "imageURLs": _ = try fields.decodeIfPresent([String].self, forKey: key)
                case "addedOn": _ = try fields.decodeIfPresent(Date.self, forKey: key)
                default: _ = try fields.decode(String.self, forKey: key)
                }
                return false
            } catch {
                return true
            }
        }
    }
}

private struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
