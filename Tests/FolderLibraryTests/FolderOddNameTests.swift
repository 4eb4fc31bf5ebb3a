import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A file name may begin or end (before `.cook`) with a space, or end in a brace. The favorites
/// log and CookCLI's shopping list name recipes by path, so these are part of the name there too:
/// a fresh index, another machine, or the next reading of the log finds the same favorites and marks.
@Suite struct FolderOddNameTests {
    @Test func favoritesAndShoppingMarksOfFilesNamedWithLeadingOrTrailingSpacesSurviveAFreshIndex() throws {
        let folder = try TestFolder()
        try folder.write(" Lead.cook", "Mix @flour{1%kg}.\n")
        try folder.write("Trail .cook", "Whisk @cream{2%dl}.\n")
        try folder.write("Plain.cook", "Boil @water{1%l}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        for title in [" Lead", "Trail "] {
            let id = try #require(recipes[title]?.id, "\(title) in \(recipes.keys)")
            try library.index.setFavorite(true, for: id)
            try library.index.markForShopping(id, servings: nil)
        }
        try library.writeOut()
        try FileManager.default.removeItem(atPath: folder.indexPath)
        let fresh = try folder.open()
        let again = try TestFolder.recipes(fresh)
        #expect(again.filter(\.value.isFavorite).keys.sorted() == [" Lead", "Trail "])
        let marked = Set(try fresh.index.shoppingMarks().map(\.recipeID))
        #expect(marked == Set([" Lead", "Trail "].compactMap { again[$0]?.id }))
    }

    @Test func aShoppingMarkOfAFileWhoseNameEndsInABraceSurvivesAFreshIndex() throws {
        let folder = try TestFolder()
        try folder.write("Soup {big pot}.cook", "Boil @water{5%l}.\n")
        let library = try folder.open()
        let id = try #require(try TestFolder.recipes(library)["Soup {big pot}"]?.id)
        try library.index.markForShopping(id, servings: nil)
        try library.writeOut()
        try FileManager.default.removeItem(atPath: folder.indexPath)
        let fresh = try folder.open()
        #expect(try fresh.index.shoppingMarks().map(\.recipeID) == [try TestFolder.recipes(fresh)["Soup {big pot}"]?.id])
    }
}
