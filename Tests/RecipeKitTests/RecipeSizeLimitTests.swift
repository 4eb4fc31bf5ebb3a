import Foundation
import Testing
@testable import RecipeKit

/// A recipe too long to lay out at every key (200,000 ingredient lines) is refused at import with
/// a message that says which recipe, which field and what to do; nothing is written.
@Suite struct RecipeSizeLimitTests {
    @Test func aRecipeOf200000IngredientLinesIsRefusedAtImport() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let lines = (1...200_000).map { "\($0) g flour" }.joined(separator: "\\n")
        let json = "[{\"title\": \"Endless\", \"ingredients\": \"\(lines)\"}]"
        #expect(throws: RecipeFileError(fileName: "big.json", message:
            #"recipe #1: "ingredients" must hold at most 5,000 lines (this one holds more); split it into several recipes"#)) {
            try store.importRecipes(fromJSON: Data(json.utf8), fileName: "big.json", existing: .skip)
        }
        #expect(try store.recipeIDs(matching: RecipeQuery()) == [])
    }

    @Test func fiveThousandLinesAreAccepted() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let recipe = Recipe(title: "Long", directions: (1...5_000).map { "Step \($0)." }.joined(separator: "\n"))
        #expect(recipe.problem == nil)
        _ = try store.add(recipe)
        #expect(throws: LibraryError.self) {
            try store.add(Recipe(title: "Longer", directions: (1...5_001).map { "Step \($0)." }.joined(separator: "\n")))
        }
    }
}
