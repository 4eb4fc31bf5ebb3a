import Foundation
import RecipeFormats
import Testing
@testable import RecipeKit

/// Imports of files in other formats: reading, identity across imports, dry runs, one transaction.
@Suite struct FileImportTests {
    private let page = #"""
        <html><script type="application/ld+json">{"@type": "Recipe", "name": "Pad thai", "url": "https://example.com/pad",
        "prepTime": "PT10M", "recipeIngredient": ["noodles"], "recipeInstructions": "Soak. Fry."}</script></html>
        """#
    private let cook = "Crack @eggs{3} into a pan.\n"

    private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) -> String {
        let path = directory.file(name)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func sha256MatchesTheStandardsTestVectors() {
        #expect(ContentHash.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func aFolderIsReadRecursivelyInPathOrderWithoutHiddenFiles() {
        let directory = TemporaryDirectory()
        for name in ["b.cook", "a/z.cook", "a/b.html", ".hidden.cook", "a/.git/x.cook"] { _ = write(cook, name, in: directory) }
        let names = ImportInput.expand([directory.path]).map(\.name)
        #expect(names == ["a/b.html", "a/z.cook", "b.cook"].map { directory.path + "/" + $0 })
    }

    @Test func anEmptyFolderAndAFileHoldingNoRecipeAreRefusedWithTheirReasons() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = write(cook, "empty/.hidden/x.cook", in: directory)
        let folder = directory.file("empty")
        let json = write("[]", "none.json", in: directory)
        let inputs = ImportInput.expand([folder, json])
        #expect(inputs.map(\.name) == [folder, json])
        let report = try store.importFiles(ImportReading.read(inputs), existing: .skip)
        #expect(report.refused.map(\.description) == [
            "\(folder): a folder with no file to import below it (hidden files and folders, and pictures, are left out)",
            "\(json): holds no recipe",
        ])
    }

    @Test func aReimportIsRecognisedBySourceThenSkippedOrReplaced() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let inputs = [write(page, "pad.html", in: directory), write(cook, "eggs.cook", in: directory)].map(ImportInput.init(name:))
        let first = try store.importFiles(ImportReading.read(inputs), existing: .skip)
        #expect(first.added.map(\.title) == ["Pad thai", "eggs"])
        let padID = try #require(first.added.first?.id)
        try store.setFavorite(true, for: padID)

        let second = try store.importFiles(ImportReading.read(inputs), existing: .skip)
        #expect(second.added.isEmpty)
        #expect(second.alreadyInLibrary.map(\.id) == first.added.map(\.id))

        _ = write(page.replacingOccurrences(of: "Pad thai", with: "Pad thai, better"), "pad.html", in: directory)
        let third = try store.importFiles(ImportReading.read(Array(inputs.prefix(1))), existing: .replace)
        #expect(third.replaced.map(\.id) == [padID])
        let replaced = try #require(try store.recipe(with: padID))
        #expect(replaced.title == "Pad thai, better")
        #expect(replaced.isFavorite) // the page says nothing of favorites: the person's mark stays
        #expect(try store.recipeIDs(matching: RecipeQuery()).count == 2)
    }

    @Test func aDryRunReportsTheSameAndWritesNothing() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let inputs = [write(page, "pad.html", in: directory), write("<html></html>", "none.html", in: directory)]
            .map(ImportInput.init(name:))
        let report = try store.importFiles(ImportReading.read(inputs), existing: .skip, dryRun: true)
        #expect(report.added.map(\.title) == ["Pad thai"])
        #expect(report.refused.map(\.fileName) == [directory.file("none.html")])
        #expect(try store.recipeIDs(matching: RecipeQuery()).isEmpty)
    }

    @Test func timesAndOptionalFieldsMapBothWays() {
        let external = ExternalRecipe(title: "Stew", totalTime: 7_200, sourceURL: "https://x.example/stew", rating: 9)
        let recipe = Recipe(external: external)
        #expect(recipe.statedTotalTime == 7_200 && recipe.totalTime == 7_200 && recipe.rating == 5)
        let back = ExternalRecipe(recipe: recipe)
        #expect(back.prepTime == nil && back.cookTime == nil && back.totalTime == 7_200)
        #expect(back.sourceURL == "https://x.example/stew")
        // A croissant: 45 min of work and 30 of baking, 22 h 15 min in all with the rising and chilling.
        let timed = Recipe(external: ExternalRecipe(title: "Croissants", prepTime: 2_700, cookTime: 1_800, totalTime: 80_100))
        #expect(timed.prepTime == 2_700 && timed.cookTime == 1_800)
        #expect(timed.statedTotalTime == 80_100 && timed.totalTime == 80_100)
    }

    @Test func recipesSharingAWebAddressInOneFileAreToldApart() {
        let directory = TemporaryDirectory()
        let json = #"[{"@type": "Recipe", "name": "A", "url": "https://x.example/"}, {"@type": "Recipe", "name": "B", "url": "https://x.example"}]"#
        let file = ImportReading.read([ImportInput(name: write(json, "two.jsonld", in: directory))])[0]
        #expect(file.sourcedRecipes.map(\.key) == ["url:https://x.example#1", "url:https://x.example#2"])
    }
}
