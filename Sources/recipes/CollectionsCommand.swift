import ArgumentParser
import RecipeBrowser
import RecipeKit

/// `recipes collections`: the collections with their recipe counts, and renaming one.
struct CollectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collections",
        abstract: "List the collections with their recipe counts, or rename one.",
        discussion: """
            Collection names compare without case: `Breakfast` and `breakfast` are one collection, \
            under the spelling the library holds first.
            """,
        subcommands: [CollectionsListCommand.self, CollectionsRenameCommand.self],
        defaultSubcommand: CollectionsListCommand.self)
}

/// `recipes collections [list]`: each collection and how many recipes it holds.
struct CollectionsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the collections with their recipe counts (the default).",
        discussion: "Each line is the count, a tab, and the name. With --json: [{\"name\": …, \"recipeCount\": …}].")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array of {name, recipeCount} objects.") var json = false

    func run() throws {
        let collections = try library.openStore().collections()
        if json {
            try StandardOutput.write(json: RecipeJSON.encode(collections))
        } else {
            for collection in collections { print("\(collection.recipeCount)\t\(TerminalText.line(collection.name))") }
        }
    }
}

/// `recipes collections rename OLD NEW`: renames a collection, merging it into NEW when that exists.
struct CollectionsRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a collection; when NEW already exists, merge OLD into it.",
        discussion: """
            Every recipe in OLD moves to NEW in one change (open browsers show it at once). Names \
            compare without case: OLD may be written in any case, and NEW in another case of an \
            existing collection merges into that collection under its spelling. Renaming to the same \
            name in another case respells the collection.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The collection to rename.") var old: String
    @Argument(help: "Its new name, or the collection to merge it into.") var new: String

    func run() throws {
        if try library.resolvedFolder() != nil { throw CommandFailure(FolderCollectionRename.refusal) }
        let rename: CollectionRename
        do {
            rename = try library.openStore().renameCollection(old, to: new)
        } catch CollectionNameError.noSuchCollection(let name) {
            throw noSuchCollection(name)
        } catch CollectionNameError.invalidName(let reason) {
            // The store's message quotes neither name; a name may hold a line break, shown as a sign.
            throw CommandFailure("cannot rename \"\(TerminalText.line(old))\" to \"\(TerminalText.line(new))\": \(reason)")
        }
        let from = TerminalText.line(rename.oldName), to = TerminalText.line(rename.newName)
        let recipes = "\(rename.recipeCount) recipe\(rename.recipeCount == 1 ? "" : "s")"
        if rename.merged {
            print("Merged \"\(from)\" into \"\(to)\": \(rename.recipesMoved) moved, \(recipes) in \"\(to)\" now")
        } else if rename.oldName == rename.newName {
            print("\"\(from)\" is already named so (\(recipes))")
        } else {
            print("Renamed \"\(from)\" to \"\(to)\" (\(recipes))")
        }
    }
}
