import Foundation
import Testing
@testable import RecipeFormats

@Suite struct FormatDetectionTests {
    private func detect(_ text: String, _ fileName: String) -> RecipeFormat {
        RecipeFormat.detect(Array(text.utf8), fileName: fileName)
    }

    @Test func ourOwnJSONIsRecognisedByItsKeys() {
        let own = #"[{"id": 1, "title": "Toast", "prepTime": 60, "cookTime": 0, "servings": "1"}]"#
        #expect(detect(own, "library.json") == .json)
        #expect(detect(own, "export.txt") == .json)
        #expect(detect("[]", "empty.json") == .json)
    }

    @Test func jsonLDIsRecognisedByContextOrTypeWhateverTheName() {
        #expect(detect(#"{"@context": "https://schema.org", "@type": "Recipe"}"#, "recipe.json") == .jsonld)
        #expect(detect(#"[{"@type": "Recipe", "name": "x", "title": "y", "prepTime": "PT1M"}]"#, "a.json") == .jsonld)
        let far = "{" + String(repeating: #""x": 1, "#, count: 2_000) + #""@type": "Recipe"}"#
        #expect(detect(far, "data") == .jsonld)
        #expect(detect(#"{"name": "x"}"#, "a.jsonld") == .jsonld)
        #expect(detect(#"{"name": "x"}"#, "a.txt") == .unknown)
    }

    @Test func schemaOrgKeysWithoutContextOrTypeAreReadAsSchemaOrg() throws {
        let json = #"{"name": "Pad Thai", "recipeYield": "2", "recipeIngredient": ["200 g rice noodles", "2 eggs"], "recipeInstructions": [{"text": "Soak the noodles."}, {"text": "Fry."}]}"#
        #expect(detect(json, "pad-thai.json") == .jsonld)
        let recipe = try TestReading.only(json, fileName: "pad-thai.json")
        #expect(recipe.title == "Pad Thai")
        #expect(recipe.ingredients == ["200 g rice noodles", "2 eggs"])
        #expect(recipe.directions == ["Soak the noodles.", "Fry."])
        let second = json.replacingOccurrences(of: "Pad Thai", with: "Khao Pad")
        #expect(TestReading.read("[\(json), \(second)]", fileName: "two.json").recipes.map(\.title) == ["Pad Thai", "Khao Pad"])
        // An object that lacks the steps stays what it was: not taken for a recipe.
        #expect(detect(#"{"name": "x", "recipeIngredient": ["salt"]}"#, "x.json") == .json)
    }

    @Test func pagesByMarkupOrExtension() {
        #expect(detect("<!DOCTYPE html><html>", "saved") == .html)
        #expect(detect("\n  <html>", "x.json") == .html)
        #expect(detect("just text", "Page.HTM") == .html)
    }

    @Test func cooklangByExtensionOrMarkup() {
        #expect(detect("Boil water.", "tea.cook") == .cook)
        #expect(detect(">> servings: 2\nBoil @water{1%l}.", "tea.txt") == .cook)
        #expect(detect("Boil @water{1%l}.", "notes") == .cook)
        #expect(detect("Boil water.", "notes.txt") == .unknown)
        #expect(RecipeFormat.detect([0x41, 0xFF, 0x42], fileName: "bad.cook") == .cook, "so the reader can report the bad byte")
    }

    @Test func compressedFilesByMagicNumber() {
        #expect(RecipeFormat.detect(ArchiveBuilder.zip([]), fileName: "x.bin") == .paprikaArchive)
        #expect(RecipeFormat.detect(ArchiveBuilder.gzip([1, 2, 3]), fileName: "x.json") == .paprikaSingle)
        #expect(RecipeFormat.detect([0x00, 0x01], fileName: "x.paprikarecipes") == .paprikaArchive)
        #expect(RecipeFormat.detect([0x00, 0x01], fileName: "x.bin") == .unknown)
    }

    @Test func unknownAndOwnJSONFilesGetMessages() {
        #expect(TestReading.messages(TestReading.read([0x00, 0x01], fileName: "x.bin")).first?.hasPrefix("x.bin: not a recipe format") == true)
        #expect(TestReading.messages(TestReading.read("", fileName: "x.cook")) == ["x.cook: the file is empty"])
        #expect(TestReading.read(#"[{"title":"a","prepTime":1}]"#, fileName: "x.json").isFailure)
    }

    @Test func readingAPathNamesItAndSaysWhyItFailed() throws {
        #expect(TestReading.messages(RecipeImport.read(contentsOf: "/nonexistent/soup.cook")) == [
            "/nonexistent/soup.cook: cannot read the file (no such file)",
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tea.cook")
        try Data("Boil @water{1%l}.".utf8).write(to: file)
        #expect(RecipeImport.read(contentsOf: file.path).recipes.map(\.ingredients) == [["1 l water"]])
    }
}
