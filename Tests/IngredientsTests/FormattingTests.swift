import Ingredients
import Testing

/// Scaled amounts come out as cooks write them: fractions for US units, round metric numbers,
/// whole or half counts with "about" when rounded far.
@Suite struct FormattingTests {
    @Test(arguments: [
        ("1 cup sugar", 2, "2 cups sugar"),
        ("1 cup sugar", 1.0 / 3, "1/3 cup sugar"),
        ("1 1/2 tsp salt", 2, "3 tsp salt"),
        ("1 1/2 tsp salt", 0.5, "3/4 tsp salt"),
        ("1 1/2 tsp salt", 1.5, "2 1/4 tsp salt"),
        ("2-3 tbsp. olive oil, divided", 2, "4-6 tbsp. olive oil, divided"),
        ("2-3 tbsp. olive oil, divided", 0.5, "1-1 1/2 tbsp. olive oil, divided"),
        ("2 to 3 cloves garlic", 2, "4 to 6 cloves garlic"),
        ("3 tsp sugar", 16, "48 tsp sugar"),
        ("2 tsp baking powder", 2, "4 tsp baking powder"),
        ("2 tablespoons olive oil", 2, "4 tablespoons olive oil"),
        ("1 tablespoon oil", 2, "2 tablespoons oil"),
        ("2 tablespoons olive oil", 0.5, "1 tablespoon olive oil"),
        ("1 Tbsp. sugar", 2, "2 Tbsp. sugar"),
        ("1 Tbsp. sugar", 0.5, "1/2 Tbsp. sugar"),
        ("600 g flour", 2, "1200 g flour"),
        ("200 g flour", 0.75, "150 g flour"),
        ("1,5 kg potatoes", 0.5, "0,75 kg potatoes"),
        ("1,5 kg potatoes", 1.5, "2,25 kg potatoes"),
        ("5 ml vanilla extract", 1.5, "7.5 ml vanilla extract"),
        ("50 mg saffron", 1.5, "75 mg saffron"),
        ("1 g saffron", 0.5, "0.5 g saffron"),
        ("500 ml stock", 2, "1000 ml stock"),
        ("125 g butter", 3, "375 g butter"),
        ("7 g instant yeast", 0.5, "3.5 g instant yeast"),
        ("1 lb ground beef", 0.5, "1/2 lb ground beef"),
        ("8 oz cheddar", 2, "16 oz cheddar"),
        ("1½ cups milk", 0.5, "¾ cup milk"),
        ("두부 300 g", 1.5, "두부 450 g"),
        ("3 eggs", 1.5, "4 1/2 eggs"),
        ("3 large eggs", 1.5, "4 1/2 large eggs"),
        ("4 egg yolks", 1.5, "6 egg yolks"),
        ("3 egg whites", 0.5, "1 1/2 egg whites"),
        ("1 egg", 0.25, "1/4 egg"),
        ("3 onions", 1.5, "4 1/2 onions"),
        ("3 eggs", 4.0 / 3, "4 eggs"),
        ("3 eggs", 1.1, "about 3 eggs"),
        ("2 eggs", 1.6, "about 3 eggs"),
        ("About 30 ladyfingers", 1.25, "About 38 ladyfingers"),
        ("1 large egg, beaten", 2, "2 large eggs, beaten"),
        ("2 eggs", 0.5, "1 egg"),
        ("1 whole chicken, about 1.8 kg", 2, "2 whole chickens, about 1.8 kg"),
        ("3 very ripe bananas", 1.0 / 3, "1 very ripe banana"),
        ("1/2 onion, sliced", 0.5, "1/4 onion, sliced"),
        ("2 ripe mangoes", 0.5, "1 ripe mango"),
        ("1 scallion or mitsuba, chopped", 2, "2 scallion or mitsuba, chopped"),
        ("Juice of 1 lemon", 2, "Juice of 2 lemons"),
        // The name first, its amount in brackets or after a comma, then a note (Markdown recipe notes).
        ("Olive oil (1/2 cup, divided)", 2, "Olive oil (1 cup, divided)"), ("Garlic cloves (8, minced)", 0.5, "Garlic cloves (4, minced)"),
        ("Onions, 250 g: Quarter, then slice thin.", 2, "Onions, 500 g: Quarter, then slice thin."),
        ("Butter (2 sticks)", 0.5, "Butter (1 stick)"), ("Tomatoes (2 large, diced)", 2, "Tomatoes (2 large, diced)"),
        ("Chicken stock (about 2 cups)", 2, "Chicken stock (about 2 cups)"),
        ("2 cloves garlic", 0.5, "1 clove garlic"),
        ("3 garlic cloves, minced", 1.0 / 3, "1 garlic clove, minced"),
        ("a pinch of salt", 2, "2 pinches of salt"),
        ("a pinch of salt", 1, "a pinch of salt"),
        ("Pinch of salt", 3, "Pinch of salt"),
        ("salt and pepper to taste", 2, "salt and pepper to taste"),
        ("For the sauce:", 2, "For the sauce:"),
        ("1 can (400 g) chickpeas", 2, "2 cans (800 g) chickpeas"),
        ("2 cans (400 g each) chickpeas, drained", 1.5, "3 cans (400 g each) chickpeas, drained"),
        ("1 (14.5 oz) can diced tomatoes", 2, "2 (14.5 oz) cans diced tomatoes"),
        // The same amount in other units after the name is scaled with the line, as before it.
        ("1 cup flour (120 g)", 2, "2 cups flour (240 g)"),
        ("3 tbsp butter (45 g), softened", 2, "6 tbsp butter (90 g), softened"),
        ("2 cups all-purpose flour (250 grams)", 0.5, "1 cup all-purpose flour (125 grams)"),
        ("3 papayas (1 pound each), peeled", 2, "6 papayas (1 pound each), peeled"),
        // A bracket followed by more words belongs to them, here to the amount after "or".
        ("2/3 cup sparkling sugar or 2/3 cup (130g) granulated sugar", 2,
         "1 1/3 cups sparkling sugar or 1 1/3 cups (260g) granulated sugar"),
        ("1 cup rice (about 200 g)", 2, "2 cups rice (about 400 g)"),
        ("1 cuillère à soupe de sucre", 2, "2 cuillères à soupe de sucre"),
        ("2 c. à soupe de beurre", 0.5, "1 c. à soupe de beurre"),
        ("1 sheet (about 8 ounces) puff pastry", 2, "2 sheets (about 16 ounces) puff pastry"),
        ("100g/3½oz butter", 2, "200g/7oz butter"),
        ("1 cup (240 ml) milk", 1.5, "1 1/2 cups (360 ml) milk"),
        ("1½ cups milk", 1.5, "2¼ cups milk"),
        ("1,5 kg Kartoffeln", 1.5, "2,25 kg Kartoffeln"),
        ("0,5 l Milch", 3, "1,5 l Milch"),
        ("2 TBSP sugar", 0.5, "1 TBSP sugar"),
        ("1 Cup flour", 2, "2 Cups flour"),
        ("2 cups + 2 tbsp flour", 2, "4 1/4 cups flour"),
        ("간장 2 큰술", 1.5, "간장 3 큰술"),
        ("Мука — 500 г", 3, "Мука — 1500 г"),
        ("1 cup sugar", 0.01, "1/2 tsp sugar"),
        ("1 cup sugar", 0.001, "1/8 tsp sugar"),
        // Counted units a cook writes: a branch, a thumb (the written word kept, made plural).
        ("1 6-inch branch tarragon", 2, "2 6-inch branches tarragon"),
        ("1 branch rosemary", 3, "3 branches rosemary"),
        ("1 thumb ginger", 2, "2 thumbs ginger"),
    ] as [(String, Double, String)])
    func scaledLine(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }

