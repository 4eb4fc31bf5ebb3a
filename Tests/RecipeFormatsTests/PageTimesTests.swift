import Foundation
import Testing
@testable import RecipeFormats

/// Times a page shows beside its recipe (a label and its value) when its structured data gives none.
@Suite struct PageTimesTests {
    private static let jsonLDWithoutTimes = """
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Asparagus",
         "recipeIngredient": ["1 kg white asparagus"], "recipeInstructions": ["Peel.", "Boil."]}
        </script>
        """

    @Test func labelsAndValuesInTheirOwnElementsGiveTheTimes() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body><h1>Asparagus</h1>
        <div class="recipe-meta"><p><span class="label">Prep Time:</span> <span>20 minutes</span></p>
        <div class="meta"><div>Cook Time :</div><div>40m</div></div>
        <table class="nutrition"><tr><td>Total Fat 8.91</td><td>g</td></tr></table></div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == 1_200)
        #expect(recipe.cookTime == 2_400)
        #expect(recipe.totalTime == nil)
    }

    @Test func aStatedTotalInThePagesLanguageIsRead() throws {
        let page = """
        <html><body><h1>Quiche</h1>
        <ul class="infos"><li><span>Temps total</span><strong>1:15 h</strong></li></ul>
        <div><span>Gesamtzeit:</span> <span>0:25</span></div>
        <h2>Ingrédients</h2><ul><li>3 œufs</li></ul><h2>Préparation</h2><ol><li>Cuire au four 45 minutes à 180 °C.</li></ol>
        </body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.totalTime == 4_500)
    }

    /// Cards of other recipes in the page's header show their times before the recipe's own title.
    @Test func timesAboveThePagesTitleAreOtherRecipes() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body>
        <div class="header-cards"><div class="recipe-card"><p>Sucettes au chocolat</p><p>Prêt en: 0:18 h</p>
        <p>Préparation: 15 Min.</p></div></div>
        <h1>Asparagus</h1><div><span>Temps de préparation:</span> <span>5 min</span></div></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == 300)
    }

    @Test func aTimeTheStructuredDataGivesIsKept() throws {
        let page = """
        <html><head><script type="application/ld+json">
        {"@type": "Recipe", "name": "Asparagus", "totalTime": "PT30M",
         "recipeIngredient": ["1 kg white asparagus"], "recipeInstructions": ["Peel.", "Boil."]}
        </script></head><body><p>Ready in 2 hours</p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.totalTime == 1_800)
    }

    @Test func numbersThatAreNoTimeAreNotRead() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body>
        <p>Total Fat 8.91</p><p>Total Cost:</p><p>$4</p><p>Cook</p><p>Boil the asparagus for 20 minutes, then drain it well.</p>
        </body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == nil && recipe.cookTime == nil && recipe.totalTime == nil)
    }

    /// A label and its value in two elements with nothing between them run together in the text.
    @Test func aLabelRunningIntoItsValueIsRead() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body>
        <p><span class="dt">Autor</span><span class="dd">Panelinha</span></p>
        <p><span class="dt">Tempo de preparo</span><span class="dd">Até 1h</span></p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == 3_600)
    }

    @Test func aRowOfLabelsOverARowOfValuesIsReadColumnByColumn() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body><table>
        <tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr>
        <tr><td>10 minutes</td><td>25 minutes</td><td>4 servings</td></tr></table></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == 600 && recipe.cookTime == 1_500 && recipe.totalTime == nil)
    }

    @Test func aTimeAloneInARecipesInfoboxIsItsTotal() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body><table class="infobox">
        <tr><th>Servings</th><td>8</td></tr><tr><th>Time</th><td>60 minutes + cooling</td></tr></table>
        <p>Time to eat!</p></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.totalTime == 3_600)
    }

    /// A page with no structured recipe (shaped as okokorecepten.nl writes it) shows, right under
    /// the title, the servings, one time with no label and the rating: that time is the total.
    @Test func theOneUnlabeledTimeUnderTheTitleIsTheTotal() throws {
        let page = """
        <html><body><section class="recept-basics"><h1>Zuurkoolsoep</h1>
        <ul><li>4 personen</li><li>30 min</li><li>waardering <span class="score-nr">7,9</span></li></ul></section>
        <h2>Ingrediënten</h2><ul><li>200 g zuurkool</li></ul><h2>Bereiden</h2><p>Laat de soep ca. 20 minuten zachtjes koken.</p>
        </body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.totalTime == 1_800)
    }

    /// A class that only begins with "social" ("socialtext", the text beside a page's sharing
    /// buttons on ndr.de, holding its time) is no sharing furniture; "social-share" is.
    @Test func aTimeInASocialTextElementIsReadButSharingButtonsAreNot() throws {
        func page(_ className: String) -> String {
            """
            <html><body><h1>Kartoffelsuppe</h1><div class="\(className)"><p>20 Min.</p></div>
            <h2>Zutaten</h2><ul><li>500 g Kartoffeln</li></ul><p>Die Kartoffeln weich kochen.</p>
            </body></html>
            """
        }
        #expect(try TestReading.only(page("socialtext"), fileName: "page.html").totalTime == 1_200)
        #expect(try TestReading.only(page("social-share"), fileName: "page.html").totalTime == nil)
    }

    /// Two unlabeled times under the title (a preparation and a cooking icon, each with its
    /// minutes) say nothing of which is which: neither is read. Nor is a line with other words.
    @Test func twoUnlabeledTimesOrATimeWithOtherWordsAreNotTheTotal() throws {
        for times in ["<p>20<span>Min</span></p><p>15<span>Min</span></p>", "<p>5 min read</p>"] {
            let page = """
            <html><body><h1>Kaiserschmarrn</h1><div class="info">\(times)</div>
            <h2>Zutaten</h2><ul><li>100 g Mehl</li></ul><h2>Zubereitung</h2><p>Den Teig in der Pfanne goldbraun backen.</p>
            </body></html>
            """
            let recipe = try TestReading.only(page, fileName: "page.html")
            #expect(recipe.totalTime == nil, "\(times)")
        }
    }

    /// A maker's recipe page (shaped as tofoo.co.uk writes it) labels its cooking time `Cooking:`.
    @Test func cookingAloneLabelsTheCookingTime() throws {
        let page = """
        <html><head>\(Self.jsonLDWithoutTimes)</head><body><h1>Banh Mi</h1><ul class="hero__stats">
        <li><strong>Serves:</strong> 1 people</li><li><strong>Prep:</strong> 30 mins</li>
        <li><strong>Cooking:</strong> 5 mins</li></ul></body></html>
        """
        let recipe = try TestReading.only(page, fileName: "page.html")
        #expect(recipe.prepTime == 1_800)
        #expect(recipe.cookTime == 300)
    }
}
