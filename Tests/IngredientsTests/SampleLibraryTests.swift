import Foundation
import Ingredients
import Testing

/// Every ingredient line of the 50 sample recipes, listed with its parse.
enum SampleLines {
    static var all: [LineCase] { first + second }
}

/// The bundled sample library's lines all parse sensibly: the listing below pins each one, and the
/// invariants catch a line added to the library without a listing.
@Suite struct SampleLibraryTests {
    /// The ingredient lines of `Resources/sample-library.json`, read from the repository.
    static let libraryLines: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/sample-library.json")
        guard let data = try? Data(contentsOf: url),
              let recipes = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return recipes.flatMap { ($0["ingredients"] as? String ?? "").split(separator: "\n").map(String.init) }
    }()

    @Test func theLibraryHasFiftyRecipesWorthOfLines() {
        #expect(Self.libraryLines.count > 400)
    }

    @Test(arguments: SampleLines.all)
    func listedLineParses(_ expected: LineCase) {
        expectParse(IngredientLine(parsing: expected.line), expected)
    }

    @Test func everyLibraryLineIsListed() {
        let listed = Set(SampleLines.all.map(\.line))
        let missing = Self.libraryLines.filter { !listed.contains($0) }
        #expect(missing.isEmpty, "add these to SampleLines: \(missing)")
    }

    /// What makes a parse nonsensical, checked on every line of the library.
    @Test func noLibraryLineGetsANonsensicalParse() {
        let unitWords: Set<String> = ["cup", "cups", "tbsp", "tsp", "g", "kg", "ml", "l", "oz", "lb", "cloves", "can", "cans"]
        for text in Self.libraryLines {
            let line = IngredientLine(parsing: text)
            let startsWithNumber = text.first.map { $0.isNumber } ?? false
            #expect(!startsWithNumber || line.writtenMeasure != nil, "a leading number is a quantity: \(text)")
            #expect(!line.name.isEmpty, "every line names an ingredient: \(text)")
            #expect(line.name.first.map { !$0.isNumber } ?? true, "a name does not start with a number: \(text)")
            let firstWord = line.name.split(separator: " ").first.map { $0.lowercased() } ?? ""
            #expect(!unitWords.contains(firstWord), "a unit is not left in the name: \(text)")
            #expect(!line.isHeading, "the library has no headings: \(text)")
            #expect(line.formatted() == text)
            #expect(line.scaled(by: 2).scaled(by: 0.5).formatted() == text, "scaling back and forth is the original: \(text)")
        }
    }
}
