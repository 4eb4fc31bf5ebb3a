import Foundation
import Testing
@testable import RecipeKit

@Suite struct UntouchedSampleTests {
    /// A new library with the sample recipes, on the fixed clock.
    private func sampleStore(_ directory: TemporaryDirectory) throws -> RecipeStore {
        try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
    }

    @Test func aNewLibrarysSamplesAreAllUntouchedUntilThePersonChangesThem() throws {
        let directory = TemporaryDirectory()
        let store = try sampleStore(directory)
        let bundled = SampleLibrary.bundledIDs
        #expect(try store.untouchedSampleIDs() == bundled)
        try store.toggleFavorite(id: bundled[0])
        var retitled = try #require(try store.recipe(with: bundled[1]))
        retitled.title += " (my way)"
        try store.update(retitled)
        var regrouped = try #require(try store.recipe(with: bundled[2]))
        regrouped.collections.append("Mine")
        try store.update(regrouped)
        #expect(try store.untouchedSampleIDs() == Array(bundled.dropFirst(3)))
        #expect(try makeEmptyStore(directory, name: "empty.sqlite").untouchedSampleIDs() == [])
    }

    @Test func removingSamplesKeepsTheChangedOnesAndThePersonsRecipes() throws {
        let directory = TemporaryDirectory()
        let store = try sampleStore(directory)
        let bundled = SampleLibrary.bundledIDs
        try store.toggleFavorite(id: bundled[4])
        let mine = try store.add(sampleRecipe(title: "My pancakes"))
        let removed = try store.removeUntouchedSamples()
        #expect(removed.map(\.id) == bundled.filter { $0 != bundled[4] })
        #expect(Set(try store.recipeIDs(matching: RecipeQuery())) == [bundled[4], mine.id])
        #expect(!(try store.recipeIDs(matching: RecipeQuery(searchText: removed[0].title)).contains(removed[0].id)))
        #expect(try store.searchIndexIsIntact())
        #expect(try store.removeUntouchedSamples() == [])
    }

    @Test func anImportedRecipeTakesTheIDOfAnUntouchedSampleButNotOfAChangedOne() throws {
        let directory = TemporaryDirectory()
        let store = try sampleStore(directory)
        let (changed, untouched) = (SampleLibrary.bundledIDs[0], SampleLibrary.bundledIDs[1])
        try store.toggleFavorite(id: changed)
        let sampleTitle = try #require(try store.recipe(with: untouched)).title
        let incoming = [sampleRecipe(id: changed, title: "Mine A"), sampleRecipe(id: untouched, title: "Mine B")]

        let summary = try store.importRecipes(incoming, existing: .skip)
        #expect(summary == ImportSummary(inserted: [untouched], replaced: [], skipped: [changed],
                                         replacedSamples: [untouched]))
        #expect(try store.recipe(with: untouched) == incoming[1])
        #expect(try store.recipe(with: changed)?.title != "Mine A")
        #expect(!(try store.recipeIDs(matching: RecipeQuery(searchText: sampleTitle)).contains(untouched)))
        #expect(try store.searchIndexIsIntact())

        // Through a file and with --replace the same: the sample gives way, the changed one is replaced.
        let other = try RecipeStore(path: directory.file("other.sqlite"), now: { testNow })
        try other.toggleFavorite(id: changed)
        let json = try RecipeJSON.encode(incoming)
        let replaced = try other.importRecipes(fromJSON: json, fileName: "mine.json", existing: .replace)
        #expect(replaced == ImportSummary(inserted: [untouched], replaced: [changed], skipped: [],
                                          replacedSamples: [untouched]))
    }
}
