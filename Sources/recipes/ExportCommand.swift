import ArgumentParser
import Foundation
import RecipeKit

/// `recipes export`: the library, or one collection, as a JSON file `import` reads back.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write recipes as a JSON array (the form `import` reads), by title.",
        discussion: "Without -o the JSON goes to standard output. The file is replaced in one step.")

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only recipes in this collection.", valueName: "name"))
    var collection: String?
    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var output: String?

    func run() throws {
        let store = try library.openStore()
        if let collection { try requireCollection(collection, in: store) }
        let ids = try store.recipeIDs(matching: RecipeQuery(scope: collection.map { .collection($0) } ?? .all))
        let json = try RecipeJSON.encode(try store.recipes(with: ids))
        guard let output else { return StandardOutput.write(json: json) }
        do {
            try (json + Data("\n".utf8)).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(output): \(error.localizedDescription)")
        }
        StandardOutput.note("Exported \(recipeCount(ids.count)) to \(output).")
    }
}
