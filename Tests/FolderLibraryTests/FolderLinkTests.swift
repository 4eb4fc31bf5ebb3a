import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// Symbolic links inside a folder library are the person's: an edit made through a link reaches
/// the file it names, as an editor saving the link would, and the link stays a link.
@Suite struct FolderLinkTests {
    static let bread = "Mix @flour{100%g} with @milk{1%dl}.\n"

    /// A folder with `Baking/Bread.cook` and `Link.cook`, a relative link to it, opened; and the
    /// ID of the recipe read through the link.
    static func folderWithALink() throws -> (TestFolder, FolderLibrary, Recipe.ID) {
        let folder = try TestFolder()
        try folder.write("Baking/Bread.cook", bread)
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/Link.cook", withDestinationPath: "Baking/Bread.cook")
        let library = try folder.open()
        return (folder, library, try #require(try TestFolder.recipes(library)["Link"]?.id))
    }

    @Test func anEditOfARecipeReadThroughALinkWritesTheLinkedFileAndKeepsTheLink() throws {
        let (folder, library, id) = try Self.folderWithALink()
        let edited = "Mix @flour{200%g} with @milk{2%dl}.\n"
        _ = try library.index.saveCooklang(edited, of: id, opened: Self.bread)
        try library.synchronize()
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: folder.root + "/Link.cook")
        #expect(link == "Baking/Bread.cook")
        #expect(folder.text("Baking/Bread.cook") == edited)
        let fresh = try TestFolder.recipes(folder.open())
        #expect(fresh["Link"]?.id == id)
        #expect(fresh["Link"]?.ingredients.contains("200 g flour") == true)
        #expect(fresh["Bread"]?.ingredients.contains("200 g flour") == true)
    }

    @Test func aDeletedLinkGoesToTheTrashAsALinkAndUndoPutsItBack() throws {
        let (folder, library, id) = try Self.folderWithALink()
        let removed = try library.index.remove(id: id)
        try library.synchronize()
        // In the trash the relative link names nothing: it is moved all the same, and back.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.root + "/.recipes-trash/Link.cook") == "Baking/Bread.cook")
        try library.index.restore(removed)
        try library.synchronize()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.root + "/Link.cook") == "Baking/Bread.cook")
        #expect(!folder.exists(".recipes-trash/Link.cook"))
        #expect(folder.text("Baking/Bread.cook") == Self.bread)
        let fresh = try TestFolder.recipes(folder.open())
        #expect(fresh["Link"]?.id == id)
        #expect(fresh.count == 2)
    }
}

/// A link to a directory that holds it is a loop: not followed (else a link to `/` would index the
/// whole disk), and told, naming the link.
@Suite struct FolderLinkLoopTests {
    /// The folder with `mains/Stew.cook` and a link at `mains/back` to `destination`, opened.
    static func folder(linkingTo destination: (TestFolder) -> String) throws -> (TestFolder, FolderLibrary) {
        let folder = try TestFolder()
        try folder.write("mains/Stew.cook", "Simmer @beef{1%kg}.\n")
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/mains/back", withDestinationPath: destination(folder))
        return (folder, try folder.open())
    }

    @Test func aLinkToTheRootOfTheDiskIsNotFollowedAndIsTold() throws {
        let (_, library) = try Self.folder { _ in "/" }
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Stew"])
        #expect(library.directories.sorted() == ["", "mains"])
        #expect(library.warnings == ["mains/back (a link to /) is not followed: it leads to a folder that holds it, "
            + "so reading it would read this folder again (and, above it, everything around it)"])
    }

    @Test func aLinkToAFolderAboveTheLibraryIsNotFollowed() throws {
        let (folder, library) = try Self.folder { folder in (folder.root as NSString).deletingLastPathComponent }
        try folder.write("../elsewhere/Other.cook", "Boil @water{1%l}.\n")
        _ = try library.catchUp()
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Stew"])
        #expect(library.warnings.count == 1 && library.warnings[0].hasPrefix("mains/back (a link to /"))
    }

    @Test func aLinkToTheFolderItselfOrItsOwnSubfolderIsNotFollowed() throws {
        let (_, library) = try Self.folder { _ in "../.." + "/Recipes" }
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Stew"])
        #expect(library.warnings.first?.hasPrefix("mains/back (a link to ../../Recipes) is not followed") == true)
        let (_, again) = try Self.folder { _ in "." }
        #expect(again.warnings.first?.hasPrefix("mains/back (a link to .) is not followed") == true)
    }

    @Test func aLinkToAFolderOutsideThatDoesNotHoldItIsFollowed() throws {
        let (folder, _) = try Self.folder { folder in (folder.root as NSString).deletingLastPathComponent + "/shared" }
        try folder.write("../shared/Pesto.cook", "Pound @basil{1%bunch}.\n")
        let library = try folder.open()
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Pesto", "Stew"])
        #expect(library.warnings.isEmpty)
    }
}
