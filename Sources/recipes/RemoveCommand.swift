import ArgumentParser
import RecipeKit

/// `recipes rm ID`: deletes a recipe; `recipes rm --samples`: deletes the unchanged sample recipes.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete a recipe, or the sample recipes you have not changed.",
        discussion: """
            Keep a copy first if you may want it back: `recipes show ID --json`. \
            --samples deletes the sample recipes a new library starts with, except those you have \
            changed (a favorite mark, an edit, other collections make a sample yours).
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("The recipe's ID, as `recipes list` shows it.", valueName: "id"),
              transform: RecipeIDArgument.parse)
    var id: Int?
    @Flag(help: "Delete the sample recipes that are unchanged since they were added.")
    var samples = false

    func validate() throws {
        switch (id, samples) {
        case (nil, false): throw ValidationError("Give the ID of the recipe to delete, or --samples.")
        case (.some, true): throw ValidationError("Give either an ID or --samples, not both.")
        case (let id?, false): try RecipeIDArgument.validate(id)
        case (nil, true): break
        }
    }

    func run() throws {
        let store = try library.openStore()
        if let id {
            let deleted = try store.delete(id: id)
            print("Deleted \(deleted.id)\t\(TerminalText.line(deleted.title))")
            return
        }
        let removed = try store.removeUntouchedSamples()
        print(removed.isEmpty
            ? "No unchanged sample recipes to delete."
            : "Deleted \(sampleCount(removed.count)) that were unchanged since they were added.")
    }
}
