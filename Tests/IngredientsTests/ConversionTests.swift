import Ingredients
import Testing

/// Units convert weight to weight and volume to volume, into the unit a cook would use.
@Suite struct ConversionTests {
    @Test(arguments: [
        ("1 cup milk", "240 ml milk"),
        ("1/2 cup water", "120 ml water"),
        ("3/4 cup heavy cream", "180 ml heavy cream"),
        ("1 lb ground beef", "450 g ground beef"),
        ("12 oz. dark chocolate", "340 g dark chocolate"),
        ("8 fl oz milk", "240 ml milk"),
        ("1 quart stock", "950 ml stock"),
        ("5 cups stock", "1.2 l stock"),
        ("3 lb beef chuck roast", "1.4 kg beef chuck roast"),
        ("1 (14.5 oz) can diced tomatoes", "1 (410 g) can diced tomatoes"),
        ("1 cup (240 ml) milk", "240 ml (1 cup) milk"),
        ("1 cup (125 g) flour", "125 g (1 cup) flour"),
        ("1 cup flour (125 g)", "125 g flour (1 cup)"),
        ("1 cup (125g) flour", "125 g (1 cup) flour"),
        ("3 tbsp butter (45 g), softened", "45 g butter (3 tbsp), softened"),
        ("4 lamb shanks (9 to 10 pounds)", "4 lamb shanks (4 to 4.5 kg)"),
    ])
    func usToMetric(line: String, expected: String) {
        #expect(IngredientLine(parsing: line).converted(to: .metric).formatted() == expected)
    }

    /// Weights per cup from the pages `IngredientDensity` cites, rounded as metric amounts are.
    @Test(arguments: [
        ("2 cups all-purpose flour", "240 g all-purpose flour"),
        ("2 cups flour, sifted", "240 g flour, sifted"),
        ("1 cup sugar", "200 g sugar"),
        ("1 cup packed light brown sugar", "200 g packed light brown sugar"),
        ("1/2 cup butter, softened", "115 g butter, softened"),
        ("1 cup old-fashioned rolled oats", "85 g old-fashioned rolled oats"),
        ("1 cup long-grain rice", "180 g long-grain rice"),
        ("1/2 cup unsweetened cocoa powder", "43 g unsweetened cocoa powder"),
        ("2 cups + 2 tbsp flour", "255 g flour"),
        ("1/4 cup sugar", "50 g sugar"),
        ("1 cup bread flour", "135 g bread flour"),
        ("1/4 cup cornstarch", "32 g cornstarch"),
    ])
    func dryVolumesOfKnownIngredientsBecomeGrams(line: String, expected: String) {
        #expect(IngredientLine(parsing: line).converted(to: .metric).formatted() == expected)
    }

    @Test(arguments: [
        "3/4 tsp salt", "1 1/2 tsp salt", "1 tsp vanilla", "2-3 tbsp. olive oil, divided", "1/8 tsp cayenne",
        "3 tbsp sugar", "2 Tbsp flour", "2 c. à soupe de beurre",
    ])
    func smallSpoonMeasuresStaySpoonsInMetric(line: String) {
        #expect(IngredientLine(parsing: line).converted(to: .metric).formatted() == line)
    }

    @Test func scaledSpoonsStaySpoonsInMetric() {
        #expect(IngredientLine(parsing: "3/4 tsp salt").scaled(by: 2).converted(to: .metric).formatted() == "1 1/2 tsp salt")
    }

    @Test(arguments: ["2 cups rice flour", "1 cup coconut sugar", "1 cup quinoa", "1/2 cup brown rice", "1 cup chopped pecans"])
    func volumesOfUnknownDryIngredientsStayAsWritten(line: String) {
        #expect(IngredientLine(parsing: line).converted(to: .metric).formatted() == line)
    }

