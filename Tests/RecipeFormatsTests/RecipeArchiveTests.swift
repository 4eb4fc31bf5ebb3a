import Foundation
import Testing
@testable import RecipeFormats

/// A ZIP that is no app's export but a zipped folder of recipe files: each entry read as its format.
@Suite struct RecipeArchiveTests {
    static let page = Array("""
        <html><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Pad Thai",
        "recipeIngredient":["200 g rice noodles"],"recipeInstructions":["Soak, then fry."]}</script></html>
        """.utf8)
    static let jsonld = Array("""
        {"@context":"https://schema.org","@type":"Recipe","name":"Dal","recipeIngredient":["1 cup lentils"],
         "recipeInstructions":["Simmer."]}
        """.utf8)

    @Test func aZippedRecipeFolderIsReadEntryByEntryWithThePictureBesideACooklangFile() {
        let zip = ArchiveBuilder.zip([
            (name: "Recipes/Soup.cook", contents: Array("Simmer @lentils{200%g} in @water{1%l}.\n".utf8)),
            (name: "Recipes/Soup.jpg", contents: NextcloudMelaTests.jpeg),
            (name: "Recipes/Web/Pad Thai.html", contents: Self.page),
            (name: "Recipes/Dal.json", contents: Self.jsonld),
            (name: "Recipes/README.txt", contents: Array("my recipes".utf8)),
            (name: "Recipes/style.css", contents: Array("body {}".utf8)),
        ])
        let result = TestReading.read(zip, fileName: "Recipes.zip")
        #expect(result.format == .archive)
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Soup", "Pad Thai", "Dal"])
        #expect(result.recipes[0].ingredients == ["200 g lentils", "1 l water"])
        #expect(result.recipes[0].embeddedImages.map(\.data) == [Data(NextcloudMelaTests.jpeg)])
        #expect(result.recipes[1].embeddedImages.isEmpty)
    }

    @Test func aBadEntryIsNamedAndTheOthersAreRead() {
        let zip = ArchiveBuilder.zip([
            (name: "broken.html", contents: Array("<html><body>no recipe here</body></html>".utf8)),
            (name: "own.json", contents: Array(#"[{"title":"Toast","ingredients":["bread"],"prepTime":60}]"#.utf8)),
            (name: "Dal.jsonld", contents: Self.jsonld),
        ])
        let result = TestReading.read(zip, fileName: "mixed.zip")
        #expect(result.recipes.map(\.title) == ["Dal"])
        let messages = TestReading.messages(result)
        #expect(messages.count == 2)
        #expect(messages.first { $0.hasPrefix("mixed.zip: entry \"broken.html\"") && $0.contains("no schema.org Recipe") } != nil,
                "\(messages)")
        #expect(messages.first { $0.hasPrefix("mixed.zip: entry \"own.json\"") && $0.contains("unzip it") } != nil, "\(messages)")
    }

    @Test func aPaprikaExportIsStillReadAsPaprika() {
        let names = ["Soup.paprikarecipe", "notes.json"]
        #expect(ExportArchive.format(ofEntryNames: names) == .paprikaArchive)
        #expect(ExportArchive.format(ofEntryNames: ["photo.jpg"]) == .paprikaArchive)
        #expect(ExportArchive.format(ofEntryNames: ["a/Soup.cook", "a/Soup.jpg"]) == .archive)
    }
}
