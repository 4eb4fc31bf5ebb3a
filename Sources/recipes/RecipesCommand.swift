import ArgumentParser

/// The `recipes` command: with no subcommand it opens the browser; subcommands script the library.
@main
struct RecipesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipes",
        abstract: "Keep, browse and search your recipes in the terminal.",
        discussion: """
            Run `recipes` alone to open the browser. The subcommands read and change the same \
            library from scripts; `list --json`, `show --json` and `export` print the Recipe JSON \
            form that `import` reads. `recipes help SUBCOMMAND` explains each one; `man recipes` \
            has them all (docs/CLI.md in the source has more).

            The library is the file given by --library, else $RECIPES_LIBRARY, else \
            $XDG_DATA_HOME/recipes/library.sqlite (~/.local/share/recipes/library.sqlite). \
            Opening the browser creates a library that does not exist yet, with the sample \
            recipes; `recipes init` creates one with them or empty; other subcommands never create one.
            """,
        version: RecipesVersion.current,
        subcommands: [
            InitCommand.self, ListCommand.self, ShowCommand.self, FavoriteCommand.self, UnfavoriteCommand.self,
            RemoveCommand.self, CollectionsCommand.self, ImportCommand.self, ExportCommand.self,
            ShoppingCommand.self, PictureCommand.self,
        ]
    )

    @OptionGroup var library: LibraryOptions

    @Option(help: ArgumentHelp(
        "Write one JSON line per drawn frame to this file (what caused it, rows drawn, bytes, time).",
        valueName: "file"))
    var traceFrames: String?

    @Option(help: PicturesOption.help)
    var pictures: PicturesOption?

    func validate() throws {
        if traceFrames == "" { throw ValidationError("An empty path names no file: give the file to write the frame trace to.") }
    }
}
