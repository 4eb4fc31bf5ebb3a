import Foundation
@testable import RecipeFormats

/// Reading helpers shared by the tests.
enum TestReading {
    static func read(_ text: String, fileName: String, options: ReadOptions = ReadOptions()) -> ReadResult {
        RecipeImport.read(Data(text.utf8), fileName: fileName, options: options)
    }

    static func read(_ bytes: [UInt8], fileName: String, options: ReadOptions = ReadOptions()) -> ReadResult {
        RecipeImport.read(Data(bytes), fileName: fileName, options: options)
    }

    /// The only recipe of a file that must hold exactly one.
    static func only(_ text: String, fileName: String, options: ReadOptions = ReadOptions()) throws -> ExternalRecipe {
        let result = read(text, fileName: fileName, options: options)
        guard result.recipes.count == 1 else { throw Unexpected(result: result) }
        return result.recipes[0]
    }

    /// The problems of a result as printed, one string each.
    static func messages(_ result: ReadResult) -> [String] {
        result.problems.map(\.description)
    }

    struct Unexpected: Error, CustomStringConvertible {
        var result: ReadResult
        var description: String { "expected one recipe, got \(result.recipes.count); problems: \(TestReading.messages(result))" }
    }
}
