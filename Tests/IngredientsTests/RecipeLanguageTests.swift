import Ingredients
import Testing

/// Which recipes have their nouns made plural when scaled: English ones, told by a declared
/// language or by their own words; a German "1 Ei" doubled is "2 Eier", German's own plural.
@Suite struct RecipeLanguageTests {
    @Test(arguments: [
        ("en", RecipeLanguage.english), ("en-GB", .english), ("en_US", .english), ("English", .english), ("EN", .english),
        ("de", .other), ("de_DE", .other), ("nl_NL", .other), ("fr", .other), ("es-ES", .other), ("Deutsch", .other),
    ])
    func aDeclaredLanguageDecides(tag: String, language: RecipeLanguage) {
        #expect(RecipeLanguage(tag: tag) == language)
    }

    @Test func anEmptyTagDeclaresNothing() {
        #expect(RecipeLanguage(tag: "") == nil)
        #expect(RecipeLanguage(tag: "  ") == nil)
    }

    @Test(arguments: [
        // German, French, Dutch, Spanish, Italian, Danish, Finnish: units and function words.
        ["Pfannkuchen", "1 Ei\n200 g Mehl\n2 EL Zucker\n1 Prise Salz", "Das Ei mit dem Zucker verrühren."],
        ["Crêpes", "2 œufs\n250 g de farine\n1 cuillère à soupe de sucre", "Mélanger les œufs et la farine avec le lait."],
        ["Pannenkoeken", "1 ei\n250 g bloem\n1 snufje zout", "Meng het ei met de bloem en de melk tot een beslag."],
        ["Tortilla", "4 huevos\n1 cucharada de aceite\n1 pizca de sal", "Batir los huevos y freír con el aceite."],
        ["Frittata", "4 uova\n1 cucchiaio di olio\nsale q.b.", "Sbattere le uova e cuocere con il burro."],
        ["Boller", "1/2 dl vand\n2 tsk sukker\n50 g smør", "Hæld vandet i en skål og opløs gæren."],
        ["Kasvislasagne", "1 sipuli\n2 rkl öljyä", "Kuullota sipuli ja valkosipuli öljyssä."],
    ])
    func aRecipeInAnotherLanguageIsToldByItsWords(texts: [String]) {
        #expect(RecipeLanguage(guessingFrom: texts) == .other)
    }

    @Test func anEnglishRecipeWithAForeignNameStaysEnglish() {
        let texts = ["Chili con carne", "1 lb ground beef\n1 tsp herbes de Provence\n2 red peppers, de-seeded",
                     "Brown the beef with the onion, then add the peppers and simmer for 30 minutes."]
        #expect(RecipeLanguage(guessingFrom: texts) == .english)
    }

    @Test func aRecipeWithoutEvidenceIsEnglishAsBefore() {
        #expect(RecipeLanguage(guessingFrom: ["1 Ei"]) == .english)
        #expect(RecipeLanguage(guessingFrom: []) == .english)
    }

    /// English rules would make "2 Eis"; the nouns other languages count most have their own
    /// singular and plural ("2 Eier", "1 ei", "1 huevo"); any other word is kept as written.
    @Test func aCountInAnotherLanguageTakesItsOwnPluralOrKeepsItsNoun() {
        func scaled(_ text: String, by factor: Double) -> String {
            IngredientLine(parsing: text).scaled(by: factor).written(in: .other).formatted()
        }
        #expect(scaled("1 Ei", by: 2) == "2 Eier")
        #expect(scaled("3 Eier", by: 1 / 3) == "1 Ei")
        #expect(scaled("1 Zwiebel", by: 3) == "3 Zwiebeln")
        #expect(scaled("2 eieren", by: 0.5) == "1 ei")
        #expect(scaled("1 ui", by: 2) == "2 uien")
        #expect(scaled("4 huevos", by: 0.25) == "1 huevo")
        #expect(scaled("1 cipolla", by: 2) == "2 cipolle")
        #expect(scaled("2 œufs", by: 0.5) == "1 œuf")
        // Not a word of the table, or more than one word (the adjective would have to agree too).
        #expect(scaled("1 Fenchelknolle", by: 2) == "2 Fenchelknolle")
        #expect(scaled("2 huevos grandes", by: 0.5) == "1 huevos grandes")
        // "patata": Spanish "patatas", Italian "patate"; which one this is, the table cannot tell.
        #expect(scaled("1 patata", by: 2) == "2 patata")
        #expect(scaled("2 patate", by: 0.5) == "1 patata")
    }

    @Test func anEnglishCountIsMadePluralAsBefore() {
        #expect(IngredientLine(parsing: "1 large egg").scaled(by: 2).written(in: .english).formatted() == "2 large eggs")
        #expect(IngredientLine(parsing: "1 large egg").scaled(by: 2).formatted() == "2 large eggs")
    }

    @Test func unitsStillScaleInAnotherLanguage() {
        #expect(IngredientLine(parsing: "200 g Mehl").scaled(by: 2).written(in: .other).formatted() == "400 g Mehl")
    }

    @Test func theShoppingListKeepsANounOfAnotherLanguage() {
        let german = ShoppingList.Entry(recipeID: 1, recipeTitle: "Pfannkuchen", ingredientLines: ["1 Ei"], factor: 2,
                                        language: .other)
        let english = ShoppingList.Entry(recipeID: 2, recipeTitle: "Omelette", ingredientLines: ["1 large egg"], factor: 2)
        let texts = ShoppingList(entries: [german, english]).items.map(\.text)
        #expect(texts.contains("2 Eier"))
        #expect(texts.contains("2 eggs"))
    }

    @Test func aServingsUnitIsKeptInAnotherLanguage() {
        let servings = Servings(parsing: "4 Personen")
        #expect(servings?.formatted(scaledTo: 6, language: .other) == "6 Personen (from 4)")
        #expect(Servings(parsing: "1 loaf")?.formatted(scaledTo: 2) == "2 loaves (from 1)")
    }
}
