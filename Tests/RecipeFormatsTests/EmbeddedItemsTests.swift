import Foundation
import Testing
@testable import RecipeFormats

/// Pages that mark their recipe up in their elements (microdata, RDFa) instead of, or besides, JSON-LD.
@Suite struct EmbeddedItemsTests {
    private func only(_ page: String) throws -> ExternalRecipe {
        try TestReading.only(page, fileName: "page.html")
    }

    @Test func aMicrodataOnlyPageIsReadWithItsNestedItemsKeptApart() throws {
        let page = """
        <!doctype html><html><head><title>Dessert | Site</title></head><body>
        <div itemscope itemtype="http://schema.org/Recipe">
          <h1 itemprop="name">Crème brûlée</h1>
          <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Anne</span></div>
          <meta itemprop="prepTime" content="PT20M"><time itemprop="totalTime" datetime="PT5H">5 hours</time>
          <img itemprop="image" src="https://a.example/creme.jpg">
          <ul><li itemprop="recipeIngredient">2 cups <b>heavy</b>
                  cream</li><li itemprop="recipeIngredient">5 egg yolks</li></ul>
          <div itemprop="recipeInstructions"><ol><li>Heat the cream.</li><li>Bake at &lt; 150 &deg;C.</li></ol></div>
        </div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Crème brûlée")
        #expect(recipe.ingredients == ["2 cups heavy cream", "5 egg yolks"])
        #expect(recipe.directions == ["Heat the cream.", "Bake at < 150 °C."])
        #expect(recipe.prepTime == 1_200 && recipe.totalTime == 18_000)
        #expect(recipe.imageURLs == ["https://a.example/creme.jpg"])
    }

    @Test func malformedMarkupIsRepairedAsABrowserWould() throws {
        let page = """
        <html><body><div itemscope itemtype=http://schema.org/Recipe><h2 itemprop=name>Toast</h2>
        <ul><li itemprop=recipeIngredient>bread<li itemprop=recipeIngredient>butter</ul>
        <p itemprop=recipeInstructions>Toast the bread.<p itemprop=recipeInstructions>Butter it.</div></span></body>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Toast")
        #expect(recipe.ingredients == ["bread", "butter"])
        #expect(recipe.directions == ["Toast the bread.", "Butter it."])
    }

    @Test func theOlderDataVocabularyNamesAreReadInASchemaOrgItem() throws {
        let page = """
        <html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Salsa</h1>
          <ul><li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient"><span itemprop="amount">1 can</span>
            <span itemprop="name">(28 Ounce) Whole Tomatoes</span></span></li>
          <li><span itemprop="ingredient" itemscope><span itemprop="amount">1 clove</span> <span itemprop="name">Garlic</span></span></li></ul>
          <span itemprop="instructions"><p>Blend everything.</p><p>Chill for an hour.</p></span>
        </div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 can (28 Ounce) Whole Tomatoes", "1 clove Garlic"])
        #expect(recipe.directions == ["Blend everything.", "Chill for an hour."])
    }

    @Test func anRDFaPageIsRead() throws {
        let page = """
        <html><body><article vocab="https://schema.org/" typeof="Recipe">
          <h1 property="name">Miso soup</h1><meta property="cookTime" content="PT10M">
          <span property="recipeIngredient">1 l dashi</span><span property="schema:recipeIngredient">3 tbsp miso</span>
          <div property="recipeInstructions" typeof="HowToStep"><span property="text">Warm the dashi.</span></div>
          <div property="recipeInstructions" typeof="HowToStep"><span property="text">Stir in the miso.</span></div>
        </article></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Miso soup")
        #expect(recipe.ingredients == ["1 l dashi", "3 tbsp miso"])
        #expect(recipe.directions == ["Warm the dashi.", "Stir in the miso."])
        #expect(recipe.cookTime == 600)
    }

