import FolderLibrary

/// The folder library a command opened, so that what the command wrote to its index is written
/// out to the folder's files once the command is done (`RecipesCommand.main` calls `finish`),
/// whichever subcommand wrote it.
enum OpenedFolder {
    // A command runs on one thread, opens its library once and ends: nothing else touches this.
    nonisolated(unsafe) private static var opened: FolderLibrary?

    /// Opens the folder at `path` (catching its index up) and keeps it for `finish`.
    static func open(_ path: String) throws -> FolderLibrary {
        let library = try FolderLibrary(folder: path)
        opened = library
        return library
    }

    /// Writes out what the command wrote to the opened folder's index; nothing without one.
    static func finish() throws {
        try opened?.writeOut()
    }
}
