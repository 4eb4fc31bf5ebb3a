import Ingredients
import Testing

/// A servings field gives the number scaling starts from, and the heading text for a scaled recipe.
@Suite struct ServingsTests {
    @Test(arguments: [
        ("4", 4.0, nil, ""), ("4–6", 4, 6, ""), ("8-10", 8, 10, ""), ("1 loaf", 1, nil, "loaf"),
        ("12 muffins", 12, nil, "muffins"), ("Serves 4", 4, nil, ""), ("Makes about 8 cups", 8, nil, "cups"),
        ("4 servings", 4, nil, ""), ("Serves 4 to 6", 4, 6, ""), ("Serves two", 2, nil, ""),
        ("24 rolls", 24, nil, "rolls"), ("Yield: 12 cookies", 12, nil, "cookies"), ("6 people", 6, nil, ""),
        ("1 jar", 1, nil, "jar"), ("2–3", 2, 3, ""),
        // A plural written in brackets keeps its bracket; one closing what came before the number goes.
        ("4 Portion(en)", 4, nil, "Portion(en)"), ("(serves 4)", 4, nil, ""), ("(12 cookies)", 12, nil, "cookies"),
    ] as [(String, Double, Double?, String)])
    func parses(text: String, count: Double, upper: Double?, unit: String) {
        let servings = Servings(parsing: text)
        #expect(servings?.count == count)
        #expect(servings?.upperCount == upper)
        #expect(servings?.unitText == unit)
    }

    @Test(arguments: ["", "a crowd", "varies", "0"])
    func aFieldWithNoCountIsNotServings(text: String) {
        #expect(Servings(parsing: text) == nil)
    }

    @Test(arguments: [
        ("4", 6.0, "6 (from 4)"), ("4–6", 8, "8 (from 4–6)"), ("12 muffins", 24, "24 muffins (from 12)"),
        ("1 loaf", 2, "2 loaves (from 1)"), ("2 loaves", 1, "1 loaf (from 2)"),
        ("Makes about 8 cups", 16, "about 16 cups (from 8)"), ("Serves 4", 2, "2 (from 4)"),
        ("4", 4, "4"), ("12 muffins", 12, "12 muffins"), ("4", 3, "3 (from 4)"), ("8 pancakes", 4, "4 pancakes (from 8)"),
        ("4 Portion(en)", 1, "1 Portion(en) (from 4)"),
    ] as [(String, Double, String)])
    func formatsAScaledHeading(text: String, target: Double, expected: String) {
        #expect(Servings(parsing: text)?.formatted(scaledTo: target) == expected)
    }

    @Test func theFactorScalesByTheFirstNumberOfARange() throws {
        let servings = try #require(Servings(parsing: "4–6"))
        #expect(servings.factor(forServings: 8) == 2)
        #expect(try #require(Servings(parsing: "4")).factor(forServings: 6) == 1.5)
    }

    @Test func theFactorScalesTheIngredients() throws {
        let servings = try #require(Servings(parsing: "Serves 4"))
        let line = IngredientLine(parsing: "1 cup rice").scaled(by: servings.factor(forServings: 6))
        #expect(line.formatted() == "1 1/2 cups rice")
    }
}

/// The servings line says servings once, whichever way the field was written.
@Suite struct ServingsHeadingTests {
    @Test(arguments: [
        ("8", "Serves 8"), ("8 servings", "Serves 8"), ("Serves 8", "Serves 8"), ("serves 4-6", "Serves 4-6"),
        ("4 people", "Serves 4"), ("Servings: 6", "Serves 6"), ("12 muffins", "Serves 12 muffins"),
        ("Makes about 8 cups", "Makes about 8 cups"), ("yields 2 loaves", "Yields 2 loaves"), ("a crowd", "Serves a crowd"),
        ("about 6 servings", "Serves about 6"),
    ])
    func headingSaysServingsOnce(field: String, heading: String) {
        #expect(Servings.heading(for: field) == heading)
    }
}
