import RecipeFormats
import RecipeStructure
import Ingredients
import Testing

/// A Cooklang recipe read as a cook uses it at the stove: each step with its own amounts.
@Suite struct CooklangStructureTests {
    static let pizzaDough = """
        ---
        title: Pizza dough
        servings: 2
        ---

        = Starter

        Mix @flour{100%g} and @water{100%ml} for the starter, leave to ~rise{12%hours}.

        == Dough ==

        Add @flour{400%g}, @water{220%ml} and @salt{=10%g} to the starter.
        Knead for ~{10%minutes}.

        > Use strong bread flour.
        """

    private func amounts(_ step: Step) -> [String] {
        step.uses.map { "\($0.quantityText) \($0.unitText) \($0.name)" }
    }

    @Test func theStarterStepUsesItsOwnFlourAndWater() {
        let recipe = CooklangReader.structure(of: Self.pizzaDough)
        #expect(recipe.stepCount == 2)
        #expect(amounts(recipe.steps[0]) == ["100 g flour", "100 ml water"])
        #expect(recipe.steps[0].text == "Mix 100 g flour and 100 ml water for the starter, leave to 12 hours.")
        #expect(amounts(recipe.steps[1]) == ["400 g flour", "220 ml water", "10 g salt"])
    }

    @Test func anArticleBeforeAnAmountCountsItsOne() {
        let german = CooklangReader.structure(of: "Eine @Salz{1%Prise} dazu.").steps[0]
        #expect(german.text == "Eine Prise Salz dazu.")
        #expect(german.text(scaledBy: 0.5, language: .other) == "1/2 Prise Salz dazu.")
        #expect(german.text(scaledBy: 2, language: .other) == "2 Prisen Salz dazu.")
        let english = CooklangReader.structure(of: "Add a @salt{1%pinch} and @flour{100%g}.").steps[0]
        #expect(english.text == "Add a pinch salt and 100 g flour.")
        #expect(english.text(scaledBy: 1.5) == "Add 1 1/2 pinches salt and 150 g flour.")
        // Not an article: the amount follows the word as before.
        #expect(CooklangReader.structure(of: "Stir in @sugar{1%tbsp}.").steps[0].text == "Stir in 1 tbsp sugar.")
    }
    @Test func sectionsAreHeadingsOfTheirSteps() {
        let recipe = CooklangReader.structure(of: Self.pizzaDough)
        #expect(recipe.sections.map(\.heading) == ["Starter", "Dough"])
        #expect(recipe.steps.map(\.section) == ["Starter", "Dough"])
    }

    @Test func fixedSaltStaysTenGramsWhenTheRestDoubles() {
        let dough = CooklangReader.structure(of: Self.pizzaDough).steps[1]
        #expect(dough.text(scaledBy: 2) == "Add 800 g flour, 440 ml water and 10 g salt to the starter. Knead for 10 minutes.")
        #expect(dough.uses[2].isFixed)
        #expect(dough.uses[2].quantity(scaledBy: 2)?.value == 10)
        #expect(dough.uses[0].quantity(scaledBy: 2)?.value == 800)
    }

    @Test func anIngredientWrittenInWordsKeepsItsListedAmountAsItsStepDoes() {
        let recipe = CooklangReader.structure(of: "Beat @eggs{few} with @sugar{100%g}.")
        #expect(recipe.ingredientGroups[0].items.map { $0.text(scaledBy: 2) } == ["few eggs", "200 g sugar"])
        #expect(recipe.steps[0].text(scaledBy: 2) == "Beat few eggs with 200 g sugar.")
    }

