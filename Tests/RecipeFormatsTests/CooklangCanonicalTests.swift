import Testing
@testable import RecipeFormats

/// Cooklang's canonical test suite (spec `tests/canonical.yaml`, version 8, with the `>>`
/// metadata cases of version 7), ported to what this reader gives: ingredient lines and plain
/// direction lines rather than component lists. Quantities stay as written (`1/2`, not `0.5`).
@Suite struct CooklangCanonicalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var ingredients: [String] = []
        var directions: [String] = []
        var testDescription: String { name }
    }

    static let steps: [Case] = [
        Case(name: "testBasicDirection", source: "Add a bit of chilli\n", directions: ["Add a bit of chilli"]),
        Case(name: "testComments", source: "-- testing comments\n"),
        Case(name: "testCommentsAfterIngredients", source: "@thyme{2%sprigs} -- testing comments\nand some text\n",
             ingredients: ["2 sprigs thyme"], directions: ["thyme and some text"]),
        Case(name: "testCommentsWithIngredients", source: "-- testing comments\n@thyme{2%sprigs}\n",
             ingredients: ["2 sprigs thyme"], directions: ["thyme"]),
        Case(name: "testDirectionsWithDegrees", source: "Heat oven up to 200°C\n", directions: ["Heat oven up to 200°C"]),
        Case(name: "testDirectionsWithNumbers", source: "Heat 5L of water\n", directions: ["Heat 5L of water"]),
        Case(name: "testDirectionWithIngredient", source: "Add @chilli{3%items}, @ginger{10%g} and @milk{1%l}.\n",
             ingredients: ["3 items chilli", "10 g ginger", "1 l milk"], directions: ["Add chilli, ginger and milk."]),
        Case(name: "testEquipmentMultipleWords", source: "Fry in #frying pan{}\n", directions: ["Fry in frying pan"]),
        Case(name: "testEquipmentMultipleWordsWithLeadingNumber", source: "Fry in #7-inch nonstick frying pan{ }\n",
             directions: ["Fry in 7-inch nonstick frying pan"]),
        Case(name: "testEquipmentMultipleWordsWithSpaces", source: "Fry in #frying pan{ }\n", directions: ["Fry in frying pan"]),
        Case(name: "testEquipmentOneWord", source: "Simmer in #pan for some time\n", directions: ["Simmer in pan for some time"]),
        Case(name: "testEquipmentQuantity", source: "#frying pan{2}\n", directions: ["frying pan"]),
        Case(name: "testEquipmentQuantityOneWord", source: "#frying pan{three}\n", directions: ["frying pan"]),
        Case(name: "testEquipmentQuantityMultipleWords", source: "#frying pan{two small}\n", directions: ["frying pan"]),
        Case(name: "testFractions", source: "@milk{1/2%cup}\n", ingredients: ["1/2 cup milk"], directions: ["milk"]),
        Case(name: "testFractionsInDirections", source: "knife cut about every 1/2 inches\n",
             directions: ["knife cut about every 1/2 inches"]),
        Case(name: "testFractionsLike", source: "@milk{01/2%cup}\n", ingredients: ["01/2 cup milk"], directions: ["milk"]),
        Case(name: "testFractionsWithSpaces", source: "@milk{1 / 2 %cup}\n", ingredients: ["1/2 cup milk"], directions: ["milk"]),
        Case(name: "testIngredientMultipleWordsWithLeadingNumber", source: "Top with @1000 island dressing{ }\n",
             ingredients: ["1000 island dressing"], directions: ["Top with 1000 island dressing"]),
        Case(name: "testIngredientWithEmoji", source: "Add some @🧂\n", ingredients: ["🧂"], directions: ["Add some 🧂"]),
        Case(name: "testIngredientExplicitUnits", source: "@chilli{3%items}\n", ingredients: ["3 items chilli"], directions: ["chilli"]),
        Case(name: "testIngredientExplicitUnitsWithSpaces", source: "@chilli{ 3 % items }\n",
             ingredients: ["3 items chilli"], directions: ["chilli"]),
        Case(name: "testIngredientImplicitUnits", source: "@chilli{3}\n", ingredients: ["3 chilli"], directions: ["chilli"]),
        Case(name: "testIngredientNoUnits", source: "@chilli\n", ingredients: ["chilli"], directions: ["chilli"]),
        Case(name: "testIngredientNoUnitsNotOnlyString", source: "@5peppers\n", ingredients: ["5peppers"], directions: ["5peppers"]),
        Case(name: "testIngredientWithNumbers", source: "@tipo 00 flour{250%g}\n",
             ingredients: ["250 g tipo 00 flour"], directions: ["tipo 00 flour"]),
        Case(name: "testIngredientWithoutStopper", source: "@chilli cut into pieces\n",
             ingredients: ["chilli"], directions: ["chilli cut into pieces"]),
        Case(name: "testMetadataBreak", source: "hello ---\nsourced: babooshka\n---\n",
             directions: ["hello --- sourced: babooshka ---"]),
        Case(name: "testMetadataBreak (v7)", source: "hello >> sourced: babooshka\n", directions: ["hello >> sourced: babooshka"]),
        Case(name: "testMultiLineDirections", source: "Add a bit of chilli\n\nAdd a bit of hummus\n",
             directions: ["Add a bit of chilli", "Add a bit of hummus"]),
        Case(name: "testMultiWordIngredient", source: "@hot chilli{3}\n", ingredients: ["3 hot chilli"], directions: ["hot chilli"]),
        Case(name: "testMultiWordIngredientNoAmount", source: "@hot chilli{}\n", ingredients: ["hot chilli"], directions: ["hot chilli"]),
        Case(name: "testMutipleIngredientsWithoutStopper", source: "@chilli cut into pieces and @garlic\n",
             ingredients: ["chilli", "garlic"], directions: ["chilli cut into pieces and garlic"]),
        Case(name: "testQuantityAsText", source: "@thyme{few%sprigs}\n", ingredients: ["few sprigs thyme"], directions: ["thyme"]),
        Case(name: "testQuantityDigitalString", source: "@water{7 k }\n", ingredients: ["7 k water"], directions: ["water"]),
        Case(name: "testSlashInText", source: "Preheat the oven to 200℃/Fan 180°C.\n",
             directions: ["Preheat the oven to 200℃/Fan 180°C."]),
        Case(name: "testTimerDecimal", source: "Fry for ~{1.5%minutes}\n", directions: ["Fry for 1.5 minutes"]),
        Case(name: "testTimerFractional", source: "Fry for ~{1/2%hour}\n", directions: ["Fry for 1/2 hour"]),
        Case(name: "testTimerInteger", source: "Fry for ~{10%minutes}\n", directions: ["Fry for 10 minutes"]),
        Case(name: "testTimerWithName", source: "Fry for ~potato{42%minutes}\n", directions: ["Fry for 42 minutes"]),
        Case(name: "testSingleWordTimer", source: "Let it ~rest after plating\n", directions: ["Let it rest after plating"]),
        Case(name: "testSingleWordTimerWithPunctuation", source: "Let it ~rest, then serve\n", directions: ["Let it rest, then serve"]),
        Case(name: "testSingleWordTimerWithUnicodePunctuation", source: "Let it ~rest⸫ then serve\n",
             directions: ["Let it rest⸫ then serve"]),
        Case(name: "testTimerWithUnicodeWhitespace", source: "Let it ~rest\u{2009}then serve\n", directions: ["Let it rest then serve"]),
        Case(name: "testInvalidMultiWordTimer", source: "It is ~ {5}\n", directions: ["It is ~ {5}"]),
        Case(name: "testInvalidSingleWordTimer", source: "It is ~ 5\n", directions: ["It is ~ 5"]),
        Case(name: "testSingleWordIngredientWithPunctuation", source: "Add some @chilli, then serve\n",
             ingredients: ["chilli"], directions: ["Add some chilli, then serve"]),
        Case(name: "testSingleWordIngredientWithUnicodePunctuation", source: "Add @chilli⸫ then bake\n",
             ingredients: ["chilli"], directions: ["Add chilli⸫ then bake"]),
        Case(name: "testIngredientWithUnicodeWhitespace", source: "Add @chilli\u{2009}then bake\n",
             ingredients: ["chilli"], directions: ["Add chilli then bake"]),
        Case(name: "testInvalidMultiWordIngredient", source: "Message @ example{}\n", directions: ["Message @ example{}"]),
        Case(name: "testInvalidSingleWordIngredient", source: "Message me @ example\n", directions: ["Message me @ example"]),
        Case(name: "testSingleWordCookwareWithPunctuation", source: "Place in #pot, then boil\n", directions: ["Place in pot, then boil"]),
        Case(name: "testSingleWordCookwareWithUnicodePunctuation", source: "Place in #pot⸫ then boil\n",
             directions: ["Place in pot⸫ then boil"]),
        Case(name: "testCookwareWithUnicodeWhitespace", source: "Add to #pot\u{2009}then boil\n", directions: ["Add to pot then boil"]),
        Case(name: "testInvalidMultiWordCookware", source: "Recipe # 10{}\n", directions: ["Recipe # 10{}"]),
        Case(name: "testInvalidSingleWordCookware", source: "Recipe # 5\n", directions: ["Recipe # 5"]),
        Case(name: "testOptionalIngredient", source: "Garnish with @?fresh thyme{2%sprigs}\n",
             ingredients: ["2 sprigs fresh thyme (optional)"], directions: ["Garnish with fresh thyme"]),
        Case(name: "testOptionalSingleWordIngredient", source: "Top with @?chives\n",
             ingredients: ["chives (optional)"], directions: ["Top with chives"]),
        Case(name: "testOptionalCookware", source: "Use a #?splatter guard{} if you have one\n",
             directions: ["Use a splatter guard if you have one"]),
        Case(name: "testOptionalAndRequiredSameIngredient", source: "Stir @parmesan{100%g} in, top with @?parmesan{50%g}\n",
             ingredients: ["100 g parmesan", "50 g parmesan (optional)"], directions: ["Stir parmesan in, top with parmesan"]),
        Case(name: "testOptionalMarkerOnlyOnce", source: "Add @??thyme{}\n", ingredients: ["?thyme (optional)"], directions: ["Add ?thyme"]),
        Case(name: "testOptionalMarkerFollowedBySpace", source: "Add @? thyme\n", directions: ["Add @? thyme"]),
        Case(name: "testQuestionMarkAfterIngredient", source: "Did you add the @salt{}?\n",
             ingredients: ["salt"], directions: ["Did you add the salt?"]),
    ]

    @Test(arguments: steps)
    func canonicalStep(_ test: Case) throws {
        let recipe = try TestReading.only(test.source, fileName: "canonical.cook")
        #expect(recipe.ingredients == test.ingredients)
        #expect(recipe.directions == test.directions)
    }

    @Test(arguments: ["---\nsourced: babooshka\n---\n", ">> sourced: babooshka\n"])
    func testMetadata(source: String) throws {
        let recipe = try TestReading.only(source, fileName: "canonical.cook")
        #expect(recipe.directions.isEmpty && recipe.ingredients.isEmpty)
    }

    @Test(arguments: ["---\ncooking time: 30 mins\n---\n", "---\ncooking time    :30 mins\n---\n",
                      ">> cooking time: 30 mins\n", ">>cooking time    :30 mins\n"])
    func testMetadataMultiwordKey(source: String) throws {
        let recipe = try TestReading.only(source, fileName: "canonical.cook")
        #expect(recipe.cookTime == 1_800)
        #expect(recipe.directions.isEmpty)
    }

    @Test(arguments: ["---\nPrep Time: 15 minutes\nCook Time: 30 minutes\n---\n", ">> Prep Time: 15 minutes\n>> Cook Time: 30 minutes\n"])
    func testMultipleLines(source: String) throws {
        let recipe = try TestReading.only(source, fileName: "canonical.cook")
        #expect(recipe.prepTime == 900 && recipe.cookTime == 1_800)
    }

    @Test(arguments: ["---\nservings: 1|2|3\n---\n", ">> servings: 1|2|3\n"])
    func testServings(source: String) throws {
        #expect(try TestReading.only(source, fileName: "canonical.cook").servings == "1|2|3")
    }
}
