import FolderLibrary

/// The folder library a command opened, so that what the command wrote to its index is written
/// out to the folder's files once the command is done (`RecipesCommand.main` calls `finish`),
/// whichever subcommand wrote it.
enum OpenedFolder {
    // A command runs on one thread, opens its library once and ends: nothing else touches this.
    nonisolated(unsafe) private static var opened: FolderLibrary?
    /// The last change in the opened folder's index when it was opened.
    nonisolated(unsafe) private static var lastChangeAtOpening: Int?

    /// The folder library the command opened, `nil` when it opened a library file.
    static var library: FolderLibrary? { opened }

    /// Opens the folder at `path` (catching its index up) and keeps it for `finish`. What the
    /// opening could not do (a subfolder it could not read, a change it could not write out) is
    /// told on standard error, sanitised, unless `tellingWarnings` is false (the browser shows
    /// them on its status line).
    static func open(_ path: String, tellingWarnings: Bool = true) throws -> FolderLibrary {
        let library = try FolderLibrary(folder: path)
        opened = library
        lastChangeAtOpening = try library.index.changesNotWrittenOut().through
        if tellingWarnings {
            for warning in library.warnings { StandardOutput.note("recipes: " + warning) }
        }
        return library
    }

    /// Writes out what the command wrote to the opened folder's index; nothing without one.
    ///
    /// - Throws: when it cannot be written, unless the command wrote nothing and the opening told
    ///   the same already (a change left from before: a `list` is not a failure for it).
    static func finish() throws {
        guard let opened else { return }
        let keptBefore = opened.keptVersions
        defer {
            // A file's own text replaced by the command (`import --replace`): where it is kept.
            if opened.keptVersions != keptBefore {
                for kept in opened.keptVersions { StandardOutput.note("recipes: " + kept) }
            }
        }
        do {
            try opened.writeOut()
        } catch let error as FolderError where opened.warnings.contains(error.description) {
            guard try opened.index.changesNotWrittenOut().through == lastChangeAtOpening else { throw error }
        }
    }
}
