import Ingredients
import Testing

/// Lines of several recipes combine into one shopping list, summed where the units allow.
@Suite struct ShoppingListTests {
    private func list(_ recipes: [[String]], factors: [Double] = [], system: UnitSystem = .asWritten) -> ShoppingList {
        ShoppingList(entries: recipes.enumerated().map { index, lines in
            ShoppingList.Entry(recipeID: index + 1, recipeTitle: "Recipe \(index + 1)", ingredientLines: lines,
                               factor: index < factors.count ? factors[index] : 1)
        }, unitSystem: system)
    }

    private func item(_ id: String, in list: ShoppingList) -> ShoppingItem? {
        list.items.first { $0.id == id }
    }

    @Test func weightsSumInTheNaturalUnitOfAChosenSystem() {
        let list = list([["200 g flour"], ["0.5 kg flour"]], system: .metric)
        #expect(list.items.map(\.text) == ["700 g flour"])
        #expect(list.items.first?.recipeIDs == [1, 2])
        #expect(list.items.first?.recipeTitles == ["Recipe 1", "Recipe 2"])
    }

    /// As written sums within a system and converts nothing from one to the other.
    @Test func asWrittenSumsEachSystemAndConvertsNothing() {
        #expect(list([["14 oz chickpeas"], ["14 oz chickpeas"]]).items.map(\.text) == ["28 oz chickpeas"])
        #expect(list([["4 tbsp butter"]], factors: [2]).items.map(\.text) == ["8 tbsp butter"])
        #expect(list([["200 g flour"], ["0.5 kg flour"]]).items.map(\.text) == ["700 g flour"])
        #expect(list([["2 kg flour"], ["3960 g flour"]]).items.map(\.text) == ["6 kg flour"])
        #expect(list([["250 ml stock"], ["1 l stock"]]).items.map(\.text) == ["1.25 l stock"])
        #expect(list([["8 oz mushrooms"], ["1/2 lb mushrooms"]]).items.map(\.text) == ["1 lb mushrooms"])
        #expect(list([["1 1/2 lb chicken"], ["900 g chicken"]]).items.map(\.text) == ["1 1/2 lb + 900 g chicken"])
        #expect(list([["14 oz chickpeas"], ["14 oz chickpeas"]], system: .us).items.map(\.text) == ["1 3/4 lb chickpeas"])
    }

    /// A weight in pounds that no fraction of a pound writes closely is bought in ounces, as the
    /// recipe's own scaled line says it ("9 oz beef"), not rounded to "1/2 lb" (11 % less).
    @Test func poundsThatNoFractionWritesAreOunces() {
        #expect(list([["1 lb 2 oz beef"]], factors: [0.5]).items.map(\.text) == ["9 oz beef"])
        #expect(list([["1 lb beef"]], factors: [0.84375]).items.map(\.text) == ["14 oz beef"])
        #expect(list([["1 lb beef"]], factors: [0.5]).items.map(\.text) == ["1/2 lb beef"])
        #expect(list([["1 lb beef"]], factors: [1.5]).items.map(\.text) == ["1 1/2 lb beef"])
        #expect(list([["12 oz bacon"]], factors: [2]).items.map(\.text) == ["24 oz bacon"])
        // A pound or more: pounds and ounces, as the recipe wrote them.
        #expect(list([["1 lb 2 oz beef"]]).items.map(\.text) == ["1 lb 2 oz beef"])
        #expect(list([["1 lb 3 oz beef"]], factors: [2]).items.map(\.text) == ["2 lb 6 oz beef"])
    }

    /// A meal kit writes "2 unit(s) Spring Onion": the shopper buys two spring onions, in produce.
    @Test func aMealKitsUnitIsACount() {
        let list = list([["2 unit(s) Spring Onion", "½ unit(s) Red Chilli", "2 unit(s) Garlic Clove"],
                         ["1 spring onion", "1 red chilli"]])
        #expect(list.items.map(\.text) == ["2 cloves Garlic", "1 1/2 Red Chillies", "3 Spring Onions"])
        #expect(Set(list.items.map(\.aisle)) == [.produce])
    }

