import Foundation
import Testing
@testable import RecipeKit
import SampleLibraryData

@Suite struct SampleLibraryTests {
    @Test func theEmbeddedSampleLibraryDecodesAndIsRichEnough() throws {
        let recipes = try SampleLibrary.bundledRecipes()
        #expect(recipes.count >= 40)
        #expect(Set(recipes.flatMap(\.collections)).count >= 6)
        #expect(recipes.filter(\.isFavorite).count >= 8)
        let nonLatin = recipes.filter { recipe in
            recipe.title.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value > 0x024F }
        }
        #expect(nonLatin.count >= 3)
        #expect(recipes.allSatisfy { $0.addedOn != nil })
    }

    @Test func shiftingKeepsTheSpacingAndEndsNow() throws {
        let bundled = try SampleLibrary.bundledRecipes()
        let shifted = try SampleLibrary.recipes(dated: testNow)
        #expect(shifted.compactMap(\.addedOn).max() == testNow)
        let offset = testNow.timeIntervalSince(bundled.compactMap(\.addedOn).max()!)
        for (original, moved) in zip(bundled, shifted) {
            #expect(moved.addedOn == original.addedOn?.addingTimeInterval(offset))
            #expect(moved.title == original.title)
        }
    }

    /// The bytes in the binary are the files' (Resources/, embedded by #embed): every picture of
    /// sample-pictures/ is bundled under its own name, whole, and every picture a sample recipe
    /// names is one of them, as is the JSON.
    @Test func theEmbeddedFilesAreTheResourcesByteForByte() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources").standardized
        let json = try Data(contentsOf: resources.appendingPathComponent("sample-library.json"))
        #expect(Data(sampleLibraryJSON) == json)
        let folder = resources.appendingPathComponent("sample-pictures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }
        #expect(Set(samplePictures.keys) == Set(files))
        for name in files {
            #expect(samplePictures[name].map { Data($0) } == (try Data(contentsOf: folder.appendingPathComponent(name))), "\(name)")
        }
        let named = Set(try SampleLibrary.bundledRecipes().flatMap(\.imageNames))
        #expect(Set(files).isSubset(of: named), "a picture no sample recipe names")
        #expect(SampleLibrary.pictures().count == files.count)
    }
}
