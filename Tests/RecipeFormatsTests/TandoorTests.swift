import Foundation
import RecipeStructure
import Testing
@testable import RecipeFormats

@Suite struct TandoorTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// A `recipe.json` as Tandoor's own export writes it (its RecipeExportSerializer).
    static func recipeJSON(name: String) -> [UInt8] {
        Array("""
        {"name":"\(name)","description":"Overnight dough.","keywords":[{"name":"Bread","description":""},{"name":"Italian","description":""}],
         "steps":[
          {"name":"Poolish","instruction":"Mix the flour and water.\\nLeave overnight.","time":0,"order":0,"show_as_header":true,
           "ingredients":[
            {"food":{"name":"flour","plural_name":null},"unit":{"name":"g","plural_name":null},"amount":100.0,"note":"",
             "order":0,"is_header":false,"no_amount":false,"original_text":"100 g flour"},
            {"food":{"name":"water"},"unit":{"name":"ml"},"amount":100,"note":null,"order":1,"is_header":false,"no_amount":false}]},
          {"name":"Dough","instruction":"Add the flour, water and salt to the poolish.","time":10,"order":1,
           "ingredients":[
            {"food":{"name":"salt"},"unit":{"name":"g"},"amount":10,"note":"fine","order":2,"is_header":false,"no_amount":false},
            {"food":{"name":"flour"},"unit":{"name":"g"},"amount":400,"note":"","order":0,"is_header":false,"no_amount":false},
            {"food":{"name":"water"},"unit":{"name":"ml"},"amount":220,"note":"","order":1,"is_header":false,"no_amount":false}]},
          {"name":"","instruction":"Bake at 250 °C.","time":0,"order":2,
           "ingredients":[{"food":{"name":"semolina"},"unit":null,"amount":0,"note":"for dusting","order":0,"is_header":false,
                           "no_amount":true}]}],
         "working_time":30,"waiting_time":720,"internal":true,"nutrition":null,"servings":2,"servings_text":"pizzas",
         "source_url":"https://example.com/pizza"}
        """.utf8)
    }

    /// Tandoor's export: an archive holding an archive per recipe, each with `recipe.json` and `image.jpg`.
    static func export(_ names: [String]) -> [UInt8] {
        ArchiveBuilder.zip(names.map { name in
            (name: "\(name).zip", contents: ArchiveBuilder.zip([(name: "recipe.json", contents: recipeJSON(name: name)),
                                                                (name: "image.jpg", contents: jpeg)]))
        })
    }

    @Test func archiveOfArchivesReadsEveryRecipeWithItsPicture() throws {
        let result = TestReading.read(Self.export(["Pizza", "Focaccia"]), fileName: "export.zip")
        #expect(result.format == .tandoor)
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Pizza", "Focaccia"])
        let pizza = try #require(result.recipes.first)
        #expect(pizza.ingredients == ["Poolish:", "100 g flour", "100 ml water", "Dough:", "400 g flour", "220 ml water",
                                      "10 g salt, fine", "Step 3:", "semolina, for dusting"])
        #expect(pizza.directions == ["Poolish:", "Mix the flour and water. Leave overnight.", "Dough:",
                                     "Add the flour, water and salt to the poolish.", "Step 3:", "Bake at 250 °C."])
        #expect(pizza.servings == "2 pizzas")
        #expect(pizza.prepTime == 1_800 && pizza.cookTime == 43_200)
        #expect(pizza.collections == ["Bread", "Italian"])
        #expect(pizza.sourceURL == "https://example.com/pizza" && pizza.notes == "Overnight dough.")
        #expect(pizza.embeddedImages == [EmbeddedImage(data: Data(Self.jpeg))])
    }

    @Test func eachStepKeepsItsOwnAmountsInTheStructure() throws {
        let pizza = try #require(TestReading.read(Self.export(["Pizza"]), fileName: "export.zip").recipes.first)
        let structure = TextStructure.build(ingredients: pizza.ingredients, directions: pizza.directions)
        let steps = structure.sections.flatMap(\.steps)
        #expect(steps[0].uses.map(\.lineText).sorted() == ["100 g flour", "100 ml water"])
        #expect(steps[1].uses.map(\.lineText).sorted() == ["10 g salt, fine", "220 ml water", "400 g flour"])
    }

    @Test func unnamedStepsSharingAFoodAreHeadedByTheirNumber() throws {
        let text = String(decoding: Self.recipeJSON(name: "Pizza"), as: UTF8.self)
            .replacingOccurrences(of: #""name":"Poolish""#, with: #""name":"""#)
            .replacingOccurrences(of: #""name":"Dough""#, with: #""name":null"#)
        let pizza = try TestReading.only(text, fileName: "recipe.json")
        #expect(pizza.ingredients.prefix(4) == ["Step 1:", "100 g flour", "100 ml water", "Step 2:"])
        #expect(pizza.directions == ["Step 1:", "Mix the flour and water. Leave overnight.", "Step 2:",
                                     "Add the flour, water and salt to the poolish.", "Step 3:", "Bake at 250 °C."])
        let steps = TextStructure.build(ingredients: pizza.ingredients, directions: pizza.directions).sections.flatMap(\.steps)
        #expect(steps[1].uses.map(\.lineText).sorted() == ["10 g salt, fine", "220 ml water", "400 g flour"])
    }

    @Test func aRecipeJSONOnItsOwnIsRecognised() throws {
        let result = TestReading.read(Self.recipeJSON(name: "Pizza"), fileName: "recipe.json")
        #expect(result.format == .tandoor)
        #expect(result.recipes.first?.ingredients.first == "Poolish:")
    }

    @Test func aRecipeJSONWhoseKeysComeLateIsStillRecognised() throws {
        let long = String(repeating: "A long story about this dough. ", count: 300)
        var json = Self.recipeJSON(name: "Pizza")
        json.replaceSubrange(json.startIndex..<json.index(after: json.startIndex), with: Array("{\"description\":\"\(long)\",".utf8))
        let result = TestReading.read(json, fileName: "recipe.json")
        #expect(result.format == .tandoor)
        #expect(result.recipes.first?.title == "Pizza")
    }

    @Test func innerArchivesSpendTheOuterFilesAllowance() {
        let big = Array(String(repeating: "{\"name\": \"x\"} ", count: 2_000).utf8)
        let inner = ArchiveBuilder.zip([(name: "recipe.json", contents: Self.recipeJSON(name: "Pizza")), (name: "notes.json", contents: big)])
        let outer = ArchiveBuilder.zip([(name: "Pizza.zip", contents: inner), (name: "Pizza 2.zip", contents: inner)], stored: true)
        let limits = DecompressionLimits(maximumBytes: outer.count + 30_000, maximumRatio: 1_000)
        let result = TestReading.read(outer, fileName: "export.zip", options: ReadOptions(limits: limits))
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).first?.hasPrefix("export.zip: refused: it expands past") == true)
    }

    @Test func aDamagedInnerArchiveIsNamedAndTheOthersAreRead() {
        var entries = [(name: "Good.zip", contents: ArchiveBuilder.zip([(name: "recipe.json", contents: Self.recipeJSON(name: "Good"))]))]
        entries.append((name: "Cut.zip", contents: Array(ArchiveBuilder.zip([(name: "recipe.json", contents: Self.recipeJSON(name: "Cut"))]).prefix(90))))
        let result = TestReading.read(ArchiveBuilder.zip(entries), fileName: "export.zip")
        #expect(result.recipes.map(\.title) == ["Good"])
        #expect(TestReading.messages(result) == [
            #"export.zip: entry "Cut.zip": not a complete ZIP archive: its end record is missing (the file may be truncated)"#,
        ])
    }
}
