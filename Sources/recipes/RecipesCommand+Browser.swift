// The root command's action: open the browser on the library.
import RecipeBrowser

extension RecipesCommand {
    /// Opens the browser; returns when the person quits, with the terminal restored.
    func run() throws {
        let picturesChoice = try PicturesOption.chosen(pictures).choice
        let store = try library.openOrCreateStore()
        let traceFile = traceFrames
        try MainActor.assumeIsolated {
            try BrowserApp.run(store: store, traceFile: traceFile, pictures: picturesChoice)
        }
    }
}
