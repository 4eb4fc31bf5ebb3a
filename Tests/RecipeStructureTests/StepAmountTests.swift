import Ingredients
import RecipeFormats
import RecipeStructure
import Testing

/// The amounts a text recipe's step writes scale with the recipe, in the step's text and in what
/// the step uses, wherever the writer put them.
@Suite struct StepAmountTests {
    /// bowlofdelicious.com's "Six-Minute Seared Ahi Tuna Steaks", its lines and step as written.
    private let ahiTuna = TextStructure.build(
        ingredients: ["2 tablespoons soy sauce", "1 tablespoon toasted sesame oil (see notes)", "1 tablespoon honey (see notes)",
                      "1/2 teaspoon kosher salt", "1/4 teaspoon black pepper (to taste)", "1/4 teaspoon cayenne pepper ((optional))",
                      "1 tablespoon canola oil (or olive oil)"],
        directions: ["Mix the soy sauce (2 tablespoons), toasted sesame oil (1 tablespoon), honey (1 tablespoon) kosher salt (1/2 teaspoon- OMIT if marinating for more than a couple hours, see notes), pepper (1/4 teaspoon), and cayenne pepper (1/4 teaspoon) until honey is fully dissolved.",
                     "Add the canola oil (1 tablespoon) to the hot pan."])

    @Test func anAmountInBracketsAfterTheNameScalesInTheTextAndInTheStepsUses() {
        #expect(ahiTuna.steps[0].text(scaledBy: 2) == "Mix the soy sauce (4 tablespoons), toasted sesame oil (2 tablespoons), honey (2 tablespoons) kosher salt (1 teaspoon- OMIT if marinating for more than a couple hours, see notes), pepper (1/2 teaspoon), and cayenne pepper (1/2 teaspoon) until honey is fully dissolved.")
        #expect(ahiTuna.steps[1].text(scaledBy: 2) == "Add the canola oil (2 tablespoons) to the hot pan.")
        // What cook mode lists for the step says the same amounts as its text.
        let uses = ahiTuna.steps[0].uses.map { $0.listText(scaledBy: 2) }
        #expect(uses.prefix(4) == ["4 tablespoons soy sauce", "2 tablespoons toasted sesame oil", "2 tablespoons honey", "1 teaspoon kosher salt"])
        #expect(uses.last == "1/2 teaspoon cayenne pepper")
        // As written, the text is the writer's, byte for byte.
        #expect(ahiTuna.steps[1].text == "Add the canola oil (1 tablespoon) to the hot pan.")
    }

