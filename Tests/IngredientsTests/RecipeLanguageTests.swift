import Ingredients
import Testing

/// Which recipes have their nouns made plural when scaled: English ones, told by a declared
/// language or by their own words; a German "1 Ei" doubled stays "2 Ei".
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

    @Test func aGermanCountKeepsItsNounWhenDoubled() {
        #expect(IngredientLine(parsing: "1 Ei").scaled(by: 2).written(in: .other).formatted() == "2 Ei")
        #expect(IngredientLine(parsing: "3 Eier").scaled(by: 1 / 3).written(in: .other).formatted() == "1 Eier")
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
        #expect(texts.contains("2 Ei"))
        #expect(texts.contains("2 eggs"))
    }

    @Test func aServingsUnitIsKeptInAnotherLanguage() {
        let servings = Servings(parsing: "4 Personen")
        #expect(servings?.formatted(scaledTo: 6, language: .other) == "6 Personen (from 4)")
        #expect(Servings(parsing: "1 loaf")?.formatted(scaledTo: 2) == "2 loaves (from 1)")
    }
}
