import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// The index follows the folder: every `.cook` file is a recipe, and what changes on disk
/// changes the index when it catches up, keeping IDs where the file is the same file.
@Suite struct FolderCatchUpTests {
    static let pancakes = "Mix @flour{200%g} and @milk{300%ml}.\n\nFry in a #pan{} for ~{2%minutes}.\n"

    @Test func everyCookFileIsARecipeTitledByItsNameAndItsSubfolderIsACollection() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        try folder.write("sauces/Hollandaise.cook", "Whisk @egg yolks{3} with @butter{150%g}.\n")
        try folder.write("sauces/notes.txt", "not a recipe")
        try folder.write(".git/Hidden.cook", "Not listed.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        #expect(recipes.keys.sorted() == ["Hollandaise", "Pancakes"])
        #expect(recipes["Hollandaise"]?.collections == ["sauces"])
        #expect(try library.index.collections().map(\.name) == ["sauces"])
        #expect(try library.index.cooklangSource(of: recipes["Pancakes"]!.id) == Self.pancakes)
    }

    @Test func frontMatterTagsAreCollectionsAndItsTitleWins() throws {
        let folder = try TestFolder()
        try folder.write("mains/stew.cook", "---\ntitle: Winter stew\ntags: [soup, winter]\n---\nSimmer @beef{1%kg}.\n")
        let recipe = try #require(try TestFolder.recipes(folder.open())["Winter stew"])
        #expect(recipe.collections == ["mains", "soup", "winter"])
    }

    @Test func aFileEditedOnDiskKeepsItsRecipeID() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try folder.write("Pancakes.cook", Self.pancakes + "Serve with @jam{}.\n")
        #expect(try library.catchUp())
        let after = try #require(try TestFolder.recipes(library)["Pancakes"])
        #expect(after.id == id)
        #expect(after.ingredients.contains("jam"))
        #expect(try library.catchUp() == false)
    }

    @Test func aFileRenamedOnDiskKeepsItsIDAndFavorite() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try library.index.setFavorite(true, for: id)
        try library.writeOut()
        try folder.move("Pancakes.cook", "Crêpes.cook")
        #expect(try library.catchUp())
        let renamed = try #require(try TestFolder.recipes(library)["Crêpes"])
        #expect(renamed.id == id)
        #expect(renamed.isFavorite)
        // The favorite follows the file in the folder too: a fresh index reads it from the log.
        try FileManager.default.removeItem(atPath: folder.indexPath)
        #expect(try TestFolder.recipes(folder.open())["Crêpes"]?.isFavorite == true)
    }

    @Test func anEditorSavingByRenameOverTheFileKeepsTheID() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        try folder.write(".Pancakes.cook.swp", Self.pancakes + "More @sugar{}.\n")
        _ = rename(folder.root + "/.Pancakes.cook.swp", folder.root + "/Pancakes.cook")
        #expect(try library.catchUp())
        #expect(try TestFolder.recipes(library)["Pancakes"]?.id == id)
        #expect(try TestFolder.recipes(library)["Pancakes"]?.ingredients.contains("sugar") == true)
    }

    @Test func aFileDeletedOnDiskLeavesTheIndex() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        let library = try folder.open()
        try folder.remove("Toast.cook")
        #expect(try library.catchUp())
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Pancakes"])
    }

    @Test func reopeningAnUnchangedFolderReadsNoFileAndWritesNothing() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let first = try folder.open()
        let id = try #require(try TestFolder.recipes(first)["Pancakes"]?.id)
        let second = try folder.open()
        #expect(try second.catchUp() == false)
        #expect(try TestFolder.recipes(second)["Pancakes"]?.id == id)
    }

    @Test func aVanishedFolderIsAnErrorAndTheIndexForgetsNothing() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", Self.pancakes)
        let library = try folder.open()
        try library.index.setFavorite(true, for: try #require(try TestFolder.recipes(library)["Pancakes"]?.id))
        try library.writeOut()
        try FileManager.default.moveItem(atPath: folder.root, toPath: folder.root + "-unmounted")
        #expect(throws: FolderError.missing(path: folder.root)) { try library.catchUp() }
        #expect(try TestFolder.recipes(library)["Pancakes"]?.isFavorite == true)
        try FileManager.default.moveItem(atPath: folder.root + "-unmounted", toPath: folder.root)
        #expect(try library.catchUp() == false)
        #expect(try TestFolder.recipes(library)["Pancakes"]?.isFavorite == true)
    }

    @Test func aFirstOpeningOfManyFilesIndexesEachForSearchWithItsText() throws {
        let folder = try TestFolder()
        for number in 0..<150 {
            try folder.write("batch/Recipe \(number).cook", "Simmer @ingredient\(number){\(number + 1)%g} gently.\n")
        }
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        #expect(recipes.count == 150)
        let hits = try #require(try library.index.recipeIDs(matchingSearch: "ingredient42"))
        #expect(hits == [recipes["Recipe 42"]!.id])
        #expect(try library.index.cooklangSource(of: recipes["Recipe 7"]!.id) == "Simmer @ingredient7{8%g} gently.\n")
        #expect(recipes["Recipe 7"]?.collections == ["batch"])
    }
}

/// Two processes on one folder (two browsers, a browser and a command) share its index.
@Suite struct FolderSharedIndexTests {
    @Test func aFileBothCatchUpWithIsOneRecipe() throws {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        let first = try folder.open()
        let second = try folder.open()
        try folder.write("Porridge.cook", "Simmer @oats{100%g}.\n")
        #expect(try first.catchUp())
        _ = try second.catchUp()
        #expect(try TestFolder.recipes(second).keys.sorted() == ["Porridge", "Toast"])
        #expect(try second.index.recipeCount() == 2)
        #expect(try TestFolder.recipes(first)["Porridge"]?.id == TestFolder.recipes(second)["Porridge"]?.id)
    }
}