    /// A plural's ending in brackets ("Zwiebel(n)", as German recipe sites write a count's noun)
    /// makes the item's name plural when more than one is bought, in any language.
    @Test func aPluralEndingInBracketsMakesTheItemPlural() {
        let german = ShoppingList(entries: [ShoppingList.Entry(
            recipeID: 1, recipeTitle: "Hackbraten", ingredientLines: ["2 kleine Zwiebel(n)", "3 Ei(er)", "1 Brötchen"],
            factor: 1, language: .other)])
        #expect(Set(german.items.map(\.text)) == ["2 Zwiebeln", "3 Eier", "1 Brötchen"])
        #expect(Set(german.items.map(\.name)) == ["Zwiebel", "Ei", "Brötchen"])
        #expect(Set(list([["1 Ei(er)"]]).items.map(\.text)) == ["1 Ei"])
        #expect(list([["2 large egg(s)"], ["1 egg"]]).items.map(\.text) == ["3 eggs"])
    }

    /// A German or Dutch recipe's singular and plural of a noun are one item, named as a line
    /// wrote it for more than one.
    @Test func germanAndDutchPluralsCombineWithTheirSingulars() {
        func entry(_ id: Int, _ lines: [String]) -> ShoppingList.Entry {
            ShoppingList.Entry(recipeID: id, recipeTitle: "R\(id)", ingredientLines: lines, language: .other)
        }
        let german = ShoppingList(entries: [entry(1, ["1 Ei", "1 Zwiebel", "2 Tomaten"]),
                                            entry(2, ["3 Eier", "2 Zwiebeln", "1 Tomate", "1 Kuchen"])])
        #expect(Set(german.items.map(\.text)) == ["4 Eier", "3 Zwiebeln", "3 Tomaten", "1 Kuchen"])
        let dutch = ShoppingList(entries: [entry(1, ["1 ui", "2 eieren"]), entry(2, ["2 uien", "1 ei"])])
        #expect(Set(dutch.items.map(\.text)) == ["3 uien", "3 eieren"])
        #expect(list([["2 eggs"], ["1 egg"]]).items.map(\.text) == ["3 eggs"])
        // A size before the name, as in English: "kleine Zwiebeln" are "Zwiebeln".
        let sized = ShoppingList(entries: [entry(1, ["2 kleine Zwiebeln", "1 große Kartoffel"]),
                                           entry(2, ["1 Zwiebel", "2 Kartoffeln"])])
        #expect(Set(sized.items.map(\.text)) == ["3 Zwiebeln", "3 Kartoffeln"])
        // Italian: "pomodori" and "pomodoro", "uova" and "uovo".
        let italian = ShoppingList(entries: [entry(1, ["2 pomodori", "1 uovo", "200 g farina"]),
                                             entry(2, ["1 pomodoro", "2 uova", "1 cipolla"])])
        #expect(Set(italian.items.map(\.text)) == ["3 pomodori", "3 uova", "200 g farina", "1 cipolla"])
        // A count of one is named as a line wrote it for one.
        let halved = ShoppingList(entries: [
            ShoppingList.Entry(recipeID: 1, recipeTitle: "R1", ingredientLines: ["2 Eier"], factor: 0.25, language: .other),
            entry(2, ["1/2 Ei", "1 Zwiebel"])])
        #expect(Set(halved.items.map(\.text)) == ["1 Ei", "1 Zwiebel"])
        // A French recipe's "oranges" still combine with an English recipe's.
        let mixed = ShoppingList(entries: [entry(1, ["2 oranges", "1 citron"]),
                                           ShoppingList.Entry(recipeID: 2, recipeTitle: "R2", ingredientLines: ["1 orange"])])
        #expect(mixed.items.map(\.text).contains("3 oranges"))
    }

    @Test func volumeAndWeightOfTheSameIngredientStayTwoItems() {
        let list = list([["2 cups sugar"], ["100 g sugar"]])
        #expect(Set(list.items.map(\.text)) == ["2 cups sugar", "100 g sugar"])
        #expect(Set(list.items.map(\.id)) == ["sugar|volume", "sugar|mass"])
    }

