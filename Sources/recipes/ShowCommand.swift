import ArgumentParser
import RecipeKit

/// `recipes show ID`: one recipe, to read or as JSON.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one recipe: its facts, ingredients and directions.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument
    @Flag(help: "Print the recipe as one JSON object in the Recipe JSON form.") var json = false

    func run() throws {
        let store = try library.openStore()
        guard let found = try store.recipe(with: recipe.id) else { throw LibraryError.noSuchRecipe(recipe.id) }
        if json {
            StandardOutput.write(json: try RecipeJSON.encode(found))
        } else {
            print(RecipeText.page(found))
        }
    }
}
