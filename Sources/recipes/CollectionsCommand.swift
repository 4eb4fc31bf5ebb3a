import ArgumentParser
import RecipeKit

/// `recipes collections`: the collections and how many recipes each holds.
struct CollectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collections",
        abstract: "List the collections with their recipe counts.",
        discussion: "Each line is the count, a tab, and the name. With --json: [{\"name\": …, \"recipeCount\": …}].")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array of {name, recipeCount} objects.") var json = false

    func run() throws {
        let collections = try library.openStore().collections()
        if json {
            StandardOutput.write(json: try RecipeJSON.encode(collections))
        } else {
            for collection in collections { print("\(collection.recipeCount)\t\(TerminalText.line(collection.name))") }
        }
    }
}
