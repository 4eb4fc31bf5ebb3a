import Foundation
import Testing
@testable import RecipeKit

@Suite struct RecipeStoreWriteTests {
    @Test func addAssignsNewIDsAndStoresEveryField() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let first = try store.add(sampleRecipe(id: 77))
        let second = try store.add(sampleRecipe(title: "Waffles"))
        #expect(first.id != 77)
        #expect(second.id != first.id)
        var expected = sampleRecipe()
        expected.id = first.id
        #expect(try store.recipe(with: first.id) == expected)
        #expect(first == expected)
    }

    @Test func addWithoutDateUsesNowToTheSecond() throws {
        let directory = TemporaryDirectory()
        let now = Date(timeIntervalSince1970: 1_795_000_000.75)
        let store = try RecipeStore(path: directory.file("l.sqlite"), newLibrary: .empty, now: { now })
        var recipe = sampleRecipe()
        recipe.addedOn = nil
        let added = try store.add(recipe)
        #expect(added.addedOn == Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test func idsOfDeletedRecipesAreNotReused() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let first = try store.add(sampleRecipe())
        try store.delete(id: first.id)
        #expect(try store.add(sampleRecipe()).id != first.id)
    }

    @Test func updateReplacesFieldsAndCollections() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        var recipe = try store.add(sampleRecipe(collections: ["Breakfast", "Sweet"]))
        recipe.title = "Buttermilk pancakes"
        recipe.cookTime = 1_200
        recipe.collections = ["Sweet", "Weekend"]
        recipe.imageNames = []
        try store.update(recipe)
        #expect(try store.recipe(with: recipe.id) == recipe)
        #expect(try store.collections().map(\.name) == ["Sweet", "Weekend"])
    }

    @Test func updateWithoutDateKeepsTheStoredDate() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let added = try store.add(sampleRecipe())
        var edited = added
        edited.addedOn = nil
        try store.update(edited)
        #expect(try store.recipe(with: added.id)?.addedOn == added.addedOn)
    }

    @Test func deleteReturnsTheRecipeAndRestoreBringsItBackWithItsID() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let added = try store.add(sampleRecipe(favorite: true, collections: ["A", "B"]))
        let deleted = try store.delete(id: added.id)
        #expect(deleted == added)
        #expect(try store.recipe(with: added.id) == nil)
        #expect(try store.collections().isEmpty)
        try store.restore(deleted)
        #expect(try store.recipe(with: added.id) == added)
        #expect(try store.collections() == [CollectionSummary(name: "A", recipeCount: 1),
                                            CollectionSummary(name: "B", recipeCount: 1)])
    }

    @Test func restoreRefusesAnIDInUse() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let added = try store.add(sampleRecipe())
        #expect(throws: LibraryError.recipeAlreadyExists(added.id)) { try store.restore(added) }
    }

    @Test func setFavoriteAndToggleFavorite() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let id = try store.add(sampleRecipe(favorite: false)).id
        try store.setFavorite(true, for: id)
        #expect(try store.recipe(with: id)?.isFavorite == true)
        try store.setFavorite(true, for: id)
        #expect(try store.recipe(with: id)?.isFavorite == true)
        #expect(try store.toggleFavorite(id: id) == false)
        #expect(try store.recipe(with: id)?.isFavorite == false)
        #expect(try store.toggleFavorite(id: id) == true)
    }

    @Test func unknownIDsThrowAMessageNamingTheID() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        var ghost = sampleRecipe()
        ghost.id = 999
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.update(ghost) }
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.delete(id: 999) }
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.setFavorite(true, for: 999) }
        #expect(throws: LibraryError.noSuchRecipe(999)) { try store.toggleFavorite(id: 999) }
        #expect(LibraryError.noSuchRecipe(999).description == "no recipe with ID 999")
    }

    @Test func invalidRecipesAreRefusedWithTheField() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        #expect(throws: LibraryError.invalidRecipe("\"title\" must not be empty")) {
            try store.add(Recipe(title: "  "))
        }
        #expect(throws: LibraryError.invalidRecipe("\"prepTime\" must not be negative")) {
            try store.add(Recipe(title: "Toast", prepTime: -1))
        }
        #expect(try store.recipeCount() == 0)
    }

    @Test func repeatedCollectionNamesAreStoredOnce() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let added = try store.add(sampleRecipe(collections: ["Soup", "Soup", "Quick"]))
        #expect(added.collections == ["Soup", "Quick"])
        #expect(try store.collections() == [CollectionSummary(name: "Quick", recipeCount: 1),
                                            CollectionSummary(name: "Soup", recipeCount: 1)])
    }
}
