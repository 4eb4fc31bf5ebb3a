import Foundation
import Testing
@testable import RecipeFormats

/// What real pages get wrong in their JSON-LD, and how it reaches the cook: plugin brackets,
/// wrapped lines, review fragments, time ranges and malformed durations.
@Suite struct PageArtefactTests {
    private func recipe(_ json: String) throws -> ExternalRecipe {
        try TestReading.only(json, fileName: "x.jsonld")
    }

    private func ingredients(_ lines: String) throws -> [String] {
        try recipe(#"{"@type":"Recipe","name":"I","recipeIngredient":\#(lines)}"#).ingredients
    }

    @Test func doubledBracketsOfARecipePluginAreMadeSingle() throws {
        #expect(try ingredients(#"["1/4 tsp sea salt ((plus more to taste))","2 eggs"]"#)
            == ["1/4 tsp sea salt (plus more to taste)", "2 eggs"])
    }

    @Test func otherPluginArtefactsAreCleanedAndRealBracketsKept() throws {
        #expect(try ingredients(#"["1 lb bok choy (, chopped)","▢ 1 cup water","2 eggs ()","1 cup rice ((180 ml) rinsed)"]"#)
            == ["1 lb bok choy, chopped", "1 cup water", "2 eggs", "1 cup rice ((180 ml) rinsed)"])
    }

    /// A news site's recipes (shaped as timesofindia.com writes them) store "as required" as the amount 0.
    @Test func aZeroAmountThatMeansAsRequiredIsWrittenAfterTheName() throws {
        #expect(try ingredients(#"["0 As required salt ","0 As required black pepper","0 cups milk","500 grams cherry tomatoes"]"#)
            == ["salt as required", "black pepper as required", "0 cups milk", "500 grams cherry tomatoes"])
    }

    @Test func stepsLoseCheckboxesAndDoubledBracketsToo() throws {
        let json = #"{"@type":"Recipe","name":"S","recipeInstructions":[{"@type":"HowToStep","text":"Salt it ((to taste))."}]}"#
        #expect(try recipe(json).directions == ["Salt it (to taste)."])
    }

    @Test func aMethodHeadingRunIntoTheFirstStepIsTakenOff() throws {
        let glued = #"{"@type":"Recipe","name":"G","recipeInstructions":[{"@type":"HowToStep","text":"Modo de preparoFrite a carne. Sirva."}]}"#
        #expect(try recipe(glued).directions == ["Frite a carne. Sirva."])
        let spaced = #"{"@type":"Recipe","name":"G","recipeInstructions":["Preparation of the dough takes an hour.","Methodically fold it."]}"#
        #expect(try recipe(spaced).directions == ["Preparation of the dough takes an hour.", "Methodically fold it."])
    }

    /// A page whose data gives no steps (shaped as mindmegette.hu writes it): its last step holds
    /// a heading made only of links to other recipes (`MORE POTATOES >>>`), no part of the step.
    @Test func aHeadingOfLinksInsideAStepIsNoPartOfIt() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Tepsis krumpli",
        "recipeIngredient": ["6 db burgonya", "só"]}</script></head><body><h1 class="title">Tepsis krumpli</h1>
        <div id="recipePreparation"><h2>Elkészítés</h2><div class="instructions"><ol>
        <li>A zöldségeket megpucoljuk és megmossuk.</li>
        <li>Lefedjük alufóliával, 180 fokon 20 percig sütjük. Sült húsok mellé kiváló köret. <br /><br />
        <h2><a href="/tepsis-csirkecomb.recept/">TEPSIS CSIRKECOMB &gt;&gt;&gt;<br /><br /></a><a href="/tepsis-krumpli-magyarosan.recept/">TEPSIS KRUMPLI MAGYAROSAN &gt;&gt;&gt;</a> <br /></h2>
        </li></ol></div></div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.directions == ["A zöldségeket megpucoljuk és megmossuk.",
                                      "Lefedjük alufóliával, 180 fokon 20 percig sütjük. Sült húsok mellé kiváló köret."])
    }

    @Test func notesAfterTheMethodInOneInstructionsElementAreNotesNotSteps() throws {
        let page = """
        <html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Mizeria</h1>
          <ul><li itemprop="recipeIngredient">2 cucumbers</li></ul>
          <div itemprop="recipeInstructions"><ol><li>Slice the cucumbers.</li><li>Add the cream.</li></ol>
            <div><p>Uwaga:</p><p>Small cucumbers have fewer seeds.</p></div></div>
        </div></body></html>
        """
        let read = try TestReading.only(page, fileName: "mizeria.html")
        #expect(read.directions == ["Slice the cucumbers.", "Add the cream."])
        #expect(read.notes?.contains("Small cucumbers have fewer seeds.") == true)
        let listed = #"{"@type":"Recipe","name":"N","recipeInstructions":["Mix.","Notes:","Keeps a week."]}"#
        #expect(try recipe(listed).directions == ["Mix.", "Notes:", "Keeps a week."])
    }

    @Test func aTitleEndingInASiteLabelForRecipesLosesIt() throws {
        let titles = ["Banketstaaf &#8211; recept", "Pancakes | Recipe", "Texas Hot Guts Recipe", "Recipe", "Mac - n - Cheese", "Fish-Recipe"]
        let read = try titles.map { try recipe(#"{"@type":"Recipe","name":"\#($0)","recipeIngredient":["1 egg"]}"#).title }
        #expect(read == ["Banketstaaf", "Pancakes", "Texas Hot Guts Recipe", "Recipe", "Mac - n - Cheese", "Fish-Recipe"])
    }

    @Test func aWikisNamespaceBeforeATitleIsTakenOff() throws {
        let titles = ["Cookbook:Pumpkin Pie", "MMM: Meatballs", "Re:zero soup", "10:30 Porridge"]
        let read = try titles.map { try recipe(#"{"@type":"Recipe","name":"\#($0)","recipeIngredient":["1 egg"]}"#).title }
        #expect(read == ["Pumpkin Pie", "MMM: Meatballs", "Re:zero soup", "10:30 Porridge"])
    }

    @Test func aLineBreakInsideAnIngredientIsJoined() throws {
        #expect(try ingredients(#"["200 g flour,\n sifted","2<br>eggs","salt"]"#) == ["200 g flour, sifted", "2 eggs", "salt"])
    }

    @Test func aLoneIngredientTextIsStillSplitAtItsLineBreaks() throws {
        #expect(try ingredients(#""200 g flour\n2 eggs""#) == ["200 g flour", "2 eggs"])
        #expect(try ingredients(#"["200 g flour\n2 eggs"]"#) == ["200 g flour", "2 eggs"])
    }

    @Test(arguments: [false, true])
    func aReviewOnlyNodeWithTheRecipesIDIsMergedIntoIt(reviewsFirst: Bool) throws {
        let recipe = #"{"@type":"Recipe","@id":"https://a.example/chili/#recipe","name":"Chili","recipeIngredient":["1 can beans"],"recipeInstructions":"Cook."}"#
        let reviews = #"{"@type":"Recipe","@id":"https://a.example/chili/#recipe","name":"225","totalTime":"PT1H","review":[{"@type":"Review","reviewBody":"Great"}]}"#
        let nodes = reviewsFirst ? [reviews, recipe] : [recipe, reviews]
        let page = "<html><head>" + nodes.map { #"<script type="application/ld+json">"# + $0 + "</script>" }.joined() + "</head></html>"
        let result = TestReading.read(page, fileName: "chili.html")
        #expect(result.recipes.map(\.title) == ["Chili"])
        #expect(result.recipes.first?.ingredients == ["1 can beans"])
        #expect(result.recipes.first?.totalTime == 3_600)
    }

    @Test func aTitleOnlyRecipeWithItsOwnIDIsStillARecipe() throws {
        let json = ##"[{"@type":"Recipe","@id":"#a","name":"Soup","recipeIngredient":["water"]},{"@type":"Recipe","@id":"#b","name":"Toast"}]"##
        #expect(TestReading.read(json, fileName: "x.jsonld").recipes.map(\.title) == ["Soup", "Toast"])
    }

    @Test func aTimeRangeKeepsItsUpperEndNotTheSumOfBothEnds() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"T","totalTime":"35 minutes to 4 hours"}"#).totalTime == 14_400)
    }

    @Test func anISODurationWrittenWithWordsIsReadAsWords() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"T","prepTime":"PT 35 minutes"}"#).prepTime == 2_100)
    }

    @Test func anISODurationWithDaysAfterTheTIsStillRead() throws {
        #expect(try recipe(#"{"@type":"Recipe","name":"T","totalTime":"PT0D4H45M"}"#).totalTime == 17_100)
    }

    @Test func aNegativeISODurationIsNoTimeAndPrepAndCookStillCount() throws {
        let json = #"{"@type":"Recipe","name":"T","prepTime":"PT5M","cookTime":"PT22M","totalTime":"PT-447094H16M1S"}"#
        let read = try recipe(json)
        #expect(read.totalTime == nil)
        #expect(read.prepTime == 300 && read.cookTime == 1_320)
    }

    @Test func aSectionsStepsUnderAKeyWrittenInAnotherCaseAreRead() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[{"@type":"HowToSection","name":"Rice","ItemListElement":[
          {"@type":"HowToStep","text":"Cook the rice."}]}]}
        """#
        #expect(try recipe(json).directions == ["Rice:", "Cook the rice."])
    }

    @Test func aSectionsNameUnderAKeyWrittenInAnotherCaseIsItsHeading() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[{"@type":"HowToSection","Name":"For the batter","itemListElement":[
          {"@type":"HowToStep","text":"Whisk the flour and milk."}]}]}
        """#
        #expect(try recipe(json).directions == ["For the batter:", "Whisk the flour and milk."])
    }

    @Test func punctuationLeftBetweenStepsIsNoStep() throws {
        let json = #"{"@type":"Recipe","name":"S","recipeInstructions":["Mix.", ",", "Bake."]}"#
        #expect(try recipe(json).directions == ["Mix.", "Bake."])
    }

    @Test func aListsOwnTitleAmongItsLinesIsAHeading() throws {
        let json = #"{"@type":"Recipe","name":"E","recipeIngredient":["Ingredients","1 cup rice"],"#
            + #""recipeInstructions":["Modo de Preparo","Refogue a cebola.","Sirva com arroz."]}"#
        let read = try recipe(json)
        #expect(read.ingredients == ["Ingredients:", "1 cup rice"])
        #expect(read.directions == ["Modo de Preparo:", "Refogue a cebola.", "Sirva com arroz."])
    }

    /// The shape of a pastry page's data: the parts of the list named in capitals, with no colon,
    /// among its lines. The cook sees headings over the pastry and the custard, not ingredients
    /// called `TO FINISH`; a line in capitals that ends the list, or a list all in capitals, is kept.
    @Test func aPartOfTheIngredientsNamedInCapitalsIsAHeading() throws {
        #expect(try ingredients(#"["FOR THE PASTRY","290g (10.2 oz) flour","1/4 tsp salt","FOR THE CUSTARD","6 egg yolks","TO FINISH","powdered sugar and cinnamon, for sprinkling"]"#)
            == ["FOR THE PASTRY:", "290g (10.2 oz) flour", "1/4 tsp salt", "FOR THE CUSTARD:", "6 egg yolks", "TO FINISH:",
                "powdered sugar and cinnamon, for sprinkling"])
        #expect(try ingredients(#"["300 g flour","14 g salt","ICI"]"#) == ["300 g flour", "14 g salt", "ICI"])
        #expect(try ingredients(#"["2 CUPS FLOUR","BUTTER","1 EGG"]"#) == ["2 CUPS FLOUR", "BUTTER", "1 EGG"])
        #expect(try ingredients(#"["1:1:1* REGULAR SOY SAUCE","as needed Sesame seeds"]"#)
            == ["1:1:1* REGULAR SOY SAUCE", "as needed Sesame seeds"])
    }
}