    @Test func partialJSONLDAndMicrodataOfOneRecipeAreMadeOne() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Rosbife","totalTime":"PT1H","image":"https://a.example/r.jpg"}</script></head>
        <body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Rosbife</h1>
        <span itemprop="recipeIngredient">1 filé mignon</span><div itemprop="recipeInstructions">Asse.</div></div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 filé mignon"] && recipe.directions == ["Asse."])
        #expect(recipe.totalTime == 3_600 && recipe.imageURLs == ["https://a.example/r.jpg"])
    }

    @Test func itemLikeTextInScriptsAndCommentsIsNotRead() {
        let page = """
        <html><body><script>var s = '<div itemscope itemtype="http://schema.org/Recipe"><b itemprop="name">Fake</b></div>';</script>
        <!-- <div itemscope itemtype="http://schema.org/Recipe"><b itemprop="name">Old</b></div> --></body></html>
        """
        let result = TestReading.read(page, fileName: "page.html")
        #expect(result.isFailure)
        #expect(TestReading.messages(result).first?.contains("no microdata or RDFa Recipe") == true)
    }

    @Test func aScriptTypeWrittenWithCharacterReferencesIsStillJSONLD() throws {
        let page = #"<html><script type="application&#x2F;ld&#x2B;json">{"@type":"Recipe","name":"Ratatouille"}</script></html>"#
        #expect(try only(page).title == "Ratatouille")
    }

    @Test func aStepsOwnTitleIsKeptAsAHeadingUnlessItRepeatsTheTextOrOnlyNumbersIt() throws {
        let json = #"""
        {"@type":"Recipe","name":"Chicken","recipeInstructions":[
          {"@type":"HowToStep","name":"Make the marinade","text":"Whisk oil and lemon."},
          {"@type":"HowToStep","name":"Grill the chicken until…","text":"Grill the chicken until done."},
          {"@type":"HowToStep","name":"Step 3","text":"Serve."},
          {"@type":"HowToStep","name":"Step 4: Rest the meat...","text":"Rest the meat for 5 minutes."}]}
        """#
        #expect(try TestReading.only(json, fileName: "x.jsonld").directions
            == ["Make the marinade:", "Whisk oil and lemon.", "Grill the chicken until done.", "Serve.", "Rest the meat for 5 minutes."])
    }
}

extension EmbeddedItemsTests {
    @Test(arguments: [1_000, 100_000])
    func deeplyNestedElementsInsideAnItemEndInAMessageOrARecipe(depth: Int) {
        let open = String(repeating: "<div><span>", count: depth)
        let page = #"<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Deep</h1>"#
            + #"<div itemprop="recipeInstructions">"# + open + "Stir." + "</div></body></html>"
        let result = TestReading.read(page, fileName: "deep.html")
        #expect(result.recipes.map(\.title) == ["Deep"] || !result.problems.isEmpty)
    }

    @Test func aHugeMicrodataPageIsRead() {
        var page = #"<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Long</h1>"#
        let item = #"<li itemprop="recipeIngredient">1 cup <a href="/x">flour</a> &amp; salt</li>"#
        while page.utf8.count < HostileInputTests.fiftyMegabytes { page += item }
        let result = TestReading.read(page + "</div></body></html>", fileName: "long.html")
        #expect(result.recipes.first?.ingredients.first == "1 cup flour & salt")
    }
}

/// Recipes in the hRecipe and h-recipe microformats.
@Suite struct RecipeMicroformatTests {
    @Test func anHRecipeIsReadWithoutItsAuthorsNameForTheTitle() throws {
        let page = """
        <html><body><div class="hrecipe"><p class="fn"> </p>
          <span class="author vcard"><span class="fn">Kathy</span></span>
          <p class="fn"><strong>Grilled mac &amp; cheese</strong></p>
          <img class="photo" src="https://a.example/mac.jpg">
          <span class="duration"><span class="value-title" title="PT30M"></span>half an hour</span>
          <span class="yield">4 sandwiches</span>
          <ul><li class="ingredient"><span class="amount">4 tbsp</span> <span class="name">butter</span></li>
              <li class="ingredient">2 onions, sliced</li></ul>
          <div class="instructions"><ol><li>Cook the onions.</li><li>Grill the sandwiches.</li></ol></div>
        </div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "mac.html")
        #expect(recipe.title == "Grilled mac & cheese")
        #expect(recipe.ingredients == ["4 tbsp butter", "2 onions, sliced"])
        #expect(recipe.directions == ["Cook the onions.", "Grill the sandwiches."])
        #expect(recipe.totalTime == 1_800 && recipe.servings == "4 sandwiches")
        #expect(recipe.imageURLs == ["https://a.example/mac.jpg"])
    }

    @Test func anHRecipeWhoseInstructionsBlockHoldsItsIngredientsAndStepsIsReadThroughIt() throws {
        let page = """
        <html><body><div class="h-recipe"><h1 class="p-name">Mantu</h1>
          <div class="e-instructions"><ul><li class="p-ingredient">1 lb beef</li></ul>
            <p class="e-instructions">Fill the dumplings.</p><p class="e-instructions">Steam them.</p></div>
        </div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "mantu.html")
        #expect(recipe.ingredients == ["1 lb beef"])
        #expect(recipe.directions == ["Fill the dumplings.", "Steam them."])
    }

    @Test func theIngredientTagsOfAnHRecipeAreNoIngredient() throws {
        let page = """
        <html><body><div class="hrecipe"><h1 class="fn">Qorma</h1>
          <ul><li class="ingredient">1 pound beef</li><li class="ingredient">Ingredients: 2 onions, 1 yoghurt</li></ul>
          <p class="instructions">Brown the beef with the onions.</p>
          <span class="ingredient">Ingredients: <a href="/ingredient/beef/">Beef</a>, <a href="/ingredient/onion/">Onion</a></span>
        </div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "qorma.html")
        #expect(recipe.ingredients == ["1 pound beef", "Ingredients: 2 onions, 1 yoghurt"])
    }
}

