import Foundation
import Testing
@testable import RecipeFormats

/// Input built to hurt: huge, deep, random or malformed. Reading must end, in bounded time and
/// memory, with recipes or a message: never a crash, never a hang.
@Suite struct HostileInputTests {
    /// The size of the huge inputs: 5 MB in the suite (a reader gone quadratic would take
    /// minutes), `RECIPE_FORMATS_HUGE_MB=50` by hand (a debug build reads 50 MB of Cooklang in
    /// about two minutes on this 2-core machine; no timing is asserted).
    static let fiftyMegabytes = (ProcessInfo.processInfo.environment["RECIPE_FORMATS_HUGE_MB"].flatMap(Int.init) ?? 5) << 20

    @Test func fiftyMegabytePageWithTheRecipeAtTheEnd() {
        var page = "<html><head><script>"
        let filler = "var a = b < c ? '<div class=\"x\">' : \"</span>\"; // <script type=application/ld+json>\n"
        page.reserveCapacity(Self.fiftyMegabytes + 1_000)
        while page.utf8.count < Self.fiftyMegabytes { page += filler }
        page += "</script>\n<p>" + String(repeating: "<b>bold</b> & text ", count: 1_000) + "</p>"
        page += #"<script type="application/ld+json">{"@type":"Recipe","name":"Needle"}</script></html>"#
        let result = TestReading.read(page, fileName: "huge.html")
        #expect(result.recipes.map(\.title) == ["Needle"])
    }

    @Test func fiftyMegabyteCooklangFile() {
        var text = "---\ntitle: Long\n---\n"
        let paragraph = "Add @flour{100%g} and @salt, stir in #bowl{} for ~{2%minutes} -- comment\n[- block -] then @egg{1}.\n\n"
        while text.utf8.count < Self.fiftyMegabytes { text += paragraph }
        let result = TestReading.read(text, fileName: "long.cook")
        #expect(result.recipes.first?.ingredients.count == 3)
    }

    @Test func fiftyMegabytesOfOneLineWithManySigils() {
        let text = String(repeating: "@a{ #b ~c [- ", count: Self.fiftyMegabytes / 13)
        let result = TestReading.read(text, fileName: "sigils.cook")
        #expect(result.recipes.count == 1)
    }

    @Test func fiftyMegabyteJSONLDString() {
        let json = #"{"@type":"Recipe","name":"Big","recipeInstructions":""# + String(repeating: "Stir &amp; <b>wait</b>. ", count: Self.fiftyMegabytes / 25) + #""}"#
        let result = TestReading.read(json, fileName: "big.jsonld")
        #expect(result.recipes.first?.title == "Big")
    }

    @Test(arguments: [10_000, 100_000])
    func deepNestingIsRefusedNotOverflowed(depth: Int) {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let json = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            let result = TestReading.read(json, fileName: "deep.jsonld")
            #expect(result.isFailure)
            #expect(result.problems.first?.message == "not valid JSON: expected at most 128 levels of nested arrays and objects")
        }
    }

    @Test func deepNestingInsideAPageBlock() {
        let block = String(repeating: "[", count: 50_000)
        let page = #"<script type="application/ld+json">"# + block + #"</script><script type="application/ld+json">{"@type":"Recipe","name":"Shallow"}</script>"#
        #expect(TestReading.read(page, fileName: "deep.html").recipes.map(\.title) == ["Shallow"])
    }

    @Test func nestingWithinTheLimitIsRead() throws {
        let inner = #"{"@type":"Recipe","name":"Nested"}"#
        let json = String(repeating: #"{"mainEntity":"#, count: 100) + inner + String(repeating: "}", count: 100)
        #expect(try TestReading.only(json, fileName: "x.jsonld").title == "Nested")
    }

    @Test func randomBytesNeverCrashAnyReader() {
        var generator = SplitMix(seed: 42)
        let formats = RecipeFormat.allCases
        for round in 0 ..< 300 {
            let length = Int(generator.next() % 2_000)
            var bytes = (0 ..< length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if round % 3 == 0 { bytes = Array("<script type=application/ld+json>{\"@type\":\"Recipe\",".utf8) + bytes }
            if round % 3 == 1 { bytes = Array("---\ntitle: x\n".utf8) + bytes.map { $0 & 0x7F } }
            for format in formats {
                _ = RecipeImport.read(Data(bytes), fileName: "random", as: format)
            }
        }
    }

    @Test func everyTruncationOfEveryFormatReadsOrFails() {
        let files: [(String, [UInt8])] = [
            ("x.html", Array(PageFixtures.wordPressRecipeMaker.utf8)),
            ("x.cook", Array(CooklangTests.pancakes.utf8)),
            ("x.jsonld", Array(JSONLDFixtures.allRecipesArray.utf8)),
            ("x.paprikarecipes", PaprikaTests.archive(["Bread", "Cake"])),
            ("x.paprikarecipe", ArchiveBuilder.gzip(PaprikaTests.recipeJSON(name: "Soup"))),
            ("x.crumb", Array(CroutonTests.crumb().utf8)),
            ("x.mx2", MasterCookTests.mx2),
            ("x.mxp", Array(MasterCookTests.mxp.utf8)),
            ("x.csv", Array(PlanToEatTests.csv.utf8)),
        ]
        for (name, bytes) in files {
            for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 150)) {
                let result = TestReading.read(Array(bytes.prefix(length)), fileName: name)
                #expect(!result.recipes.isEmpty || !result.problems.isEmpty, "\(name) cut at \(length)")
            }
        }
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