    @Test func usVolumesSumAcrossSpoonsAndCups() {
        let list = list([["1 cup milk", "2 tbsp butter"], ["1/2 cup milk", "1 tbsp butter"]])
        #expect(item("milk|volume", in: list)?.text == "1 1/2 cups milk")
        #expect(item("butter|volume", in: list)?.text == "3 tbsp butter")
    }

    /// "3-4 medium to large breasts" are breasts, not "to large breasts".
    @Test func sizesJoinedByToOrOrFoldToo() {
        let list = list([["3-4 medium to large boneless chicken breasts"], ["1 small or medium boneless chicken breast"]])
        #expect(list.items.map(\.text) == ["4–5 boneless chicken breasts"])
    }

    @Test func casePluralsAndSizesFold() {
        let list = list([["1 large egg", "1/2 onion", "2 Tomatoes"], ["2 eggs", "2 onions, diced", "1 tomato"]])
        #expect(item("egg|count", in: list)?.text == "3 eggs")
        #expect(item("onion|count", in: list)?.text == "2 1/2 onions")
        #expect(item("tomato|count", in: list)?.text == "3 Tomatoes")
    }

    /// Butter used cold is bought as butter; cold cuts are not cuts.
    @Test func howWarmAnIngredientIsUsedFolds() {
        let list = list([["115 g butter", "100 g cold cuts"], ["115 g cold butter", "1 cup warm milk"], ["1 cup milk"]])
        #expect(list.items.map(\.text).sorted() == ["100 g cold cuts", "2 cups milk", "230 g butter"])
    }

    @Test func garlicClovesAndClovesOfGarlicCombine() {
        let list = list([["2 cloves garlic, minced"], ["3 garlic cloves"], ["Garlic, to taste"]])
        #expect(list.items.count == 1)
        #expect(list.items.first?.text == "5 cloves garlic")
        #expect(list.items.first?.id == "garlic|count:clove")
        #expect(list.items.first?.recipeIDs == [1, 2, 3])
    }

    @Test func differentCountedUnitsStayApart() {
        let list = list([["1 head garlic"], ["2 cloves garlic"]])
        #expect(Set(list.items.map(\.id)) == ["garlic|count:head", "garlic|count:clove"])
    }

    @Test func linesWithNoQuantityCombineByName() {
        let list = list([["Salt and pepper"], ["salt and pepper to taste"], ["Pinch of salt", "1 tsp salt"]])
        #expect(item("salt and pepper|none", in: list)?.recipeIDs == [1, 2])
        #expect(item("salt and pepper|none", in: list)?.text == "Salt and pepper")
        #expect(item("salt|volume", in: list)?.recipeIDs == [3])
        #expect(item("salt|volume", in: list)?.text == "1 tsp salt")
    }

    /// A zero amount (a site's data for "as required") sums nothing: the item is listed without one.
    @Test func aZeroAmountIsListedWithoutAmount() {
        #expect(list([["0 salt"], ["1 tsp salt"]]).items.map(\.text) == ["1 tsp salt"])
        #expect(list([["0 salt", "0 g pepper"]]).items.map(\.text) == ["pepper", "salt"])
    }

    /// An invisible character a web page left in a name does not make the item another.
    @Test func invisibleCharactersDoNotSplitAnItem() {
        #expect(list([["1 tsp sesame oil\u{2063}"], ["1 tsp sesame\u{200B} oil"]]).items.map(\.text) == ["2 tsp sesame oil"])
    }

    @Test func headingsAreSkipped() {
        let list = list([["For the sauce:", "1 cup cream", "For the crust"]])
        #expect(list.items.map(\.text) == ["1 cup cream"])
    }

    @Test func factorsScaleEachRecipe() {
        let list = list([["200 g flour", "2 eggs"], ["100 g flour"]], factors: [2, 3])
        #expect(item("flour|mass", in: list)?.text == "700 g flour")
        #expect(item("egg|count", in: list)?.text == "4 eggs")
    }

