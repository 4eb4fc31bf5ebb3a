import Ingredients
import Testing

/// A scaled US volume reads as measures a cook has (`1/2 cup + 2 tbsp`, never `5/8 cup`), half an
/// egg as `1/2 egg`, and a recipe in another language keeps its own unit words when scaling or
/// converting changes the unit.
@Suite struct MeasuringSetTests {
    @Test(arguments: [
        ("1 1/4 cups milk", 0.5, "1/2 cup + 2 tbsp milk"),
        ("3/4 cup sugar", 0.5, "1/4 cup + 2 tbsp sugar"),
        ("1 3/4 cups water", 0.5, "3/4 cup + 2 tbsp water"),
        ("3/4 cup flour", 1.5, "1 cup + 2 tbsp flour"),
        ("1/4 cup oil", 0.5, "2 tbsp oil"),
        ("1/3 cup oil", 0.5, "2 tbsp + 2 tsp oil"),
        ("1¼ cups milk", 0.5, "½ cup + 2 tbsp milk"),
        ("1 1/4 tsp baking soda", 0.5, "1/2 tsp + 1/8 tsp baking soda"),
        ("1 1/4 teaspoons salt", 0.5, "1/2 teaspoon + 1/8 teaspoon salt"),
        ("1 tbsp vinegar", 1.0 / 3, "1 tsp vinegar"),
        ("3 1/2 tbsp sugar", 0.5, "1 1/2 tbsp + 3/4 tsp sugar"),
    ] as [(String, Double, String)])
    func aVolumeNoMeasureHoldsIsASumOfMeasures(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }

    @Test(arguments: [
        ("1 cup milk", 0.51, "1/2 cup milk"),             // the rest is not worth a second measure
        ("1 1/2 tsp salt", 0.5, "3/4 tsp salt"),
        ("2/3 tsp vanilla", 0.5, "1/3 tsp vanilla"),      // nothing in the set comes close
        ("1-1 1/4 cups milk", 0.5, "1/2-2/3 cup milk"),   // a range is one measure a side, the nearest
        ("1/3-1/2 tsp salt", 0.5, "1/8-1/4 tsp salt"),
        ("250 ml milk", 0.5, "125 ml milk"),              // metric is not affected
        ("300 g flour", 0.5, "150 g flour"),
    ] as [(String, Double, String)])
    func aMeasurableOrMetricAmountIsOneNumber(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }

    /// A converted amount near one measure is that measure, "about" it when more than 4 % off: a
    /// metric writer rounded a US measure (500 ml for 2 cups, 473 ml), and a cook is told.
    @Test func aConvertedAmountCloseToOneMeasureIsThatMeasure() {
        #expect(IngredientLine(parsing: "500 ml stock").converted(to: .us).formatted() == "about 2 cups stock")
        #expect(IngredientLine(parsing: "150 ml milk").converted(to: .us).formatted() == "about 2/3 cup milk")
        #expect(IngredientLine(parsing: "2 dl cream").converted(to: .us).formatted() == "2/3 cup + 3 tbsp cream")
    }

    /// Real lines in US units: 375 ml is 1.59 cups, which "1 2/3 cups" made 5 % more without a word;
    /// it is the 1 1/2 cups its writer rounded up, and says "about". Within 4 % nothing is said.
    @Test(arguments: [
        ("250 ml Milch", "about 1 cup Milch"),
        ("375 ml coconut water", "about 1 1/2 cups coconut water"),
        ("1 l cream", "4 1/4 cups cream"),
        ("500g baby potatoes", "18oz baby potatoes"),
        ("1 tbsp (15 ml) oil", "1 tbsp (15 ml) oil"),
    ] as [(String, String)])
    func aConvertedAmountFarFromWhatIsWrittenSaysAbout(line: String, expected: String) {
        #expect(IngredientLine(parsing: line).converted(to: .us).formatted() == expected)
    }

    @Test(arguments: [
        ("1 egg", 0.5, "1/2 egg"),
        ("1 large egg", 0.5, "1/2 large egg"),
        ("3 eggs", 0.5, "1 1/2 eggs"),
        ("2 eggs", 1.2, "about 2 eggs"),
        ("2 eggs", 2, "4 eggs"),
    ] as [(String, Double, String)])
    func eggsAreCountedAsTheyAreUsed(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }

    @Test func aShoppingListBuysHalfAnEggAsAnEgg() {
        let entry = ShoppingList.Entry(recipeID: 1, recipeTitle: "Pancakes", ingredientLines: ["1 egg"], factor: 0.5)
        #expect(ShoppingList(entries: [entry]).items.map(\.text) == ["1 egg"])
    }

    private func german(_ line: String) -> IngredientLine {
        IngredientLine(parsing: line).written(in: .other)
    }

    @Test func aGermanRecipeKeepsItsUnitWordsWhenTheUnitChanges() {
        #expect(german("1 1/2 TL Zucker").scaled(by: 2).converted(to: .us).formatted() == "1 EL Zucker")
        #expect(german("1 1/2 Teelöffel Zucker").scaled(by: 2).converted(to: .us).formatted() == "1 Esslöffel Zucker")
        #expect(german("1 1/4 TL Zucker").scaled(by: 0.5).formatted() == "1/2 TL + 1/8 TL Zucker")
        #expect(german("1 1/2 TL Zucker").scaled(by: 0.5).formatted() == "3/4 TL Zucker")
        // A Dutch recipe's `tl` becomes its own `el`, in its lower case, not German's `EL`.
        #expect(german("1 1/2 tl suiker").scaled(by: 2).converted(to: .us).formatted() == "1 el suiker")
        let french = IngredientLine(parsing: "3/4 tasse de lait").written(in: .other)
        #expect(french.scaled(by: 0.5).formatted() == "1/4 tasse + 2 càs de lait")
    }

