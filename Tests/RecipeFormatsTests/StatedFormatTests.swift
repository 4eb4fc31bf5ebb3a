import Foundation
import Testing
@testable import RecipeFormats

/// A stated format (`recipes import --format`) is obeyed: read as that format and nothing else,
/// or refused saying what the file is.
@Suite struct StatedFormatTests {
    private func read(_ bytes: [UInt8], _ fileName: String, as stated: RecipeFormat) -> ReadResult {
        StatedFormat.read(Data(bytes), fileName: fileName, as: stated)
    }

    private func read(_ text: String, _ fileName: String, as stated: RecipeFormat) -> ReadResult {
        read(Array(text.utf8), fileName, as: stated)
    }

    @Test func cooklangStatedAsPaprikaIsRefusedNotReadAsCooklang() {
        let result = read("Boil @water{1%l}.\n", "x.cook", as: .paprikaArchive)
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result) == ["x.cook: not a Paprika export (.paprikarecipes) or recipe (.paprikarecipe): "
            + "it is a Cooklang recipe, which the import recognises without --format"])
    }

    @Test func paprikaIsReadAsPaprikaWhateverTheName() {
        let archive = read(PaprikaTests.archive(["Bread"]), "backup.zip", as: .paprikaArchive)
        #expect(archive.recipes.map(\.title) == ["Bread"] && archive.format == .paprikaArchive)
        let single = read(ArchiveBuilder.gzip(PaprikaTests.recipeJSON(name: "Brioche")), "brioche.cook", as: .paprikaArchive)
        #expect(single.recipes.map(\.title) == ["Brioche"] && single.format == .paprikaSingle)
    }

    @Test func contentThatShowsNoFormatIsReadAsStatedWhenLaidOutSo() {
        // Text with no Cooklang markup, and a Cooklang file that opens with a comment, are Cooklang when said so.
        #expect(read("Toast the bread.\n", "notes.txt", as: .cook).recipes.map(\.title) == ["notes"])
        #expect(read("[- from Gran -]\nBoil @eggs{2}.\n", "eggs", as: .cook).recipes.map(\.title) == ["eggs"])
        // Text in another encoding is text: Cooklang's reader names the byte it cannot read.
        let latin1 = read([0x43, 0x72, 0xE8, 0x6D, 0x65, 0x0A], "creme.txt", as: .cook)
        #expect(!TestReading.messages(latin1).joined().contains("it is"))
        // A ZIP archive whose entries' names tell nothing is left to the stated app's reader.
        let zip = read(ArchiveBuilder.zip([(name: "readme.txt", contents: Array("hi".utf8))]), "x.zip", as: .mealie)
        #expect(zip.recipes.isEmpty && !TestReading.messages(zip).joined().contains("it is"))
    }

    @Test func aGzipPageStatedAsAPageIsExpandedFirst() {
        let page = #"<html><script type="application/ld+json">{"@type": "Recipe", "name": "Zipped", "recipeIngredient": ["1 egg"], "recipeInstructions": ["Boil."]}</script></html>"#
        #expect(read(ArchiveBuilder.gzip(Array(page.utf8)), "page.html.gz", as: .html).recipes.map(\.title) == ["Zipped"])
        let refused = read(ArchiveBuilder.gzip(Array(page.utf8)), "page.html.gz", as: .json)
        #expect(TestReading.messages(refused) == ["page.html.gz: not recipes JSON: it is gzip-compressed data holding a web page, "
            + "which the import recognises without --format"])
    }

    @Test func whatAFileIsIsSaidOfPicturesAndBinaryData() {
        #expect(TestReading.messages(read(PaprikaTests.photo, "soup.cook", as: .cook))
            == ["soup.cook: not a Cooklang recipe: it is a JPEG picture"])
        #expect(TestReading.messages(read([0x00, 0x01, 0x02], "data", as: .mealMaster))
            == ["data: not Meal-Master text: it is binary data, not text"])
        #expect(TestReading.messages(read(#"{"x": 1}"#, "x.cook", as: .cook)) == ["x.cook: not a Cooklang recipe: it is JSON"])
    }

    @Test func anEmptyFileIsCalledEmpty() {
        #expect(TestReading.messages(read([UInt8](), "x.cook", as: .paprikaArchive)) == ["x.cook: the file is empty"])
    }
}
