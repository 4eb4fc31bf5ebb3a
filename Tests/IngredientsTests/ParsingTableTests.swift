import Ingredients
import Testing

/// Ingredient lines as cooks write them, each with the parse it must get.
enum ParsingTable {
    static var all: [LineCase] { us + metric + unusual + amounts }
}

@Suite struct ParsingTableTests {
    @Test func theTableHoldsAtLeastTwoHundredLines() {
        #expect(ParsingTable.all.count >= 200)
    }

    @Test(arguments: ParsingTable.all)
    func parses(_ expected: LineCase) {
        expectParse(IngredientLine(parsing: expected.line), expected)
    }
}
