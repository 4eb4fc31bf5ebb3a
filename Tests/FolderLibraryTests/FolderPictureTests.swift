import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// `Pancakes.jpg` (or `.jpeg`, `.png`, `.webp`) beside `Pancakes.cook` is that recipe's picture in
/// the index, caught up like the recipe: the index's picture is always the file's.
@Suite struct FolderPictureTests {
    /// The picture files of the pictures' tests (made by their `make_fixtures.py`).
    static func fixture(_ name: String) throws -> Data {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: directory.appendingPathComponent("PicturesTests/Fixtures/" + name))
    }

    static func picture(of title: String, _ library: FolderLibrary) throws -> [UInt8]? {
        let recipe = try #require(try TestFolder.recipes(library)[title])
        return try library.index.picture(of: recipe.id)?.bytes
    }

    @Test func aPictureBesideARecipeUnderItsNameIsItsPicture() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.JPG", try Self.fixture("halves.jpg"))
        try folder.write("sauces/Hollandaise.cook", "Whisk @egg yolks{3}.\n")
        try folder.write("sauces/Bearnaise.webp", try Self.fixture("halves.webp"))
        let library = try folder.open()
        #expect(try Self.picture(of: "Pancakes", library) == [UInt8](try Self.fixture("halves.jpg")))
        #expect(try Self.picture(of: "Hollandaise", library) == nil)
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Hollandaise", "Pancakes"])
    }

    @Test func aPictureAddedReplacedRenamedAndRemovedOnDiskIsCaughtUp() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Waffles.cook", "Bake @batter{}.\n")
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        // Only the folder's own directory, as the watcher asks.
        #expect(try library.catchUp(only: [""]))
        #expect(try Self.picture(of: "Pancakes", library) == [UInt8](try Self.fixture("halves.jpg")))
        #expect(try TestFolder.recipes(library)["Pancakes"]?.id == id)
        try folder.remove("Pancakes.jpg")
        try folder.write("Pancakes.png", try Self.fixture("halves.png"))
        #expect(try library.catchUp(only: [""]))
        #expect(try library.index.picture(of: id)?.format == .png)
        try folder.move("Pancakes.png", "Waffles.png")
        #expect(try library.catchUp())
        #expect(try Self.picture(of: "Pancakes", library) == nil)
        #expect(try Self.picture(of: "Waffles", library) == [UInt8](try Self.fixture("halves.png")))
        try folder.remove("Waffles.png")
        #expect(try library.catchUp(only: [""]))
        #expect(try Self.picture(of: "Waffles", library) == nil)
        #expect(try library.catchUp() == false)
    }

    @Test func aPictureChangedWhileNoProgramWasOpenIsCaughtUpOnOpening() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        _ = try folder.open()
        try folder.write("Pancakes.webp", try Self.fixture("halves.webp"))
        #expect(try Self.picture(of: "Pancakes", folder.open()) == [UInt8](try Self.fixture("halves.webp")))
        try folder.remove("Pancakes.webp")
        #expect(try Self.picture(of: "Pancakes", folder.open()) == nil)
    }

    @Test func aRecipeRenamedWithItsPictureKeepsItAndWithoutItLosesIt() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        let library = try folder.open()
        try folder.move("Pancakes.cook", "Crêpes.cook")
        try folder.move("Pancakes.jpg", "Crêpes.jpg")
        #expect(try library.catchUp())
        #expect(try Self.picture(of: "Crêpes", library) == [UInt8](try Self.fixture("halves.jpg")))
        try folder.move("Crêpes.cook", "Blinis.cook")
        #expect(try library.catchUp())
        #expect(try Self.picture(of: "Blinis", library) == nil)
    }

    @Test func aBadPictureLeavesTheRecipeWithoutOneAndItsNotesSayWhy() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.jpg", try Self.fixture("not-a-picture.jpg"))
        try folder.write("Waffles.cook", "Bake @batter{}.\n")
        let library = try folder.open()
        let pancakes = try #require(try TestFolder.recipes(library)["Pancakes"])
        #expect(try library.index.picture(of: pancakes.id) == nil)
        #expect(pancakes.notes.contains("Pancakes.jpg is not shown: not a JPEG, PNG or WebP picture"))
        // A good picture replacing it is taken, and the note goes.
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        #expect(try library.catchUp())
        #expect(try TestFolder.recipes(library)["Pancakes"]?.notes.contains("Pancakes.jpg") == false)
        #expect(try Self.picture(of: "Pancakes", library) != nil)
        try folder.write("Waffles.png", try Self.fixture("bomb.png"))
        #expect(try library.catchUp())
        #expect(try Self.picture(of: "Waffles", library) == nil)
        #expect(try TestFolder.recipes(library)["Waffles"]?.notes.contains("Waffles.png is not shown: picture too large") == true)
    }

    @Test func settingAPictureWritesItBesideTheFileAndRemovingItMovesItToTheTrash() throws {
        let folder = try TestFolder()
        try folder.write("sauces/Hollandaise.cook", "Whisk @egg yolks{3}.\n")
        try folder.write("sauces/Hollandaise.JPEG", try Self.fixture("halves.jpg"))
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Hollandaise"]?.id)
        let png = try StoredPicture(checking: [UInt8](try Self.fixture("halves.png")))
        #expect(try library.setPicture(png, of: id) == "sauces/Hollandaise.png")
        #expect(folder.exists("sauces/Hollandaise.png"))
        #expect(!folder.exists("sauces/Hollandaise.JPEG"))
        #expect(FileManager.default.contents(atPath: folder.root + "/.recipes-trash/sauces/Hollandaise.JPEG") == (try Self.fixture("halves.jpg")))
        #expect(try library.index.picture(of: id) == png)
        #expect(try library.removePicture(of: id) == ["sauces/Hollandaise.png"])
        #expect(!folder.exists("sauces/Hollandaise.png"))
        #expect(folder.exists(".recipes-trash/sauces/Hollandaise.png"))
        #expect(try library.index.picture(of: id) == nil)
        #expect(try library.removePicture(of: id) == [])
        #expect(try library.catchUp() == false)
    }

    @Test func aRecipeDeletedAndRestoredHasThePictureBesideItsFile() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        let removed = try library.index.remove(id: id)
        try library.synchronize()
        #expect(!folder.exists("Pancakes.cook"))
        try library.index.restore(removed)
        try library.synchronize()
        #expect(folder.exists("Pancakes.cook"))
        #expect(try library.index.picture(of: id)?.bytes == [UInt8](try Self.fixture("halves.jpg")))
        #expect(try Self.picture(of: "Pancakes", folder.open()) == [UInt8](try Self.fixture("halves.jpg")))
    }
}
