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
    /// A count before a size scales and the size stays ("8.5 slices" was read before); a can's
    /// size written twice is written once in the other system.
    @Test(arguments: [
        ("8 ½\"-thick slices milk bread, crusts removed", 2.0, UnitSystem.asWritten,
         "16 ½\"-thick slices milk bread, crusts removed"),
        ("1 ½-inch piece ginger, peeled, finely grated", 2, .asWritten, "2 ½-inch pieces ginger, peeled, finely grated"),
        ("Two 14.5 oz (411g) cans chopped tomatoes", 2, .asWritten, "4 14.5 oz (411g) cans chopped tomatoes"),
        ("Two 14.5 oz (411g) cans chopped tomatoes", 1, .metric, "Two 411g cans chopped tomatoes"),
        ("2 clove(s) of garlic", 2, .asWritten, "4 cloves of garlic"),
        ("2 (14-ounce/398 mL) cans full-fat coconut milk*", 1, .metric, "2 (398 mL) cans full-fat coconut milk*"),
        // A size pair is one size: the count (one, unwritten) scales, neither size does.
        ("6cm/2½in piece cinnamon stick", 2, .asWritten, "2 6cm/2½in pieces cinnamon stick"),
        ("6cm/2½in piece cinnamon stick", 1, .asWritten, "6cm/2½in piece cinnamon stick"),
        ("3 x 2in/5cm pieces cinnamon stick", 2, .asWritten, "6 x 2in/5cm pieces cinnamon stick"),
        ("1-inch piece ginger", 3, .asWritten, "3 1-inch pieces ginger"),
        // A count that is no whole number would read as one number with the size: the size follows the unit.
        ("1 6cm/2½in piece ginger", 0.5, .asWritten, "1/2 piece (6cm/2½in) ginger"),
        ("6cm/2½in piece cinnamon stick", 0.5, .asWritten, "1/2 piece (6cm/2½in) cinnamon stick"),
        ("1 2-inch piece ginger, peeled, finely grated", 0.5, .asWritten, "1/2 piece (2-inch) ginger, peeled, finely grated"),
        ("1 2-inch piece ginger, peeled, finely grated", 1.5, .asWritten, "1 1/2 pieces (2-inch) ginger, peeled, finely grated"),
        ("2.5cm/1in piece fresh root ginger", 0.5, .asWritten, "1/2 piece (2.5cm/1in) fresh root ginger"),
        ("1 large 2-inch piece ginger", 0.5, .asWritten, "1/2 large piece (2-inch) ginger"),
        ("1 (2-inch) piece ginger, peeled", 0.25, .asWritten, "1/4 piece (2-inch) ginger, peeled"),
        // A pack's size, or a size after "x", is no piece's size read as one number with the count.
        ("3 x 2in/5cm pieces cinnamon stick", 0.5, .asWritten, "1 1/2 x 2in/5cm pieces cinnamon stick"),
        ("1 (14 oz) can coconut milk", 0.5, .asWritten, "1/2 (14 oz) can coconut milk"),
        ("2 x 400 g cans chopped tomatoes", 0.75, .asWritten, "1 1/2 x 400 g cans chopped tomatoes"),
        // A size right after a count that is no whole number is bracketed, not read as one number with it.
        ("1 14-oz. block extra-firm tofu, drained", 0.5, .asWritten, "1/2 (14-oz.) block extra-firm tofu, drained"),
        ("1 14-oz. block extra-firm tofu, drained", 0.5, .metric, "1/2 (400-g) block extra-firm tofu, drained"),
        ("2 15-ounce cans chickpeas", 0.75, .asWritten, "1 1/2 (15-ounce) cans chickpeas"),
        ("2 15-ounce cans chickpeas", 0.5, .asWritten, "1 15-ounce can chickpeas"),
        ("1 3\" cinnamon stick", 1.5, .asWritten, "1 1/2 (3\") cinnamon sticks"),
        ("1 3-pound whole chicken", 0.5, .asWritten, "1/2 (3-pound) whole chicken"),
        ("2 1 1/2-pound eggplants, peeled", 0.5, .asWritten, "1 (1 1/2-pound) eggplant, peeled"),
        ("2 1 1/2-pound eggplants, peeled", 1, .asWritten, "2 1 1/2-pound eggplants, peeled"),
        ("1 4–5 lb chicken", 0.5, .asWritten, "1/2 (4–5 lb) chicken"),
        ("1 4-5 lb. chicken, cut up", 1.5, .asWritten, "1 1/2 (4-5 lb.) chickens, cut up"),
        // A cook doubling "5 cm piece" needs two pieces, not a 10 cm one; two quarter-ounce
        // packages doubled are four of them; a 3-pound chicken doubled is two.
        ("5 cm piece of fresh ginger", 2, .asWritten, "2 5 cm pieces of fresh ginger"),
        ("2 1/4-ounce packages unflavored gelatin", 2, .asWritten, "4 1/4-ounce packages unflavored gelatin"),
        ("4 1/2-inch slices bread", 0.5, .asWritten, "2 1/2-inch slices bread"),
        ("3-pound chicken, cut into 8 pieces", 2, .asWritten, "2 3-pound chickens, cut into 8 pieces"),
        ("7-inch dry rice paper skins", 2, .asWritten, "7-inch dry rice paper skins"),
        // Dozens are counted with their range, the word kept.
        ("2 to 3 dozen scallops", 2, .asWritten, "4 to 6 dozen scallops"),
        ("2 to 3 dozen scallops", 0.5, .asWritten, "1 to 1 1/2 dozen scallops"),
    ])
    func scalingKeepsTheSize(line: String, factor: Double, system: UnitSystem, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).converted(to: system).formatted() == expected)
    }
}
