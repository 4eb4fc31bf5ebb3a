import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A file's own text replaced by Cooklang the program generates (a form edit, `import --replace`)
/// is kept in the trash first, and `keptVersions` says where.
@Suite struct FolderEarlierVersionTests {
    static let handwritten = "-- my grandmother's way\nWhisk @eggs{2} with @milk{300%ml}.\n"

    @Test func aFormEditOfAHandwrittenFileKeepsItsTextInTheTrash() throws {
        let folder = try TestFolder()
        try folder.write("Breakfast/Pancakes.cook", Self.handwritten)
        let library = try folder.open()
        var recipe = try #require(try TestFolder.recipes(library)["Pancakes"])
        recipe.directions = "Whisk and fry."
        try library.index.update(recipe)
        try library.writeOut()
        #expect(folder.text(".recipes-trash/Breakfast/Pancakes.cook") == Self.handwritten)
        #expect(folder.text("Breakfast/Pancakes.cook")?.contains("Whisk and fry.") == true)
        #expect(library.keptVersions == ["Breakfast/Pancakes.cook was replaced by the recipe written as Cooklang; "
            + "the text it had is kept in .recipes-trash/Breakfast/Pancakes.cook"])
        #expect(library.warnings.contains(library.keptVersions[0]))
        // Edited in the form again: the file holds generated Cooklang now, and nothing more is kept.
        recipe.directions = "Whisk, rest, fry."
        try library.index.update(recipe)
        try library.writeOut()
        #expect(library.keptVersions.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root + "/.recipes-trash/Breakfast") == ["Pancakes.cook"])
    }

    @Test func anEditorSaveIsTheFileAndKeepsNothing() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.handwritten)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        _ = try library.index.saveCooklang("Whisk @eggs{3}.\n", of: id, opened: Self.handwritten)
        try library.writeOut()
        #expect(folder.text("Pancakes.cook") == "Whisk @eggs{3}.\n")
        #expect(!folder.exists(".recipes-trash"))
        #expect(library.keptVersions.isEmpty)
    }

    /// An edit made here that was not written yet when another program changed the file (a
    /// `git pull` while the folder was unwritable): the file keeps the other program's text, which
    /// the index then reads, and the edit is kept in the trash, once.
    @Test func anEditTheFileOvertookIsKeptInTheTrash() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.handwritten)
        let library = try folder.open()
        var recipe = try #require(try TestFolder.recipes(library)["Pancakes"])
        recipe.directions = "Whisk and fry."
        try library.index.update(recipe)
        let pulled = "Whisk @eggs{3} with @milk{250%ml}.\n"
        try folder.write("Pancakes.cook", pulled)
        try library.writeOut()
        #expect(folder.text("Pancakes.cook") == pulled)
        #expect(folder.text(".recipes-trash/Pancakes.cook")?.contains("Whisk and fry.") == true)
        #expect(library.keptVersions == ["Pancakes.cook changed on disk before the change made to it here was written: "
            + "the file keeps what is on disk, and the recipe as it was here is kept in .recipes-trash/Pancakes.cook"])
        // The next catch-up reads the file's text, and no write-out keeps the edit twice.
        _ = try library.synchronize()
        let read = try #require(try TestFolder.recipes(library)["Pancakes"])
        #expect(read.ingredients.contains("250 ml milk") && read.directions == "Whisk eggs with milk.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root + "/.recipes-trash") == ["Pancakes.cook"])
    }
}

