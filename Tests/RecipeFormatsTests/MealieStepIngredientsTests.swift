import Foundation
import RecipeStructure
import Testing
@testable import RecipeFormats

/// Mealie steps that name the ingredients they use (`ingredient_references`).
@Suite struct MealieStepIngredientsTests {
    /// A recipe as Mealie 1.x exports it whose two steps each use their own flour and water.
    static let pizza = """
    {"id":"5d4c0a1e","name":"Pizza","slug":"pizza","recipe_yield":"2 pizzas","org_url":null,
     "recipe_ingredient":[
      {"quantity":0,"unit":null,"food":null,"note":"basil leaves","display":"","title":null,"reference_id":"r6"},
      {"quantity":100,"unit":{"name":"g"},"food":{"name":"flour"},"note":"","display":"","title":null,"reference_id":"r1"},
      {"quantity":400,"unit":{"name":"g"},"food":{"name":"flour"},"note":"","display":"","title":null,"reference_id":"r3"},
      {"quantity":100,"unit":{"name":"ml"},"food":{"name":"water"},"note":"","display":"","title":null,"reference_id":"r2"},
      {"quantity":220,"unit":{"name":"ml"},"food":{"name":"water"},"note":"","display":"","title":null,"reference_id":"r4"},
      {"quantity":10,"unit":{"name":"g"},"food":{"name":"salt"},"note":"","display":"","title":null,"reference_id":"r5"}],
     "recipe_instructions":[
      {"id":"s1","title":"","text":"Mix the flour and water. Leave overnight.",
       "ingredient_references":[{"reference_id":"r1"},{"reference_id":"r2"}]},
      {"id":"s2","title":"Dough","text":"Add the flour, water and salt to the starter.",
       "ingredient_references":[{"reference_id":"r3"},{"reference_id":"r4"},{"reference_id":"r5"},{"reference_id":"r1"}]},
      {"id":"s3","title":null,"text":"Bake at 250 °C.","ingredient_references":[]}]}
    """

    @Test func eachStepIsListedWithTheIngredientsItNamesAndKeepsThemInTheStructure() throws {
        let pizza = try TestReading.only(Self.pizza, fileName: "pizza.json")
        #expect(pizza.ingredients == ["basil leaves", "Step 1:", "100 g flour", "100 ml water",
                                      "Dough:", "400 g flour", "220 ml water", "10 g salt"])
        #expect(pizza.directions == ["Step 1:", "Mix the flour and water. Leave overnight.", "Dough:",
                                     "Add the flour, water and salt to the starter.", "Bake at 250 °C."])
        let steps = TextStructure.build(ingredients: pizza.ingredients, directions: pizza.directions).sections.flatMap(\.steps)
        #expect(steps[0].uses.map(\.lineText).sorted() == ["100 g flour", "100 ml water"])
        #expect(steps[1].uses.map(\.lineText).sorted() == ["10 g salt", "220 ml water", "400 g flour"])
    }

    @Test func withoutReferencesTheIngredientsStayAsMealieListsThem() throws {
        let plain = Self.pizza.replacingOccurrences(of: #""reference_id":"r"#, with: #""other":"r"#)
        let pizza = try TestReading.only(plain, fileName: "pizza.json")
        #expect(pizza.ingredients == ["basil leaves", "100 g flour", "400 g flour", "100 ml water", "220 ml water", "10 g salt"])
        #expect(pizza.directions == ["Mix the flour and water. Leave overnight.", "Dough:",
                                     "Add the flour, water and salt to the starter.", "Bake at 250 °C."])
    }
}
