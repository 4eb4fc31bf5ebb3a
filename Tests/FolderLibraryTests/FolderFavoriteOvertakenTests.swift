import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A favorite or a shopping mark made here in the moment the recipe's file changed on disk (before
/// the catch-up read it) is no change to the file's text: the file keeps what is on disk, the mark
/// reaches its log, and nothing is kept in the trash nor told, as it is for an edit the disk overtook.
@Suite struct FolderFavoriteOvertakenTests {
    static let pancakes = "Whisk @eggs{2} with @milk{300%ml}.\n"
    static let pulled = "Whisk @eggs{3} with @milk{250%ml}.\n"

    /// `Pancakes.cook` holding `original`, made a favorite in the index as another program wrote
    /// `pulled` to it, then synchronized.
    static func favoritedAsTheFileChanged(_ original: Data) throws -> (TestFolder, FolderLibrary) {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", original)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try library.index.setFavorite(true, for: id)
        try folder.write("Pancakes.cook", Self.pulled)
        try library.synchronize()
        return (folder, library)
    }

    @Test func aFavoriteMadeAsTheFileChangedKeepsNoCopyInTheTrash() throws {
        let (folder, library) = try Self.favoritedAsTheFileChanged(Data(Self.pancakes.utf8))
        #expect(!folder.exists(FolderLibrary.trashFolder))
        #expect(library.keptVersions.isEmpty)
        #expect(folder.text("Pancakes.cook") == Self.pulled)
        #expect(folder.text(FolderLibrary.favoritesFile) == "+ Pancakes.cook\n")
        let read = try #require(try TestFolder.recipes(library)["Pancakes"])
        #expect(read.isFavorite && read.ingredients.contains("250 ml milk"))
    }

    @Test func soInAProcessThatNeverReadTheFileAndForAShoppingMark() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        _ = try folder.open()
        // Another process (the browser opened later): what it knows of the file comes from the index.
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try library.index.setFavorite(true, for: id)
        try library.index.markForShopping(id)
        try folder.write("Pancakes.cook", Self.pulled)
        try library.synchronize()
        #expect(!folder.exists(FolderLibrary.trashFolder))
        #expect(library.keptVersions.isEmpty)
        #expect(folder.text(".shopping-list") == "./Pancakes\n")
    }

    @Test func aFavoriteOnADamagedFileAsItChangedKeepsNoCopyEither() throws {
        let (folder, library) = try Self.favoritedAsTheFileChanged(Data([0x57, 0x68, 0xFF, 0x0A]))
        #expect(!folder.exists(FolderLibrary.trashFolder))
        #expect(try TestFolder.recipes(library)["Pancakes"]?.ingredients.contains("250 ml milk") == true)
    }

    @Test func aFavoriteAndAnEditMadeAsTheFileChangedStillKeepTheEdit() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        _ = try library.index.saveCooklang("Whisk @eggs{4}.\n", of: id, opened: Self.pancakes)
        try library.index.setFavorite(true, for: id)
        try folder.write("Pancakes.cook", Self.pulled)
        try library.synchronize()
        #expect(folder.text(".recipes-trash/Pancakes.cook") == "Whisk @eggs{4}.\n")
        #expect(library.keptVersions.count == 1)
        #expect(folder.text("Pancakes.cook") == Self.pulled)
    }
}
