import Foundation
import RecipeFormats
import RecipeStructure
import Testing
@testable import RecipeKit

/// A recipe imported from a Cooklang file keeps the file's text while it is not edited, and its
/// structure is read from that text.
@Suite struct CooklangSourceTests {
    private let dough = "\u{FEFF}>> servings: 2\r\n\r\nMix @flour{100%g} and @water{100%ml}.\r\n\r\nAdd @flour{400%g} and @salt{=10%g}.\r\n"

    @Test func theFilesTextIsKeptByteForByte() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        #expect(try store.cooklangSource(of: id).map { Data($0.utf8) } == Data(dough.utf8))
        #expect(try store.cooklangSources(of: [id, 999]) == [id: dough])
    }

    @Test func eachStepKeepsItsOwnAmountsThroughTheStore() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        let recipe = try #require(try store.recipe(with: id))
        let steps = try store.structure(of: recipe).steps
        #expect(steps.map(\.text) == ["Mix 100 g flour and 100 ml water.", "Add 400 g flour and 10 g salt."])
        #expect(recipe.ingredients == "500 g flour\n100 ml water\n10 g salt")
    }

    @Test func anEditForgetsTheSourceAndAFavoriteDoesNot() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        try store.setFavorite(true, for: id)
        #expect(try store.cooklangSource(of: id) != nil)
        var recipe = try #require(try store.recipe(with: id))
        recipe.directions += "\nServe."
        try store.update(recipe)
        #expect(try store.cooklangSource(of: id) == nil)
        #expect(try store.structure(of: recipe).steps.last?.text == "Serve.")
    }

    @Test func aRecipeFromAnotherFormatHasNoSource() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let added = try store.add(Recipe(title: "Toast", ingredients: "bread", directions: "Toast the bread."))
        #expect(try store.cooklangSource(of: added.id) == nil)
        #expect(try store.structure(of: added).steps.map { $0.uses.map(\.name) } == [["bread"]])
    }

    @Test func shoppingAtDoubleServingsDoublesTheFlourOfBothStepsAndKeepsTheFixedSalt() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough.replacingOccurrences(of: "10%g", with: "10%g} and @yeast{5%g"), in: directory)
        try store.markForShopping(id, servings: 4)
        #expect(try store.shoppingList().items.map(\.text).sorted() == ["10 g salt", "10 g yeast", "1000 g flour"])
    }

    @Test func showJSONsIngredientsKeepAFixedAmountWhenScaled() throws {
        let directory = TemporaryDirectory()
        let (store, id) = try importedCooklang(dough, in: directory)
        let recipe = try #require(try store.recipe(with: id))
        let structure = try store.structure(of: recipe)
        #expect(recipe.parsedIngredients(scaledBy: 2, listed: structure).map(\.text) == ["1000 g flour", "200 ml water", "10 g salt"])
    }
}

/// A new empty library in `directory` with `text` imported from a `.cook` file, and the new recipe's ID.
func importedCooklang(_ text: String, in directory: TemporaryDirectory) throws -> (RecipeStore, Recipe.ID) {
    let store = try makeEmptyStore(directory)
    let path = directory.file("dough.cook")
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    let report = try store.importFiles(ImportReading.read([ImportInput(name: path)]), existing: .skip)
    return (store, try #require(report.added.first?.id))
}
