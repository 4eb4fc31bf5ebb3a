import Foundation
import FolderLibrary
import Glibc
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

    @Test func aDeletedRecipesPictureGoesToTheTrashWithItAndUndoBringsBothBack() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        let removed = try library.index.remove(id: id)
        try library.synchronize()
        #expect(!folder.exists("Pancakes.cook"))
        // `d` takes the picture to the trash with the recipe, and `u` brings both back.
        #expect(!folder.exists("Pancakes.jpg"))
        #expect(FileManager.default.contents(atPath: folder.root + "/.recipes-trash/Pancakes.jpg") == (try Self.fixture("halves.jpg")))
        try library.index.restore(removed)
        try library.synchronize()
        #expect(folder.exists("Pancakes.cook"))
        #expect(FileManager.default.contents(atPath: folder.root + "/Pancakes.jpg") == (try Self.fixture("halves.jpg")))
        #expect(!folder.exists(".recipes-trash/Pancakes.jpg"))
        #expect(try library.index.picture(of: id)?.bytes == [UInt8](try Self.fixture("halves.jpg")))
        #expect(try Self.picture(of: "Pancakes", folder.open()) == [UInt8](try Self.fixture("halves.jpg")))
    }

    @Test func aWarmOpeningReadsNoPictureUnchangedSinceTheIndexReadIt() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.jpg", try Self.fixture("halves.jpg"))
        _ = try folder.open()
        // The picture's bytes overwritten in place by bytes that are no picture, its size, inode
        // and modification time kept: only a reading of the file could tell.
        let path = folder.root + "/Pancakes.jpg"
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(repeating: 0x55, count: Int(before.st_size)))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let warm = try folder.open()
        #expect(try Self.picture(of: "Pancakes", warm) == [UInt8](try Self.fixture("halves.jpg")))
        #expect(try TestFolder.recipes(warm)["Pancakes"]?.notes.contains("Pancakes.jpg") == false)
        // Changed for real (a new time), it is read again: the index's picture is the file's.
        try folder.write("Pancakes.jpg", try Self.fixture("halves.png"))
        #expect(try warm.catchUp())
        #expect(try Self.picture(of: "Pancakes", warm) == [UInt8](try Self.fixture("halves.png")))
    }
}

/// A recipe deleted while a file of its name is in the trash already, then restored where a new
/// file of its name appeared meanwhile: its picture keeps pairing with it, and nothing is overwritten.
@Suite struct FolderTrashedPictureTests {
    @Test func theTrashedPictureFollowsItsRecipesNumberedName() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Pancakes.png", try FolderPictureTests.fixture("halves.png"))
        try folder.write(".recipes-trash/Pancakes.cook", "Older pancakes @flour{}.\n")
        try folder.write(".recipes-trash/Pancakes.png", try FolderPictureTests.fixture("halves.jpg"))
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        let removed = try library.index.remove(id: id)
        try library.synchronize()
        #expect(folder.text(".recipes-trash/Pancakes 2.cook") == FolderCatchUpTests.pancakes)
        #expect(FileManager.default.contents(atPath: folder.root + "/.recipes-trash/Pancakes 2.png") == (try FolderPictureTests.fixture("halves.png")))
        #expect(FileManager.default.contents(atPath: folder.root + "/.recipes-trash/Pancakes.png") == (try FolderPictureTests.fixture("halves.jpg")))
        try folder.write("Pancakes.cook", "New pancakes @flour{}.\n")
        try library.index.restore(removed)
        try library.synchronize()
        #expect(folder.text("Pancakes 2.cook") == FolderCatchUpTests.pancakes)
        #expect(try library.index.picture(of: id)?.bytes == [UInt8](try FolderPictureTests.fixture("halves.png")))
        #expect(folder.text("Pancakes.cook") == "New pancakes @flour{}.\n")
        #expect(!folder.exists("Pancakes.png"))
    }
}
