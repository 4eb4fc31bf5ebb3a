import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A file of the person's that the program rewrites whole keeps what makes it theirs: its mode,
/// and its other hard links (see `FileReplacement`).
@Suite struct FolderFileReplacementTests {
    static let pancakes = "---\nservings: 4\n---\nMix @flour{200%g} and @milk{300%ml}.\n"

    static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    /// The folder with `Pancakes.cook` and a `.shopping-list` of mode `mode`, and Pancakes marked
    /// here and written out.
    static func markedPancakes(listMode mode: mode_t, also: (TestFolder) throws -> Void = { _ in }) throws -> TestFolder {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", pancakes)
        try folder.write(".shopping-list", "// for the weekend\n")
        chmod(folder.root + "/.shopping-list", mode)
        try also(folder)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try library.index.markForShopping(id, servings: 4)
        try library.writeOut()
        return folder
    }

    @Test func theShoppingListRewrittenKeepsItsMode() throws {
        let folder = try Self.markedPancakes(listMode: 0o600)
        #expect(folder.text(".shopping-list") == "./Pancakes\n// for the weekend\n")
        #expect(try Self.mode(folder.root + "/.shopping-list") == 0o600)
    }

    @Test func theShoppingListRewrittenStaysOneFileWithItsOtherHardLink() throws {
        let other = NSTemporaryDirectory() + "shopping-link-" + UUID().uuidString
        defer { unlink(other) }
        let folder = try Self.markedPancakes(listMode: 0o644) { folder in
            #expect(link(folder.root + "/.shopping-list", other) == 0)
        }
        #expect(folder.text(".shopping-list") == "./Pancakes\n// for the weekend\n")
        #expect(FileManager.default.contents(atPath: other) == Data("./Pancakes\n// for the weekend\n".utf8))
    }

    @Test func anEditedRecipeFileWithTwoNamesIsEditedUnderBoth() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        try FileManager.default.createDirectory(atPath: folder.root + "/Breakfast", withIntermediateDirectories: true)
        #expect(link(folder.root + "/Pancakes.cook", folder.root + "/Breakfast/Pancakes.cook") == 0)
        chmod(folder.root + "/Pancakes.cook", 0o640)
        let library = try folder.open()
        let id = try #require(try library.index.recipeIDs(matching: RecipeQuery()).first)
        let edited = "Mix @flour{250%g} and @milk{300%ml}.\n"
        _ = try library.index.saveCooklang(edited, of: id, opened: Self.pancakes)
        try library.synchronize()
        #expect(folder.text("Pancakes.cook") == edited || folder.text("Breakfast/Pancakes.cook") == edited)
        #expect(folder.text("Pancakes.cook") == folder.text("Breakfast/Pancakes.cook"))
        #expect(try Self.mode(folder.root + "/Pancakes.cook") == 0o640)
    }

    @Test func anExportIntoAFolderKeepsTheModeOfTheShoppingListThere() throws {
        let folder = try TestFolder()
        try folder.write(".shopping-list", "// mine\n")
        chmod(folder.root + "/.shopping-list", 0o600)
        try FolderMarks.write(into: folder.root, favoritePaths: [], shopping: [("Soup.cook", nil)], tickedNames: [])
        #expect(folder.text(".shopping-list") == "./Soup\n// mine\n")
        #expect(try Self.mode(folder.root + "/.shopping-list") == 0o600)
    }
}
