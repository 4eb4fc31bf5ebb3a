import Foundation
import Testing
@testable import RecipeKit

/// Large imports: a large JSON file decoded while it is written, and the write-ahead log emptied after.
@Suite struct LargeImportTests {
    /// `count` recipes with IDs from `firstID`, about a kilobyte each (so 1,100 make a large file).
    private func recipes(_ count: Int, firstID: Int = 1, title: String = "Stew") -> [Recipe] {
        (0..<count).map { offset in
            Recipe(id: firstID + offset, title: "\(title) \(firstID + offset)", ingredients: "beans\nleeks",
                   directions: String(repeating: "Simmer the beans with the leeks until soft. ", count: 22),
                   collections: offset % 3 == 0 ? ["Winter"] : [])
        }
    }

    /// A small JSON file: "Other ID" with `id`, then "Soup" without an ID, both in Winter.
    private func smallFile(id: Int) -> Data {
        Data(#"""
            [{"id": \#(id), "title": "Other \#(id)", "ingredients": "leeks", "collections": ["Winter"]},
             {"title": "Soup", "ingredients": "leeks", "collections": ["winter"]}]
            """#.utf8)
    }

    private func write(_ recipes: [Recipe], _ name: String, in directory: TemporaryDirectory) throws -> ImportInput {
        try write(try RecipeJSON.encode(recipes), name, in: directory)
    }

    private func write(_ data: Data, _ name: String, in directory: TemporaryDirectory) throws -> ImportInput {
        try data.write(to: URL(fileURLWithPath: directory.file(name)))
        return ImportInput(name: directory.file(name))
    }

    @Test func aLargeJSONFileImportsAsTheDryRunSaysWithTheFirstOfARepeatedIDStanding() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let large = try write(recipes(1_100), "large.json", in: directory)
        let small = try write(smallFile(id: 5), "small.json", in: directory)
        let files = ImportReading.read([large, small])
        #expect(files.map(\.recipeCount) == [1_100, 2])

        // With --replace too, a later file's recipe with an ID of this import does not replace the first.
        let dryRun = try store.importFiles(files, existing: .replace, dryRun: true)
        let report = try store.importFiles(files, existing: .replace, dryRun: false, chunkSize: 300)
        #expect(report.added.map(\.title) == dryRun.added.map(\.title))
        #expect(report.added.count == 1_101 && report.skippedIDs == [5] && report.refused.isEmpty)
        #expect(report.added.last?.title == "Soup" && report.added.last?.id == 1_101)
        #expect(try store.recipe(with: 5)?.title == "Stew 5") // the first file's recipe 5 stands
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "leeks")).count == 1_101)
        #expect(try store.collections().first { $0.name == "Winter" }?.recipeCount == 367 + 1)
    }

    @Test func aLargeJSONFileFoundInvalidAfterItsFirstChunksIsRefusedWholeAndTheOthersImported() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        // ID 10 again near the end: found once the chunks before it have been written.
        let large = try write(recipes(1_100) + recipes(1, firstID: 10, title: "Again"), "large.json", in: directory)
        let small = try write(smallFile(id: 10), "small.json", in: directory)

        let report = try store.importFiles(ImportReading.read([large, small]), existing: .skip, dryRun: false, chunkSize: 300)
        #expect(report.refused.map(\.description) == [directory.file("large.json") + ": IDs used by more than one recipe: 10"])
        #expect(report.added.map(\.title) == ["Other 10", "Soup"])
        #expect(try store.recipeIDs(matching: RecipeQuery()) == [10, 11])
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "leeks")) == [10, 11])
        #expect(try store.collections().map(\.name) == ["Winter"])
        #expect(try store.searchIndexIsIntact())
    }

    @Test func aLargeImportLeavesNoWriteAheadLogBehindWhileAnotherConnectionIsOpen() throws {
        let directory = TemporaryDirectory()
        let importer = try makeEmptyStore(directory)
        let browser = try RecipeStore(path: importer.path, now: { testNow })
        _ = try browser.recipeIDs(matching: RecipeQuery())
        let wal = importer.path + "-wal"

        _ = try importer.importRecipes(recipes(RecipeStore.largeImport), existing: .skip)
        #expect(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int == 0)
        #expect(try browser.recipeIDs(matching: RecipeQuery()).count == RecipeStore.largeImport)

        let json = try RecipeJSON.encode(recipes(RecipeStore.largeImport, firstID: 5_001))
        _ = try importer.importRecipes(fromJSON: json, fileName: "more.json", existing: .skip)
        #expect(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int == 0)

        let file = try write(recipes(RecipeStore.largeImport, firstID: 10_001), "files.json", in: directory)
        _ = try importer.importFiles(ImportReading.read([file]), existing: .skip)
        #expect(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int == 0)
        #expect(try browser.recipeIDs(matching: RecipeQuery()).count == 3 * RecipeStore.largeImport)
    }
}
