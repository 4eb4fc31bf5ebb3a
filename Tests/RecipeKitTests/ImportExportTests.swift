import Foundation
import Testing
@testable import RecipeKit
import GRDB

@Suite struct ImportExportTests {
    /// Every recipe in the library, in list order.
    private func everything(_ store: RecipeStore) throws -> [Recipe] {
        try store.recipes(with: store.recipeIDs(matching: RecipeQuery()))
    }

    @Test func exportThenImportIntoAnEmptyLibraryReproducesEveryField() throws {
        let directory = TemporaryDirectory()
        let source = try RecipeStore(path: directory.file("source.sqlite"), now: { testNow })
        var odd = sampleRecipe(title: "Odd \u{1B}[2J \"quoted\" / 🍲", collections: ["Z", "A", "한식"])
        odd.ingredients = "line one\r\nline two\n\n"
        odd.imageNames = []
        _ = try source.add(odd)
        let exported = try everything(source)
        let json = try RecipeJSON.encode(exported)

        let target = try makeEmptyStore(directory, name: "target.sqlite")
        let summary = try target.importRecipes(try RecipeFile.decode(json, fileName: "export.json"), existing: .skip)
        #expect(summary.inserted.count == exported.count)
        #expect(try everything(target) == exported)
        #expect(try target.collections() == source.collections())
        #expect(try RecipeJSON.encode(try everything(target)) == json)
    }

    @Test func existingIDsAreSkippedOrReplaced() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        try store.restore(sampleRecipe(id: 5, title: "Original"))
        let incoming = [sampleRecipe(id: 5, title: "Incoming"), sampleRecipe(id: 6, title: "New")]

        let skipped = try store.importRecipes(incoming, existing: .skip)
        #expect(skipped == ImportSummary(inserted: [6], replaced: [], skipped: [5]))
        #expect(try store.recipe(with: 5)?.title == "Original")

