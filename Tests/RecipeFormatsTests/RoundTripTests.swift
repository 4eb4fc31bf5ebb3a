import Foundation
import Testing
@testable import RecipeFormats

/// Library → format → read back: the fields the library keeps come back the same.
@Suite struct RoundTripTests {
    static let library: [ExternalRecipe] = [
        ExternalRecipe(
            title: "Kimchi Jjigae (김치찌개): the 30-minute one", servings: "4 servings", prepTime: 600, cookTime: 1_800, totalTime: 2_400,
            ingredients: ["For the stew:", "300 g aged kimchi, chopped", "200 g pork belly", "1 1/2 tbsp gochugaru", "½ onion",
                          "1 block tofu (about 300 g)", "salt and pepper, to taste", "2-3 spring onions", "1 tsp sugar -- optional",
                          "For serving:", "steamed rice", "#1 grade sesame oil @ room temperature {cold is fine}"],
            directions: ["Fry the pork until the fat runs.", "Add kimchi & gochugaru; stir for 2 minutes.",
                         "Sauce:", "> Pour in 500 ml water -- or stock.", "= Simmer ~20 minutes with @tofu and #lid.",
                         "To serve:", "Ladle over rice."],
            collections: ["Korean", "Soups, stews"], sourceURL: "https://example.kr/kimchi-jjigae",
            notes: "Older kimchi tastes better.\nKeeps 3 days.", rating: 5, imageURLs: ["https://example.kr/a.jpg", "https://example.kr/b.jpg"],
            isFavorite: true, language: "ko"),
        ExternalRecipe(title: "Toast", servings: "1", cookTime: 120, ingredients: ["1 slice bread", "butter"], directions: ["Toast the bread.", "Butter it."]),
        ExternalRecipe(title: "Only a title"),
        ExternalRecipe(title: "Overnight oats", totalTime: 28_800, ingredients: ["50 g oats", "150 ml milk"], directions: ["Soak overnight."]),
    ]

    /// The fields both formats must keep.
    private func expectSameEssentials(_ read: [ExternalRecipe], _ written: [ExternalRecipe]) {
        #expect(read.count == written.count)
        for (back, original) in zip(read, written) {
            #expect(back.title == original.title)
            #expect(back.servings == original.servings)
            #expect(back.prepTime == original.prepTime && back.cookTime == original.cookTime && back.totalTime == original.totalTime)
            #expect(back.ingredients == original.ingredients)
            #expect(back.directions == original.directions)
        }
    }

    @Test func throughJSONLD() throws {
        let data = SchemaRecipeWriter.data(for: Self.library)
        let result = RecipeImport.read(data, fileName: "recipes.jsonld")
        #expect(result.format == .jsonld)
        #expect(result.problems.isEmpty)
        expectSameEssentials(result.recipes, Self.library)
        #expect(result.recipes.map(\.collections) == Self.library.map(\.collections))
        #expect(result.recipes.map(\.sourceURL) == Self.library.map(\.sourceURL))
        #expect(result.recipes.map(\.imageURLs) == Self.library.map(\.imageURLs))
        #expect(result.recipes[0].notes == Self.library[0].notes)
        #expect(result.recipes.map(\.language) == Self.library.map(\.language))
    }

    @Test func throughCooklang() throws {
        let files = CooklangWriter.files(for: Self.library)
        let read = files.flatMap { RecipeImport.read($0.data, fileName: $0.name).recipes }
        expectSameEssentials(read, Self.library)
        #expect(read.map(\.collections) == Self.library.map(\.collections))
        #expect(read.map(\.sourceURL) == Self.library.map(\.sourceURL))
        #expect(read.map(\.imageURLs) == Self.library.map(\.imageURLs))
        #expect(read.map(\.notes) == Self.library.map(\.notes))
        #expect(read.map(\.rating) == Self.library.map(\.rating))
        #expect(read.map(\.isFavorite) == Self.library.map(\.isFavorite))
        #expect(read.map(\.language) == Self.library.map(\.language))
    }

    @Test func cooklangMarksIngredientsUpAsStructuredAsReadsBack() {
        let text = CooklangWriter.text(for: Self.library[0])
        #expect(text.contains("@aged kimchi{300%g}(chopped)"))
        #expect(text.contains("@pork belly{200%g}"))
        #expect(text.contains("@gochugaru{1 1/2%tbsp}"))
        #expect(text.contains("@spring onions{2-3}"))
        // The list's headings are sections over their lines, never ingredients named "For the stew:".
        #expect(text.contains("== Ingredients: For the stew ==\n\n@aged kimchi{300%g}(chopped)"))
        #expect(text.contains("== Ingredients: For serving ==\n\n@steamed rice{}"))
        #expect(!text.contains("@For the stew"))
        #expect(text.contains("@\\#1 grade sesame oil \\@ room temperature \\{cold is fine\\}{}"))
        #expect(text.contains("== Sauce =="))
        #expect(text.contains("\\> Pour in 500 ml water -\\- or stock."))
    }

    @Test func cooklangIngredientGroupsReadBackAsGroupsOfTheStructure() {
        let text = CooklangWriter.text(for: Self.library[0])
        let groups = CooklangReader.structure(of: text).ingredientGroups
        #expect(groups.map(\.heading) == ["For the stew", "For serving"])
        #expect(groups.map(\.items.count) == [8, 2])
        // A section that only starts with the word is a section of steps.
        let steps = CooklangReader.structure(of: "== Ingredients and tools ==\n\nMix @flour{100%g}.\n")
        #expect(steps.ingredientGroups.map(\.heading) == [nil])
        #expect(steps.sections.map(\.heading) == ["Ingredients and tools"])
    }

    @Test func cooklangFileForToastReadsLikeAPersonWroteIt() {
        #expect(CooklangWriter.text(for: Self.library[1]) == """
        ---
        title: Toast
        servings: 1
        cook time: 2m
        ---

        == Ingredients ==

        @bread{1%slice}
        @butter{}

        ==

        Toast the bread.

        Butter it.

        """)
    }
}