    @Test func aRecipeNotInEnglishMarksAFarAmountWithATildeNotAnEnglishWord() {
        #expect(IngredientLine(parsing: "375 ml melk").written(in: .other).converted(to: .us).formatted() == "~1 1/2 cups melk")
        #expect(IngredientLine(parsing: "375 ml milk").converted(to: .us).formatted() == "about 1 1/2 cups milk")
        let entry = ShoppingList.Entry(recipeID: 1, recipeTitle: "Pap", ingredientLines: ["375 ml melk"], factor: 1, language: .other)
        #expect(ShoppingList(entries: [entry], unitSystem: .us).items.map(\.text) == ["~1 1/2 cups melk"])
    }

    @Test func anEnglishRecipeWritesAChangedUnitAsItsSymbol() {
        #expect(IngredientLine(parsing: "1 1/2 TL sugar").scaled(by: 2).converted(to: .us).formatted() == "1 tbsp sugar")
    }

    @Test func aKnifeTipIsNoPinch() {
        #expect(IngredientLine(parsing: "1 Msp Muskat").unit == .knifeTip)
        #expect(german("1 Msp Muskat").scaled(by: 2).formatted() == "2 Msp Muskat")
        let entries = [
            ShoppingList.Entry(recipeID: 1, recipeTitle: "Kuchen", ingredientLines: ["1 Prise Muskat"], factor: 1, language: .other),
            ShoppingList.Entry(recipeID: 2, recipeTitle: "Auflauf", ingredientLines: ["1 Msp Muskat"], factor: 2, language: .other),
        ]
        #expect(Set(ShoppingList(entries: entries).items.map(\.text)) == ["1 Prise Muskat", "2 Msp Muskat"])
    }

    @Test func aShoppingListWritesAUnitNoLineWroteInTheLinesLanguage() {
        let entry = ShoppingList.Entry(recipeID: 1, recipeTitle: "Kuchen", ingredientLines: ["1/2 EL Zucker"], factor: 1,
                                       language: .other)
        #expect(ShoppingList(entries: [entry], unitSystem: .us).items.map(\.text) == ["1 1/2 TL Zucker"])
    }
}

/// An amount written with two units spells both alike: in full beside a unit written in full,
/// as symbols beside a symbol.
@Suite struct MeasuresSpelledAlikeTests {
    @Test(arguments: [
        ("3 1/2 tablespoons sugar", 0.5, "1 1/2 tablespoons + 3/4 teaspoon sugar"),
        ("3 1/2 Tablespoons sugar", 0.5, "1 1/2 Tablespoons + 3/4 Teaspoon sugar"),
        ("1 1/4 cups milk", 0.5, "1/2 cup + 2 tbsp milk"),
        ("3 1/2 tbsp sugar", 0.5, "1 1/2 tbsp + 3/4 tsp sugar"),
        ("1 1/4 teaspoons salt", 0.5, "1/2 teaspoon + 1/8 teaspoon salt"),
        ("1 tablespoon vinegar", 1.0 / 3, "1 tsp vinegar"),
    ] as [(String, Double, String)])
    func bothUnitsOfOneAmountAreSpelledAlike(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }
}

/// A scaled amount reads as one a cook measures: an article of another language is the count
/// it stands for ("eine Prise Salz" halved is "1/2 Prise Salz"), and a metric amount that its
/// unit cannot write closely moves to the smaller unit ("3/8 l" halved is "190 ml").
@Suite struct MeasurableScaledAmountTests {
    private func other(_ line: String) -> IngredientLine {
        IngredientLine(parsing: line).written(in: .other)
    }

    @Test func anArticleIsTheCountItStandsFor() {
        #expect(other("eine Prise Salz").scaled(by: 0.5).formatted() == "1/2 Prise Salz")
        #expect(other("eine Prise Salz").scaled(by: 2).formatted() == "2 Prisen Salz")
        #expect(other("eine Prise Salz").formatted() == "eine Prise Salz")
        #expect(other("une pincée de sel").scaled(by: 3).formatted() == "3 pincées de sel")
        #expect(other("un pizzico di sale").scaled(by: 2).formatted() == "2 pizzichi di sale")
        #expect(other("ein Ei").scaled(by: 2).formatted() == "ein Ei")      // no unit: a name, as "a large onion"
    }

    @Test(arguments: [
        ("3/8 l Milch", 0.5, "190 ml Milch"),
        ("0.25 l Sahne", 0.5, "125 ml Sahne"),
        ("0.5 kg Mehl", 0.37, "185 g Mehl"),
        ("1.5 l Wasser", 0.5, "0.75 l Wasser"),          // written closely: the unit stays
        ("500 ml Milch", 2, "1000 ml Milch"),
    ] as [(String, Double, String)])
    func aMetricAmountIsWrittenInAUnitThatMeasuresIt(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }
}
