import Foundation
import Testing
@testable import RecipeFormats

/// Steps and ingredients as real sites write them.
extension RealWorldSchemaTests {
    // MARK: Instructions

    @Test func instructionStringWithBreaksParagraphsAndListItems() throws {
        let text = #"<p>Mix the flour.</p>\n<p>Add water.<br/>Knead.</p><ol><li>Rest 1 hour.</li><li>Bake.</li></ol>"#
        #expect(try recipe(#"{"@type":"Recipe","name":"B","recipeInstructions":"\#(text)"}"#).directions
            == ["Mix the flour.", "Add water.", "Knead.", "Rest 1 hour.", "Bake."])
    }

    /// 24kitchen.nl's lone instructions text begins with the recipe's name over its steps: the
    /// name is no step. A later step that happens to be the name stays, and so does a section the
    /// data names after the recipe (madsvin.com's `Pandekager`): it is a heading.
    @Test func aMethodOpeningWithTheRecipesNameDoesNotMakeItAStep() throws {
        let json = #"{"@type":"Recipe","name":"Vegan oliebollen","recipeInstructions":"Vegan Oliebollen\n    \n  Verwarm de melk.\n  Bak de vegan oliebollen."}"#
        #expect(try recipe(json).directions == ["Verwarm de melk.", "Bak de vegan oliebollen."])
        let named = #"{"@type":"Recipe","name":"Soup","recipeInstructions":["Chop.","Soup","Serve."]}"#
        #expect(try recipe(named).directions == ["Chop.", "Soup", "Serve."])
        let section = #"""
        {"@type":"Recipe","name":"Pandekager","recipeInstructions":[{"@type":"HowToSection","name":"Pandekager",
          "itemListElement":[{"@type":"HowToStep","text":"Pisk."},{"@type":"HowToStep","text":"Steg."}]}]}
        """#
        #expect(try recipe(section).directions == ["Pandekager:", "Pisk.", "Steg."])
    }

    @Test func instructionStringWithRawNewlinesAndCRLF() throws {
        let json = "{\"@type\":\"Recipe\",\"name\":\"B\",\"recipeInstructions\":\"Mix.\r\n\r\nBake.\nCool.\"}"
        #expect(try recipe(json).directions == ["Mix.", "Bake.", "Cool."])
    }

    @Test func aHowToStepIsOneStepWhateverItsLinesHold() throws {
        let json = #"""
        {"@type":"Recipe","name":"H","recipeInstructions":[
          {"@type":"HowToStep","text":"Add the cream.\nDone!\nTop with more cream."},
          {"@type":"HowToStep","text":"Heat to 200. 2. Bake 20 minutes."}]}
        """#
        #expect(try recipe(json).directions == ["Add the cream. Done! Top with more cream.", "Heat to 200. 2. Bake 20 minutes."])
    }

    /// A site's whole method in one step that numbers its sentences from 1 (a recipe plugin's one
    /// `HowToStep`, as halfbakedharvest.com writes it) is the steps it numbers: a cook would
    /// otherwise read "… back to the pot. 2. Meanwhile, …" as one step.
    @Test func aStepNumberingItsSentencesFromOneIsThoseSteps() throws {
        let json = #"""
        {"@type":"Recipe","name":"Orzo","recipeInstructions":[{"@type":"HowToStep",
          "text":"1. Boil the pasta to al dente. Drain and add it back to the pot. 2. Meanwhile, cook the prosciutto until crispy, about 2 minutes per side. 3. Brown the butter, about 3-4 minutes.",
          "name":"1. Boil the pasta to al dente. Drain and add it back to the pot. 2. Meanwhile, cook the prosciutto until crispy, about 2 minutes per side. 3. Brown the butter, about 3-4 minutes."}]}
        """#
        #expect(try recipe(json).directions == ["Boil the pasta to al dente. Drain and add it back to the pot.",
                                                "Meanwhile, cook the prosciutto until crispy, about 2 minutes per side.",
                                                "Brown the butter, about 3-4 minutes."])
    }

    /// leanandgreenrecipes.net lists its steps cut at commas: a text with no stop followed by one
    /// in lower case is the same sentence, and a cook reads it as one step.
    @Test func aListedTextGoingOnWithThePreviousSentenceJoinsIt() throws {
        let json = #"""
        {"@type":"Recipe","name":"Squash bake","recipeInstructions":["Preheat oven to 350*F.",
          "Cook the ground beef. After browning the meat", "add the tomatoes and simmer for 5 minutes.",
          "Place meat mixture on top of squash", "sprinkle grated cheese on top.", "Mix the flour and", "sugar.",
          "Bake for 25 minutes", "Serve warm."]}
        """#
        #expect(try recipe(json).directions == [
            "Preheat oven to 350*F.", "Cook the ground beef. After browning the meat, add the tomatoes and simmer for 5 minutes.",
            "Place meat mixture on top of squash, sprinkle grated cheese on top.", "Mix the flour and sugar.",
            // A step that starts with a capital is a step of its own, stop or no stop.
            "Bake for 25 minutes", "Serve warm.",
        ])
    }

    @Test func aStringInAListIsOneStepEvenAloneButABareTextIsSplit() throws {
        let listed = #"{"@type":"Recipe","name":"L","recipeInstructions":["Fry the onion.\nAdd the garlic.","Serve."]}"#
        #expect(try recipe(listed).directions == ["Fry the onion. Add the garlic.", "Serve."])
        let listOfOne = #"{"@type":"Recipe","name":"L","recipeInstructions":["Fry the onion.\r\n\r\nAdd the garlic."]}"#
        #expect(try recipe(listOfOne).directions == ["Fry the onion. Add the garlic."])
        let bare = #"{"@type":"Recipe","name":"L","recipeInstructions":"Fry the onion.\n\nAdd the garlic."}"#
        #expect(try recipe(bare).directions == ["Fry the onion.", "Add the garlic."])
    }

    /// A list's only text that numbers its lines `1.`, `2.` is the whole method in one text (a
    /// site that put its text box in a list), not one step; quotes wrapping it all are no part of it.
    @Test func aListsOnlyTextWithNumberedLinesIsSplitLikeABareText() throws {
        let json = #"""
        {"@type":"Recipe","name":"N","recipeInstructions":["&quot;Topping:\r\nMix the herbs.\r\n\r\nFor the dough:\r\n1. Warm the water.\r\n\r\n2. Add the flour, \"00\" if you have it.\r\n\r\n3. Knead.&quot;"]}
        """#
        #expect(try recipe(json).directions == ["Topping:", "Mix the herbs.", "For the dough:", "Warm the water.", #"Add the flour, "00" if you have it."#, "Knead."])
        let quoted = #"{"@type":"Recipe","name":"Q","recipeInstructions":["\"1. Warm the water.\n2. Knead.\""]}"#
        #expect(try recipe(quoted).directions == ["Warm the water.", "Knead."])
        // Numbers inside one line from 1 in sequence are steps too; lines not numbered in sequence
        // leave the text one step.
        let inline = #"{"@type":"Recipe","name":"I","recipeInstructions":["1. Warm the water. 2. Knead."]}"#
        #expect(try recipe(inline).directions == ["Warm the water.", "Knead."])
        let unordered = #"{"@type":"Recipe","name":"U","recipeInstructions":["Heat to 200.\n5. Bake 20 minutes."]}"#
        #expect(try recipe(unordered).directions == ["Heat to 200. 5. Bake 20 minutes."])
    }

    @Test func aLoneTextOfStepsJoinedByCommasIsSplitThere() throws {
        let json = #"{"@type":"Recipe","name":"C","recipeInstructions":"Add salt, pepper, etc. and stir. Rest 30 minutes.,    Transfer to a pot.,  <br>Serve."}"#
        #expect(try recipe(json).directions == ["Add salt, pepper, etc. and stir. Rest 30 minutes.", "Transfer to a pot.", "Serve."])
    }

    /// A Dutch site's data (shaped as smulweb.nl writes it) lost its `<br>`s: sentences run into
    /// the next step's capital. Cut there, not in "U.S.", "1.5" or a name after "Mr.".
    @Test func aLoneTextWhoseLineBreaksWereStrippedIsSplitWhereASentenceTouchesTheNext() throws {
        let json = #"{"@type":"Recipe","name":"S","recipeInstructions":"Verwarm de oven voor op 200 graden.Verhit de olie in de wok. Bak het spek. (Niet te lang!)Maak op smaak.Use U.S.Army rations or 1.5 cups, ask Mr.Smith."}"#
        #expect(try recipe(json).directions == [
            "Verwarm de oven voor op 200 graden.", "Verhit de olie in de wok. Bak het spek. (Niet te lang!)",
            "Maak op smaak.", "Use U.S.Army rations or 1.5 cups, ask Mr.Smith.",
        ])
    }

    /// A step's own text is left whole, glued sentences and all: the site said it is one step.
    @Test func aHowToStepWithGluedSentencesStaysOneStep() throws {
        let json = #"{"@type":"Recipe","name":"S","recipeInstructions":[{"@type":"HowToStep","text":"Heat the oil.Add the onion."}]}"#
        #expect(try recipe(json).directions == ["Heat the oil.Add the onion."])
    }

    @Test func sectionsNestedUnnamedAndWithOneStepObject() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[
          {"@type":"HowToSection","name":"Dough","itemListElement":{"@type":"HowToStep","text":"Mix."}},
          {"@type":"HowToSection","itemListElement":[{"@type":"HowToStep","text":"Shape."}]},
          {"@type":"HowToSection","name":"Finish","itemListElement":[
            {"@type":"HowToSection","name":"Glaze","itemListElement":["Brush with egg."]},
            {"@type":"HowToStep","itemListElement":[{"@type":"HowToDirection","text":"Bake."},{"@type":"HowToTip","text":"Watch it."}]}]}]}
        """#
        #expect(try recipe(json).directions == ["Dough:", "Mix.", "Shape.", "Finish:", "Glaze:", "Brush with egg.", "Bake.", "Watch it."])
    }

    @Test func stepsAsAnItemListObject() throws {
        let json = #"{"@type":"Recipe","name":"L","recipeInstructions":{"@type":"ItemList","itemListElement":[{"@type":"ListItem","text":"One."},{"@type":"ListItem","text":"Two."}]}}"#
        #expect(try recipe(json).directions == ["One.", "Two."])
    }

    @Test func emptyAndNullStepsAreLeftOutQuietly() throws {
        let json = #"{"@type":"Recipe","name":"E","recipeInstructions":["", null, {"@type":"HowToStep","text":""}, "Bake.", " "]}"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes.map(\.directions) == [["Bake."]])
        #expect(result.problems.isEmpty)
    }

    // MARK: Ingredients

    @Test func oldIngredientsFieldAndEmptyOrNullLines() throws {
        let json = #"{"@type":"Recipe","name":"I","ingredients":["1 cup flour","",null,"  salt  ","2 &frac12; cups milk"]}"#
        let result = TestReading.read(json, fileName: "x.jsonld")
        #expect(result.recipes.map(\.ingredients) == [["1 cup flour", "salt", "2 ½ cups milk"]])
        #expect(result.problems.isEmpty)
    }

    @Test func ingredientListsNestedInLists() throws {
        let json = #"{"@type":"Recipe","name":"I","recipeIngredient":[["a","b"],"c"]}"#
        #expect(try recipe(json).ingredients == ["a", "b", "c"])
    }

    // MARK: Section headings

    /// A section with only a name, its steps following it in the list rather than inside it, is a
    /// heading over them, not a step.
    @Test func aSectionWithOnlyANameHeadsTheStepsAfterIt() throws {
        let json = #"""
        {"@type":"Recipe","name":"S","recipeInstructions":[
          {"@type":"HowToSection","name":"Sauce"},{"@type":"HowToStep","text":"Whisk the yolks."},
          {"@type":"HowToSection","name":"Pasta"},{"@type":"HowToStep","text":"Boil the pasta."}]}
        """#
        #expect(try recipe(json).directions == ["Sauce:", "Whisk the yolks.", "Pasta:", "Boil the pasta."])
    }
}
