import RecipeStructure
import Testing

/// Recipes kept as text: headings are headings, and a step lists only the ingredients it names.
@Suite struct TextStructureTests {
    private func names(_ step: Step) -> [String] { step.uses.map(\.name) }

    @Test func aPotOfWaterToTheBoilNamesNoEggsAndNoOil() {
        let recipe = TextStructure.build(
            ingredients: ["2 large eggs", "3 tbsp olive oil", "200 g spaghetti"],
            directions: ["Bring a large pot of water to the boil.", "Beat the eggs with the oil.", "Cook the spaghetti."])
        #expect(recipe.steps.map(names) == [[], ["large eggs", "olive oil"], ["spaghetti"]])
    }

    @Test func eggIsNotEggplantAndPluralsMatchSingulars() {
        let recipe = TextStructure.build(
            ingredients: ["1 egg", "2 tomatoes", "1 cup frozen peas"],
            directions: ["Serve with the eggplant.", "Chop the tomato.", "Repeat with the batter."])
        #expect(recipe.steps.map(names) == [[], ["tomatoes"], []])
    }

    @Test func aStepNamesAnIngredientByItsNounOrTheWordBeforeAPart() {
        let recipe = TextStructure.build(
            ingredients: ["1 red onion", "4 garlic cloves", "2 chicken thighs", "2 eggs", "300 g flour", "2 tbsp oil"],
            directions: ["Stir in the onions and cook.", "Add the garlic.", "Brown the chicken.", "Whisk the eggs.",
                         "Bake until golden.", "Serve at once."])
        #expect(recipe.steps.map(names) == [["red onion"], ["garlic"], ["chicken thighs"], ["eggs"], [], []])
    }

    @Test func aLongListIsLinkedLineByLine() {
        // Forty lines, each named by two nouns ("item1" and "slice"): more than the noun index is first given room for.
        let lines = (1...40).map { "2 item\($0) slices" }
        let recipe = TextStructure.build(ingredients: lines, directions: (1...40).map { "Add the item\($0)s." } + ["Fan out the slices."])
        #expect(recipe.steps.dropLast().map(names) == (1...40).map { ["item\($0) slices"] })
        #expect(recipe.steps.last.map(names) == lines.map { String($0.dropFirst(2)) })
    }

    @Test func aNumberedHeadingIsASectionNotAStep() {
        let recipe = TextStructure.build(ingredients: [], directions: ["1. For the ragù:", "2. Brown the beef.", "## To serve", "Grate cheese."])
        #expect(recipe.sections.map(\.heading) == ["For the ragù", "To serve"])
        #expect(recipe.steps.map(\.text) == ["Brown the beef.", "Grate cheese."])
        #expect(recipe.steps.map(\.section) == ["For the ragù", "To serve"])
    }

