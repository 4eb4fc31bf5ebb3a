import ArgumentParser
import RecipeKit

/// `recipes rm ID`: deletes a recipe.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete a recipe.",
        discussion: "Keep a copy first if you may want it back: `recipes show ID --json`.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument

    func run() throws {
        let deleted = try library.openStore().delete(id: recipe.id)
        print("Deleted \(deleted.id)\t\(TerminalText.line(deleted.title))")
    }
}