        let replaced = try store.importRecipes(incoming, existing: .replace)
        #expect(replaced == ImportSummary(inserted: [], replaced: [5, 6], skipped: []))
        #expect(try store.recipe(with: 5) == incoming[0])
    }

    @Test func aMissingDateMeansNowAtImport() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        var undated = sampleRecipe(id: 3)
        undated.addedOn = nil
        _ = try store.importRecipes([undated], existing: .skip)
        #expect(try store.recipe(with: 3)?.addedOn == testNow)
    }

    @Test func aFailingImportWritesNothing() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        try store.restore(sampleRecipe(id: 1, title: "Kept"))
        _ = try store.pendingChanges()
        let before = try everything(store)
        let batch = [sampleRecipe(id: 2), sampleRecipe(id: 1, title: "Replacement"), Recipe(id: 3, title: "")]
        #expect(throws: LibraryError.invalidRecipe("\"title\" must not be empty")) {
            try store.importRecipes(batch, existing: .replace)
        }
        #expect(try everything(store) == before)
        #expect(try store.pendingChanges() == [])
    }

    @Test func importingAFileInChunksEqualsDecodingItThenImporting() throws {
        let directory = TemporaryDirectory()
        let recipes = (1...23).map { number in
            sampleRecipe(id: 100 + number, title: "Dish \(number)", collections: number % 3 == 0 ? ["Thirds", "All"] : ["All"])
        }
        let json = try RecipeJSON.encode(recipes)
        let whole = try makeEmptyStore(directory, name: "whole.sqlite")
        let chunked = try makeEmptyStore(directory, name: "chunked.sqlite")
        let expected = try whole.importRecipes(RecipeFile.decode(json, fileName: "dishes.json"), existing: .skip)
        let summary = try chunked.importRecipes(fromJSON: json, fileName: "dishes.json", existing: .skip, chunkSize: 4)

        #expect(summary == expected)
        #expect(summary.inserted == recipes.map(\.id))
        #expect(try everything(chunked) == everything(whole))
        #expect(try chunked.collections() == whole.collections())
        #expect(try chunked.recipeIDs(matching: RecipeQuery(searchText: "dish")) == recipes.map(\.id).sorted {
            "Dish \($0 - 100)".lowercased() < "Dish \($1 - 100)".lowercased()
        })
        #expect(try chunked.searchIndexIsIntact())
        #expect(try chunked.pendingChanges() == whole.pendingChanges())
    }

    @Test func aBadRecipeInALaterChunkWritesNothing() throws {
        let directory = TemporaryDirectory()
        let store = try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
        _ = try store.pendingChanges()
        let before = try everything(store)
        let json = "[" + (1...9).map { number in
            "{\"id\": \(1_000 + number), \"title\": \"Quoxbread\", \"prepTime\": \(number == 8 ? -1 : 1), \"cookTime\": 1, "
                + "\"servings\": \"1\", \"ingredients\": \"\", \"directions\": \"\", \"isFavorite\": false}"
        }.joined(separator: ",") + "]"
        #expect(throws: RecipeFileError(fileName: "bad.json", message: #"recipe #8 (id 1008): "prepTime" must not be negative"#)) {
            try store.importRecipes(fromJSON: Data(json.utf8), fileName: "bad.json", existing: .replace, chunkSize: 2)
        }
        #expect(try everything(store) == before)
        #expect(try store.pendingChanges() == [])
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "quoxbread")) == [])
    }

    /// Replacements for some sample recipes: new text, collections reordered, added or dropped,
    /// or nothing changed at all; plus two new recipes, one of them repeated.
    private static func replacements(of samples: [Recipe]) -> [Recipe] {
        var incoming: [Recipe] = []
        for (index, original) in samples.prefix(12).enumerated() {
            var recipe = original
            switch index % 4 {
            case 0:
                recipe.title = "Zanzibar \(original.title)"
                recipe.ingredients = "quoxberries\n" + original.ingredients
                recipe.directions = "Rinse the quoxberries."
            case 1:
                recipe.collections = original.collections.reversed() + ["Replaced"]
                recipe.isFavorite.toggle()
                recipe.prepTime += 60
            case 2:
                recipe.collections = []
                recipe.imageNames = ["new.jpg"]
            default:
                break // the same recipe again
            }
            incoming.append(recipe)
        }
        incoming.append(sampleRecipe(id: 9_001, title: "Quoxberry fool", collections: ["Replaced"]))
        incoming.append(sampleRecipe(id: 9_001, title: "Repeated, skipped"))
        return incoming
    }

    @Test(arguments: [1, 3, 100])
    func replacingInBulkEqualsUpdatingOneByOne(chunkSize: Int) throws {
        let directory = TemporaryDirectory()
        let bulk = try makePersonalStore(directory, name: "bulk.sqlite")
        let oneByOne = try makePersonalStore(directory, name: "one-by-one.sqlite")
        _ = try bulk.pendingChanges()
        _ = try oneByOne.pendingChanges()
        let incoming = Self.replacements(of: try everything(bulk).sorted { $0.id < $1.id })

        let summary = try bulk.importRecipes(incoming, existing: .replace)
        for recipe in incoming.prefix(12) { try oneByOne.update(recipe) }
        try oneByOne.restore(incoming[12])
        #expect(summary == ImportSummary(inserted: [9_001], replaced: incoming.prefix(12).map(\.id), skipped: [9_001]))

        #expect(try everything(bulk) == everything(oneByOne))
        #expect(try bulk.collections() == oneByOne.collections())
        #expect(try bulk.searchIndexIsIntact())
        for word in ["quoxberr", "zanzibar", "rinse", "replaced", "kimchi", "a"] {
            #expect(try bulk.recipeIDs(matching: RecipeQuery(searchText: word))
                    == oneByOne.recipeIDs(matching: RecipeQuery(searchText: word)), "search \(word)")
        }
        #expect(try bulk.pendingChanges() == oneByOne.pendingChanges())

        // The same through a file read in chunks, into a third library.
        let chunked = try makePersonalStore(directory, name: "chunked.sqlite")
        let json = try RecipeJSON.encode(Array(incoming.prefix(13)))
        _ = try chunked.importRecipes(fromJSON: json, fileName: "replacements.json", existing: .replace, chunkSize: chunkSize)
        #expect(try everything(chunked) == everything(bulk))
        #expect(try chunked.searchIndexIsIntact())
    }

    @Test func replacingRecipesWithThemselvesChangesNoCollections() throws {
        let directory = TemporaryDirectory()
        let store = try makePersonalStore(directory, name: "library.sqlite")
        let before = try everything(store)
        _ = try store.pendingChanges()
        _ = try store.importRecipes(before, existing: .replace)
        #expect(try everything(store) == before)
        #expect(try store.pendingChanges() == before.map(\.id).sorted().map { .recipeDidChange($0) })
        #expect(try store.searchIndexIsIntact())
    }

    @Test func recipesAddedAfterABulkImportAreIndexedByTheirTrigger() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.importRecipes([sampleRecipe(id: 1, title: "Imported stew")], existing: .skip)
        let added = try store.add(sampleRecipe(title: "Added stew"))
        #expect(Set(try store.recipeIDs(matching: RecipeQuery(searchText: "stew"))) == [1, added.id])
        #expect(try store.searchIndexIsIntact())
    }

    @Test(arguments: [
        -86_401.0, -1, 0, 951_782_400, 951_868_799, -2_203_891_200, -62_135_596_800, 253_402_300_799,
        1_795_000_000.75, 4_102_444_800,
    ])
    func storedDatesAreWhatGRDBWouldStore(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(RecipeRows.storedDate(date) == String.fromDatabaseValue(RecipeRows.wholeSeconds(date).databaseValue))
    }

    @Test func anImportKilledMidwayLeavesTheLibraryAsItWas() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let before: [Recipe]
        do {
            let store = try RecipeStore(path: path, now: { testNow })
            before = try everything(store)
        }
        // Big enough that SQLite spills pages into the WAL long before it commits.
        let big = (1...60_000).map { number in
            var recipe = sampleRecipe(id: 1_000 + number, title: "Generated \(number)", collections: ["Bulk"])
            recipe.directions = String(repeating: "Stir the pot and taste it again. ", count: 20)
            return recipe
        }
        let file = directory.file("big.json")
        try RecipeJSON.encode(big).write(to: URL(fileURLWithPath: file))

        let child = try launchRecipes(["import", file, "--library", path])
        let wal = path + "-wal"
        var killedMidway = false
        while child.isRunning {
            let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            if size > 4_000_000 {
                kill(child.processIdentifier, SIGKILL)
                killedMidway = true
                break
            }
            usleep(2_000)
        }
        child.waitUntilExit()
        try #require(killedMidway, "the import finished before it could be killed; make the file bigger")
        #expect(child.terminationReason == .uncaughtSignal)

        let after = try RecipeStore(path: path, now: { testNow })
        #expect(try everything(after) == before)
        #expect(try after.recipeIDs(matching: RecipeQuery(searchText: "Generated")) == [])
    }
}

@Suite struct RecipeJSONStreamTests {
    @Test(arguments: [0, 1, 3])
    func streamingWritesTheSameBytesAsEncodingTheArray(count: Int) throws {
        var recipes = (0..<count).map { sampleRecipe(id: $0 + 1, title: "Recipe \($0)\nwith a line break") }
        if count > 1 { recipes[1].collections = []; recipes[1].addedOn = nil }
        var streamed = Data()
        var stream = RecipeJSONStream { streamed.append($0) }
        for recipe in recipes { try stream.append(recipe) }
        try stream.finish()
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: try RecipeJSON.encode(recipes), as: UTF8.self))
    }
}
