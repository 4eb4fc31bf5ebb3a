import Ingredients
import Testing

/// A recipe in German, Dutch, French, Spanish or Italian has its shopping list grouped by aisle as
/// a cook of that language expects, not all under "Other"; an English recipe's aisles are as before.
@Suite struct AisleLanguageTests {
    /// Each item's name (as the list shows it) with its aisle, for one recipe's `lines`.
    private func aisles(_ lines: [String], language: RecipeLanguage = .other) -> [String: Aisle] {
        Dictionary(uniqueKeysWithValues: ShoppingList(entries: [entry(1, lines, language: language)]).items.map { ($0.name, $0.aisle) })
    }

    @Test func aGermanRecipesItemsAndCompoundsGoToTheirAisles() {
        let list = aisles([
            "2 Zwiebeln", "3 Knoblauchzehen", "2 rote Paprika", "500 ml Hühnerbrühe", "400 g Schweinefleisch",
            "500 g Rinderhackfleisch", "200 ml Vollmilch", "4 Eier", "200 g Mehl", "2 EL Olivenöl", "1 TL Salz",
            "1 TL Paprikapulver", "Petersilie", "100 g Bergkäse", "2 Lorbeerblätter", "800 g Rindergulasch",
        ])
        #expect(list == [
            "Zwiebeln": .produce, "Knoblauchzehen": .produce, "rote Paprika": .produce, "Hühnerbrühe": .pantry,
            "Schweinefleisch": .meatAndFish, "Rinderhackfleisch": .meatAndFish, "Vollmilch": .dairy, "Eier": .dairy,
            "Mehl": .pantry, "Olivenöl": .pantry, "Salz": .spices, "Paprikapulver": .spices, "Petersilie": .produce,
            "Bergkäse": .dairy, "Lorbeerblätter": .spices, "Rindergulasch": .meatAndFish,
        ])
    }

    /// A plural's ending in brackets ("Zwiebel(n)", as German recipe sites write) is no part of the
    /// word the aisle is guessed from.
    @Test func aPluralEndingInBracketsIsReadPastForTheAisle() {
        #expect(aisles(["2 kleine Zwiebel(n)", "2 Ei(er)", "4 Gewürzgurke(n)", "3 Semmel(n)"])
                == ["Zwiebel": .produce, "Ei": .dairy, "Gewürzgurke": .pantry, "Semmel": .pantry])
    }

    @Test func aPortugueseRecipesItemsGoToTheirAisles() {
        let list = aisles([
            "1 cebola", "3 dentes de alho", "500 g peito de frango", "2 ovos", "1 xícara de leite",
            "2 colheres (sopa) de azeite", "1 colher (chá) de sal", "200 g de queijo", "1 pitada de colorau",
            "3 colheres (sopa) de margarina sem sal", "1 ramo de alecrim", "2 xícaras (chá) de água",
        ])
        #expect(list == [
            "cebola": .produce, "alho": .produce, "peito de frango": .meatAndFish, "ovos": .dairy, "leite": .dairy,
            "azeite": .pantry, "sal": .spices, "queijo": .dairy, "colorau": .spices, "margarina sem sal": .dairy,
            "alecrim": .produce,
        ])
    }

    @Test func aDutchRecipesItemsGoToTheirAisles() {
        let list = aisles([
            "2 uien", "3 teentjes knoflook", "1 rode paprika", "4 eieren", "250 ml melk", "50 g boter",
            "500 g rundergehakt", "200 g bloem", "1 el olijfolie", "500 ml kippenbouillon", "zout", "peper",
        ])
        #expect(list == [
            "uien": .produce, "knoflook": .produce, "rode paprika": .produce, "eieren": .dairy,
            "melk": .dairy, "boter": .dairy, "rundergehakt": .meatAndFish, "bloem": .pantry, "olijfolie": .pantry,
            "kippenbouillon": .pantry, "zout": .spices, "peper": .spices,
        ])
    }

    @Test func aFrenchRecipesItemsGoToTheirAisles() {
        let list = aisles([
            "2 oignons", "3 gousses d'ail", "4 tomates", "50 g beurre", "3 œufs", "200 g farine", "sel", "poivre",
            "500 g poulet", "huile d'olive", "1 pincée de paprika", "400 g pommes de terre", "400 g pois chiches",
        ])
        #expect(list == [
            "oignons": .produce, "ail": .produce, "tomates": .produce, "beurre": .dairy, "œufs": .dairy,
            "farine": .pantry, "sel": .spices, "poivre": .spices, "poulet": .meatAndFish, "huile d'olive": .pantry,
            "paprika": .spices, "pommes de terre": .produce, "pois chiches": .pantry,
        ])
    }

    @Test func aSpanishRecipesItemsGoToTheirAisles() {
        let list = aisles([
            "2 cebollas", "3 dientes de ajo", "4 tomates", "1 l de leche", "3 huevos", "500 g de pollo",
            "200 g de harina", "sal", "pimienta", "aceite de oliva", "1 cucharadita de comino",
        ])
        #expect(list == [
            "cebollas": .produce, "ajo": .produce, "tomates": .produce, "leche": .dairy, "huevos": .dairy,
            "pollo": .meatAndFish, "harina": .pantry, "sal": .spices, "pimienta": .spices, "aceite de oliva": .pantry,
            "comino": .spices,
        ])
    }

    @Test func anItalianRecipesItemsGoToTheirAisles() {
        let list = aisles([
            "2 cipolle", "2 spicchi d'aglio", "400 g pomodori", "50 g burro", "2 uova", "100 g parmigiano",
            "300 g farina", "150 g guanciale", "sale", "pepe", "olio extravergine d'oliva", "basilico",
        ])
        #expect(list == [
            "cipolle": .produce, "aglio": .produce, "pomodori": .produce, "burro": .dairy, "uova": .dairy,
            "parmigiano": .dairy, "farina": .pantry, "guanciale": .meatAndFish, "sale": .spices, "pepe": .spices,
            "olio extravergine d'oliva": .pantry, "basilico": .produce,
        ])
    }

    @Test func anEnglishRecipeKeepsItsEnglishAisles() {
        // "paprika" is the spice in English, "room" is no cream and "Zwiebeln" is not an English word.
        let list = aisles(["1 tsp paprika", "2 onions", "1 cup milk", "1 room", "2 Zwiebeln"], language: .english)
        #expect(list == ["paprika": .spices, "onions": .produce, "milk": .dairy, "room": .other, "Zwiebeln": .other])
    }

    @Test func aWordTwoLanguagesShopForDifferentlyIsOtherWhenTheLanguageIsNotTold() {
        // "paprika" alone is German, Dutch, French or Italian: a bell pepper or the spice.
        #expect(aisles(["1 paprika"]) == ["paprika": .other])
        // One item that a German and a French recipe both need: its aisle is unsure.
        let both = ShoppingList(entries: [entry(1, ["Paprika", "Zwiebeln", "Salz"]), entry(2, ["paprika", "oignons", "sel"])])
        #expect(both.items.filter { $0.name.lowercased() == "paprika" }.map(\.aisle) == [.other])
        // Two items, one from each (a count and a pinch): each in its recipe's language.
        let apart = ShoppingList(entries: [entry(1, ["1 Paprika", "Zwiebeln", "Salz"]), entry(2, ["1 pincée de paprika", "oignons", "sel"])])
        #expect(apart.items.filter { $0.name.lowercased() == "paprika" }.map(\.aisle) == [.produce, .spices])
    }

    private func entry(_ id: Int, _ lines: [String], language: RecipeLanguage = .other) -> ShoppingList.Entry {
        ShoppingList.Entry(recipeID: id, recipeTitle: "Recipe \(id)", ingredientLines: lines, language: language)
    }
}
