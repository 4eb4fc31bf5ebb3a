import Foundation
import Testing
@testable import RecipeFormats

/// The shapes real recipe sites give their schema.org Recipe, each as small as it can be: where the
/// Recipe sits in a file or page, and JSON as pages write it. Steps and ingredients are in
/// RealWorldSchemaTests+Steps.swift, yields, times and other fields in RealWorldSchemaTests+Fields.swift.
@Suite struct RealWorldSchemaTests {
    func recipe(_ json: String) throws -> ExternalRecipe {
        try TestReading.only(json, fileName: "x.jsonld")
    }

    func page(_ blocks: String...) -> String {
        "<html><head>" + blocks.map { #"<script type="application/ld+json">"# + $0 + "</script>" }.joined() + "</head></html>"
    }


    // MARK: Where the Recipe sits

    @Test func recipeInAGraphReferencedByMainEntity() throws {
        let json = #"""
        {"@context":"https://schema.org","@graph":[
          {"@type":"WebPage","@id":"https://a.example/soup/","mainEntity":{"@id":"https://a.example/soup/#recipe"}},
          {"@type":["Recipe"],"@id":"https://a.example/soup/#recipe","name":"Soup","image":{"@id":"https://a.example/soup/#img"}},
          {"@type":"ImageObject","@id":"https://a.example/soup/#img","url":"https://a.example/soup.jpg"}]}
        """#
        let recipe = try recipe(json)
        #expect(recipe.title == "Soup")
        #expect(recipe.imageURLs == ["https://a.example/soup.jpg"])
    }

    @Test func typeArraysPrefixesAndCase() throws {
        for type in [#"["NewsArticle","Recipe"]"#, #""recipe""#, #""https://schema.org/Recipe""#, #"["schema:Recipe"]"#, #"" Recipe ""#] {
            #expect(try recipe(#"{"@type":\#(type),"name":"T"}"#).title == "T", "@type \(type)")
        }
    }

    @Test func recipeUnderMainEntityOfAWebPage() throws {
        #expect(try recipe(#"{"@type":"WebPage","mainEntity":{"@type":"Recipe","name":"Inside"}}"#).title == "Inside")
    }

    @Test func itemListOfRecipesGivesEach() {
        let json = #"""
        {"@type":"ItemList","itemListElement":[
          {"@type":"ListItem","position":1,"item":{"@type":"Recipe","name":"One"}},
          {"@type":"ListItem","position":2,"item":{"@type":"Recipe","name":"Two"}}]}
        """#
        #expect(TestReading.read(json, fileName: "x.jsonld").recipes.map(\.title) == ["One", "Two"])
    }

    @Test func itemListOfLinksOnlyIsNoRecipe() {
        let json = #"{"@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"url":"https://a.example/1"}]}"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(TestReading.messages(result) == ["x.jsonld: no schema.org Recipe in the file (its JSON-LD describes: ItemList, ListItem)"])
    }


    // MARK: JSON as pages write it

    @Test func controlCharactersInStringsAreDropped() throws {
        let json = "{\"@type\":\"Recipe\",\"name\":\"Bad\u{01}\u{08}Chars\u{1F}\",\"recipeIngredient\":[\"1\u{0B} egg\"]}"
        let recipe = try recipe(json)
        #expect(recipe.title == "BadChars")
        #expect(recipe.ingredients == ["1 egg"])
    }

    @Test func trailingCommasCommentsAndOddEscapes() throws {
        let json = #"{"@type":"Recipe", /* theme */ "name":"Mom\'s \x Pie", "recipeIngredient":["a",,"b",], }"#
        let recipe = try recipe(json)
        #expect(recipe.title == "Mom's x Pie")
        #expect(recipe.ingredients == ["a", "b"])
    }

    @Test func unescapedQuotesInsideStrings() throws {
        let json = #"{"@type":"Recipe","name":"The "Best" Brownies","recipeIngredient":["1 cup "dutch" cocoa", "2 eggs"]}"#
        let recipe = try recipe(json)
        #expect(recipe.title == #"The "Best" Brownies"#)
        #expect(recipe.ingredients == [#"1 cup "dutch" cocoa"#, "2 eggs"])
    }

    @Test func invalidJSONStillNamesTheFirstProblem() {
        let result = TestReading.read("{\"@type\": \"Recipe\",\n \"name\" \"x\"}", fileName: "bad.jsonld")
        #expect(TestReading.messages(result) == ["bad.jsonld: line 2, column 9: not valid JSON: expected ':' after the field name"])
    }

    @Test func htmlEscapedJSONInAPage() throws {
        let block = "{&quot;@context&quot;:&quot;https://schema.org&quot;,&quot;@type&quot;:&quot;Recipe&quot;,"
            + "&quot;name&quot;:&quot;Fish &amp;amp; Chips&quot;,&quot;recipeIngredient&quot;:[&quot;1 &quot;big&quot; fish&quot;]}"
        let recipe = try TestReading.only(page(block), fileName: "p.html")
        #expect(recipe.title == "Fish & Chips")
        #expect(recipe.ingredients == [#"1 "big" fish"#])
    }

    @Test func cdataWrappersInTheirSeveralSpellings() throws {
        for wrapped in [
            #"<![CDATA[{"@type":"Recipe","name":"C"}]]>"#,
            "//<![CDATA[\n{\"@type\":\"Recipe\",\"name\":\"C\"}\n//]]>",
            #"/* <![CDATA[ */ {"@type":"Recipe","name":"C"} /* ]]> */"#,
            "\n<!--\n{\"@type\":\"Recipe\",\"name\":\"C\"}\n-->\n",
        ] {
            #expect(try TestReading.only(page(wrapped), fileName: "p.html").title == "C", "\(wrapped)")
        }
    }

    @Test func anInvalidBlockBesideAValidOneIsNotAProblemOfTheRecipe() throws {
        let result = TestReading.read(page(#"{"@type":"Organization",,"name" 1}"#, #"{"@type":"Recipe","name":"Good","recipeIngredient":["1 egg"],"recipeInstructions":"Boil it."}"#, "   "), fileName: "p.html")
        #expect(result.recipes.map(\.title) == ["Good"])
        #expect(result.problems.isEmpty)
    }

    @Test func sameRecipeFromTwoPluginsIsReadOnceWithWhatEachKnows() throws {
        let result = TestReading.read(page(
            #"{"@type":"Recipe","name":"Dal","recipeIngredient":["1 cup lentils"],"image":"https://a.example/dal.jpg"}"#,
            #"{"@type":"Recipe","name":"Dal","recipeIngredient":["1 cup lentils"],"recipeInstructions":"Simmer.","totalTime":"PT40M"}"#),
            fileName: "p.html")
        #expect(result.recipes.count == 1)
        #expect(result.recipes.first?.imageURLs == ["https://a.example/dal.jpg"])
        #expect(result.recipes.first?.directions == ["Simmer."])
        #expect(result.recipes.first?.totalTime == 2_400)
    }

    @Test func bareJavaScriptWordsAreNull() throws {
        let json = #"{"@type":"Recipe","name":"J","recipeYield":undefined,"cookTime":NaN,"recipeIngredient":["a"]}"#
        let recipe = try recipe(json)
        #expect(recipe.servings == "" && recipe.cookTime == nil && recipe.ingredients == ["a"])
    }

    @Test func gzippedPageIsReadAsThePage() throws {
        let html = page(#"{"@type":"Recipe","name":"Zipped"}"#)
        for name in ["soup.html", "soup.html.gz", "soup"] {
            let result = TestReading.read(ArchiveBuilder.gzip(Array(html.utf8)), fileName: name)
            #expect(result.recipes.map(\.title) == ["Zipped"], "\(name)")
            #expect(result.format == .html)
        }
    }
}
