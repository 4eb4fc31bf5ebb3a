import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A write-out that fails (the recipe's subfolder read-only) leaves the trash as it was: no copy,
/// and no empty folder the person would find there and wonder about.
@Suite struct FolderFailedWriteTrashTests {
    static let toast = "-- by hand\nToast @bread{2%slices}.\n"

    /// A folder of `breakfast/Toast.cook`, its index open, the subfolder read-only from now on.
    static func readOnlyBreakfast() throws -> (TestFolder, FolderLibrary, Recipe) {
        let folder = try TestFolder()
        try folder.write("breakfast/Toast.cook", toast)
        let library = try folder.open()
        let recipe = try #require(try TestFolder.recipes(library)["Toast"])
        chmod(folder.root + "/breakfast", 0o555)
        return (folder, library, recipe)
    }

    @Test func aFormEditThatCannotBeWrittenLeavesNoFolderInTheTrash() throws {
        let (folder, library, recipe) = try Self.readOnlyBreakfast()
        defer { chmod(folder.root + "/breakfast", 0o755) }
        var edited = recipe
        edited.directions = "Toast the bread."
        try library.index.update(edited)
        try TestFolder.asAPerson {
            #expect(throws: FolderError.self) { try library.writeOut() }
            #expect(throws: FolderError.self) { try library.writeOut() }
        }
        #expect(!folder.exists(FolderLibrary.trashFolder))
        #expect(folder.text("breakfast/Toast.cook") == Self.toast)
    }

    @Test func aDeleteThatCannotMoveTheFileLeavesNoFolderInTheTrash() throws {
        let (folder, library, recipe) = try Self.readOnlyBreakfast()
        defer { chmod(folder.root + "/breakfast", 0o755) }
        _ = try library.index.remove(id: recipe.id)
        try TestFolder.asAPerson {
            #expect(throws: FolderError.self) { try library.writeOut() }
        }
        #expect(!folder.exists(FolderLibrary.trashFolder))
        #expect(folder.text("breakfast/Toast.cook") == Self.toast)
    }
}
