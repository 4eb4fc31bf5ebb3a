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
        guard let output else { return try writeJSON(ofRecipes: ids, in: store, to: .standardOutput) }
        // Written beside the target and renamed over it, so readers never see half a file.
        let partial = output + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: partial, contents: nil),
              let handle = FileHandle(forWritingAtPath: partial)
        else { throw CommandFailure("cannot write \(output): cannot create \(partial)") }
        do {
            try writeJSON(ofRecipes: ids, in: store, to: handle)
            try handle.close()
            guard rename(partial, output) == 0 else {
                throw CommandFailure("cannot write \(output): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
        StandardOutput.note("Exported \(recipeCount(ids.count)) to \(output).")
    }
}
