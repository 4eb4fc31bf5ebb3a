import Ingredients
import Testing

/// Ingredient lines as cooks write them, each with the parse it must get.
enum ParsingTable {
    static var all: [LineCase] { us + metric + unusual + amounts + heldOut }
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

@Suite struct HeldOutScalingTests {
    /// Doubled, a count before a size doubles and the size stays ("4.5 slices" was read before).
    @Test(arguments: [
        ("8 ½\"-thick slices milk bread, crusts removed", "16 ½\"-thick slices milk bread, crusts removed"),
        ("1 ½-inch piece ginger, peeled, finely grated", "2 ½-inch pieces ginger, peeled, finely grated"),
    ])
    func scalingKeepsTheSize(line: String, doubled: String) {
        #expect(IngredientLine(parsing: line).scaled(by: 2).formatted() == doubled)
    }
}
