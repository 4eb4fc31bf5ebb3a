import Ingredients
import Testing

/// A shopping list writes a non-English recipe's units as the recipe spelled them ("4 EL
/// Zucker", "2 Prisen Salz"), and English recipes' units as the symbols they always were.
@Suite struct ShoppingUnitSpellingTests {
    private func entry(_ id: Int, _ lines: [String], factor: Double = 1, language: RecipeLanguage) -> ShoppingList.Entry {
        ShoppingList.Entry(recipeID: id, recipeTitle: "Recipe \(id)", ingredientLines: lines, factor: factor, language: language)
    }

    private func texts(_ entries: [ShoppingList.Entry], system: UnitSystem = .asWritten) -> Set<String> {
        Set(ShoppingList(entries: entries, unitSystem: system).items.map(\.text))
    }

    @Test func aGermanRecipeDoubledKeepsItsSpoonsAndPinches() {
        let german = entry(1, ["2 EL Zucker", "1 Prise Salz", "1 TL Zimt", "2 Zehen Knoblauch"], factor: 2, language: .other)
        #expect(texts([german]) == ["4 EL Zucker", "2 Prisen Salz", "2 TL Zimt", "4 Zehen Knoblauch"])
    }

    @Test func otherLanguagesKeepTheirSpellingsAndPlurals() {
        #expect(texts([entry(1, ["1 pizca de sal", "2 cucharadas de azúcar"], factor: 2, language: .other)])
            == ["2 pizcas sal", "4 cucharadas azúcar"])
        #expect(texts([entry(1, ["1 pincée de sel"], factor: 3, language: .other)]) == ["3 pincées sel"])
        #expect(texts([entry(1, ["1 cucchiaio di zucchero"], factor: 2, language: .other)]) == ["2 cucchiai zucchero"])
    }

    /// Dutch, Swedish, Finnish and more German, Spanish, French and Italian unit words are units: the
    /// same ingredient's lines add up, and the list writes the recipe's own word.
    @Test func moreLanguagesUnitWordsAddUp() {
        let dutch = entry(1, ["2 eetlepels suiker", "1 eetlepel suiker", "3 teentjes knoflook", "1 blik tomaten"], factor: 2,
                          language: .other)
        #expect(texts([dutch]) == ["6 eetlepels suiker", "6 teentjes knoflook", "2 blikken tomaten"])
        #expect(texts([entry(1, ["2 msk socker", "1 tsk salt"], factor: 2, language: .other)]) == ["4 msk socker", "2 tsk salt"])
        #expect(texts([entry(1, ["1 Packung Vanillezucker", "2 Scheiben Brot"], factor: 2, language: .other)])
            == ["2 Packungen Vanillezucker", "4 Scheiben Brot"])
        #expect(texts([entry(1, ["1 cdta vainilla", "1 rkl sokeria"], factor: 3, language: .other)])
            == ["3 cdtas vainilla", "3 rkl sokeria"])
    }

    /// Dutch recipes write `el` and `tl`, the letters German writes `EL` and `TL`: the list keeps
    /// the recipe's lower case, a sum in another spoon included, and a German recipe its capitals.
    @Test func aDutchRecipesLowerCaseSpoonsStayLowerCase() {
        let dutch = entry(1, ["2 el suiker", "1 tl zout", "6 tl kaneel", "1 el kaneel"], language: .other)
        #expect(texts([dutch]) == ["2 el suiker", "1 tl zout", "3 el kaneel"])
        let german = entry(2, ["1 EL Zucker"], language: .other)
        #expect(texts([german]) == ["1 EL Zucker"])
        // The same spoon written both ways by two recipes: the lexicon's word.
        #expect(texts([entry(1, ["2 el suiker"], language: .other), entry(2, ["1 EL suiker"], language: .other)])
            == ["3 EL suiker"])
    }

    @Test func anEnglishRecipeReadsAsBefore() {
        let english = entry(1, ["2 tablespoons sugar", "1 pinch salt", "2 EL honey"], factor: 2, language: .english)
        #expect(texts([english]) == ["4 tbsp sugar", "2 pinches salt", "4 tbsp honey"])
    }

    @Test func englishWordsAndSymbolsInAnotherLanguageAreSymbols() {
        // "tablespoons" and "grammes" are no other language's own words: written as the symbols.
        #expect(texts([entry(1, ["2 tablespoons Zucker", "200 grammes farine"], factor: 2, language: .other)])
            == ["4 tbsp Zucker", "400 g farine"])
    }

    @Test func recipesSharingASpellingKeepIt() {
        let first = entry(1, ["2 EL Zucker"], language: .other), second = entry(2, ["1 EL Zucker"], language: .other)
        #expect(texts([first, second]) == ["3 EL Zucker"])
    }

    @Test func differentSpellingsOrAnEnglishRecipeMakeTheSymbol() {
        let el = entry(1, ["2 EL Zucker"], language: .other)
        let word = entry(2, ["1 Esslöffel Zucker"], language: .other)
        let english = entry(3, ["1 tbsp Zucker"], language: .english)
        #expect(texts([el, word]) == ["3 tbsp Zucker"])
        #expect(texts([el, english]) == ["3 tbsp Zucker"])
    }

    @Test func oneLineNeverMixesLanguages() {
        let german = entry(1, ["2 EL Parmesan"], language: .other)
        let spanish = entry(2, ["1 cucharadita Parmesan"], language: .other)
        #expect(texts([german, spanish]) == ["2 tbsp + 1 tsp Parmesan"])
        let both = entry(3, ["1 TL Parmesan"], language: .other)
        #expect(texts([german, both]) == ["2 EL + 1 TL Parmesan"])
    }

    @Test func aUnitTheRecipeDidNotWriteIsASymbol() {
        // In US units, 16 EL is a cup: "cup" was not written, so it is the symbol; 2 EL stay spoons.
        let german = entry(1, ["8 EL Zucker", "1 EL Salz"], factor: 2, language: .other)
        #expect(texts([german], system: .us) == ["1 cup Zucker", "2 EL Salz"])
        // In metric, a liquid's spoons become millilitres, an international symbol.
        #expect(texts([entry(1, ["8 EL milk"], factor: 2, language: .other)], system: .metric) == ["240 ml milk"])
    }

    @Test func aPackCountKeepsItsSpelling() {
        #expect(texts([entry(1, ["2 x 400 g Dosen Tomaten"], language: .other)]) == ["2 x 400 g Dosen Tomaten"])
        #expect(texts([entry(1, ["2 x 400 g cans tomatoes"], language: .english)]) == ["2 x 400 g cans tomatoes"])
    }
}
