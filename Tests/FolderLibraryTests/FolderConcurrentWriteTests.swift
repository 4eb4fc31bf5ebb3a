import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A write made in the browser reaches the index at once and the folder at the next idle moment
/// (up to 100 ms later). A catch-up made meanwhile, by a command in another terminal or by
/// another browser, must not undo it: what it read of the folder predates the write.
@Suite struct FolderConcurrentWriteTests {
    /// The folder as the browser holds it: its `FolderLibrary` and the browser's own connection
    /// to the index, through which its keys write.
    struct OpenBrowser {
        let files: FolderLibrary
        let store: RecipeStore

        init(_ folder: TestFolder) throws {
            files = try folder.open()
            store = try RecipeStore(path: folder.indexPath, createIfMissing: false)
        }

        func id(_ title: String) throws -> Recipe.ID {
            try #require(try TestFolder.recipes(files)[title]?.id)
        }
    }

    @Test func aCommandRunMeanwhileDoesNotUndoAFavoriteNotWrittenOutYet() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        try folder.write("Jam.cook", "Boil @plums{1%kg} with @sugar{500%g}.\n")
        let browser = try OpenBrowser(folder)
        try browser.store.setFavorite(true, for: browser.id("Toast"))    // `f`
        // `recipes --folder DIR fav JAM` from another terminal, before the browser's next idle moment.
        let command = try folder.open()
        try command.index.setFavorite(true, for: try #require(try TestFolder.recipes(command)["Jam"]?.id))
        try command.writeOut()
        try browser.files.synchronize()
        #expect(try browser.store.recipe(with: browser.id("Toast"))?.isFavorite == true)
        #expect(try browser.store.recipe(with: browser.id("Jam"))?.isFavorite == true)
        let log = try #require(folder.text(".recipes-favorites"))
        #expect(log.contains("+ Toast.cook") && log.contains("+ Jam.cook"))
        // The folder says so: a fresh index reads both favorites.
        try FileManager.default.removeItem(atPath: folder.indexPath)
        let fresh = try TestFolder.recipes(folder.open())
        #expect(fresh["Toast"]?.isFavorite == true && fresh["Jam"]?.isFavorite == true)
    }

    @Test func anotherBrowsersCatchUpDoesNotUndoAShoppingMarkNotWrittenOutYet() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        let browser = try OpenBrowser(folder)
        let other = try folder.open()
        let toast = try browser.id("Toast")
        try browser.store.markForShopping(toast)                             // `m`
        try folder.write("Tea.cook", "Steep @tea{1%bag}.\n")                 // the other browser catches this up
        #expect(try other.catchUp())
        try browser.files.synchronize()
        #expect(try browser.store.shoppingMarks().map(\.recipeID) == [toast])
        #expect(folder.text(".shopping-list") == "./Toast\n")
    }

    @Test func anEditNotWrittenOutYetIsWrittenOutByTheCatchUpThatComesFirst() throws {
        let folder = try TestFolder()
        let toast = "Toast @bread{2%slices}.\n"
        try folder.write("Toast.cook", toast)
        let browser = try OpenBrowser(folder)
        let edited = "Toast @bread{3%slices} with @butter{}.\n"
        _ = try browser.store.saveCooklang(edited, of: browser.id("Toast"), opened: toast)   // `e`, saved
        _ = try folder.open()                                                // a command opens the folder
        #expect(folder.text("Toast.cook") == edited)
        try browser.files.synchronize()
        #expect(folder.text("Toast.cook") == edited)
        #expect(try browser.store.recipe(with: browser.id("Toast"))?.ingredients.contains("butter") == true)
    }

    @Test func aCatchUpThatReadTheFolderBeforeAWriteAppliesNothing() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        let browser = try OpenBrowser(folder)
        let id = try browser.id("Toast")
        // What a catch-up read of the folder: no favorite; the index stood at `read.writtenOut` then.
        let read = try browser.files.index.folderSyncState()
        var changes = FolderChanges()
        changes.favoritePaths = []
        changes.unchangedSince = read.writtenOut
        try browser.store.setFavorite(true, for: id)                         // `f`, meanwhile
        #expect(throws: FolderIndexChangedMeanwhile.self) { try browser.files.index.applyFolderChanges(changes) }
        #expect(try browser.store.recipe(with: id)?.isFavorite == true)
    }
}
