import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// One change that cannot be written to the folder (its recipe's subfolder read-only, the
/// favorites log read-only) waits on its own: the rest of the folder is still read and written,
/// and what waits is neither undone nor lost.
@Suite struct FolderPendingFileTests {
    static let toast = "Toast @bread{2%slices}.\n"
    static let edited = "Toast @bread{3%slices} and @butter{}.\n"

    /// A folder of `breakfast/Toast.cook` and `Soup.cook` whose index has Toast edited, the
    /// subfolder read-only: the write-out cannot rewrite the file.
    static func toastEditPending() throws -> (TestFolder, FolderLibrary, [String: Recipe]) {
        let folder = try TestFolder()
        try folder.write("breakfast/Toast.cook", toast)
        try folder.write("Soup.cook", "Simmer @leeks{2}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        _ = try library.index.saveCooklang(edited, of: recipes["Toast"]!.id, opened: toast)
        chmod(folder.root + "/breakfast", 0o555)
        try TestFolder.asAPerson {
            #expect(throws: FolderError.self) { try library.synchronize() }
        }
        #expect(folder.text("breakfast/Toast.cook") == toast)
        return (folder, library, recipes)
    }

    @Test func anotherFileEditedOnDiskIsReadWhileOneRecipesFileCannotBeWritten() throws {
        let (folder, library, _) = try Self.toastEditPending()
        defer { chmod(folder.root + "/breakfast", 0o755) }
        try folder.write("Soup.cook", "Simmer @leeks{2} and @potatoes{3}.\n")
        try folder.write("Porridge.cook", "Simmer @oats{100%g}.\n")
        let failure = try TestFolder.asAPerson { () -> (any Error)? in
            do { try library.synchronize() } catch { return error }
            return nil
        }
        // Still told (the change still waits), and the rest of the folder read all the same.
        #expect("\(failure.map { "\($0)" } ?? "")".contains("breakfast"))
        #expect(library.warnings.contains { $0.contains("cannot write") })
        var recipes = try TestFolder.recipes(library)
        #expect(recipes["Soup"]?.ingredients.contains("potatoes") == true)
        #expect(recipes["Porridge"] != nil)
        // The waiting change is not undone by the catch-up, nor by another process's opening.
        #expect(recipes["Toast"]?.ingredients.contains("butter") == true)
        #expect(try TestFolder.asAPerson { try TestFolder.recipes(folder.open())["Toast"]?.ingredients.contains("butter") } == true)
        #expect(folder.text("breakfast/Toast.cook") == Self.toast)

        chmod(folder.root + "/breakfast", 0o755)
        try TestFolder.asAPerson { try library.synchronize() }
        #expect(folder.text("breakfast/Toast.cook") == Self.edited)
        #expect(!library.isFailing)
        #expect(library.warnings.isEmpty)
        recipes = try TestFolder.recipes(library)
        #expect(recipes["Toast"]?.ingredients.contains("butter") == true)
    }

    @Test func theWaitingFileChangedOnDiskIsReadAndTheChangeMadeHereKeptInTheTrash() throws {
        let (folder, library, _) = try Self.toastEditPending()
        defer { chmod(folder.root + "/breakfast", 0o755) }
        let theirs = "Toast @bread{4%slices} and @jam{}.\n"
        try folder.write("breakfast/Toast.cook", theirs)
        try TestFolder.asAPerson { try library.synchronize() }
        #expect(folder.text("breakfast/Toast.cook") == theirs)
        #expect(try TestFolder.recipes(library)["Toast"]?.ingredients.contains("jam") == true)
        #expect(folder.text(".recipes-trash/breakfast/Toast.cook") == Self.edited)
        #expect(library.keptVersions.contains { $0.contains(".recipes-trash/breakfast/Toast.cook") })
        #expect(!library.isFailing)
    }

    @Test func aFavoriteTheLogCannotTakeWaitsWhileTheLogsOtherLinesAndFilesAreRead() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", Self.toast)
        try folder.write("Soup.cook", "Simmer @leeks{2}.\n")
        try folder.write(FolderLibrary.favoritesFile, "+ Soup.cook\n")
        let library = try folder.open()
        let log = folder.root + "/" + FolderLibrary.favoritesFile
        chmod(log, 0o444)
        defer { chmod(log, 0o644) }
        try library.index.setFavorite(true, for: try TestFolder.recipes(library)["Toast"]!.id)
        try TestFolder.asAPerson {
            #expect(throws: FolderError.self) { try library.synchronize() }
        }
        // Another machine's line (synced in) and an edit on disk.
        try folder.write(FolderLibrary.favoritesFile, "+ Soup.cook\n- Soup.cook\n")
        chmod(log, 0o444)
        try folder.write("Soup.cook", "Simmer @leeks{2} and @potatoes{3}.\n")
        _ = try TestFolder.asAPerson { try? library.synchronize() }
        var recipes = try TestFolder.recipes(library)
        #expect(recipes["Soup"]?.ingredients.contains("potatoes") == true)
        #expect(recipes["Soup"]?.isFavorite == false)
        #expect(recipes["Toast"]?.isFavorite == true)
        #expect(try TestFolder.asAPerson { try TestFolder.recipes(folder.open())["Toast"]?.isFavorite } == true)

        chmod(log, 0o644)
        try TestFolder.asAPerson { try library.synchronize() }
        #expect(folder.text(FolderLibrary.favoritesFile) == "+ Soup.cook\n- Soup.cook\n+ Toast.cook\n")
        recipes = try TestFolder.recipes(library)
        #expect(recipes["Toast"]?.isFavorite == true)
        #expect(!library.isFailing)
    }

    @Test func aNewRecipeWhoseFileCannotBeWrittenKeepsItsShoppingMarkWhileTheListIsRead() throws {
        let folder = try TestFolder()
        try folder.write("breakfast/Toast.cook", Self.toast)
        let library = try folder.open()
        chmod(folder.root + "/breakfast", 0o555)
        defer { chmod(folder.root + "/breakfast", 0o755) }
        let added = try library.index.add(Recipe(title: "Porridge", ingredients: "100 g oats", directions: "Simmer.",
                                                 collections: ["breakfast"]))
        try library.index.markForShopping(added.id)
        _ = try TestFolder.asAPerson { try? library.synchronize() }
        // CookCLI's list changed on another machine: it is read, and the waiting recipe's mark stays.
        try folder.write(FolderLibrary.shoppingListFile, "./breakfast/Toast\n")
        _ = try TestFolder.asAPerson { try? library.synchronize() }
        let toast = try #require(try TestFolder.recipes(library)["Toast"])
        #expect(Set(try library.index.shoppingMarks().map(\.recipeID)) == [toast.id, added.id])

        chmod(folder.root + "/breakfast", 0o755)
        try TestFolder.asAPerson { try library.synchronize() }
        #expect(folder.exists("breakfast/Porridge.cook"))
        // In the order of the marks: Porridge was marked first.
        #expect(folder.text(FolderLibrary.shoppingListFile) == "./breakfast/Porridge\n./breakfast/Toast\n")
    }
}
