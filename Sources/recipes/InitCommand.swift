import ArgumentParser
import Foundation
import RecipeKit

/// `recipes init`: creates a library, with the sample recipes or empty.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the library, with the sample recipes or empty.",
        discussion: """
            Creates the library file (and its directories). Without --empty it holds the 50 sample \
            recipes, which `recipes rm --samples` removes later as long as you have not changed them. \
            An existing library is left as it is, and init fails. A folder library (--folder) needs \
            no init: init says so and creates nothing.
            """)

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Create the library without the sample recipes.") var empty = false

    func run() throws {
        if let folder = try library.resolvedFolder() {
            // Opening it would only build its index, and the library file named below is not used.
            throw CommandFailure("\(TerminalText.line(folder)) is a folder library: it needs no init, every .cook file "
                + "in it is a recipe (`recipes import FILE…` adds some); init creates a library file (--library PATH)")
        }
        let path = try library.resolvedPath()
        let exists = CommandFailure("a library already exists at \(path); it was left as it is")
        // Looked at read-only, so that nothing (not even an upgrade) touches an existing library;
        // a path holding something else (a folder, an empty file, a damaged file) says what it holds.
        do {
            _ = try RecipeStore(path: path, createIfMissing: false, readOnly: true)
            throw exists
        } catch LibraryError.noLibrary {
            // Nothing there: create it below.
        } catch LibraryError.readOnly {
            throw exists // a library of an earlier version, which read-only cannot open before its upgrade
        } catch LibraryError.notALibrary(let path, let reason) {
            throw LibraryOptions.notALibrary(path, reason: reason)
        }
        let store = try library.openOrCreateStore(newLibrary: empty ? .empty : .sample)
        guard store.wasCreated else { throw exists } // another process created it in the meantime
        if empty {
            print("Created an empty library at \(TerminalText.line(path)).")
        } else {
            print("Created the library \(TerminalText.line(path)) with the \(try store.recipeCount()) sample recipes "
                + "(`recipes rm --samples` deletes those you have not changed).")
        }
    }
}
