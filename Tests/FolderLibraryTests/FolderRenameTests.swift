import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A file renamed and edited before a catch-up sees it (a `git pull` of a commit that does both:
/// the old file deleted, a new one written) is the same recipe: same ID, same favorite.
@Suite struct FolderRenameTests {
    @Test func aFileRenamedAndEditedInOneBatchKeepsItsIDAndFavorite() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", FolderCatchUpTests.pancakes)
        try folder.write("Toast.cook", "Toast @bread{2%slices} and spread @butter{}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        let id = try #require(recipes["Pancakes"]?.id)
        try library.index.setFavorite(true, for: id)
        try library.writeOut()
        // One batch: Pancakes renamed into a subfolder with its milk changed; Toast deleted and an
        // unrelated Tea added, which is no rename.
        try folder.remove("Pancakes.cook")
        try folder.write("breakfast/Crêpes.cook", FolderCatchUpTests.pancakes.replacingOccurrences(of: "300%ml", with: "350%ml"))
        try folder.remove("Toast.cook")
        try folder.write("Tea.cook", "Steep @tea{1%bag} in @water{250%ml} for ~{4%minutes}.\n")
        #expect(try library.catchUp())
        let after = try TestFolder.recipes(library)
        let crepes = try #require(after["Crêpes"])
        #expect(crepes.id == id)
        #expect(crepes.isFavorite)
        #expect(crepes.ingredients.contains("350"))
        #expect(after["Toast"] == nil)
        #expect(after["Tea"].map { $0.id != recipes["Toast"]!.id } == true)
        #expect(folder.text(".recipes-favorites") == "+ Pancakes.cook\n- Pancakes.cook\n+ breakfast/Crêpes.cook\n")
        // The folder says so: a fresh index reads the favorite from the log.
        try FileManager.default.removeItem(atPath: folder.indexPath)
        #expect(try TestFolder.recipes(folder.open())["Crêpes"]?.isFavorite == true)
    }

    @Test func twoGoneFilesLikeOneNewFileMakeNoRename() throws {
        let folder = try TestFolder()
        let text = "Mix @flour{200%g}, @sugar{100%g} and @butter{100%g}, then bake ~{20%minutes}.\n"
        try folder.write("Shortbread.cook", text)
        try folder.write("Sablés.cook", text)
        let library = try folder.open()
        let before = Set(try TestFolder.recipes(library).values.map(\.id))
        try folder.remove("Shortbread.cook")
        try folder.remove("Sablés.cook")
        try folder.write("Biscuits.cook", text.replacingOccurrences(of: "20%minutes", with: "25%minutes"))
        #expect(try library.catchUp())
        let after = try TestFolder.recipes(library)
        #expect(after.keys.sorted() == ["Biscuits"])
        #expect(!before.contains(after["Biscuits"]!.id))
    }

    @Test func aMarkedRecipesFileRenamedKeepsItsShoppingMarkAndItsLineFollows() throws {
        let folder = try TestFolder()
        try folder.write("Pancakes.cook", "---\nservings: 4\n---\n" + FolderCatchUpTests.pancakes)
        try folder.write(".shopping-list", "// weekend\n./Pancakes{2}\nfree hand ingredient{4%l}\n")
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Pancakes"]?.id)
        #expect(try library.index.shoppingMarks() == [ShoppingMark(recipeID: id, servings: 8)])
        try folder.move("Pancakes.cook", "Crêpes.cook")                       // renamed only
        #expect(try library.catchUp())
        #expect(try library.index.shoppingMarks() == [ShoppingMark(recipeID: id, servings: 8)])
        #expect(folder.text(".shopping-list") == "// weekend\n./Crêpes{2}\nfree hand ingredient{4%l}\n")
        try folder.remove("Crêpes.cook")                                      // renamed and edited
        try folder.write("breakfast/Crêpes.cook", "---\nservings: 4\n---\n" + FolderCatchUpTests.pancakes + "\nServe warm.\n")
        #expect(try library.catchUp())
        #expect(try library.index.shoppingMarks() == [ShoppingMark(recipeID: id, servings: 8)])
        #expect(folder.text(".shopping-list") == "// weekend\n./breakfast/Crêpes{2}\nfree hand ingredient{4%l}\n")
    }
}
