import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// File names near the 255 bytes a file system allows: a number added to keep a name free
/// (` 2` in the trash) must not make the name too long to write, or the change waits forever and
/// the folder is no longer read.
@Suite struct FolderLongNameTests {
    @Test func aSecondRecipeOfTheSameLongNameDeletedGoesToTheTrashBesideTheFirst() throws {
        let folder = try TestFolder()
        let name = String(repeating: "Ł", count: 125) + ".cook"  // 255 bytes
        try folder.write(name, "Boil @water{1%l}.\n")
        let library = try folder.open()
        let first = try #require(try TestFolder.recipes(library).values.first?.id)
        _ = try library.index.remove(id: first)
        try library.synchronize()
        try folder.write(name, "Boil @water{2%l}.\n")
        try library.synchronize()
        let second = try #require(try TestFolder.recipes(library).values.first?.id)
        _ = try library.index.remove(id: second)
        try library.synchronize()
        #expect(!folder.exists(name))
        let trashed = try FileManager.default.contentsOfDirectory(atPath: folder.root + "/.recipes-trash")
        #expect(trashed.count == 2)
        #expect(trashed.allSatisfy { $0.utf8.count <= 255 && $0.hasSuffix(".cook") })
        let texts = Set(trashed.compactMap { folder.text(".recipes-trash/" + $0) })
        #expect(texts == ["Boil @water{1%l}.\n", "Boil @water{2%l}.\n"])
    }
}
