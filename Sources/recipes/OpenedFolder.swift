import FolderLibrary
import RecipeKit

/// The folder library a command opened, so that what the command wrote to its index is written
/// out to the folder's files once the command is done (`RecipesCommand.main` calls `finish`),
/// whichever subcommand wrote it.
enum OpenedFolder {
    // A command runs on one thread, opens its library once and ends: nothing else touches this.
    nonisolated(unsafe) private static var opened: FolderLibrary?
    /// The last change in the opened folder's index when it was opened.
    nonisolated(unsafe) private static var lastChangeAtOpening: Int?
    /// The writes still waiting when it was opened (a change from before that could not be written).
    nonisolated(unsafe) private static var pendingAtOpening = FolderPendingWrites()
    /// What the opening could not do, to tell when the command is done.
    nonisolated(unsafe) private static var warnings: [String] = []

    /// The folder library the command opened, `nil` when it opened a library file.
    static var library: FolderLibrary? { opened }

    /// Opens the folder at `path` (catching its index up) and keeps it for `finish`. What the
    /// opening could not do (a subfolder it could not read, a change it could not write out) is
    /// told on standard error by `finish`, sanitised, unless `tellingWarnings` is false (the
    /// browser shows them on its status line).
    static func open(_ path: String, tellingWarnings: Bool = true) throws -> FolderLibrary {
        let library = try FolderLibrary(folder: path)
        opened = library
        lastChangeAtOpening = try library.index.changesNotWrittenOut().through
        pendingAtOpening = try library.index.folderPendingWrites()
        warnings = tellingWarnings ? library.warnings : []
        return library
    }

    /// Writes out what the command wrote to the opened folder's index, and tells what the opening
    /// could not do; nothing without a folder.
    ///
    /// The warnings are told here, not at the opening, so that a change that cannot be written
    /// is said once: as this failure when the command made one (the command fails with it), else
    /// as a warning (a `list` is not a failure for a change left from before).
    ///
    /// - Throws: when what the command wrote cannot be written out.
    static func finish() throws {
        guard let opened else { return }
        let keptBefore = opened.keptVersions
        defer {
            // A file's own text replaced by the command (`import --replace`): where it is kept.
            if opened.keptVersions != keptBefore {
                for kept in opened.keptVersions { StandardOutput.note("recipes: " + kept) }
            }
        }
        var failure: (any Error)?
        do {
            try opened.writeOut()
        } catch let error as FolderError where opened.warnings.contains(error.description) {
            // The same problem as at the opening: the command's failure only when a change of its
            // own waits too (a favorite made while the favorites log cannot be written), not when
            // its change was written and one from before still waits.
            let waitsAnew = try !opened.index.folderPendingWrites().isWithin(pendingAtOpening)
            if try opened.index.changesNotWrittenOut().through != lastChangeAtOpening, waitsAnew { failure = error }
        } catch {
            failure = error
        }
        for warning in warnings where warning != failure.map({ "\($0)" }) {
            StandardOutput.note("recipes: " + warning)
        }
        warnings = []
        if let failure { throw failure }
    }
}
