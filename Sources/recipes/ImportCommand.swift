import ArgumentParser
import FolderLibrary
import Foundation
import RecipeFormats
import RecipeKit
import WebFetch

/// `recipes import PATH-OR-URL...`: adds the recipes of files in our JSON form, schema.org JSON-LD,
/// saved web pages, Cooklang, Markdown and plain text, Paprika, Mealie, Tandoor, Nextcloud Cookbook, Mela, Recipe Keeper, Copy Me That,
/// RecipeSage and Meal-Master, and of web pages
/// fetched by address, in one transaction.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add recipes from files and web addresses: recipes JSON, web pages (schema.org), Cooklang, Markdown, Paprika, Mealie, Tandoor, Nextcloud Cookbook, Mela, Recipe Keeper, Copy Me That, RecipeSage, Crouton, MasterCook, Plan to Eat, Meal-Master.",
        discussion: """
            Each PATH is a file, a folder (every file below it, in path order; hidden files and \
            pictures left out), - for standard input, or a web address (http:// or https://), in any mix. \
            --urls-from FILE adds the addresses listed in FILE, one a line (- for standard input; \
            blank lines and lines starting with # left out). Addresses are fetched 4 at a time, \
            with a progress bar when standard error is a terminal, each with the main picture its \
            page names; an address that cannot be fetched (an HTTP error, no answer for 15 s, a \
            page over 20 MB, a redirect loop or one to another scheme, a certificate that does not \
            verify) is refused with the reason, like a file that cannot be read. The format is recognised from the content: the JSON form \
            `export` writes, schema.org Recipe JSON-LD (.json/.jsonld), a saved web page (.html) \
            holding it (its picture from the files folder saved with it, Name_files), Cooklang (.cook), Markdown (.md: a note with Ingredients and Directions \
            headings, RecipeMD, Chowdown; its linked picture read from beside or below it) or plain text \
            naming its parts (Ingredients:, Directions:), a Paprika export (.paprikarecipes) or recipe \
            (.paprikarecipe), the exports of Mealie (a ZIP, a backup ZIP, one recipe's JSON), \
            Tandoor (a ZIP of ZIPs, one recipe.json), Nextcloud Cookbook (a ZIP or folder of \
            recipe.json and full.jpg), Mela (.melarecipes, .melarecipe), Recipe Keeper and Copy Me \
            That (a ZIP of recipes.html and images/), each recipe with its picture, RecipeSage (its \
            JSON-LD export), Crouton (.crumb, or a ZIP of them), MasterCook (.mx2, .mz2, .mxp), Cookmate (its XML, .mcb), \
            Plan to Eat (its CSV \
            export), Meal-Master and RezKonv text (.mmf, .rk, several recipes a file), and a ZIP of such files; a picture beside a \
            recipe file (Soup.jpg beside Soup.cook) goes with it. --format reads every file as \
            one format, and refuses a file whose content is plainly another one, saying what it is. \
            docs/FORMATS.md says what each field becomes.

            A file that cannot be read is refused with the reason (and the line or JSON path where \
            it applies) and never stops the others; the rest is one transaction: interrupted, it \
            leaves the library as it was. A recipe from a web page or another format whose source \
            (its web address, else the file's content and its place in the file) is already in \
            the library is reported as already there and skipped; --replace updates it instead. \
            The summary line counts what was imported, already there and refused. The exit status \
            is 0 when any recipe was imported or found already there, 1 when nothing could be read.

            Recipes in the JSON form keep the IDs in the file; a recipe without one gets a new ID. \
            A recipe whose ID is held by a sample recipe you have not changed takes its place. A \
            recipe whose ID is otherwise already in the library is skipped and listed, unless \
            --replace is given: then it overwrites the library's recipe with that ID. A JSON file \
            with any problem is refused whole.

            The JSON form is an array of objects with the keys: "title" (text, the only one \
            required), "id" (a positive number), "prepTime" and "cookTime" (seconds), "servings" \
            (text), "ingredients" and "directions" (text, one per line), "isFavorite" (true or \
            false), "collections" and "imageNames" (arrays of text), "addedOn" (an ISO 8601 date), \
            "sourceURL" and "notes" (text), "rating" (0 to 5), "statedTotalTime" (seconds, a \
            source's total when it gives no prep or cook time), "imageURLs" (array of text). Any \
            other key is an error.
            """)

    /// The formats --format names.
    enum FormatChoice: String, ExpressibleByArgument, CaseIterable {
        case json, jsonld, html, cook, markdown, paprika, mealie, tandoor, nextcloud, mela, crouton, recipekeeper, copymethat, recipesage, mealmaster, mastercook, plantoeat

        /// The choices as a person reads them: `json, jsonld, … or plantoeat`.
        static let names = allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + allCases.last!.rawValue

        /// The choice named `text`, or a refusal naming them all on one line.
        static func named(_ text: String) throws -> FormatChoice {
            guard let choice = FormatChoice(rawValue: text) else { throw ValidationError("give one of \(names)") }
            return choice
        }

        var format: RecipeFormat {
            switch self {
            case .json: .json
            case .jsonld: .jsonld
            case .html: .html
            case .cook: .cook
            case .paprika: .paprikaArchive
            case .mealie: .mealie
            case .tandoor: .tandoor
            case .nextcloud: .nextcloud
            case .mela: .mela
            case .crouton: .crouton
            case .recipekeeper: .recipeKeeper
            case .copymethat: .copyMeThat
            case .recipesage: .recipeSage
            case .markdown: .markdown
            case .mealmaster: .mealMaster
            case .mastercook: .masterCook
            case .plantoeat: .planToEat
            }
        }
    }

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("Files, folders or web addresses to read; - for standard input.", valueName: "path-or-url"),
              completion: .file())
    var paths: [String] = []
    @Option(help: ArgumentHelp("Also import the web addresses listed in this file, one a line; - for standard input.",
                               valueName: "file"), completion: .file())
    var urlsFrom: String?
    // Read through `FormatChoice.named`: the parser would list the choices one a line.
    @Option(help: ArgumentHelp("Read every file as this format instead of recognising it: \(FormatChoice.names).",
                               valueName: "format"),
            completion: .list(FormatChoice.allCases.map(\.rawValue)), transform: FormatChoice.named)
    var format: FormatChoice?
    @Flag(help: "Do not turn categories and cuisines (schema.org, Cooklang) into collections.")
    var noCollections = false
    @Flag(help: "Update recipes already in the library (same source, or same ID) instead of skipping them.")
    var replace = false
    @Flag(help: "Read and check everything, print what would be added, skipped and refused; write nothing.")
    var dryRun = false

    func validate() throws {
        if paths.isEmpty, urlsFrom == nil {
            throw ValidationError("Name at least one file, folder or web address to import (- for standard input).")
        }
        if paths.contains("") || urlsFrom == "" {
            throw ValidationError("An empty path names no file: give a file, folder or web address to import.")
        }
        if paths.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("- names standard input, which is read once: give - once.")
        }
        if urlsFrom == "-", paths.contains("-") {
            throw ValidationError("Standard input can hold the addresses (--urls-from -) or a file to import (-), not both.")
        }
    }

    func run() throws {
        if let folder = try library.resolvedFolder(), let inside = paths.first(where: { path in
            var isFolder: ObjCBool = false
            let cookOrFolder = path.lowercased().hasSuffix(".cook")
                || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
            return cookOrFolder && !path.contains("://") && FolderLocation.isInside(path, folder: folder)
        }) {
            // Its .cook files are the library already: importing them would add a copy of each. (A
            // page or JSON file saved in the folder is not a recipe of it, and is imported.)
            throw CommandFailure("\(TerminalText.line(inside)) is inside the folder library \(TerminalText.line(folder)), whose "
                + ".cook files are its recipes already; import adds files from elsewhere (nothing was imported)")
        }
        let store = try library.openStore()
        let listed = try urlsFrom.map(AddressList.read) ?? []
        let inputs = ImportInput.expand(paths) + listed.map(ImportInput.init(name:))
        if inputs.isEmpty, let urlsFrom {
            // Only --urls-from was given, and it named nothing: there is no file to refuse, so say why here.
            let name = urlsFrom == "-" ? "standard input" : TerminalText.line(urlsFrom)
            throw CommandFailure("--urls-from \(name) lists no web address (blank lines and lines starting with # are "
                + "left out); nothing was imported")
        }
        let pages = inputs.filter { !$0.isStandardInput && WebAddress.isAddress($0.name) }.count
        // Files are counted apart from the pages fetched after them, which have their own bar.
        let progress = ImportProgress(total: inputs.count - pages)
        let options = ImportReadOptions(
            format: format?.format, formats: ReadOptions(categoriesAsCollections: !noCollections))
        let files = ImportReading.read(inputs, options: options, fetching: .toldFromEnvironment()) { step in
            switch step {
            case .files(let read, let recipes): progress.show(filesRead: read, recipes: recipes)
            case .pages(let done, let total): progress.show(pagesDone: done, of: total)
            }
        }
        progress.erase()
        let report = try store.importFiles(files, existing: replace ? .replace : .skip, dryRun: dryRun)
        ImportReportText.print(report, singleFile: inputs.count == 1 ? inputs[0].displayName : nil,
                               pages: pages)
        if !dryRun {
            let samples = try store.untouchedSampleIDs().count
            if samples > 0, !report.added.isEmpty {
                StandardOutput.note(
                    "The library still holds \(sampleCount(samples)) you have not changed; `recipes rm --samples` deletes them.")
            }
        }
        if !report.foundAnything { throw ExitCode(1) }
    }
}