    @Test func bulletedAndCapitalHeadingsGroupTheIngredients() {
        let recipe = TextStructure.build(ingredients: ["• For the crust:", "200 g flour", "100 g butter", "FILLING", "3 apples"], directions: [])
        #expect(recipe.ingredientGroups == [
            IngredientGroup(heading: "For the crust", lines: ["200 g flour", "100 g butter"]),
            IngredientGroup(heading: "FILLING", lines: ["3 apples"]),
        ])
    }

    @Test func aFillingStepLooksOnlyAtTheFillingsIngredients() {
        let recipe = TextStructure.build(
            ingredients: ["For the crust:", "200 g flour", "For the filling:", "3 apples", "1 tbsp flour"],
            directions: ["Crust:", "Rub the butter into the flour.", "Filling:", "Toss the apples with the flour."])
        #expect(recipe.steps.map { $0.uses.map(\.line.text) } == [["200 g flour"], ["3 apples", "1 tbsp flour"]])
    }

    @Test func timesNamedInAStepAreTimers() {
        let step = TextStructure.build(ingredients: [], directions: ["Bake for 25 minutes."]).steps[0]
        #expect(step.timers == [StepTimer(name: nil, seconds: 1_500, text: "25 minutes")])
    }

    @Test func onlyTheAmountsBeforeAnIngredientsNameScaleInAStep() {
        let recipe = TextStructure.build(
            ingredients: ["2 cups all-purpose flour", "1 tsp salt", "3 large eggs", "1 1/2 cups milk"],
            directions: ["Preheat the oven to 350°F.", "Whisk 2 cups flour with 1 tsp salt.",
                         "Beat in 3 large eggs and 1 1/2 cups milk, then pour into a 9-inch pan.",
                         "Bake for 25 minutes, rest 2 minutes, serves 4."])
        #expect(recipe.steps.map { $0.text(scaledBy: 2) } == [
            "Preheat the oven to 350°F.", "Whisk 4 cups flour with 2 tsp salt.",
            "Beat in 6 large eggs and 3 cups milk, then pour into a 9-inch pan.",
            "Bake for 25 minutes, rest 2 minutes, serves 4.",
        ])
        // As written, the text is the writer's, byte for byte.
        #expect(recipe.steps.map(\.text) == ["Preheat the oven to 350°F.", "Whisk 2 cups flour with 1 tsp salt.",
                                             "Beat in 3 large eggs and 1 1/2 cups milk, then pour into a 9-inch pan.",
                                             "Bake for 25 minutes, rest 2 minutes, serves 4."])
        #expect(recipe.steps[1].amounts.map(\.lineText) == ["2 cups flour", "1 tsp salt"])
    }

    @Test func aNumberBeforeOtherWordsThanTheNameDoesNotScale() {
        let recipe = TextStructure.build(ingredients: ["200 g flour", "2 eggs"],
                                         directions: ["Step 2: fold in the flour.", "Bake 20 minutes then add eggs.",
                                                      "Heat to 180 °C. Flour the tin, add 2 tbsp. flour."])
        #expect(recipe.steps.map { $0.text(scaledBy: 3) } == ["Step 2: fold in the flour.", "Bake 20 minutes then add eggs.",
                                                               "Heat to 180 °C. Flour the tin, add 6 tbsp. flour."])
    }

    /// The sample bibimbap's method, as a cook reads it in cook mode: a step that measures its
    /// part of a line ("1 tbsp soy sauce" of 2, "half the sugar") uses that part; a step that
    /// names a line another step measured, without an amount ("the remaining sugar", "a little
    /// soy sauce"), lists it by name; a line no step measures goes whole to the first step that
    /// names it ("Fry the eggs"), by name to the later ones.
    @Test func aStepUsesThePartOfALineItMeasures() {
        let recipe = TextStructure.build(
            ingredients: ["2 tbsp soy sauce", "1 tbsp sugar", "2 tbsp toasted sesame oil", "4 cloves garlic, minced", "4 eggs",
                          "4 tbsp gochujang", "1 tsp rice vinegar", "4 cups cooked short-grain rice"],
            directions: ["Marinate the beef with 1 tbsp soy sauce, half the sugar, half the garlic and 1 tsp sesame oil.",
                         "Season the spinach with a little soy sauce.",
                         "Mix the gochujang with the remaining sugar, garlic and the rice vinegar.",
                         "Fry the eggs sunny side up.",
                         "Divide the rice among bowls and crown each with an egg."])
        let uses = recipe.steps.map { $0.uses.map { $0.listText(scaledBy: 1) } }
        #expect(uses == [
            ["1 tbsp soy sauce", "1/2 tbsp sugar", "2 cloves garlic, minced", "1 tsp sesame oil"],
            ["soy sauce"],
            ["4 tbsp gochujang", "sugar", "garlic, minced", "1 tsp rice vinegar"],
            ["4 eggs"],
            ["4 cups cooked short-grain rice", "eggs"],
        ])
        // Doubled, the measured parts double with the line.
        #expect(recipe.steps[0].uses.map { $0.listText(scaledBy: 2) } == ["2 tbsp soy sauce", "1 tbsp sugar", "4 cloves garlic, minced", "2 tsp sesame oil"])
    }

    /// A noun right before another listed ingredient's noun says which ("the rice vinegar",
    /// "chicken stock"): it names neither the rice nor the chicken.
    @Test func aNounBeforeAnotherIngredientsNounNamesNothing() {
        let recipe = TextStructure.build(ingredients: ["4 cups cooked rice", "1 tsp rice vinegar", "4 chicken thighs", "1 cup chicken stock"],
                                         directions: ["Stir in the rice vinegar.", "Pour in the chicken stock.", "Add the rice, then the chicken."])
        #expect(recipe.steps.map { $0.uses.map(\.name) } == [["rice vinegar"], ["chicken stock"], ["cooked rice", "chicken thighs"]])
    }

    /// Once a recipe says it makes a sauce, "the sauce" is that sauce: the step that adds it
    /// lists no soy sauce, which went into the sauce already; "the soy sauce" still names it.
    @Test func aPreparationTheRecipeMakesIsNotTheIngredientOfTheSameWord() {
        let recipe = TextStructure.build(
            ingredients: ["2 tbsp soy sauce", "1 tsp sugar", "300 g bok choy", "250 ml chicken stock"],
            directions: ["To make the sauce, whisk the soy sauce and sugar.", "Fry the bok choy.",
                         "Add the sauce and the stock.", "Serve with soy sauce on the side."])
        #expect(recipe.steps.map { $0.uses.map(\.name) } == [["soy sauce", "sugar"], ["bok choy"], ["chicken stock"], ["soy sauce"]])
        #expect(recipe.steps[0].uses.map { $0.listText(scaledBy: 1) } == ["2 tbsp soy sauce", "1 tsp sugar"])
    }

    /// A group or section headed with what it makes ("For the dressing") makes the word a
    /// preparation too; a section named after an ingredient ("Rice") does not.
    @Test func aHeadingNamesAPreparationButNotAnIngredient() {
        let dressing = TextStructure.build(
            ingredients: ["For the dressing:", "3 tbsp salad dressing", "1 tbsp lemon juice", "For the salad:", "1 head lettuce"],
            directions: ["Tear the lettuce.", "Toss with the dressing."])
        #expect(dressing.steps.map { $0.uses.map(\.name) } == [["lettuce"], []])
        let rice = TextStructure.build(ingredients: ["1 cup jasmine rice", "2 cups water"],
                                       directions: ["For the rice:", "Rinse the rice.", "Simmer the rice in the water."])
        #expect(rice.steps.map { $0.uses.map(\.name) } == [["jasmine rice"], ["jasmine rice", "water"]])
    }

    /// Without a word of making it, "the sauce" is the listed sauce: a recipe may call its only sauce so.
    @Test func aSauceTheRecipeDoesNotMakeIsTheListedOne() {
        let recipe = TextStructure.build(ingredients: ["3 tbsp hoisin sauce", "2 duck breasts"],
                                         directions: ["Brush the duck with the sauce."])
        #expect(recipe.steps[0].uses.map(\.name) == ["duck breasts", "hoisin sauce"])
    }

    /// Of two lines ending in the same noun, the word before it says which: "1 tbsp sesame oil"
    /// is not the neutral oil; "the peppers" may be either. "The oil" is the neutral oil: an oil
    /// for flavour is named only by its own word.
    @Test func theWordBeforeASharedNounSaysWhichLine() {
        let recipe = TextStructure.build(
            ingredients: ["2 tbsp neutral oil", "1 tbsp toasted sesame oil", "1 red pepper", "1 green pepper"],
            directions: ["Mix the soy sauce with 1 tbsp sesame oil.", "Heat the oil.", "Slice the peppers.", "Add the green pepper."])
        #expect(recipe.steps.map { $0.uses.map(\.name) } == [
            ["sesame oil"], ["neutral oil"], ["red pepper", "green pepper"], ["green pepper"],
        ])
    }

    /// "The sauce", one, where several sauces are listed, is what they were mixed into: none of them.
    @Test func oneSauceOfSeveralListedIsTheirMixture() {
        let recipe = TextStructure.build(
            ingredients: ["1 tbsp oyster sauce", "1 tsp soy sauce", "1 tsp fish sauce", "300 g chicken thigh"],
            directions: ["Stir the oyster sauce, soy sauce and fish sauce together.", "Fry the chicken, then pour in the sauce.",
                         "Taste and add more of the sauces if you like."])
        #expect(recipe.steps.map { $0.uses.map(\.name) } == [
            ["oyster sauce", "soy sauce", "fish sauce"], ["chicken thigh"], ["oyster sauce", "soy sauce", "fish sauce"],
        ])
    }

    /// Once a step has stirred the soy sauce into something, "the sauce" of a later step is what
    /// it went into; "the soy sauce", or a sauce no step used yet, is still the listed line.
    @Test func theSauceAfterTheListedSauceWentInIsWhatItWentInto() {
        let stew = TextStructure.build(
            ingredients: ["2 cups anchovy stock", "1 tbsp soy sauce", "450 g rice cakes"],
            directions: ["Bring the stock to a boil and stir in the soy sauce.", "Add the rice cakes and simmer until the sauce thickens.",
                         "Add a splash of soy sauce to taste."])
        #expect(stew.steps.map { $0.uses.map(\.name) } == [["anchovy stock", "soy sauce"], ["rice cakes"], ["soy sauce"]])
        let duck = TextStructure.build(ingredients: ["3 tbsp hoisin sauce", "2 duck breasts"],
                                       directions: ["Score the duck.", "Brush the duck with the sauce.", "Roast until the sauce is sticky."])
        #expect(duck.steps.map { $0.uses.map(\.name) } == [["duck breasts"], ["duck breasts", "hoisin sauce"], []])
    }
}
