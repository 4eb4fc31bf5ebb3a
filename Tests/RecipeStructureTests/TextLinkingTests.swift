import RecipeStructure
import Testing

/// Which listed lines a text recipe's step names, on lines and steps as cooks write them (the
/// sample library's recipes): the line a step means is listed, and no other.
@Suite struct TextLinkingTests {
    private func links(_ ingredients: [String], _ directions: [String]) -> [[String]] {
        TextStructure.build(ingredients: ingredients, directions: directions).steps.map { $0.uses.map(\.name) }
    }

    /// "The vanilla" is the vanilla extract, "the pumpkin" the purée, "the beef" the chuck: a
    /// name's word before a word saying its form or cut names the line, when no line is named so itself.
    @Test func theWordBeforeAFormOrCutNamesTheLine() {
        #expect(links(["225 g unsalted butter, softened", "2 eggs", "2 tsp vanilla extract"],
                      ["Cream the butter, then beat in the eggs one at a time and the vanilla."])
            == [["unsalted butter", "eggs", "vanilla extract"]])
        #expect(links(["1 can (425 g) pumpkin purée", "1 cup corn kernels", "1/2 cup coconut flakes", "1 ciabatta loaf, split"],
                      ["Whisk the pumpkin.", "Stir in the corn.", "Add the coconut.", "Spread the pesto on the ciabatta."])
            == [["pumpkin purée"], ["corn kernels"], ["coconut flakes"], ["ciabatta loaf"]])
        #expect(links(["1.2 kg beef chuck, in 4 cm cubes", "Unsweetened cocoa powder, for dusting"],
                      ["Season the beef.", "Dust generously with cocoa before serving."])
            == [["beef chuck"], ["Unsweetened cocoa powder"]])
        // The head of a name is before "on" or "with": "beef shank on the bone" is the beef.
        #expect(links(["500 g beef shank on the bone", "2 bay leaves"], ["Cover the beef with cold water and simmer with the bay leaves."])
            == [["beef shank on the bone", "bay leaves"]])
    }

    /// A German or Dutch step names a listed line by its plural ("Zwiebeln", "Eier", "uien"), also
    /// when the list writes the plural's ending in brackets ("Zwiebel(n)", "Ei(er)", as German recipe sites do).
    @Test func pluralsOfOtherLanguagesNameTheirLines() {
        #expect(links(["1 ½ Semmel(n), altbacken", "2 kleine Zwiebel(n)", "2 kleine Ei(er)", "500 g Kartoffel", "2 Tomate"],
                      ["Die Semmeln einweichen, die Zwiebeln würfeln.", "Eier und Kartoffeln zufügen, dann die Tomaten."])
            == [["Semmel(n)", "kleine Zwiebel(n)"], ["kleine Ei(er)", "Kartoffel", "Tomate"]])
        #expect(links(["2 ui", "3 ei", "250 g aardbei"], ["Snijd de uien.", "Klop de eieren met de aardbeien."])
            == [["ui"], ["ei", "aardbei"]])
        // English steps read as before: "corner" and "limen" name no "corn" or "lime".
        #expect(links(["1 cup corn", "1 lime"], ["Push to a corner of the pan."]) == [[]])
    }

    /// Garlic cloves are named "garlic" by their own words: "the garlic" is never the garlic powder.
    @Test func aWeakNameGivesWayToALinesOwnNoun() {
        #expect(links(["2 cloves garlic, minced", "1/2 tsp garlic powder"], ["Add the garlic.", "Rub with the garlic powder."])
            == [["garlic"], ["garlic powder"]])
    }

    /// A line written "X or Y" is named by each of its alternatives.
    @Test func eachAlternativeOfALineNamesIt() {
        #expect(links(["1 tbsp crème fraîche or cream", "3 tbsp coffee liqueur or dark rum", "1 scallion or mitsuba, chopped",
                       "3 tbsp olive oil or melted butter", "250 g Emmental or Bergkäse, grated"],
                      ["Stir in the crème fraîche.", "Mix the espresso with the liqueur.", "Top with the scallion.",
                       "Add the honey, water and oil.", "Layer with the Bergkäse."])
            == [["crème fraîche or cream"], ["coffee liqueur or dark rum"], ["scallion or mitsuba"],
                ["olive oil or melted butter"], ["Emmental or Bergkäse"]])
    }

    /// "The spices", "the herbs", "both cheeses", "the yolks" name the lines of their kind, when no
    /// line is named so itself, and only those no earlier step used: "fish out the herbs" at the
    /// end lists nothing again.
    @Test func aWordForSeveralLinesNamesThoseOfItsKind() {
        #expect(links(["1 onion, diced", "1 tsp ground cumin", "1 tsp sweet paprika", "1/4 tsp chili flakes", "Handful of parsley or cilantro",
                       "50 g feta, crumbled"],
                      ["Soften the onion.", "Add the spices and cook until fragrant.", "Top with feta and herbs."])
            == [["onion"], ["ground cumin", "sweet paprika", "chili flakes"], ["feta", "parsley or cilantro"]])
        #expect(links(["120 g grated Parmesan", "60 g grated mozzarella"], ["Work in both cheeses until evenly mixed."])
            == [["grated Parmesan", "grated mozzarella"]])
        #expect(links(["3 sprigs thyme", "2 bay leaves", "1 tsp ground cumin", "1/4 tsp ground cloves"],
                      ["Add the thyme and bay leaves.", "Stir in the ground spices.", "Fish out the herbs."])
            == [["thyme", "bay leaves"], ["ground cumin", "ground cloves"], []])
        #expect(links(["150 g sugar", "4 eggs, separated"], ["Whisk the yolks with the sugar.", "Whip the whites."])
            == [["eggs", "sugar"], ["eggs"]])
    }

    /// A bare "the sugar" is the line named plainly "sugar", not the cocoa or powdered sugar for
    /// dusting; "the salt" of the dry ingredients is not the flaky salt for the tops.
    @Test func aBareNounOfSeveralLinesIsTheOneNamedPlainly() {
        #expect(links(["150 g sugar", "Cocoa powder or powdered sugar, for dusting"],
                      ["Whisk the yolks with two thirds of the sugar.", "Add the rest of the sugar.", "Dust with cocoa."])
            == [["sugar"], ["sugar"], ["Cocoa powder or powdered sugar"]])
        #expect(links(["1 tsp salt", "Flaky salt, for the tops"],
                      ["Whisk the flour, baking soda and salt together.", "Sprinkle with flaky salt."])
            == [["salt"], ["Flaky salt"]])
    }

    /// "The onion and pepper" is the bell pepper, not the salt and pepper to taste (the "and"
    /// before it says nothing); once the bell pepper is in the salad, "oregano and pepper" is.
    @Test func pepperIsTheBellPepperUntilItWasUsed() {
        #expect(links(["1 onion, diced", "1 red bell pepper, diced", "Salt and pepper"],
                      ["Soften the onion and pepper in the olive oil.", "Season with salt and pepper."])
            == [["onion", "red bell pepper"], ["Salt and pepper"]])
        #expect(links(["1 green bell pepper, sliced in rings", "1 tsp dried oregano", "Salt and black pepper"],
                      ["Put the pepper in a wide bowl.", "Sprinkle everything with oregano and pepper."])
            == [["green bell pepper"], ["dried oregano", "Salt and black pepper"]])
    }

    /// "A little oil" to stir-fry in is not the toasted sesame oil, an oil for flavour named by its own word.
    @Test func aBareOilIsNoOilForFlavour() {
        #expect(links(["1 carrot, julienned", "2 tbsp toasted sesame oil"],
                      ["Season with sesame oil.", "Stir-fry the carrot briefly in a little oil."])
            == [["toasted sesame oil"], ["carrot"]])
    }

    /// A step that writes a line's alternatives ("500 g minced pork and veal") names the line once,
    /// with its whole name and the amount before it; a word that only says which ("brown or green
    /// lentils") names nothing when the step says "until brown". (Lines from real Cooklang recipes.)
    @Test func aStepWritingBothAlternativesNamesTheLineWithItsAmount() {
        let recipe = TextStructure.build(ingredients: ["500 g minced pork and veal", "2 tsp salt", "400 g brown or green lentils"],
                                         directions: ["Put the 500 g minced pork and veal in a bowl and knead it well with 2 tsp salt.",
                                                      "Fry the onion until brown.", "Add the lentils."])
        #expect(recipe.steps.map { $0.uses.map(\.name) } == [["minced pork and veal", "salt"], [], ["brown or green lentils"]])
        #expect(recipe.steps[0].uses.map(\.lineText) == ["500 g minced pork and veal", "2 tsp salt"])
        #expect(links(["1 teaspoon freshly grated ginger or ginger paste", "1 teaspoon freshly grated garlic or garlic paste"],
                      ["Stir in 1 teaspoon freshly grated ginger or ginger paste and 1 teaspoon freshly grated garlic or garlic paste."])
            == [["freshly grated ginger", "freshly grated garlic"]])   // the amounts the step writes, "1 teaspoon freshly grated ginger"
        // "Shell-on" is part of a word: the prawns are no "raw shell".
        #expect(links(["20 raw shell-on king prawns"], ["Peel the 20 raw shell-on king prawns."]) == [["raw shell-on king prawns"]])
    }

    /// "While baking" and "the baking dish" are not the baking powder: a verb's word before a form
    /// word names nothing.
    @Test func aVerbBeforeAFormWordNamesNothing() {
        #expect(links(["2 tsp baking powder", "200 g flour"], ["Whisk the flour and baking powder.", "Spread in the baking dish."])
            == [["flour", "baking powder"], []])
    }

    /// Lines and steps from real recipe pages: "salt and pepper meat" seasons with the salt and
    /// pepper (a word for a kind after a noun does not make the noun its modifier), and "beef or
    /// chicken broth" is no meat; "sugars" are all the sugars; "the pumpkin mixture" is no pumpkin.
    @Test func wordsForKindsPluralsAndMixturesOnRealPages() {
        #expect(links(["1 boneless 2-3 pound chuck roast", "Salt and pepper", "1-6 cups beef or chicken broth"],
                      ["Generously salt and pepper meat on all sides.", "Pour in the broth."])
            == [["Salt and pepper"], ["beef or chicken broth"]])
        #expect(links(["1 3/4 cup milk", "2 tablespoons brown sugar", "1 tablespoon sugar", "1/2 teaspoon vanilla extract"],
                      ["In a large saucepan add milk, sugars, vanilla and salt and bring to a boil."])
            == [["milk", "brown sugar", "sugar", "vanilla extract"]])
        #expect(links(["2 (15 ounce) cans pumpkin puree", "1 cup milk"],
                      ["Whisk the pumpkin and milk.", "Spread the pumpkin mixture over the noodles."])
            == [["pumpkin puree", "milk"], []])
    }

    /// An oil for flavour, the only oil listed, is what "toss with oil" means, until a step names
    /// it with its own word: then a bare "oil" is some other.
    @Test func anOilForFlavourIsTheOilUntilAStepNamesItSo() {
        #expect(links(["2 cups Broccoli", "1/2 tsp Sesame Seed Oil"], ["Toss broccoli with oil & salt."])
            == [["Broccoli", "Sesame Seed Oil"]])
    }
}