    @Test func aUnitSystemConvertsTheSums() {
        let list = list([["1 lb butter"], ["200 g butter"]], system: .metric)
        #expect(list.items.first?.text == "650 g butter")
        let us = self.list([["500 g flour"], ["500 g flour"]], system: .us)
        #expect(us.items.first?.text == "2 1/4 lb flour")
    }

    @Test func asWrittenConvertsNothingAndSumsEachSystemApart() {
        let list = list([["2 lb potatoes"], ["200 g potatoes"], ["1 lb potatoes"]])
        #expect(list.items.map(\.text) == ["3 lb + 200 g potatoes"])
        #expect(list.items.first?.id == "potato|mass")
        let metric = self.list([["2 lb potatoes"], ["200 g potatoes"]], system: .metric)
        #expect(metric.items.map(\.text) == ["1.1 kg potatoes"])
    }

    @Test func packsKeepTheirSizeAndDescription() {
        let list = list([["2 x 400 g cans chopped tomatoes"], ["1 (14 oz) can coconut milk", "1 x 400 g can chopped tomatoes"]],
                        factors: [1.5])
        #expect(Set(list.items.map(\.text)) == ["4 x 400 g cans chopped tomatoes", "1 (14 oz) can coconut milk"])
        #expect(item("chopped tomato|pack:can:400g", in: list)?.recipeIDs == [1, 2])
    }

