import Foundation
import Testing
@testable import RecipeFormats

@Suite struct WebPageTests {
    @Test func wordPressPageGivesOnlyTheRealRecipe() throws {
        let result = TestReading.read(PageFixtures.wordPressRecipeMaker, fileName: "pages/pad-thai.html")
        #expect(result.format == .html)
        #expect(result.recipes.map(\.title) == ["Pad Thai"], "not the decoy in a script, nor the commented-out block")
        #expect(result.problems.isEmpty)
        #expect(result.recipes.first?.sourceURL == "https://www.example.com/pad-thai/")
    }

    @Test func aBrokenBlockDoesNotHideARecipeInAnother() throws {
        let result = TestReading.read(PageFixtures.brokenFirstBlock, fileName: "cake.html")
        #expect(result.recipes.map(\.title) == ["Lemon Drizzle Cake"])
        #expect(result.recipes.first?.ingredients.count == 7)
    }

    @Test func recipeUnderMainEntityWithCommentWrapperAndNestedStepLists() throws {
        let recipe = try TestReading.only(PageFixtures.mainEntity, fileName: "soup.html")
        #expect(recipe.title == "Tomato Soup")
        #expect(recipe.directions == ["Roast the tomatoes.", "Blend."])
        #expect(recipe.servings == "4")
    }

    @Test func pageAddressComesFromCanonicalLinkElseOpenGraph() throws {
        let block = #"<script type="application/ld+json">{"@type":"Recipe","name":"Soup"}</script>"#
        let canonical = try TestReading.only(
            #"<head><meta property="og:url" content="https://og.example/soup"><link href="https://example.com/soup?a=1&amp;b=2" rel="noopener canonical">"#
                + block, fileName: "a.html")
        #expect(canonical.sourceURL == "https://example.com/soup?a=1&b=2")
        let openGraph = try TestReading.only(#"<meta property="og:url" content="https://og.example/soup">"# + block, fileName: "b.html")
        #expect(openGraph.sourceURL == "https://og.example/soup")
    }

    @Test func pageWithoutARecipeSaysSoAndWhatItHas() {
        let result = TestReading.read(PageFixtures.noRecipe, fileName: "pages/about.html")
        #expect(result.isFailure)
        #expect(TestReading.messages(result) == [
            "pages/about.html: no schema.org Recipe in the page (its JSON-LD describes: WebSite, Organization, BreadcrumbList)",
        ])
    }

    @Test func pageWithoutJSONLDExplainsWhy() {
        let result = TestReading.read(PageFixtures.noLinkedData, fileName: "pages/broken.html")
        #expect(result.problems.first?.description.hasPrefix("pages/broken.html: no schema.org Recipe in the page: it has no JSON-LD block") == true)
    }

    @Test func onlyBlockInvalidNamesThePageLine() {
        let page = "<html>\n<head>\n<script type=\"application/ld+json\">\n{\"@type\": \"Recipe\" \"name\": 1}\n</script>"
        let result = TestReading.read(page, fileName: "x.html")
        #expect(TestReading.messages(result) == [
            "x.html: no schema.org Recipe in the page; JSON-LD block 1 is not valid JSON (line 4, column 20: expected ',' or '}' after a field)",
        ])
    }

    @Test func brokenHTMLGivesAMessageNotACrash() {
        let result = TestReading.read(PageFixtures.brokenHTML, fileName: "broken.html")
        #expect(result.isFailure)
        #expect(result.problems.count == 1)
    }

    @Test(arguments: [
        #"<script type="application/ld+json">"#,
        #"<script type='application/ld+json'>"#,
        #"<script type=application/ld+json>"#,
        #"<SCRIPT Type="Application/LD+JSON" async>"#,
        #"<script data-schema="recipe" type="application/ld+json; charset=utf-8">"#,
        "<script\ntype=\"application/ld+json\"\n>",
    ])
    func scriptTagVariantsAreFound(openTag: String) throws {
        let page = "<html><body>" + openTag + #"{"@type":"Recipe","name":"Found"}</script></body></html>"#
        #expect(try TestReading.only(page, fileName: "p.html").title == "Found")
    }

    @Test func scriptOfAnotherTypeIsIgnored() {
        let page = #"<script type="text/template">{"@type":"Recipe","name":"Template"}</script>"#
        #expect(TestReading.read(page, fileName: "p.html").isFailure)
    }

    @Test func blocksInPageOrderEachGiveTheirRecipes() throws {
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"One"}</script><p>x</p>"#
            + #"<script type="application/ld+json">[{"@type":"Recipe","name":"Two"},{"@type":"ItemList","itemListElement":[{"@type":"Recipe","name":"Three"}]}]</script>"#
        #expect(TestReading.read(page, fileName: "p.html").recipes.map(\.title) == ["One", "Two", "Three"])
    }
}
