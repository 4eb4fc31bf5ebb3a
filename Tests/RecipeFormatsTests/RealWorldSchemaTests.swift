import Foundation
import Testing
@testable import RecipeFormats

/// The shapes real recipe sites give their schema.org Recipe, each as small as it can be.
@Suite struct RealWorldSchemaTests {
    private func recipe(_ json: String) throws -> ExternalRecipe {
        try TestReading.only(json, fileName: "x.jsonld")
    }

    private func page(_ blocks: String...) -> String {
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

    // MARK: Yields

    @Test(arguments: [
        (#""4""#, "4"), ("4", "4"), ("4.0", "4"), (#"["4","4 servings"]"#, "4 servings"), (#"["6"]"#, "6"),
        (#""""#, ""), ("[]", ""), ("null", ""), (#"[null,"2 loaves"]"#, "2 loaves"), (#"" 8 &amp; more ""#, "8 & more"),
        (#"{"@type":"QuantitativeValue","value":12,"unitText":"cookies"}"#, "12 cookies"),
    ])
    func yields(yield: String, servings: String) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"Y","recipeYield":\#(yield)}"#).servings == servings)
    }

    // MARK: Instructions

    @Test func instructionStringWithBreaksParagraphsAndListItems() throws {
        let text = #"<p>Mix the flour.</p>\n<p>Add water.<br/>Knead.</p><ol><li>Rest 1 hour.</li><li>Bake.</li></ol>"#
        #expect(try recipe(#"{"@type":"Recipe","name":"B","recipeInstructions":"\#(text)"}"#).directions
            == ["Mix the flour.", "Add water.", "Knead.", "Rest 1 hour.", "Bake."])
    }

    @Test func instructionStringWithRawNewlinesAndCRLF() throws {
        let json = "{\"@type\":\"Recipe\",\"name\":\"B\",\"recipeInstructions\":\"Mix.\r\n\r\nBake.\nCool.\"}"
        #expect(try recipe(json).directions == ["Mix.", "Bake.", "Cool."])
    }

    @Test func aHowToStepIsOneStepWhateverItsLinesHold() throws {
        let json = #"""
        {"@type":"Recipe","name":"H","recipeInstructions":[
          {"@type":"HowToStep","text":"Add the cream.\nDone!\nTop with more cream."},
          {"@type":"HowToStep","text":"Heat to 200. 2. Bake 20 minutes."}]}
        """#
        #expect(try recipe(json).directions == ["Add the cream. Done! Top with more cream.", "Heat to 200. 2. Bake 20 minutes."])
    }

    /// A site's whole method in one step that numbers its sentences from 1 (a recipe plugin's one
    /// `HowToStep`, as halfbakedharvest.com writes it) is the steps it numbers: a cook would
    /// otherwise read "… back to the pot. 2. Meanwhile, …" as one step.
    @Test func aStepNumberingItsSentencesFromOneIsThoseSteps() throws {
        let json = #"""
        {"@type":"Recipe","name":"Orzo","recipeInstructions":[{"@type":"HowToStep",
          "text":"1. Boil the pasta to al dente. Drain and add it back to the pot. 2. Meanwhile, cook the prosciutto until crispy, about 2 minutes per side. 3. Brown the butter, about 3-4 minutes.",
          "name":"1. Boil the pasta to al dente. Drain and add it back to the pot. 2. Meanwhile, cook the prosciutto until crispy, about 2 minutes per side. 3. Brown the butter, about 3-4 minutes."}]}
        """#
        #expect(try recipe(json).directions == ["Boil the pasta to al dente. Drain and add it back to the pot.",
                                                "Meanwhile, cook the prosciutto until crispy, about 2 minutes per side.",
                                                "Brown the butter, about 3-4 minutes."])
    }

    @Test func aStringInAListIsOneStepEvenAloneButABareTextIsSplit() throws {
        let listed = #"{"@type":"Recipe","name":"L","recipeInstructions":["Fry the onion.\nAdd the garlic.","Serve."]}"#
        #expect(try recipe(listed).directions == ["Fry the onion. Add the garlic.", "Serve."])
        let listOfOne = #"{"@type":"Recipe","name":"L","recipeInstructions":["Fry the onion.\r\n\r\nAdd the garlic."]}"#
        #expect(try recipe(listOfOne).directions == ["Fry the onion. Add the garlic."])
        let bare = #"{"@type":"Recipe","name":"L","recipeInstructions":"Fry the onion.\n\nAdd the garlic."}"#
        #expect(try recipe(bare).directions == ["Fry the onion.", "Add the garlic."])
    }

    /// A list's only text that numbers its lines `1.`, `2.` is the whole method in one text (a
    /// site that put its text box in a list), not one step; quotes wrapping it all are no part of it.
    @Test func aListsOnlyTextWithNumberedLinesIsSplitLikeABareText() throws {
        let json = #"""
        {"@type":"Recipe","name":"N","recipeInstructions":["&quot;Topping:\r\nMix the herbs.\r\n\r\nFor the dough:\r\n1. Warm the water.\r\n\r\n2. Add the flour, \"00\" if you have it.\r\n\r\n3. Knead.&quot;"]}
        """#
        #expect(try recipe(json).directions == ["Topping:", "Mix the herbs.", "For the dough:", "Warm the water.", #"Add the flour, "00" if you have it."#, "Knead."])
        let quoted = #"{"@type":"Recipe","name":"Q","recipeInstructions":["\"1. Warm the water.\n2. Knead.\""]}"#
        #expect(try recipe(quoted).directions == ["Warm the water.", "Knead."])
        // Numbers inside one line from 1 in sequence are steps too; lines not numbered in sequence
        // leave the text one step.
        let inline = #"{"@type":"Recipe","name":"I","recipeInstructions":["1. Warm the water. 2. Knead."]}"#
        #expect(try recipe(inline).directions == ["Warm the water.", "Knead."])
        let unordered = #"{"@type":"Recipe","name":"U","recipeInstructions":["Heat to 200.\n5. Bake 20 minutes."]}"#
        #expect(try recipe(unordered).directions == ["Heat to 200. 5. Bake 20 minutes."])
    }

    @Test func aLoneTextOfStepsJoinedByCommasIsSplitThere() throws {
        let json = #"{"@type":"Recipe","name":"C","recipeInstructions":"Add salt, pepper, etc. and stir. Rest 30 minutes.,    Transfer to a pot.,  <br>Serve."}"#
        #expect(try recipe(json).directions == ["Add salt, pepper, etc. and stir. Rest 30 minutes.", "Transfer to a pot.", "Serve."])
    }

    @Test func sectionsNestedUnnamedAndWithOneStepObject() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[
          {"@type":"HowToSection","name":"Dough","itemListElement":{"@type":"HowToStep","text":"Mix."}},
          {"@type":"HowToSection","itemListElement":[{"@type":"HowToStep","text":"Shape."}]},
          {"@type":"HowToSection","name":"Finish","itemListElement":[
            {"@type":"HowToSection","name":"Glaze","itemListElement":["Brush with egg."]},
            {"@type":"HowToStep","itemListElement":[{"@type":"HowToDirection","text":"Bake."},{"@type":"HowToTip","text":"Watch it."}]}]}]}
        """#
        #expect(try recipe(json).directions == ["Dough:", "Mix.", "Shape.", "Finish:", "Glaze:", "Brush with egg.", "Bake.", "Watch it."])
    }

    @Test func stepsAsAnItemListObject() throws {
        let json = #"{"@type":"Recipe","name":"L","recipeInstructions":{"@type":"ItemList","itemListElement":[{"@type":"ListItem","text":"One."},{"@type":"ListItem","text":"Two."}]}}"#
        #expect(try recipe(json).directions == ["One.", "Two."])
    }

    @Test func emptyAndNullStepsAreLeftOutQuietly() throws {
        let json = #"{"@type":"Recipe","name":"E","recipeInstructions":["", null, {"@type":"HowToStep","text":""}, "Bake.", " "]}"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes.map(\.directions) == [["Bake."]])
        #expect(result.problems.isEmpty)
    }

    // MARK: Ingredients

    @Test func oldIngredientsFieldAndEmptyOrNullLines() throws {
        let json = #"{"@type":"Recipe","name":"I","ingredients":["1 cup flour","",null,"  salt  ","2 &frac12; cups milk"]}"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes.map(\.ingredients) == [["1 cup flour", "salt", "2 ½ cups milk"]])
        #expect(result.problems.isEmpty)
    }

    @Test func ingredientListsNestedInLists() throws {
        let json = #"{"@type":"Recipe","name":"I","recipeIngredient":[["a","b"],"c"]}"#
        #expect(try recipe(json).ingredients == ["a", "b", "c"])
    }

    // MARK: Images, authors, nutrition

    @Test(arguments: [
        (#""https://a.example/1.jpg""#, ["https://a.example/1.jpg"]),
        (#"["https://a.example/1.jpg","https://a.example/2.jpg","https://a.example/1.jpg"]"#, ["https://a.example/1.jpg", "https://a.example/2.jpg"]),
        (#"{"@type":"ImageObject","url":"https://a.example/1.jpg","width":800}"#, ["https://a.example/1.jpg"]),
        (#"[{"@type":"ImageObject","url":"https://a.example/1.jpg"},{"@type":"ImageObject","contentUrl":"https://a.example/2.jpg"}]"#,
         ["https://a.example/1.jpg", "https://a.example/2.jpg"]),
        (#""""#, []), ("null", []), ("[]", []), (#"{"@type":"ImageObject"}"#, []),
    ])
    func images(image: String, urls: [String]) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"P","image":\#(image)}"#).imageURLs == urls)
    }

    @Test func authorArraysAndNutritionChangeNothing() throws {
        let json = #"""
        {"@type":"Recipe","name":"A","author":[{"@type":"Person","name":"Ann"},{"@type":"Person","name":"Bo","url":"https://a.example/bo"}],
         "nutrition":{"@type":"NutritionInformation","calories":"320 calories","name":"Nutrition"},
         "recipeIngredient":["x"]}
        """#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes == [ExternalRecipe(title: "A", ingredients: ["x"])])
        #expect(result.problems.isEmpty)
    }

    // MARK: Times

    @Test(arguments: [
        ("PT0H30M", 1_800), ("P0DT1H", 3_600), ("PT1H30M0S", 5_400), ("PT30M ", 1_800), ("P0Y0M0DT0H45M0.000S", 2_700),
        ("PT1H 30M", 5_400), ("30 minutes", 1_800), ("PT20.5M", 1_230),
    ])
    func durations(text: String, seconds: Int) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","cookTime":"\#(text)"}"#).cookTime == seconds)
    }

    @Test(arguments: [#""""#, #"" ""#, "null", #""PT""#, #""P0DT""#, #""-PT5M""#, "[]"])
    func unknownDurations(value: String) throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","prepTime":\#(value)}"#).prepTime == nil)
    }

    @Test func durationsAsNumbersOfMinutes() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","totalTime":45}"#).totalTime == 2_700)
    }

    // MARK: Empty strings

    @Test func emptyStringsAreAbsentValues() throws {
        let json = #"{"@type":"Recipe","name":"","headline":"Headline","url":"","description":"","recipeCategory":"","recipeCuisine":[""],"recipeYield":"","recipeIngredient":""}"#
        let recipe = try recipe(json)
        #expect(recipe == ExternalRecipe(title: "Headline"))
    }

    @Test func emptyNameAndNoHeadlineTakesTheFileName() throws {
        #expect(try TestReading.only(#"{"@type":"Recipe","name":" "}"#, fileName: "Aunt May's Pie.json").title == "Aunt May's Pie")
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
}

extension RealWorldSchemaTests {
    @Test func freeTextTimesStartingWithPAreStillRead() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"D","prepTime":"Prep 20 minutes"}"#).prepTime == 1_200)
    }
}

extension RealWorldSchemaTests {
    @Test func gzippedPageIsReadAsThePage() throws {
        let html = page(#"{"@type":"Recipe","name":"Zipped"}"#)
        for name in ["soup.html", "soup.html.gz", "soup"] {
            let result = TestReading.read(ArchiveBuilder.gzip(Array(html.utf8)), fileName: name)
            #expect(result.recipes.map(\.title) == ["Zipped"], "\(name)")
            #expect(result.format == .html)
        }
    }

    /// A page whose recipe gives neither ingredients nor steps, in its data or on the page, is
    /// imported (its title, times and notes are worth keeping) with a problem saying so; a
    /// JSON-LD file may hold such a recipe on purpose (a library's recipe with only a title).
    @Test func aPagesRecipeWithoutIngredientsOrStepsIsSaidToBeSo() throws {
        let json = #"{"@type":"Recipe","name":"Coconut Broccoli Soup","description":"Lunch at the studio.","recipeIngredient":[""],"recipeInstructions":""}"#
        let result = TestReading.read(page(json), fileName: "soup.html")
        #expect(result.recipes.map(\.title) == ["Coconut Broccoli Soup"])
        #expect(result.problems.map(\.description) == [
            "soup.html: \u{201C}Coconut Broccoli Soup\u{201D} gives no ingredients and no steps in its data, and none were found in what the page shows: imported without them"])
        #expect(TestReading.read(json, fileName: "soup.jsonld").problems.isEmpty)
    }

    /// A section with only a name, its steps following it in the list rather than inside it, is a
    /// heading over them, not a step.
    @Test func aSectionWithOnlyANameHeadsTheStepsAfterIt() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[
          {"@type":"HowToSection","name":"Sauce"},{"@type":"HowToStep","text":"Whisk the yolks."},
          {"@type":"HowToSection","name":"Pasta"},{"@type":"HowToStep","text":"Boil the pasta."}]}
        """#
        #expect(try recipe(json).directions == ["Sauce:", "Whisk the yolks.", "Pasta:", "Boil the pasta."])
    }
}

