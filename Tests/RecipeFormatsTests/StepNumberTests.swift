import Testing
@testable import RecipeFormats

/// Step numbers sites write into their instruction text, as the directions show them.
@Suite struct StepNumberTests {
    private func directions(_ instructions: String) throws -> [String] {
        try TestReading.only(#"{"@type":"Recipe","name":"S","recipeInstructions":"# + instructions + "}", fileName: "x.jsonld").directions
    }

    @Test func aNumberWithoutASpaceBeforeACapitalIsAStepNumber() throws {
        #expect(try directions(#"["1.Preheat the oven.\r\n2.Cream the butter.\r\nFor the icing:\r\nBeat the cream."]"#)
            == ["Preheat the oven.", "Cream the butter.", "For the icing:", "Beat the cream."])
        #expect(try directions(#""1.Mix the flour. 2)Bake it.""#) == ["Mix the flour.", "Bake it."])
    }

    @Test func aDecimalOrALowerCaseWordAfterTheDotIsNoStepNumber() throws {
        #expect(try directions(#"["1.5 cups of water go in.", "2.bake at 200."]"#) == ["1.5 cups of water go in.", "2.bake at 200."])
    }

    /// One text holding the method with each step's name on a line of its own above its text
    /// (`Step 2`, `Step 1: Prepare the onions`), as a page's microdata gives it when its
    /// instructions element holds a heading and a paragraph per step: a bare name is no step,
    /// and a name with a title is a heading over the steps.
    @Test func stepNamesOnTheirOwnLinesAboveEachStepAreNoSteps() throws {
        #expect(try directions(#""Step 1: Prepare the onions\nMelt the butter in a skillet.\nStep 2\nAdd the onions.\nStep 3: Assemble\nFill the rolls and bake them.""#)
            == ["Prepare the onions:", "Melt the butter in a skillet.", "Add the onions.", "Assemble:", "Fill the rolls and bake them."])
        // A microdata page of that shape (potatorolls.com's).
        let page = """
        <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Sliders</h1>
        <div itemprop="recipeIngredient">1 cup onions</div><div itemprop="recipeInstructions">
        <div class="direction"><h3>Step 1: Prepare Caramelized Onions</h3><p>In a large skillet, melt the butter.</p></div>
        <div class="direction"><h3>Step 2</h3><p>Once the butter is melted, add the onions.</p></div></div></div></body></html>
        """
        #expect(try TestReading.only(page, fileName: "page.html").directions
            == ["Prepare Caramelized Onions:", "In a large skillet, melt the butter.", "Once the butter is melted, add the onions."])
    }

    /// Steps that each start with their name and go on with their text on the next line are not
    /// named so: only where every named line has a line of its own after it.
    @Test func stepsNumberedWithTheWordAndWrittenOnTheirLineStayWhole() throws {
        #expect(try directions(#""Step 1: Melt the butter in a skillet.\nStep 2: Add the onions and stir.""#)
            == ["Melt the butter in a skillet.", "Add the onions and stir."])
    }
}