    @Test func packsOfAnotherSizeOrWithoutSizeStayApart() {
        let list = list([["2 x 400 g cans chopped tomatoes", "1 (28 oz) can chopped tomatoes", "2 tomatoes"]])
        #expect(Set(list.items.map(\.text)) == ["2 x 400 g cans chopped tomatoes", "1 (28 oz) can chopped tomatoes",
                                                "2 tomatoes"])
    }

    @Test func aPackSizeIsShownInTheChosenSystem() {
        let list = list([["1 (14 oz) can coconut milk"]], system: .metric)
        #expect(list.items.map(\.text) == ["1 (400 g) can coconut milk"])
    }

    @Test func tapWaterAndIceAreNeverListed() {
        let list = list([["2 cups water", "1 cup warm water (110°F)", "Ice cubes, to serve", "2 tbsp cold water",
                          "boiling water", "crushed ice", "1 cup coconut water", "1 tsp rose water", "1 pint ice cream",
                          "1 cup sparkling water"]])
        #expect(Set(list.items.map(\.name)) == ["coconut water", "rose water", "ice cream", "sparkling water"])
    }

    @Test func tapWaterIsNotListedInOtherLanguagesEither() {
        let list = list([["500 ml Wasser", "lauwarmes Wasser", "1 l Mineralwasser", "200 ml koud water", "eau froide",
                          "eau de rose", "agua caliente", "acqua bollente", "Eiswürfel", "200 g Eis", "4 dl vatten",
                          "2 dl kaldt vann", "2 xícaras de água"]])
        #expect(Set(list.items.map(\.name)) == ["Mineralwasser", "eau de rose", "Eis"])
    }

    @Test func metricWeighsDryIngredientsAndLeavesUnknownOnesAsWritten() {
        let list = list([["2 cups flour", "1/2 cup sugar", "1 cup quinoa", "1 tsp salt", "1 cup milk"],
                         ["1 cup flour", "1/2 tsp salt"]], system: .metric)
        #expect(Set(list.items.map(\.text)) == ["360 g flour", "100 g sugar", "1 cup quinoa", "1 1/2 tsp salt",
                                                "240 ml milk"])
    }

    @Test func inMetricCupsAndGramsOfFlourAreOneItem() {
        let lines = [["2 cups flour"], ["200 g flour"]]
        #expect(list(lines, system: .metric).items.map(\.text) == ["440 g flour"])
        #expect(list(lines, system: .metric).items.first?.recipeIDs == [1, 2])
        #expect(Set(list(lines).items.map(\.text)) == ["2 cups flour", "200 g flour"])
    }

    @Test func packsAndCansAreBoughtWhole() {
        let list = list([["1 (14 oz) can coconut milk", "1/2 can chickpeas"]], factors: [1.5])
        #expect(Set(list.items.map(\.text)) == ["2 (14 oz) cans coconut milk", "1 can chickpeas"])
    }

    @Test func eggsAreBoughtWhole() {
        let list = list([["3 large eggs"]], factors: [1.5])
        #expect(list.items.map(\.text) == ["5 eggs"])
    }

    @Test func identifiersAreStableAndUniqueAcrossRecomputation() {
        let lines = [["200 g flour", "2 eggs", "1 cup milk", "salt"], ["1 kg flour", "3 eggs", "Salt"]]
        let first = list(lines), second = list(lines, factors: [3, 0.5])
        #expect(first.items.map(\.id) == second.items.map(\.id))
        #expect(Set(first.items.map(\.id)).count == first.items.count)
        #expect(first.items.map(\.text) != second.items.map(\.text))
    }

    @Test func itemsSortByAisleThenName() {
        let list = list([["1 tsp cumin", "2 cups flour", "1 lb chicken thighs", "1 cup milk", "2 onions", "1 widget"]])
        #expect(list.items.map(\.aisle) == [.produce, .dairy, .meatAndFish, .pantry, .spices, .other])
        #expect(list.items.map(\.sortKey) == list.items.map(\.sortKey).sorted())
    }

    @Test(arguments: [
        ("onion", Aisle.produce), ("green bell pepper", .produce), ("black pepper", .spices), ("chicken stock", .pantry),
        ("chicken thigh", .meatAndFish), ("coconut milk", .pantry), ("heavy cream", .dairy), ("egg", .dairy),
        ("dried oregano", .spices), ("dried cherry", .pantry), ("ground beef", .meatAndFish), ("ground cumin", .spices),
        ("crushed red pepper", .spices), ("crushed tomato", .pantry), ("lemon juice", .produce), ("gizmo", .other),
        // Produce a cook finds beside the onions, not under Other; fennel the bulb there, its seeds with the spices.
        ("radishes", .produce), ("daikon", .produce), ("turnip", .produce), ("kohlrabi", .produce), ("figs", .produce),
        ("pomegranate", .produce), ("plantains", .produce), ("tomatillos", .produce), ("jalapeno", .produce),
        ("fennel bulb", .produce), ("fennel seeds", .spices), ("ground fennel", .spices), ("mustard greens", .produce),
        ("bok choy", .produce), ("dried figs", .pantry),
    ])
    func guessesAnAisle(name: String, aisle: Aisle) {
        let list = list([["1 \(name)"]])
        #expect(list.items.first?.aisle == aisle)
    }

    @Test func fiftySampleStyleRecipesCombine() {
        let recipes = (0..<50).map { index in
            ["\(index % 5 + 1) cups flour", "\(index % 3 + 1) eggs", "2 cloves garlic", "Salt and pepper", "200 g butter"]
        }
        let list = list(recipes)
        #expect(list.items.count == 5)
        #expect(item("egg|count", in: list)?.text == "99 eggs")
        #expect(item("butter|mass", in: list)?.text == "10000 g butter")
        #expect(item("garlic|count:clove", in: list)?.recipeIDs.count == 50)
    }
}

/// A shopping line's US volume is written as a recipe's scaled line is: with the cups and spoons
/// a kitchen has, one amount however many recipes and units it sums.
@Suite struct ShoppingListMeasuresTests {
    private func texts(_ recipes: [[String]], factors: [Double] = [], system: UnitSystem) -> [String] {
        ShoppingList(entries: recipes.enumerated().map { index, lines in
            ShoppingList.Entry(recipeID: index + 1, recipeTitle: "Recipe \(index + 1)", ingredientLines: lines,
                               factor: index < factors.count ? factors[index] : 1)
        }, unitSystem: system).items.map(\.text)
    }

    @Test(arguments: [UnitSystem.asWritten, .us])
    func oneRecipesOddAmountReadsAsInTheRecipe(system: UnitSystem) {
        let line = IngredientLine(parsing: "1 1/4 cups milk").scaled(by: 0.5).converted(to: system).formatted()
        #expect(line == "1/2 cup + 2 tbsp milk")
        #expect(texts([["1 1/4 cups milk"]], factors: [0.5], system: system) == ["1/2 cup + 2 tbsp milk"])
    }