    @Test(arguments: [
        ("200 g flour", "7 oz flour"),
        ("454 g butter", "1 lb butter"),
        ("1 kg potatoes", "2 1/4 lb potatoes"),
        ("700 g lamb", "1 1/2 lb lamb"),
        ("15 ml oil", "1 tbsp oil"),
        ("5 ml vanilla", "1 tsp vanilla"),
        ("500 ml stock", "about 2 cups stock"),
        ("2 dl cream", "2/3 cup + 3 tbsp cream"),
        ("1.5 liters beef stock", "6 1/3 cups beef stock"),
        ("7 g instant yeast", "1/4 oz instant yeast"),
        ("1 can (400 g) chickpeas", "1 can (14 oz) chickpeas"),
        ("100g/3½oz butter", "3½oz/100g butter"),
        ("두부 300 g", "두부 11 oz"),
        ("200g butter", "7oz butter"),
        ("2 x 400g cans tomatoes", "2 x 14oz cans tomatoes"),
        ("500ml milk", "about 2 cups milk"),
        ("15ml oil", "1 tbsp oil"),
        ("1.5kg beef", "3 1/3 lb beef"),
        ("1,5 kg Kartoffeln", "3 1/3 lb Kartoffeln"),
    ])
    func metricToUS(line: String, expected: String) {
        #expect(IngredientLine(parsing: line).converted(to: .us).formatted() == expected)
    }

    @Test(arguments: [
        ("250 ml milk", UnitSystem.metric), ("2 tbsp olive oil", .us), ("1 1/2 tsp salt", .us),
        ("0.5 kg flour", .metric), ("500 g flour", .metric), ("12 oz pasta", .us), ("1 cup (240 ml) milk", .us),
        ("2 cloves garlic", .metric), ("3 eggs", .us), ("Pinch of salt", .metric), ("1 can chickpeas", .us),
        ("salt to taste", .metric), ("For the sauce:", .us), ("2 dl cream", .metric), ("1 pint cream", .us),
    ])
    func aLineAlreadyInTheSystemOrUnconvertibleStaysAsWritten(line: String, system: UnitSystem) {
        #expect(IngredientLine(parsing: line).converted(to: system).formatted() == line)
    }

    @Test(arguments: [
        ("1000 ml water", UnitSystem.metric, "1 l water"), ("1500 g flour", .metric, "1.5 kg flour"),
        ("48 tsp sugar", .us, "1 cup sugar"), ("3 tsp sugar", .us, "1 tbsp sugar"), ("16 oz cheddar", .us, "1 lb cheddar"),
        ("1000 ml water", .asWritten, "1000 ml water"),
        // Under two tablespoons, teaspoons read best; from two on, tablespoons and the rest in teaspoons.
        ("20 ml vinegar", .us, "4 tsp vinegar"), ("40 ml olive oil", .us, "2 tbsp + 2 tsp olive oil"),
        ("25 ml water", .us, "5 tsp water"), ("8 tsp sugar", .us, "2 tbsp + 2 tsp sugar"),
    ])
    func choosingASystemMovesAnUnnaturallySmallUnitUp(line: String, system: UnitSystem, expected: String) {
        #expect(IngredientLine(parsing: line).converted(to: system).formatted() == expected)
    }

    @Test(arguments: [
        ("500 ml stock", 2.0, UnitSystem.metric, "1 l stock"),
        ("3 tsp sugar", 16, .us, "1 cup sugar"),
        ("8 oz cheddar", 2, .us, "1 lb cheddar"),
        ("4 tbsp butter", 2, .us, "1/2 cup butter"),
        ("1 cup milk", 0.25, .us, "1/4 cup milk"),
        ("1/4 cup milk", 0.25, .us, "1 tbsp milk"),
        ("600 g flour", 2, .metric, "1.2 kg flour"),
        ("1.2 kg flour", 0.5, .metric, "600 g flour"),
    ] as [(String, Double, UnitSystem, String)])
    func scalingInAChosenSystemMovesToTheNaturalUnit(line: String, factor: Double, system: UnitSystem, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).converted(to: system).formatted() == expected)
    }

    @Test(arguments: [
        ("500 ml stock", 2.0, "1000 ml stock"),
        ("3 tsp sugar", 16, "48 tsp sugar"),
        ("8 oz cheddar", 2, "16 oz cheddar"),
        ("4 tbsp butter", 2, "8 tbsp butter"),
        ("14 oz chickpeas", 2, "28 oz chickpeas"),
        ("1 cup milk", 0.25, "1/4 cup milk"),
        ("600 g flour", 2, "1200 g flour"),
        ("1.2 kg flour", 0.5, "0.6 kg flour"),
        ("1 lb ground beef", 0.5, "1/2 lb ground beef"),
        // Too small to write in the writer's unit: not "1/8 cup" for a hundredth of one.
        ("1/4 cup milk", 0.25, "1 tbsp milk"),
        ("1 cup sugar", 0.01, "1/2 tsp sugar"),
    ] as [(String, Double, String)])
    func scalingAsWrittenKeepsTheWritersUnit(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).converted(to: .asWritten).formatted() == expected)
    }

    @Test func convertingReportsTheShownMeasure() {
        let line = IngredientLine(parsing: "2 cups milk").converted(to: .metric)
        #expect(line.unit == .millilitre)
        #expect(abs((line.quantity?.value ?? 0) - 473.176) < 0.01)
        #expect(line.writtenMeasure == Measure(Quantity(2), .cup))
    }

    @Test func weightsAndVolumesOfUnknownDensityDoNotConvertIntoEachOther() {
        for unit in IngredientUnit.allCases where unit.dimension != .count {
            let line = IngredientLine(parsing: "2 \(unit.symbol.plural) milk powder")
            for system in [UnitSystem.metric, .us] {
                #expect(line.converted(to: system).unit?.dimension == unit.dimension, "\(unit) in \(system)")
            }
        }
    }

    @Test func countedUnitsNeverConvert() {
        for unit in IngredientUnit.allCases where unit.dimension == .count {
            #expect(unit.system == nil)
            let text = "3 \(unit.symbol.plural) of something"
            #expect(IngredientLine(parsing: text).converted(to: .metric).formatted() == text)
        }
    }
}