    @Test func eachListedLineKnowsItsUsesAndScalesAsTheyDo() {
        let recipe = CooklangReader.structure(of: "Toast @cashew nuts{0.75@oz}.\n\nSeason with @salt{=1%tsp}.\n\nAdd @salt{1%tsp} and @cashew nuts{}.\n")
        let items = recipe.ingredientGroups[0].items
        #expect(items.map(\.uses) == [[UsePlace(step: 0, use: 0), UsePlace(step: 2, use: 1)], [UsePlace(step: 1, use: 0), UsePlace(step: 2, use: 0)]])
        // Written in words ("0.75@oz" is no amount a cook reads): as written in the list as in the step.
        #expect(items[0].text(scaledBy: 4) == "0.75@oz cashew nuts")
        #expect(recipe.steps[0].text(scaledBy: 4) == "Toast 0.75@oz cashew nuts.")
        // Half fixed, half scaled: doubled, the list says what the steps add up to.
        #expect(items[1].text(scaledBy: 2) == "3 tsp salt")
        #expect(recipe.steps.map { $0.text(scaledBy: 2) } == ["Toast 0.75@oz cashew nuts.", "Season with 1 tsp salt.", "Add 2 tsp salt and cashew nuts."])
    }

    @Test func timersKeepTheirNamesAndAreInSeconds() {
        let steps = CooklangReader.structure(of: Self.pizzaDough).steps
        #expect(steps[0].timers == [StepTimer(name: "rise", seconds: 43_200, text: "12 hours")])
        #expect(steps[1].timers == [StepTimer(name: nil, seconds: 600, text: "10 minutes")])
    }

    @Test func notesAreKeptApartFromTheSteps() {
        #expect(CooklangReader.structure(of: Self.pizzaDough).notes == ["Use strong bread flour."])
    }

    @Test func aNoteRunsToTheEndOfItsParagraph() {
        let recipe = CooklangReader.structure(of: """
            > Use ripe tomatoes.\\
            Canned ones work in winter.
            > Any chilli will do
            and so will none.

            Simmer @tomatoes{400%g} for ~{10%minutes}.
            """)
        #expect(recipe.notes == ["Use ripe tomatoes.\nCanned ones work in winter. Any chilli will do and so will none."])
        #expect(recipe.stepCount == 1)
        #expect(recipe.steps[0].uses.map(\.name) == ["tomatoes"])
    }

    @Test func aNoteEndsAtABlankLineASectionOrMetadata() {
        let recipe = CooklangReader.structure(of: "> First note\n= Sauce\nStir @butter{10%g} in.\n\n> Second\n>> servings: 2\nServe.\n")
        #expect(recipe.notes == ["First note", "Second"])
        #expect(recipe.steps.map(\.text) == ["Stir 10 g butter in.", "Serve."])
        #expect(recipe.steps[0].section == "Sauce")
    }

    @Test func aLineStartingWithThreeDashesAndTextIsAComment() {
        let recipe = CooklangReader.structure(of: "--- Oven to 200 °C\n\nHeat @oil{1%tbsp}.\n--- then lower it\nFry ~{2%min}.\n")
        #expect(recipe.steps.map(\.text) == ["Heat 1 tbsp oil. Fry 2 min."])
    }

    @Test func aReferenceToAnEarlierSectionIsNamedWithoutItsNumber() {
        let step = CooklangReader.structure(of: "Pour the @&(=1)sauce{} over, then the @&(~1)glaze{2%tbsp}.\n").steps[0]
        #expect(step.uses.map(\.name) == ["sauce", "glaze"])
        #expect(step.text == "Pour the sauce over, then the 2 tbsp glaze.")
    }

    @Test func aReferenceToAnotherRecipeIsAUseWithItsAmount() {
        let recipe = CooklangReader.structure(of: "Pour @./sauces/Hollandaise{150%g} over the eggs.\n")
        #expect(recipe.references == [RecipeReference(path: "./sauces/Hollandaise")])
        #expect(recipe.steps[0].uses[0].name == "Hollandaise")
        #expect(recipe.steps[0].text == "Pour 150 g Hollandaise over the eggs.")
    }

