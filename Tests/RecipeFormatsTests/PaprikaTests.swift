import Foundation
import Testing
@testable import RecipeFormats

@Suite struct PaprikaTests {
    static let photo: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]

    /// A recipe's JSON as Paprika 3 exports it.
    static func recipeJSON(name: String, favorite: String = "true", rating: Int = 4) -> [UInt8] {
        let json = """
        {"uid":"6D3F-\(name.count)","name":"\(name)","directions":"Heat the oven.\\n\\nMix everything.\\nBake for 20 minutes.",
         "ingredients":"200 g flour\\n2 eggs\\n\\n1 pinch salt","servings":"4 servings","prep_time":"15 minutes",
         "cook_time":"1 hr 20 mins","total_time":"1 1/2 hours","categories":["Baking","Weekend"],"on_favorites":\(favorite),
         "rating":\(rating),"source":"Grandma","source_url":"https://example.com/\(name.count)","notes":"Use cold butter.",
         "description":"A family favourite.","image_url":"https://example.com/p.jpg",
         "photo_data":"\(Data(photo).base64EncodedString())","nutritional_info":"","difficulty":"Easy","scale":null,
         "hash":"abc","created":"2023-01-02 10:11:12","photos":[]}
        """
        return Array(json.utf8)
    }

    static func archive(_ names: [String]) -> [UInt8] {
        ArchiveBuilder.zip(names.map { (name: "\($0).paprikarecipe", contents: ArchiveBuilder.gzip(recipeJSON(name: $0))) })
    }

    @Test func archiveOfGzippedRecipes() throws {
        let result = TestReading.read(Self.archive(["Bread", "Brioche", "Focaccia"]), fileName: "My Recipes.paprikarecipes")
        #expect(result.format == .paprikaArchive)
        #expect(result.problems.isEmpty)
        #expect(result.recipes.map(\.title) == ["Bread", "Brioche", "Focaccia"])
        let bread = try #require(result.recipes.first)
        #expect(bread.ingredients == ["200 g flour", "2 eggs", "1 pinch salt"])
        #expect(bread.directions == ["Heat the oven.", "Mix everything.", "Bake for 20 minutes."])
        #expect(bread.servings == "4 servings")
        #expect(bread.prepTime == 900 && bread.cookTime == 4_800 && bread.totalTime == 5_400)
        #expect(bread.collections == ["Baking", "Weekend"])
        #expect(bread.isFavorite == true && bread.rating == 4)
        #expect(bread.sourceURL == "https://example.com/5")
        #expect(bread.notes == "A family favourite.\n\nUse cold butter.")
        #expect(bread.imageURLs == ["https://example.com/p.jpg"])
        #expect(bread.embeddedImages == [EmbeddedImage(data: Data(Self.photo))])
        #expect(bread.embeddedImages.first?.fileExtension == "jpg")
    }

    @Test func storedEntriesAndPlainJSONEntriesAreReadToo() {
        let zip = ArchiveBuilder.zip([(name: "a.paprikarecipe", contents: Self.recipeJSON(name: "Plain"))], stored: true)
        #expect(TestReading.read(zip, fileName: "x.paprikarecipes").recipes.map(\.title) == ["Plain"])
    }

    @Test func singleRecipeFileWithNumericFlagsAndNoRating() throws {
        let gzip = ArchiveBuilder.gzip(Self.recipeJSON(name: "Soup", favorite: "0", rating: 0))
        let result = TestReading.read(gzip, fileName: "Soup.paprikarecipe")
        #expect(result.format == .paprikaSingle)
        let soup = try #require(result.recipes.first)
        #expect(soup.isFavorite == false)
        #expect(soup.rating == nil, "Paprika's 0 means not rated")
    }

    @Test func aDamagedEntryIsLeftOutAndNamed() {
        var entries = [(name: "Good.paprikarecipe", contents: ArchiveBuilder.gzip(Self.recipeJSON(name: "Good")))]
        entries.append((name: "Bad.paprikarecipe", contents: ArchiveBuilder.gzip(Array("{not json".utf8))))
        let result = TestReading.read(ArchiveBuilder.zip(entries), fileName: "x.paprikarecipes")
        #expect(result.recipes.map(\.title) == ["Good"])
        #expect(TestReading.messages(result) == [
            #"x.paprikarecipes: entry "Bad.paprikarecipe": not a Paprika recipe: its JSON is invalid (line 1, column 2: expected a field name in double quotes)"#,
        ])
    }

    @Test func truncatedArchiveIsReported() {
        let zip = Self.archive(["Bread", "Brioche"])
        for length in [0, 10, 100, zip.count / 2, zip.count - 30, zip.count - 1] {
            let result = TestReading.read(Array(zip.prefix(length)), fileName: "cut.paprikarecipes", )
            #expect(result.recipes.count < 2, "cut at \(length)")
            #expect(!result.problems.isEmpty, "cut at \(length)")
        }
        let result = TestReading.read(Array(zip.prefix(zip.count - 1)), fileName: "cut.paprikarecipes")
        #expect(TestReading.messages(result) == [
            "cut.paprikarecipes: not a complete ZIP archive: its end record is missing (the file may be truncated)",
        ])
    }

    @Test func badCRCIsReported() {
        var zip = ArchiveBuilder.zip([(name: "a.paprikarecipe", contents: Self.recipeJSON(name: "Plain"))], stored: true)
        zip[60] ^= 0x01  // a byte of the stored recipe text (the data starts after 30 + 15 bytes of header)
        #expect(TestReading.messages(TestReading.read(zip, fileName: "x.paprikarecipes")) == [
            #"x.paprikarecipes: entry "a.paprikarecipe": damaged: its CRC-32 check fails"#,
        ])
    }

    @Test func encryptedEntriesAreRefusedWithAMessage() {
        let zip = ArchiveBuilder.zip([(name: "a.paprikarecipe", contents: Self.recipeJSON(name: "Secret"))], flags: 1)
        #expect(TestReading.messages(TestReading.read(zip, fileName: "x.paprikarecipes")) == [
            #"x.paprikarecipes: entry "a.paprikarecipe": encrypted; export the recipes again without a password"#,
        ])
    }

    @Test func zip64ArchivesAreRefusedWithAMessage() {
        var zip = Self.archive(["Bread"])
        let end = zip.count - 22
        for offset in 16 ..< 20 { zip[end + offset] = 0xFF }  // the directory offset, as ZIP64 marks it
        #expect(TestReading.messages(TestReading.read(zip, fileName: "big.paprikarecipes")) == [
            "big.paprikarecipes: a ZIP64 archive, which this import does not read; re-export it with fewer or smaller recipes",
        ])
    }

    @Test func gzipBombIsRefusedAtTheLimit() {
        let zeros = [UInt8](repeating: 0, count: 64 << 20)
        let bomb = ArchiveBuilder.gzip(zeros)
        let result: ReadResult? = TestReading.read(bomb, fileName: "bomb.paprikarecipe",
                                                   options: ReadOptions(limits: DecompressionLimits(maximumBytes: 1 << 20)))
        #expect(result.map(TestReading.messages) == [
            "bomb.paprikarecipe: refused: it expands past 1 MiB, more than a recipe file can hold (a damaged file or a decompression bomb)",
        ])
    }

    @Test func bombInsideAnArchiveRefusesTheArchiveByRatio() {
        let bomb = ArchiveBuilder.gzip([UInt8](repeating: 0, count: 32 << 20))
        let zip = ArchiveBuilder.zip([(name: "Bread.paprikarecipe", contents: ArchiveBuilder.gzip(Self.recipeJSON(name: "Bread"))),
                                      (name: "Bomb.paprikarecipe", contents: bomb)], stored: true)
        let result = TestReading.read(zip, fileName: "x.paprikarecipes", options: ReadOptions(limits: DecompressionLimits(maximumRatio: 100)))
        #expect(result.isFailure, "a bomb refuses the whole archive")
        #expect(result.problems.first?.message.hasPrefix("refused: it expands past") == true)
        #expect(result.problems.first?.place == #"entry "Bomb.paprikarecipe""#)
    }

    @Test func defaultLimitsFollowTheRatioForSmallFiles() {
        #expect(DecompressionLimits().allowance(forCompressedSize: 1_000) == 1_000_000)
        #expect(DecompressionLimits().allowance(forCompressedSize: 10 << 20) == 1 << 30)
        #expect(DecompressionLimits().allowance(forCompressedSize: .max) == 1 << 30)
    }
}
