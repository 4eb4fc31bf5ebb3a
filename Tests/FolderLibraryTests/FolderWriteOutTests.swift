import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// What is written to a folder's index by this program reaches the folder's files, so that the
/// folder stays the truth: a fresh index read from it holds the same.
@Suite struct FolderWriteOutTests {
    static let toast = "Toast @bread{2%slices}.\n"

    @Test func favoritesAreLinesAppendedToTheLogAndAFreshIndexReadsThem() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", Self.toast)
        try folder.write("sauces/Mayo.cook", "Whisk @egg yolk{1} with @oil{200%ml}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        try library.index.setFavorite(true, for: recipes["Toast"]!.id)
        try library.index.setFavorite(true, for: recipes["Mayo"]!.id)
        try library.writeOut()
        try library.index.setFavorite(false, for: recipes["Toast"]!.id)
        try library.writeOut()
        #expect(folder.text(".recipes-favorites") == "+ Toast.cook\n+ sauces/Mayo.cook\n- Toast.cook\n")
        try FileManager.default.removeItem(atPath: folder.indexPath)
        let fresh = try TestFolder.recipes(folder.open())
        #expect(fresh["Mayo"]?.isFavorite == true)
        #expect(fresh["Toast"]?.isFavorite == false)
    }

    @Test func aFavoriteWrittenToTheLogByAnotherMachineIsRead() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", Self.toast)
        let library = try folder.open()
        try folder.write(".recipes-favorites", "+ Toast.cook\n")
        #expect(try library.catchUp())
        #expect(try TestFolder.recipes(library)["Toast"]?.isFavorite == true)
    }

    @Test func aDeletedRecipeGoesToTheTrashAndUndoBringsItBack() throws {
        let folder = try TestFolder()
        try folder.write("breakfast/Toast.cook", Self.toast)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Toast"]?.id)
        let removed = try library.index.remove(id: id)
        try library.synchronize()
        #expect(!folder.exists("breakfast/Toast.cook"))
        #expect(folder.text(".recipes-trash/breakfast/Toast.cook") == Self.toast)
        #expect(try TestFolder.recipes(library)["Toast"] == nil)
        try library.index.restore(removed)
        try library.synchronize()
        #expect(folder.text("breakfast/Toast.cook") == Self.toast)
        #expect(!folder.exists(".recipes-trash/breakfast/Toast.cook"))
        #expect(try TestFolder.recipes(library)["Toast"]?.id == id)
    }

    /// `Toast.cook` (with `mode`) saved from the editor as `edited`, and written out.
    static func toastSavedAs(_ edited: String, mode: mode_t = 0o644) throws -> (TestFolder, FolderLibrary, Recipe.ID) {
        let folder = try TestFolder()
        try folder.write("Toast.cook", toast)
        chmod(folder.root + "/Toast.cook", mode)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Toast"]?.id)
        _ = try library.index.saveCooklang(edited, of: id, opened: toast)
        try library.synchronize()
        return (folder, library, id)
    }

    @Test func aSavedCooklangEditIsTheFileByteForByte() throws {
        let edited = "-- a comment kept\nToast @bread{3%slices}  and @butter{}.\n"
        let (folder, library, id) = try Self.toastSavedAs(edited)
        #expect(folder.text("Toast.cook") == edited)
        #expect(try TestFolder.recipes(library)["Toast"]?.id == id)
    }

    @Test func anEditKeepsTheFilesModeSoAPrivateRecipeStaysPrivate() throws {
        let edited = "Toast @bread{3%slices}.\n"
        let (folder, _, _) = try Self.toastSavedAs(edited, mode: 0o600)
        #expect(folder.text("Toast.cook") == edited)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.root + "/Toast.cook")[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aFileChangedOnDiskMeanwhileIsNotOverwrittenByAnEdit() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", Self.toast)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Toast"]?.id)
        _ = try library.index.saveCooklang("Toast @bread{9%slices}.\n", of: id, opened: Self.toast)
        let theirs = "Toast @bread{4%slices} and @jam{}.\n"
        try folder.write("Toast.cook", theirs)
        try library.synchronize()
        #expect(folder.text("Toast.cook") == theirs)
        #expect(try TestFolder.recipes(library)["Toast"]?.ingredients.contains("jam") == true)
    }

    @Test func aRecipeAddedToTheIndexBecomesAFileInItsCollectionsFolder() throws {
        let folder = try TestFolder()
        try folder.write("breakfast/Toast.cook", Self.toast)
        let library = try folder.open()
        let added = try library.index.add(Recipe(title: "Porridge", ingredients: "100 g oats\n300 ml milk",
                                                 directions: "Simmer the oats in the milk.", collections: ["breakfast"]))
        try library.synchronize()
        let text = try #require(folder.text("breakfast/Porridge.cook"))
        #expect(text.contains("oats"))
        #expect(try TestFolder.recipes(library)["Porridge"]?.id == added.id)
        try FileManager.default.removeItem(atPath: folder.indexPath)
        #expect(try TestFolder.recipes(folder.open())["Porridge"]?.collections.first == "breakfast")
    }
}

/// A process killed between writing the index and writing the folder loses nothing: the next
/// process on the folder writes out what it wrote (it cannot tell a killed process from one about
/// to write out, and a write the person saw made must not be undone).
@Suite struct FolderKilledWriterTests {
    @Test func theNextOpeningWritesOutWhatTheKilledProcessWroteToTheIndex() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        let killed = try folder.open()
        let id = try #require(try TestFolder.recipes(killed).first?.value.id)
        // Written to the index, never written out (the process died first).
        try killed.index.setFavorite(true, for: id)
        try killed.index.markForShopping(id)
        let next = try folder.open()
        #expect(try TestFolder.recipes(next)["Toast"]?.isFavorite == true)
        #expect(try next.index.shoppingMarks().map(\.recipeID) == [id])
        #expect(folder.text(".recipes-favorites") == "+ Toast.cook\n")
        #expect(folder.text(".shopping-list") == "./Toast\n")
    }
}
