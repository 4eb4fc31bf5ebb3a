import ArgumentParser
import Foundation
import FolderLibrary
import RecipeFormats
import RecipeKit

/// The `--library` option every command shares, and opening the store it names.
struct LibraryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The library file (default: $RECIPES_LIBRARY, else $XDG_DATA_HOME/recipes/library.sqlite).",
            valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    var library: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder of .cook files to use as the library (default: $RECIPES_FOLDER, else folder = \"…\" in $XDG_CONFIG_HOME/recipes/config.toml).",
            valueName: "dir"),
        completion: .directory)
    var folder: String?

    /// Both on one command line is wrong usage (exit status 64), said before anything is opened.
    func validate() throws {
        if folder != nil, library != nil { throw ValidationError(FolderError.folderAndLibrary.description) }
    }

    /// The folder library asked for (`--folder`, `$RECIPES_FOLDER`, the config file), or `nil`
    /// when the library is a file.
    func resolvedFolder() throws -> String? {
        try FolderLocation.resolve(explicitFolder: folder, explicitLibrary: library)
    }

    /// The library's absolute path after applying the environment defaults; an empty `--library`
    /// or `RECIPES_LIBRARY` is refused (see `LibraryLocation`).
    func resolvedPath() throws -> String { try LibraryLocation.resolve(explicitPath: library) }

    /// Opens the library, which must exist: a command never creates one, so that a mistyped path
    /// is reported instead of becoming a new library. Says so on standard error when a library
    /// from an earlier version is upgraded first (minutes at a million recipes).
    func openStore() throws -> RecipeStore {
        try open(createIfMissing: false, newLibrary: .empty)
    }

    /// Opens the library, creating it when it does not exist (with the sample recipes, or empty):
    /// for the browser and `recipes init`. `RecipeStore.wasCreated` tells which happened.
    func openOrCreateStore(newLibrary: RecipeStore.NewLibraryContents = .sample) throws -> RecipeStore {
        try open(createIfMissing: true, newLibrary: newLibrary)
    }

    /// Opens the folder library `folder` (see `OpenedFolder.open`). A folder that is not there, or
    /// no folder, is said with where its name came from when that is not `--folder`: a person whose
    /// `RECIPES_FOLDER` or config file names an unmounted drive may not think of either.
    func openFolder(_ folder: String, tellingWarnings: Bool = true) throws -> FolderLibrary {
        do {
            return try OpenedFolder.open(folder, tellingWarnings: tellingWarnings)
        } catch let error as FolderError {
            switch error {
            case .missing, .notAFolder:
                if self.folder != nil { throw error }
                let source = ProcessInfo.processInfo.environment["RECIPES_FOLDER"] != nil
                    ? "RECIPES_FOLDER" : "the folder line of " + FolderLocation.configPath()
                throw CommandFailure("\(error); \(source) names it")
            default:
                throw error
            }
        }
    }

    private func open(createIfMissing: Bool, newLibrary: RecipeStore.NewLibraryContents) throws -> RecipeStore {
        if let folder = try resolvedFolder() { return try openFolder(folder).index }
        let path = try resolvedPath()
        do {
            return try RecipeStore(path: path, newLibrary: newLibrary, createIfMissing: createIfMissing, willUpgrade: {
                StandardOutput.note("Upgrading the library \(path) for this version of recipes (once; a large library takes a while)…")
            })
        } catch LibraryError.notALibrary(let path, let reason) {
            throw Self.notALibrary(path, reason: reason)
        } catch LibraryError.readOnly(let path) where createIfMissing && !FileManager.default.fileExists(atPath: path) {
            // There is no library to be read-only: the folder it would be created in cannot be written.
            let folder = (path as NSString).deletingLastPathComponent
            throw CommandFailure("cannot create the library \(path): the folder \(folder) cannot be written; "
                + "give a path in a folder you can write to (--library PATH)")
        }
    }

    /// The failure for a file that is no library; when it is a recipe file (`--library soup.cook`,
    /// a person mixing up opening and importing), what it is and how to bring its recipes in.
    static func notALibrary(_ path: String, reason: String) -> any Error {
        let error = LibraryError.notALibrary(path: path, reason: reason)
        guard let handle = FileHandle(forReadingAtPath: path) else { return error }
        defer { try? handle.close() }
        // A recipe file is small; a larger file is no mix-up worth reading far for.
        guard let head = try? handle.read(upToCount: 16 << 20), let format = RecipeFormat.recognised(head) else { return error }
        return CommandFailure("\(error); it is a recipe file (\(format)): `recipes import \(CommandNames.shellWord(path))` "
            + "adds its recipes to the library")
    }
}

/// A recipe ID argument, checked to be positive before the library is opened.
struct RecipeIDArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The recipe's ID, as `recipes list` shows it.", valueName: "id"), transform: Self.parse)
    var id: Int

    func validate() throws { try Self.validate(id) }

    /// Reads an ID, saying why a text is none: the parser's own refusal ("The value '…' is
    /// invalid") gives no reason, and a number past `Int.max` looks like any other number.
    static func parse(_ text: String) throws -> Int {
        if let id = Int(text) { return id }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw ValidationError(text.hasPrefix("-") ? "a recipe ID is a positive number"
                : "no recipe ID is that large (at most \(Int.max))")
        }
        throw ValidationError("a recipe ID is a whole number, as `recipes list` shows it")
    }

    /// Refuses a number that cannot be a recipe's ID.
    static func validate(_ id: Int) throws {
        guard id > 0 else { throw ValidationError("A recipe ID is a positive number, not \(id).") }
    }
}
