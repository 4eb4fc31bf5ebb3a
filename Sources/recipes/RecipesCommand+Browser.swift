// The root command's action: open the browser on the library.
import FolderLibrary
import RecipeBrowser
import RecipeKit
import TerminalUI
import WebFetch

extension FolderLibrary: FollowedFiles {}

extension RecipesCommand {
    /// Opens the browser; returns when the person quits, with the terminal restored.
    ///
    /// On a folder library the browser reads the folder's index through a connection of its own,
    /// and the folder is watched: what changes on disk and what the browser writes are brought in
    /// step by `FolderLibrary.synchronize` at every idle moment.
    func run() throws {
        let picturesChoice = try PicturesOption.chosen(pictures).choice
        // Said before the terminal is taken, so that it is on the screen again when the browser ends.
        FetchSettings.tellEnvironmentProblem()
        let traceFile = traceFrames
        if let folder = try library.resolvedFolder() {
            let opened = try library.openFolder(folder, tellingWarnings: false)
            let store = try RecipeStore(path: opened.index.path, createIfMissing: false)
            opened.arrangeShopping(of: store)
            opened.startWatching()
            try MainActor.assumeIsolated {
                try BrowserApp.run(store: store, traceFile: traceFile, pictures: picturesChoice, followedFiles: opened)
            }
            return
        }
        let store: RecipeStore
        do {
            store = try library.openStore()
        } catch LibraryError.noLibrary {
            // A browser that cannot start must not create a library it would never show; a path
            // that holds something else was said above, before the terminal.
            try Terminal.checkAvailable()
            store = try library.openOrCreateStore()
        }
        try MainActor.assumeIsolated {
            try BrowserApp.run(store: store, traceFile: traceFile, pictures: picturesChoice)
        }
    }
}
