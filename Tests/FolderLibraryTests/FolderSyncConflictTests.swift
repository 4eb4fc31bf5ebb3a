import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// Syncthing does not merge a file changed on two machines at once: the newer copy takes the
/// name and the other is kept beside it as `.sync-conflict-DATE-TIME-DEVICE.NAME` (Go's
/// extension of `.recipes-favorites` is the whole name). The marks appended on the losing
/// machine are in that copy; they must not be undone.
@Suite struct FolderSyncConflictTests {
    @Test func favoritesAppendedOnBothMachinesAtOnceAreAllKeptAfterSyncthingsConflictCopy() throws {
        let folder = try TestFolder()
        for name in ["Toast", "Mayo", "Soup", "Salad"] { try folder.write(name + ".cook", "Mix @\(name.lowercased()){1}.\n") }
        try folder.write(".recipes-favorites", "+ Toast.cook\n+ Salad.cook\n")
        let library = try folder.open()
        let mayo = try #require(try TestFolder.recipes(library)["Mayo"]?.id)
        try library.index.setFavorite(true, for: mayo)
        try library.writeOut()
        // The other machine favorited Soup and un-favorited Toast meanwhile, and its copy won.
        try folder.move(".recipes-favorites", ".sync-conflict-20261124-101010-ABCDEFG.recipes-favorites")
        try folder.write(".recipes-favorites", "+ Toast.cook\n+ Salad.cook\n+ Soup.cook\n- Toast.cook\n")
        try library.catchUp()
        let favorites = try TestFolder.recipes(library).filter(\.value.isFavorite).keys.sorted()
        #expect(favorites == ["Mayo", "Salad", "Soup"])
        let fresh = try TestFolder.recipes(folder.open()).filter(\.value.isFavorite).keys.sorted()
        #expect(fresh == ["Mayo", "Salad", "Soup"])
    }

    @Test func aMarkClearedAfterTheConflictStaysCleared() throws {
        let folder = try TestFolder()
        for name in ["Toast", "Mayo"] { try folder.write(name + ".cook", "Mix @\(name.lowercased()){1}.\n") }
        try folder.write(".recipes-favorites", "+ Toast.cook\n")
        try folder.write(".sync-conflict-20261124-101010-ABCDEFG.recipes-favorites", "+ Toast.cook\n+ Mayo.cook\n")
        let library = try folder.open()
        #expect(try TestFolder.recipes(library)["Mayo"]?.isFavorite == true)
        let mayo = try #require(try TestFolder.recipes(library)["Mayo"]?.id)
        try library.index.setFavorite(false, for: mayo)
        try library.writeOut()
        let fresh = try TestFolder.recipes(folder.open())
        #expect(fresh["Mayo"]?.isFavorite == false)
        #expect(fresh["Toast"]?.isFavorite == true)
    }

    /// `.shopping-list` is rewritten whole, so its conflict copy cannot be merged line by line
    /// (a recipe taken off on one machine would come back): it is not read, and that is told.
    @Test func aConflictCopyOfTheShoppingListIsNamedInTheWarnings() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        try folder.write(".shopping-list", "./Toast\n")
        try folder.write(".sync-conflict-20261124-101010-ABCDEFG.shopping-list", "./Toast\n./Soup\n")
        let library = try folder.open()
        let warning = try #require(library.warnings.first)
        #expect(warning.contains(".sync-conflict-20261124-101010-ABCDEFG.shopping-list"))
        #expect(warning.contains("not read"))
    }
}
