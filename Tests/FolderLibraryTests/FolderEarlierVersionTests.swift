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
}