/// Metric weighs the US volumes of a German, French, Dutch, Italian or Spanish recipe's dry
/// ingredients and measures its liquids in millilitres, as it does an English recipe's.
@Suite struct DensityInOtherLanguagesTests {
    private func metric(_ line: String) -> String {
        IngredientLine(parsing: line).written(in: .other).converted(to: .metric).formatted()
    }

    @Test(arguments: [
        ("1/2 cup Zucker", "100 g Zucker"),
        ("1 cup Weizenmehl", "120 g Weizenmehl"),
        ("1/2 cup weiche Butter", "115 g weiche Butter"),
        ("1 cup Haferflocken", "85 g Haferflocken"),
        ("1 cup Puderzucker", "115 g Puderzucker"),
        ("1 cup Milch", "240 ml Milch"),
        ("1/2 cup Olivenöl", "120 ml Olivenöl"),
        ("1 cup Reismehl", "1 cup Reismehl"),                 // rice flour: not known, as in English
    ] as [(String, String)])
    func aGermanRecipe(line: String, expected: String) {
        #expect(metric(line) == expected)
    }

    @Test(arguments: [
        ("1 tasse de farine", "120 g de farine"),
        ("1 tasse de farine tamisée", "120 g de farine tamisée"),
        ("1/2 tasse de sucre glace", "57 g de sucre glace"),
        ("1/2 tasse de beurre", "115 g de beurre"),
        ("1 tasse de riz", "180 g de riz"),
        ("1 tasse de lait", "240 ml de lait"),
        ("1/4 tasse d'huile d'olive", "60 ml d'huile d'olive"),
        ("1 tasse de farine de riz", "1 tasse de farine de riz"), // rice flour
    ] as [(String, String)])
    func aFrenchRecipe(line: String, expected: String) {
        #expect(metric(line) == expected)
    }

    @Test func otherLanguagesAndTheShoppingList() {
        #expect(metric("1 cup suiker") == "200 g suiker")
        #expect(metric("1 cup zucchero a velo") == "115 g zucchero a velo")
        #expect(metric("1 taza de harina") == "120 g de harina")
        #expect(metric("1 cup honing") == "340 g honing")
        let entries = [ShoppingList.Entry(recipeID: 1, recipeTitle: "Kuchen", ingredientLines: ["1 cup Mehl", "100 g Mehl"],
                                          language: .other)]
        #expect(ShoppingList(entries: entries, unitSystem: .metric).items.map(\.text) == ["220 g Mehl"])
    }

    @Test func englishNamesAreWeighedAsBefore() {
        #expect(IngredientLine(parsing: "1 cup flour tortilla crumbs").converted(to: .metric).formatted()
            == "1 cup flour tortilla crumbs")
        #expect(IngredientLine(parsing: "1 cup butter beans").converted(to: .metric).formatted() == "1 cup butter beans")
        #expect(IngredientLine(parsing: "1 cup sugar").converted(to: .metric).formatted() == "200 g sugar")
    }
}
