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
