import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A damaged file's recipe is only a note about it: what the folder says is the file's bytes,
/// which an export copies (see `DamagedRecipeFile`).
@Suite struct FolderDamagedFileTests {
    @Test func aDamagedFileIsGivenWithItsBytesAndWhatIsWrong() throws {
        let folder = try TestFolder()
        let latin1 = Data("Mix @flour{200%g} and caf".utf8) + Data([0xE9, 0x0A])
        let conflict = "Mix.\n<<<<<<< HEAD\nBake 20 min.\n=======\nBake 25 min.\n>>>>>>> theirs\n"
        try folder.write("Latin1.cook", latin1)
        try folder.write("mains/Cake.cook", conflict)
        try folder.write("Dal.cook", "Simmer @lentils{200%g}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        let ids = try library.index.recipeIDs(matching: RecipeQuery())
        let damaged = try library.damagedFiles(of: ids)
        #expect(damaged.count == 2)
        let latin1ID = try #require(recipes["Latin1"]?.id), cakeID = try #require(recipes["Cake"]?.id)
        let file = try #require(damaged[latin1ID])
        #expect(file.path == "Latin1.cook" && file.problem == "is not UTF-8 text" && file.bytes == latin1)
        let cake = try #require(damaged[cakeID])
        #expect(cake.path == "mains/Cake.cook" && cake.bytes == Data(conflict.utf8))
        #expect(cake.problem == "is in conflict (git's <<<<<<< ======= >>>>>>> markers)")
    }

    @Test func aDamagedFileEditedInTheProgramAndNotWrittenOutIsTheIndexsRecipe() throws {
        let folder = try TestFolder()
        try folder.write("Latin1.cook", Data([0x41, 0xFF, 0x0A]))
        let library = try folder.open()
        var recipe = try #require(try TestFolder.recipes(library)["Latin1"])
        recipe.directions = "Mixed by hand again."
        // In the index, not in the file yet (as while the folder cannot be written).
        try library.index.update(recipe)
        #expect(try library.damagedFiles(of: [recipe.id]).isEmpty)
    }
}
