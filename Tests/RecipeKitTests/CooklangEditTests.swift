import Foundation
import RecipeFormats
import Testing
@testable import RecipeKit

/// Saving a Cooklang recipe's text as edited: the text kept as saved, the fields read from it,
/// what the text does not hold kept, and nothing written over a change made meanwhile.
@Suite struct CooklangEditTests {
    private let dough = ">> title: Pizza dough\n>> servings: 2\n\nMix @flour{100%g} and @water{100%ml}.\n"
    private let edited = "---\ntitle: Pizza dough\nservings: 4\ntags: [Baking]\n---\n\nMix @flour{200%g}, @water{200%ml} and @salt{=10%g}.\n\nRest ~{1%hour}.\n"

    @Test func aSaveKeepsTheTextAsSavedAndTheFieldsReadFromIt() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        try store.setFavorite(true, for: id)
        try store.markForShopping(id, servings: 4)
        guard case .saved(let before, let beforeSource, let after) = try store.saveCooklang(edited, of: id, opened: dough) else {
            Issue.record("not saved"); return
        }
        #expect(beforeSource == dough)
        #expect(try store.cooklangSource(of: id).map { Data($0.utf8) } == Data(edited.utf8))
        #expect(after.servings == "4" && after.collections == ["Baking"] && after.isFavorite)
        #expect(after.ingredients == "200 g flour\n200 ml water\n10 g salt")
        #expect(after.directions == "Mix flour, water and salt.\nRest 1 hour.")
        #expect(try store.shoppingMarks() == [ShoppingMark(recipeID: id, servings: 4)])
        // Undo: the recipe and its source exactly as before.
        try store.putBack(before, cooklangSource: beforeSource)
        #expect(try store.recipe(with: id) == before)
        #expect(try store.cooklangSource(of: id) == dough)
    }

    @Test func aTextWithoutATitleKeepsTheRecipes() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        _ = try store.saveCooklang("Mix @flour{1%kg}.\n", of: id, opened: dough)
        #expect(try store.recipe(with: id)?.title == "Pizza dough")
    }

    @Test func aSourceChangedMeanwhileIsNotOverwritten() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        let replaced = dough.replacingOccurrences(of: "100%g", with: "150%g")
        _ = try store.saveCooklang(replaced, of: id, opened: dough)  // another window's save
        guard case .changedMeanwhile(let current, let source) = try store.saveCooklang(edited, of: id, opened: dough) else {
            Issue.record("saved over the other change"); return
        }
        #expect(source == replaced && current.ingredients.hasPrefix("150 g flour"))
        #expect(try store.cooklangSource(of: id) == replaced)
    }

    @Test func aRecipeDeletedMeanwhileIsNamed() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        try store.delete(id: id)
        #expect(throws: LibraryError.noSuchRecipe(id)) { try store.saveCooklang(edited, of: id, opened: dough) }
    }
}