    /// cooklang-rs names `@../syrups/Syrup.cook{}` "Syrup.cook" (kept as the use's name, what
    /// `show --json` gives); a person reads the recipe's name, "Syrup", in the step and the list.
    @Test func aReferenceWrittenWithItsExtensionIsShownByTheRecipesName() {
        let recipe = CooklangReader.structure(of: "Pour @../syrups/Syrup.cook{2%tbsp} over the @pancakes{}.\n")
        #expect(recipe.references == [RecipeReference(path: "../syrups/Syrup")])
        #expect(recipe.steps[0].uses[0].name == "Syrup.cook")
        #expect(recipe.steps[0].uses[0].lineText == "2 tbsp Syrup")
        #expect(recipe.steps[0].text == "Pour 2 tbsp Syrup over the pancakes.")
        #expect(recipe.ingredientGroups.first?.items.map(\.text) == ["2 tbsp Syrup", "pancakes"])
    }

    @Test func blockCommentsAreLeftOutAndABackslashBreaksTheLine() {
        let recipe = CooklangReader.structure(of: "Whisk @eggs{3} [- not too long -]well.\\\nThen rest.\n")
        #expect(recipe.steps.map(\.text) == ["Whisk 3 eggs well.\nThen rest."])
    }

    @Test func cookwareIsListedOnceInOrderOfUse() {
        let recipe = CooklangReader.structure(of: "Heat a #pan.\n\nFry in the #pan, then put in a #baking dish{}.\n")
        #expect(recipe.cookware == ["pan", "baking dish"])
        #expect(recipe.steps[1].text == "Fry in the pan, then put in a baking dish.")
    }

    @Test func rangesAndFractionsAreNumbersAndWordsAreNot() {
        let uses = CooklangReader.structure(of: "Add @milk{1/2%cup}, @eggs{2-3} and @thyme{few%sprigs}.\n").steps[0].uses
        #expect(uses.map(\.quantity) == [Quantity(0.5), Quantity(2, upTo: 3), nil])
        #expect(uses[2].text(scaledBy: 2) == "few sprigs thyme")
    }

    @Test func numbersAreReadAsCooklangRsReadsThem() {
        let amounts = ["100", "0", "1.5", "0.05", ".5", "1/2", "1 / 2", "1 1/2", "1.5-2.25"]
        let uses = CooklangReader.structure(of: "Add " + amounts.map { "@x{\($0)%g}" }.joined(separator: ", ") + ".\n").steps[0].uses
        #expect(uses.map(\.quantity) == [Quantity(100), Quantity(0), Quantity(1.5), Quantity(0.05), Quantity(0.5), Quantity(0.5),
                                         Quantity(0.5), Quantity(1.5), Quantity(1.5, upTo: 2.25)])
    }

    @Test func anythingElseInTheBracesIsWordsNotANumber() {
        let words = ["05", "01/2", "1,5", "½", "-1", "1e3", "2*", "1/2*", "3|2|1", "few"]
        let uses = CooklangReader.structure(of: "Add " + words.map { "@x{\($0)%g}" }.joined(separator: ", ") + ".\n").steps[0].uses
        #expect(uses.map(\.quantity) == Array(repeating: nil, count: words.count))
        #expect(uses.map(\.quantityText) == words)
    }

    @Test func oldScalingMarksAreKeptAsWrittenWhenScaled() {
        let step = CooklangReader.structure(of: "Toast @bread{2*%slices}, add @egg{3|2|1} and @avocado{1/2*}.\n").steps[0]
        #expect(step.text == "Toast 2* slices bread, add 3|2|1 egg and 1/2* avocado.")
        #expect(step.text(scaledBy: 2) == "Toast 2* slices bread, add 3|2|1 egg and 1/2* avocado.")
    }

    @Test func wordsThatReadWholeAsAnAmountStillScale() {
        let step = CooklangReader.structure(of: "Add @monkfish{500g} and @salt{1 pinch}.\n").steps[0]
        #expect(step.uses.map(\.quantity) == [nil, nil])
        #expect(step.text(scaledBy: 2) == "Add 1000g monkfish and 2 pinches salt.")
    }

    @Test func anAliasIsShownInTheStepAndTheNameIsKept() {
        let step = CooklangReader.structure(of: "Pour in @white wine|wine{100%ml}.\n").steps[0]
        #expect(step.uses[0].name == "white wine")
        #expect(step.text == "Pour in 100 ml wine.")
    }
}
