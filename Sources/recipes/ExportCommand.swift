import ArgumentParser
import Foundation
import RecipeKit

/// `recipes export`: the library, or one collection, as a JSON file `import` reads back.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write recipes as a JSON array (the form `import` reads), by title.",
        discussion: """
            Without -o, or with -o -, the JSON goes to standard output. A regular file is replaced in \
            one step and keeps its mode and owner; a symlink is followed and the file it names is \
            replaced; a device or FIFO (/dev/null, a named pipe) is written to directly.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only recipes in this collection.", valueName: "name"))
    var collection: String?
    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead (- for standard output).", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var output: String?

    func run() throws {
        let store = try library.openStore()
        if let collection { try requireCollection(collection, in: store) }
        let ids = try store.recipeIDs(matching: RecipeQuery(scope: collection.map { .collection($0) } ?? .all))
        guard let output, output != "-" else { return try writeJSON(ofRecipes: ids, in: store, to: .standardOutput) }
        try OutputFile.write(to: output) { try writeJSON(ofRecipes: ids, in: store, to: $0) }
        StandardOutput.note("Exported \(recipeCount(ids.count)) to \(output).")
    }
}
