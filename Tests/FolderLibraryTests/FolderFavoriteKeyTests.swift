import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// A folder's favorites are `.recipes-favorites` alone: a `favorite:` key in a file's front matter
/// (which no Cooklang tool gives a meaning) is neither read nor written there.
@Suite struct FolderFavoriteKeyTests {
    @Test func aFavoriteKeyInAFileIsNotReadAndFLeavesTheFileAsItIs() throws {
        let folder = try TestFolder()
        let text = "---\nfavorite: true\n---\nMix @flour{200%g}.\n"
        try folder.write("Cake.cook", text)
        let library = try folder.open()
        let cake = try #require(try TestFolder.recipes(library)["Cake"])
        #expect(!cake.isFavorite)
        try library.index.setFavorite(true, for: cake.id)
        try library.writeOut()
        try library.index.setFavorite(false, for: cake.id)
        try library.writeOut()
        #expect(folder.text(".recipes-favorites") == "+ Cake.cook\n- Cake.cook\n")
        #expect(folder.text("Cake.cook") == text)
        // Read again from scratch (a new index): still the log's word, not the key's.
        try FileManager.default.removeItem(atPath: folder.indexPath)
        #expect(try TestFolder.recipes(folder.open())["Cake"]?.isFavorite == false)
    }

    @Test func aFileWrittenForAFavoriteCarriesNoFavoriteKeyThatWouldGoStale() throws {
        let folder = try TestFolder()
        let library = try folder.open()
        var added = try library.index.add(Recipe(title: "Porridge", ingredients: "100 g oats", directions: "Simmer.", isFavorite: true))
        try library.synchronize()
        #expect(folder.text(".recipes-favorites") == "+ Porridge.cook\n")
        #expect(folder.text("Porridge.cook")?.contains("favorite") == false)
        added.directions = "Simmer slowly."
        try library.index.update(added)
        try library.synchronize()
        #expect(folder.text("Porridge.cook")?.contains("Simmer slowly.") == true)
        #expect(folder.text("Porridge.cook")?.contains("favorite") == false)
    }
}
