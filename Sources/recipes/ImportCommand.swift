import ArgumentParser
import RecipeKit

/// `recipes import FILE`: adds the recipes of a JSON file, all or nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the recipes of a JSON file (the form `export` writes).",
        discussion: """
            The whole file is checked first; any problem is reported with the file, the line and \
            column or the recipe and field, and nothing is imported. Only "title" is required. \
            Recipes keep the IDs in the file; a recipe without one gets a new ID. A recipe whose ID \
            is held by a sample recipe you have not changed takes its place. A recipe whose ID is \
            otherwise already in the library is skipped and listed, unless --replace is given: then \
            it overwrites the library's recipe with that ID. The import is one transaction: \
            interrupted, it leaves the library as it was.

            The file is a JSON array of objects with the keys: "title" (text), "id" (a positive \
            number), "prepTime" and "cookTime" (seconds), "servings" (text), "ingredients" and \
            "directions" (text, one per line), "isFavorite" (true or false), "collections" and \
            "imageNames" (arrays of text), "addedOn" (an ISO 8601 date). Any other key is an error.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("A JSON array of recipes.", valueName: "file.json"),
              completion: .file(extensions: ["json"]))
    var file: String
    @Flag(help: "Overwrite recipes whose IDs are already in the library instead of skipping them.")
    var replace = false

    func run() throws {
        let data = try RecipeFile.contents(path: file)
        let store = try library.openStore()
        let summary = try store.importRecipes(fromJSON: data, fileName: file, existing: replace ? .replace : .skip)
        var report = "Imported \(recipeCount(summary.inserted.count))"
        if !summary.replaced.isEmpty { report += ", replaced \(recipeCount(summary.replaced.count))" }
        print(report + " from \(TerminalText.line(file)).")
        if !summary.skipped.isEmpty {
            let ids = summary.skipped.map(String.init).joined(separator: ", ")
            StandardOutput.note(
                "Skipped \(recipeCount(summary.skipped.count)) whose IDs are already in the library: \(ids) "
                    + "(use --replace to overwrite them).")
        }
        if !summary.replacedSamples.isEmpty {
            let ids = summary.replacedSamples.map(String.init).joined(separator: ", ")
            StandardOutput.note(
                "Replaced \(sampleCount(summary.replacedSamples.count)) you had not changed with yours of the same IDs: \(ids).")
        }
        let samples = try store.untouchedSampleIDs().count
        if samples > 0 {
            StandardOutput.note(
                "The library still holds \(sampleCount(samples)) you have not changed; `recipes rm --samples` deletes them.")
        }
    }
}