    @Test(arguments: [UnitSystem.asWritten, .us])
    func cupsAndSpoonsOfTwoRecipesAreOneAmountInMeasuresACookHas(system: UnitSystem) {
        #expect(texts([["1/2 cup all-purpose flour"], ["6 tbsp all-purpose flour"]], system: system)
            == ["3/4 cup + 2 tbsp all-purpose flour"])
        #expect(texts([["3/4 cup all-purpose flour"], ["1 1/2 tbsp all-purpose flour"]], system: system)
            == ["3/4 cup + 1 1/2 tbsp all-purpose flour"])
        #expect(texts([["1/4 cup oil"], ["1 tbsp oil", "1 tsp oil"]], system: system) == ["1/3 cup oil"])
    }

    @Test(arguments: [UnitSystem.asWritten, .us])
    func aRangeIsOneMeasureASideAsInTheRecipe(system: UnitSystem) {
        #expect(IngredientLine(parsing: "1-1 1/4 cups milk").scaled(by: 0.5).converted(to: system).formatted()
            == "1/2-2/3 cup milk")
        #expect(texts([["1-1 1/4 cups milk"]], factors: [0.5], system: system) == ["1/2–2/3 cup milk"])
    }

    /// Spoons of several lines are summed into the largest measures that hold them exactly, in
    /// every system: "7 tsp butter" sends the cook scooping seven times.
    @Test(arguments: [UnitSystem.asWritten, .us, .metric])
    func spoonsOfSeveralLinesAreTheLargestMeasuresThatHoldThem(system: UnitSystem) {
        #expect(texts([["2 tbsp butter"], ["1 tsp butter"]], system: system) == ["2 tbsp + 1 tsp butter"])
        #expect(texts([["1 tsp cumin"], ["2 tsp cumin"]], system: system) == ["1 tbsp cumin"])
        #expect(texts([["1 tsp salt"], ["1/2 tsp salt"]], system: system) == ["1 1/2 tsp salt"])
        // One line keeps the unit it was written in.
        #expect(texts([["4 tsp sugar"]], system: .asWritten) == ["4 tsp sugar"])
    }

    /// A metric total its unit would write far off is in the smaller unit: the list is what is bought.
    @Test(arguments: [UnitSystem.asWritten, .metric])
    func aMetricFractionIsWrittenInTheSmallerUnit(system: UnitSystem) {
        #expect(texts([["3/8 l Sahne"]], system: system) == ["375 ml Sahne"])
        #expect(texts([["1/8 l Milch"]], system: system) == ["125 ml Milch"])
        #expect(texts([["1/8 l Milch"], ["1/8 l Milch"]], system: system) == [system == .metric ? "250 ml Milch" : "0.25 l Milch"])
    }

    /// A converted total says "about" as a recipe's converted line does, when its measures are more than 4 % off.
    @Test func aConvertedTotalFarFromItsMeasuresSaysAbout() {
        #expect(texts([["375 ml coconut water"]], system: .us) == ["about 1 1/2 cups coconut water"])
        #expect(texts([["1 l cream"]], system: .us) == ["4 1/4 cups cream"])
    }

    /// Dozens are counted in twelves, so a dozen of one recipe and a few of another are one item.
    @Test func dozensAreSummedWithTheCountOfTheSameThing() {
        #expect(texts([["1 dozen eggs"], ["3 eggs"]], system: .asWritten) == ["15 eggs"])
        #expect(texts([["2 to 3 dozen scallops"]], system: .asWritten) == ["24–36 scallops"])
    }

    @Test func theItemsMeasureIsTheWholeTotal() {
        let list = ShoppingList(entries: [ShoppingList.Entry(recipeID: 1, recipeTitle: "R", ingredientLines: ["1 1/4 cups milk"],
                                                             factor: 0.5)])
        #expect(list.items.first?.measure == Measure(Quantity(0.625), .cup))
    }
}
