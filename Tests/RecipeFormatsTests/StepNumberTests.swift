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
}
