import Testing
import Ingredients

/// Scaled lines are written as cooks write them, in the cook's own spelling and order.
@Suite struct ScalingTests {
    @Test(arguments: [
        ("1 cup sugar", 2.0, "2 cups sugar"),
        ("1 cup sugar", 1.0 / 3, "1/3 cup sugar"),
        ("1 1/2 tsp salt", 2, "1 tbsp salt"),
        ("1 1/2 tsp salt", 0.5, "3/4 tsp salt"),
        ("1 1/2 tsp salt", 1.5, "2 1/4 tsp salt"),
        ("2-3 tbsp. olive oil, divided", 2, "4-6 tbsp. olive oil, divided"),
        ("2-3 tbsp. olive oil, divided", 0.5, "1-1 1/2 tbsp. olive oil, divided"),
        ("2 to 3 cloves garlic", 2, "4 to 6 cloves garlic"),
        ("3 tsp sugar", 16, "1 cup sugar"),
        ("2 tsp baking powder", 2, "4 tsp baking powder"),
        ("2 tablespoons olive oil", 2, "1/4 cup olive oil"),
        ("1 tablespoon oil", 2, "2 tablespoons oil"),
        ("2 tablespoons olive oil", 0.5, "1 tablespoon olive oil"),
        ("1 Tbsp. sugar", 2, "2 Tbsp. sugar"),
        ("1 Tbsp. sugar", 0.5, "1 1/2 tsp sugar"),
        ("600 g flour", 2, "1.2 kg flour"),
        ("200 g flour", 0.75, "150 g flour"),
        ("1,5 kg potatoes", 0.5, "750 g potatoes"),
        ("1,5 kg potatoes", 1.5, "2,25 kg potatoes"),
        ("5 ml vanilla extract", 1.5, "7.5 ml vanilla extract"),
        ("500 ml stock", 2, "1 l stock"),
        ("125 g butter", 3, "375 g butter"),
        ("7 g instant yeast", 0.5, "3.5 g instant yeast"),
        ("1 lb ground beef", 0.5, "8 oz ground beef"),
        ("8 oz cheddar", 2, "1 lb cheddar"),
        ("1½ cups milk", 0.5, "¾ cup milk"),
        ("두부 300 g", 1.5, "두부 450 g"),
    ] as [(String, Double, String)])
    func scalesMeasures(line: String, factor: Double, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).formatted() == expected)
    }
}
