import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// Files that are not one good recipe are listed under their names with a note saying what is
/// wrong, and are never changed.
@Suite struct FolderDamageTests {
    @Test func aFileThatIsNotUTF8IsListedWithANoteAndLeftAsItIs() throws {
        let folder = try TestFolder()
        let bytes = Data("Mix @flour{200%g} and caf".utf8) + Data([0xE9, 0x0A])
        try folder.write("Latin1.cook", bytes)
        let recipe = try #require(try TestFolder.recipes(folder.open())["Latin1"])
        #expect(recipe.notes.contains("Latin1.cook is not UTF-8 text"))
        #expect(recipe.directions.contains("Mix @flour{200%g}"))
        #expect(FileManager.default.contents(atPath: folder.root + "/Latin1.cook") == bytes)
    }

    @Test func aBinaryFileNamedCookIsListedWithANote() throws {
        let folder = try TestFolder()
        try folder.write("photo.cook", Data([0xFF, 0xD8, 0xFF, 0x00, 0x10, 0x4A, 0x46]))
        let recipe = try #require(try TestFolder.recipes(folder.open())["photo"])
        #expect(recipe.notes.contains("is not text"))
    }

    @Test func aHugeFileIsListedWithANoteWithoutBeingRead() throws {
        let folder = try TestFolder()
        try folder.write("huge.cook", Data(repeating: 0x61, count: 5 << 20))
        let recipe = try #require(try TestFolder.recipes(folder.open())["huge"])
        #expect(recipe.notes.contains("is too large to be a recipe (5 MB"))
        #expect(recipe.directions.isEmpty)
    }

    @Test func aFavoriteOnADamagedFileAppendsToTheLogAndLeavesTheFile() throws {
        let folder = try TestFolder()
        let bytes = Data([0x41, 0xFF, 0x0A])
        try folder.write("Broken.cook", bytes)
        let library = try folder.open()
        try library.index.setFavorite(true, for: try #require(try TestFolder.recipes(library)["Broken"]?.id))
        try library.writeOut()
        #expect(FileManager.default.contents(atPath: folder.root + "/Broken.cook") == bytes)
        #expect(folder.text(".recipes-favorites") == "+ Broken.cook\n")
    }

    @Test func aSymbolicLinkLoopIsReadOnce() throws {
        let folder = try TestFolder()
        try folder.write("mains/Stew.cook", "Simmer @beef{1%kg}.\n")
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/mains/again", withDestinationPath: folder.root + "/mains")
        #expect(try TestFolder.recipes(folder.open()).keys.sorted() == ["Stew"])
    }

    @Test func aSubfolderThatCannotBeReadKeepsItsRecipesAndIsReported() throws {
        guard getuid() != 0 else { return }  // root reads every folder
        let folder = try TestFolder()
        try folder.write("locked/Stew.cook", "Simmer @beef{1%kg}.\n")
        let library = try folder.open()
        chmod(folder.root + "/locked", 0)
        defer { chmod(folder.root + "/locked", 0o755) }
        _ = try library.catchUp()
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Stew"])
        #expect(library.warnings.first?.contains("cannot read the folder locked") == true)
    }
}

/// What two machines' changes leave behind is shown for what it is.
@Suite struct FolderConflictTests {
    @Test func aFileWithGitConflictMarkersIsListedWithBothVersionsAndANote() throws {
        let folder = try TestFolder()
        let text = "Mix @flour{200%g}.\n<<<<<<< HEAD\nBake for ~{20%minutes}.\n=======\nBake for ~{25%minutes}.\n>>>>>>> theirs\n"
        try folder.write("Cake.cook", text)
        let recipe = try #require(try TestFolder.recipes(folder.open())["Cake"])
        #expect(recipe.notes.contains("Cake.cook is in conflict"))
        #expect(recipe.directions.contains("~{20%minutes}") && recipe.directions.contains("~{25%minutes}"))
        #expect(folder.text("Cake.cook") == text)
    }

    @Test func aSyncthingConflictCopyIsItsOwnRecipeMarkedAsSuch() throws {
        let folder = try TestFolder()
        try folder.write("sauces/Pesto.cook", "Pound @basil{1%bunch}.\n")
        try folder.write("sauces/Pesto.sync-conflict-20261124-051500-ABCDEFG.cook", "Pound @basil{2%bunches}.\n")
        let recipes = try TestFolder.recipes(folder.open())
        #expect(recipes["Pesto"] != nil)
        let copy = try #require(recipes["Pesto (conflict copy)"])
        #expect(copy.notes.hasPrefix("⚠ sauces/Pesto.sync-conflict-20261124-051500-ABCDEFG.cook is a copy Syncthing made of sauces/Pesto.cook"))
    }
}
