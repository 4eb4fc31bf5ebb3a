import Foundation
import Testing
@testable import RecipeKit

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
}
