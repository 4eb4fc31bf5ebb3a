import Foundation
import Testing
@testable import RecipeKit

@Suite struct RecipeFileTests {
    private func decode(_ json: String) throws -> [Recipe] {
        try RecipeFile.decode(Data(json.utf8), fileName: "recipes.json")
    }

    /// The message `decode` fails with, or a note that it did not fail.
    private func failure(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "decoded without error"
        } catch {
            return "\(error)"
        }
    }

    private static let fields: KeyValuePairs<String, String> = [
        "id": "17", "title": #""Toast""#, "prepTime": "60", "cookTime": "120", "servings": #""1""#,
        "ingredients": #""bread""#, "directions": #""Toast it.""#, "isFavorite": "false",
    ]

    /// A recipe object as JSON text: the valid fields, with some values replaced, added or left out.
    private func object(_ changes: [String: String] = [:], without removed: Set<String> = []) -> String {
        var pairs = Self.fields.filter { !removed.contains($0.key) }.map { ($0.key, changes[$0.key] ?? $0.value) }
        pairs += changes.filter { change in !Self.fields.contains { $0.key == change.key } }.map { ($0.key, $0.value) }
        return "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private var valid: String { object() }

    @Test func missingOptionalFieldsTakeTheirDefaults() throws {
        let recipes = try decode("[\(valid)]")
        #expect(recipes == [Recipe(id: 17, title: "Toast", prepTime: 60, cookTime: 120, servings: "1",
                                   ingredients: "bread", directions: "Toast it.")])
    }

    @Test func onlyTheTitleIsRequiredAndTheRestTakeDefaults() throws {
        let recipes = try decode(#"[{"title": "Toast"}, {"title": "Tea", "id": null, "isFavorite": null}]"#)
        #expect(recipes == [Recipe(id: 0, title: "Toast"), Recipe(id: 0, title: "Tea")])
        #expect(recipes[0].isFavorite == false && recipes[0].prepTime == 0 && recipes[0].servings == "")
    }

    @Test func recipesWithoutIDsAreNotRepeatsOfEachOther() throws {
        let json = "[" + [object(without: ["id"]), object(without: ["id"]), object(["id": "4"])].joined(separator: ",") + "]"
        #expect(try decode(json).map(\.id) == [0, 0, 4])
        #expect(chunkedOutcome(json) == wholeOutcome(json))
    }

    @Test func datesAreISO8601WithOrWithoutFractionsOrJustTheDay() throws {
        let stamped = object(["addedOn": #""2026-06-14T18:30:00Z""#])
        let fractional = object(["addedOn": #""2026-06-14T18:30:00.250Z""#])
        let day = object(["addedOn": #""2026-06-14""#])
        #expect(try decode("[\(stamped)]")[0].addedOn == Date(timeIntervalSince1970: 1_781_461_800))
        #expect(try decode("[\(fractional)]")[0].addedOn == Date(timeIntervalSince1970: 1_781_461_800.25))
        #expect(try decode("[\(day)]")[0].addedOn == Date(timeIntervalSince1970: 1_781_395_200))
    }

    @Test(arguments: [
        ("[\n  {\"id\" 1}\n]", "recipes.json: line 2, column 9: expected ':' after the field name"),
        ("[{id: 1}]", "recipes.json: line 1, column 3: expected a field name in double quotes"),
        ("[{\"id\": 1}\n{\"id\": 2}]", "recipes.json: line 2, column 1: expected ',' or ']' after an array element"),
        ("[{\"title\": \"Kimchi\" \"id\": 1}]", "recipes.json: line 1, column 21: expected ',' or '}' after a field"),
        ("[{\"title\": \"김치찌개 🍲, 1}]", "recipes.json: line 1, column 24: expected a closing '\"' before the end of the file"),
        ("[{\"isFavorite\": tru}]", "recipes.json: line 1, column 17: expected 'true'"),
        ("", "recipes.json: line 1, column 1: expected a value (object, array, string, number, true, false or null)"),
    ])
    func syntaxErrorsNameTheLineAndColumn(json: String, message: String) {
        #expect(failure(json) == message)
    }

    @Test func oneRecipeOnItsOwnIsReadAsAnArrayOfOne() throws {
        // What `recipes show --json` prints: one object, not an array.
        let recipes = try decode(valid)
        #expect(recipes == [Recipe(id: 17, title: "Toast", prepTime: 60, cookTime: 120, servings: "1",
                                   ingredients: "bread", directions: "Toast it.")])
    }

    @Test func aTopLevelNeitherArrayNorObjectIsRefused() {
        #expect(failure("\"Kimchi stew\"") == "recipes.json: expected a JSON array of recipes: [ { \"id\": 1, ... } ]")
    }

    @Test(arguments: [
        ("prepTime", #""ten minutes""#, #"recipe #2 (id 17): "prepTime" must be a number of seconds"#),
        ("prepTime", "1.5", #"recipe #2 (id 17): "prepTime" must be a number of seconds"#),
        ("prepTime", "-5", #"recipe #2 (id 17): "prepTime" must not be negative"#),
        ("title", "null", #"recipe #2 (id 17): "title" must be a string"#),
        ("title", #"" ""#, #"recipe #2 (id 17): "title" must not be empty"#),
        ("isFavorite", #""yes""#, #"recipe #2 (id 17): "isFavorite" must be true or false"#),
        ("collections", #"["Soups", 3]"#, #"recipe #2 (id 17): "collections" must be a list of strings"#),
        ("addedOn", #""last Tuesday""#,
         #"recipe #2 (id 17): "addedOn" must be an ISO-8601 date such as "2026-06-14T18:30:00Z""#),
        ("favorite", "true", #"recipe #2 (id 17): "favorite" is not a recipe field; the fields are id, title, "#
            + "prepTime, cookTime, servings, ingredients, directions, isFavorite, collections, addedOn, imageNames, "
            + "sourceURL, notes, rating, statedTotalTime, imageURLs, language"),
        ("rating", "6", #"recipe #2 (id 17): "rating" must be from 0 (unrated) to 5"#),
        ("notes", "3", #"recipe #2 (id 17): "notes" must be a string"#),
        ("id", #""17""#, #"recipe #2: "id" must be a whole number"#),
        ("id", "0", #"recipe #2 (id 0): "id" must be a positive number (or left out for a new ID)"#),
        ("id", "-4", #"recipe #2 (id -4): "id" must be a positive number (or left out for a new ID)"#),
    ])
    func fieldErrorsNameTheRecipeAndTheField(field: String, value: String, message: String) {
        let json = "[\(object(["id": "3"])), \(object([field: value]))]"
        #expect(failure(json) == "recipes.json: " + message)
    }

    @Test func aMissingFieldIsNamed() {
        #expect(failure("[\(object(without: ["title"]))]") == #"recipes.json: recipe #1 (id 17): "title" is missing"#)
    }

    @Test func anElementThatIsNotAnObjectIsNamed() {
        #expect(failure("[\(valid), 42]") == "recipes.json: recipe #2: must be a JSON object { ... }")
    }

    @Test func repeatedIDsAreAllListed() {
        let json = "[" + [17, 4, 17, 4, 9].map { object(["id": "\($0)"]) }.joined(separator: ",") + "]"
        #expect(failure(json) == "recipes.json: IDs used by more than one recipe: 4, 17")
    }

    /// What `decodeInChunks` makes of `json` with chunks of two: the recipes, or the error message.
    private func chunkedOutcome(_ json: String) -> String {
        var recipes: [Recipe] = []
        do {
            try RecipeFile.decodeInChunks(Data(json.utf8), fileName: "recipes.json", chunkSize: 2) { chunk in
                #expect(chunk.count <= 2)
                recipes += chunk
            }
            return "\(recipes)"
        } catch {
            return "\(error)"
        }
    }

    /// What `decode` makes of `json`, in the same form.
    private func wholeOutcome(_ json: String) -> String {
        do {
            return "\(try decode(json))"
        } catch {
            return "\(error)"
        }
    }

    @Test func decodingInChunksGivesWhatDecodingTheWholeFileGives() {
        let tricky = object(["title": #""Braces } ] { [ and \"quotes\" and a backslash \\""#,
                             "collections": #"["a]", "{b"]"#])
        // Runs of backslashes before a quote: even, the string ends there; odd, it goes on.
        let backslashes = object(["title": #""ends \\\\", "notes": "goes on \\\" and \\\\\\\" } and ends\\\\""#])
        let many: [String] = (1...7).map { object(["id": "\($0)"]) }
        let seven: String = many.joined(separator: ",")
        let five: String = many.prefix(5).joined(separator: ",")
        let negative: String = object(["id": "9", "prepTime": "-1"])
        let repeated: String = object(["id": "3"])
        let files: [String] = [
            "[]", " [ ] ", "[\(valid)]", "[\(tricky)]", "[\(backslashes), \(tricky), \(backslashes)]", "[\(seven)]",
            "[\n  \(many.joined(separator: " ,\n  "))\n]\n",
            // Problems in a later chunk than the first, and ones the scanner cannot see past.
            "[\(five), \(negative)]",
            "[\(seven), \(repeated)]",
            "[\(seven), 42]",
            "[\(seven)",
            "[\(seven)] []",
            "[\(seven), {\"isFavorite\": tru}]",
            "[{\"title\": \"unclosed}]", valid, "", "{}",
        ]
        for json in files {
            #expect(chunkedOutcome(json) == wholeOutcome(json), "\(json)")
        }
        // The scanner itself (a misjudged file falls back to whole decoding above, so check it here).
        #expect(ArrayElements.count(in: Data("[\(backslashes), \(tricky), \(backslashes)]".utf8)) == 3)
        #expect(ArrayElements.count(in: Data("[\(seven), \(backslashes)]".utf8)) == 8)
        #expect(ArrayElements.count(in: Data("[\(seven)".utf8)) == nil)
        #expect(ArrayElements.count(in: Data("[{\"title\": \"unclosed \\\"}]".utf8)) == nil)
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: RecipeFileError(fileName: "/nowhere/x.json", message: "cannot read the file (no such file)")) {
            try RecipeFile.read(path: "/nowhere/x.json")
        }
    }
}
