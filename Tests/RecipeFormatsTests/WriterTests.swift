import Foundation
import Testing
@testable import RecipeFormats

@Suite struct WriterTests {
    static let soup = ExternalRecipe(
        title: "Tomato *Soup*", servings: "4", prepTime: 600, cookTime: 2_700, totalTime: 3_300,
        ingredients: ["1 kg tomatoes", "For the garnish:", "basil"],
        directions: ["Roast the tomatoes.", "Blend:", "Blend until smooth.", "1. Season."],
        collections: ["Soups"], sourceURL: "https://example.com/soup", notes: "Freezes well.", rating: 4,
        imageURLs: ["https://example.com/soup.jpg"], isFavorite: true)

    @Test func jsonLDIsAnArrayOfRecipesWithSectionsForHeadings() throws {
        let json = try JSONParser.parse(Array(SchemaRecipeWriter.data(for: [Self.soup])))
        let recipe = try #require(json.elements.first)
        #expect(recipe["@context"] == .string("https://schema.org"))
        #expect(recipe["@type"] == .string("Recipe"))
        #expect(recipe["prepTime"] == .string("PT10M"))
        #expect(recipe["cookTime"] == .string("PT45M"))
        #expect(recipe["totalTime"] == .string("PT55M"))
        #expect(recipe["recipeYield"] == .string("4"))
        #expect(recipe["url"] == .string("https://example.com/soup"))
        #expect(recipe["recipeCategory"] == .array([.string("Soups")]))
        let instructions = try #require(recipe["recipeInstructions"]?.elements)
        #expect(instructions.count == 2)
        #expect(instructions[0]["@type"] == .string("HowToStep"))
        #expect(instructions[1]["@type"] == .string("HowToSection"))
        #expect(instructions[1]["name"] == .string("Blend"))
        #expect(instructions[1]["itemListElement"]?.elements.count == 2)
        #expect(recipe["rating"] == nil && recipe["aggregateRating"] == nil)
    }

    @Test func nonWebSourceIsBasedOn() throws {
        let json = try JSONParser.parse(Array(SchemaRecipeWriter.data(for: [ExternalRecipe(title: "x", sourceURL: "Grandma's notebook")])))
        #expect(json.elements.first?["isBasedOn"] == .string("Grandma's notebook"))
        #expect(RecipeImport.read(SchemaRecipeWriter.data(for: [ExternalRecipe(title: "x", sourceURL: "Grandma's notebook")]),
                                  fileName: "x.jsonld").recipes.first?.sourceURL == "Grandma's notebook")
    }

    @Test func markdownForOneRecipe() {
        #expect(MarkdownWriter.text(for: Self.soup) == """
        # Tomato \\*Soup\\*

        **Servings:** 4 · **Prep:** 10 min · **Cook:** 45 min · **Total:** 55 min  
        **Collections:** Soups  
        **Source:** <https://example.com/soup>  
        **Rating:** ★★★★☆  
        **Favorite**

        ![Tomato \\*Soup\\*](<https://example.com/soup.jpg>)

        ## Ingredients

        - 1 kg tomatoes

        ### For the garnish

        - basil

        ## Directions

        1. Roast the tomatoes.

        ### Blend

        1. Blend until smooth.
        2. 1\\. Season.

        ## Notes

        Freezes well.

        """)
    }

    @Test func markdownFilesOnePerRecipeOrAllInOne() {
        let recipes = [Self.soup, ExternalRecipe(title: "Tomato *Soup*"), ExternalRecipe(title: "Bread")]
        #expect(MarkdownWriter.files(for: recipes).map(\.name) == ["Tomato -Soup-.md", "Tomato -Soup- 2.md", "Bread.md"])
        let single = MarkdownWriter.file(for: recipes)
        #expect(single.name == "recipes.md")
        let text = String(decoding: single.data, as: UTF8.self)
        #expect(text.components(separatedBy: "\n---\n").count == 3)
        #expect(text.contains("# Bread"))
    }

    @Test func exportFormatsMakeTheirFiles() {
        let recipes = [Self.soup, ExternalRecipe(title: "Bread")]
        #expect(ExportFormat.jsonld.files(for: recipes).map(\.name) == ["recipes.jsonld"])
        #expect(ExportFormat.cook.files(for: recipes).map(\.name) == ["Tomato -Soup-.cook", "Bread.cook"])
        #expect(ExportFormat.markdown.files(for: recipes).count == 2)
        #expect(ExportFormat(rawValue: "markdown-single")?.files(for: recipes).count == 1)
    }

    @Test(arguments: [
        ("Pad Thai", "Pad Thai"),
        ("a/b\\c: d*e?\"f\"<g>|h", "a-b-c- d-e--f--g--h"),
        ("...hidden", "hidden"),
        (" trailing dots... ", "trailing dots"),
        ("tab\there\nnewline\u{0}nul", "tab here newline nul"),
        ("", "Untitled"),
        ("..", "Untitled"),
        ("\u{200E}", "Untitled"),
    ])
    func safeFileNames(title: String, stem: String) {
        #expect(FileNames.unique(forTitles: [title], fileExtension: "cook") == [stem + ".cook"])
    }

    @Test func fileNamesAreUniqueIgnoringCaseAndStayShort() {
        let names = FileNames.unique(forTitles: ["Soup", "soup", "SOUP", "Soup 2", "Soup"], fileExtension: "md")
        #expect(names == ["Soup.md", "soup 2.md", "SOUP 3.md", "Soup 2 2.md", "Soup 4.md"])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
        let long = String(repeating: "김치", count: 200)
        let cut = FileNames.unique(forTitles: [long, long], fileExtension: "cook")
        #expect(cut.allSatisfy { $0.utf8.count <= FileNames.maximumStemBytes + 5 })
        #expect(cut[0] != cut[1])
        #expect(cut.allSatisfy { $0.hasSuffix(".cook") && String(decoding: $0.utf8, as: UTF8.self) == $0 })
    }
}