    /// An amount written after "or" is another way to the same thing: it scales (and converts)
    /// with the line; doubled, "or 2 tsp vanilla extract" stayed 2 tsp beside 2 vanilla beans.
    @Test(arguments: [
        ("1 vanilla bean, split, or 2 tsp vanilla extract", 2, UnitSystem.asWritten,
         "2 vanilla beans, split, or 4 tsp vanilla extract"),
        ("2 tbsp butter or 30 ml oil", 0.5, .asWritten, "1 tbsp butter or 15 ml oil"),
        ("1 cup buttermilk or 1 cup milk", 1.5, .asWritten, "1 1/2 cups buttermilk or 1 1/2 cups milk"),
        ("1 cup milk or 1 cup cream", 2, .metric, "470 ml milk or 470 ml cream"),
        ("1 scallion or mitsuba, chopped", 2, .asWritten, "2 scallion or mitsuba, chopped"),
        ("2 eggs or more", 2, .asWritten, "4 eggs or more"),
    ] as [(String, Double, UnitSystem, String)])
    func anAmountAfterOrScalesWithTheLine(line: String, factor: Double, system: UnitSystem, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).converted(to: system).formatted() == expected)
    }

    @Test func theScaledQuantityIsExactUntilFormatted() {
        let line = IngredientLine(parsing: "1 cup sugar").scaled(by: 1.0 / 3)
        #expect(line.quantity?.value.isClose(to: 1.0 / 3) == true)
        #expect(line.unit == .cup)
        #expect(line.factor == 1.0 / 3)
    }

    @Test func aRangeScalesBothEnds() {
        let line = IngredientLine(parsing: "2-3 tbsp. olive oil").scaled(by: 2)
        #expect(line.quantity == Quantity(4, upTo: 6))
    }

    @Test func scalingComposes() {
        let line = IngredientLine(parsing: "1 cup flour")
        #expect(line.scaled(by: 2).scaled(by: 3).formatted() == line.scaled(by: 6).formatted())
    }

    @Test func hugeAndTinyFactorsDoNotCrash() {
        for factor in [0, 1e-300, 1e300, .infinity, -.infinity, .nan, -2] as [Double] {
            for text in ["1 cup flour", "200 g sugar", "3 eggs", "2-3 tbsp oil", "1 can (400 g) beans"] {
                _ = IngredientLine(parsing: text).scaled(by: factor).converted(to: .us).formatted()
                _ = IngredientLine(parsing: text).scaled(by: factor).converted(to: .metric).formatted()
            }
        }
    }
}