    @Test func anAmountInBracketsMayBeAbbreviatedApproximateOrWrittenTwice() {
        let recipe = TextStructure.build(ingredients: ["2 tbsp soy sauce", "1 cup flour", "60 g butter"],
                                         directions: ["Whisk the soy sauce (2 tbsp.) into the flour (about 1 cup).", "Melt the butter (60 g / 4 tbsp)."])
        #expect(recipe.steps.map { $0.text(scaledBy: 2) } == ["Whisk the soy sauce (4 tbsp.) into the flour (about 2 cups).",
                                                             "Melt the butter (120 g / 8 tbsp)."])
        #expect(recipe.steps[1].uses.map { $0.listText(scaledBy: 2) } == ["120 g / 8 tbsp butter"])
    }

    /// Brackets after a name that hold no amount of it stay as written, and the step uses the listed line.
    @Test func aBracketThatIsNoAmountOfTheIngredientStays() {
        let recipe = TextStructure.build(
            ingredients: ["4 egg whites", "1 tsp cayenne pepper", "2 tbsp toasted sesame oil", "4 baby beets, quartered", "Water"],
            directions: ["Beat the egg whites on medium-high speed until stiff (about 5 minutes).",
                         "Add the cayenne pepper (optional) and the sesame oil (see note).",
                         "Add enough water to just cover the beets (about 2 cups)."])
        #expect(recipe.steps.map { $0.text(scaledBy: 2) } == recipe.steps.map(\.text))
        #expect(recipe.steps[2].uses.map { $0.listText(scaledBy: 2) } == ["Water", "8 baby beets, quartered"])
    }

    /// `@salt{a%pinch}`: cooklang-rs keeps "a" as text, but to a cook it is one pinch, the same as
    /// "a pinch of salt" in an ingredient line, so doubled it is two, in the step, in what the step
    /// uses and in the ingredient list; in German and French too.
    @Test func aPinchWrittenWithAnArticleInCooklangIsOnePinch() {
        let english = CooklangReader.structure(of: "Add @salt{a%pinch} and @flour{200%g}.")
        #expect(english.steps[0].text(scaledBy: 2) == "Add 2 pinches salt and 400 g flour.")
        #expect(english.steps[0].text(scaledBy: 0.5) == "Add 1/2 pinch salt and 100 g flour.")
        #expect(english.steps[0].uses.map { $0.listText(scaledBy: 2) } == ["2 pinches salt", "400 g flour"])
        #expect(english.ingredientGroups[0].items.map { $0.text(scaledBy: 2) } == ["2 pinches salt", "400 g flour"])
        #expect(english.steps[0].text == "Add a pinch salt and 200 g flour.")
        let other = CooklangReader.structure(of: "Streuen Sie @Salz{eine%Prise} und @sucre{une%pincée}.")
        #expect(other.steps[0].text(scaledBy: 2, language: .other) == "Streuen Sie 2 Prisen Salz und 2 pincées sucre.")
        // A word that is no amount stays as written.
        let few = CooklangReader.structure(of: "Add @thyme{a few%sprigs}.")
        #expect(few.steps[0].text(scaledBy: 2) == "Add a few sprigs thyme.")
    }

    /// An article for the number of a unit a cook measures with: "einer Prise Salz" doubles in the
    /// step as in the listed "1 Prise Salz". mob.co.uk's paratha: "a pinch of salt" and "a
    /// tablespoon of oil" double, "a handful of shredded mozzarella" (on one of the breads) does not.
    @Test func anArticleBeforeAUnitIsOneOfItAndScales() {
        let german = TextStructure.build(ingredients: ["3 Eier", "1 Prise Salz"], directions: ["Die Eier mit einer Prise Salz verquirlen."])
        #expect(german.steps[0].text(scaledBy: 2, language: .other) == "Die Eier mit 2 Prisen Salz verquirlen.")
        #expect(german.steps[0].text(scaledBy: 0.5, language: .other) == "Die Eier mit 1/2 Prise Salz verquirlen.")
        #expect(german.steps[0].uses.map { $0.listText(scaledBy: 0.5, language: .other) } == ["1 1/2 Eier", "1/2 Prise Salz"])
        #expect(german.steps[0].text == "Die Eier mit einer Prise Salz verquirlen.")
        let paratha = TextStructure.build(
            ingredients: ["200g Plain Flour", "140ml Hot Water", "250g Mozzarella", "Salt", "Vegetable Oil"],
            directions: ["Combine the plain flour, a pinch of salt and hot water (from the kettle) in a bowl and mix with a wooden spoon. Once it is cool enough to handle, knead the dough for 5 minutes until smooth. Pour in a tablespoon of oil and knead through.",
                         "Roll two balls into large circles about 2mm thick so they are about the same size. Spread ½ a teaspoon of the chilli garlic paste on to one circle, sprinkle on a handful of shredded mozzarella and shredded cheddar."])
        #expect(paratha.steps[0].text(scaledBy: 2) == "Combine the plain flour, 2 pinches of salt and hot water (from the kettle) in a bowl and mix with a wooden spoon. Once it is cool enough to handle, knead the dough for 5 minutes until smooth. Pour in 2 tablespoons of oil and knead through.")
        #expect(paratha.steps[1].text(scaledBy: 2) == paratha.steps[1].text)
    }
}
