import Foundation
import Testing
@testable import RecipeFormats

/// Meal-Master files as people retyped and edited them: two-column lines whose right column is
/// not at the standard column, tabs for spaces, categories without commas.
@Suite struct MealMasterHandTypedTests {
    /// A recipe around `ingredients` (lines as written, joined by newlines).
    static func recipe(_ ingredients: [String], categories: String = "Chili") -> String {
        (["MMMMM----- Recipe via Meal-Master (tm) v8.05", "", "      Title: Chili", " Categories: \(categories)",
          "      Yield: 6 servings", ""] + ingredients + ["", "  Brown the beef.", "", "MMMMM"]).joined(separator: "\n")
    }

    @Test func aRightColumnOffTheStandardColumnByOneToFourIsItsOwnIngredient() throws {
        let lines = [
            // The standard layout: the right column at column 42.
            "      2 md Onions                              1 ts Salt",
            // One to four columns off either way, continuations on both sides of a line.
            #"      3 lb Beef chuck, cut in 1/2"          2 tb Ground cumin;"#,
            "           -cubes                                  -toasted",
            "      4    Garlic cloves                       1/2 c  Tomato paste",
            "      1 cn Beans                       1 1/2 c  Beef stock",
            "      1 pn Cayenne                               3    Bay leaves",
            "                                           1 ts Oregano",
        ]
        let recipe = try TestReading.only(Self.recipe(lines), fileName: "chili.mmf")
        #expect(recipe.ingredients == [
            "2 medium Onions", #"3 lb Beef chuck, cut in 1/2" cubes"#, "4 Garlic cloves", "1 can Beans", "1 pinch Cayenne",
            "1 tsp Salt", "2 tbsp Ground cumin, toasted", "1/2 cup Tomato paste", "1 1/2 cups Beef stock", "3 Bay leaves",
            "1 tsp Oregano",
        ])
    }

    /// Cookmate's "Meal-Master Export Format" writes a `Tags:` line in the header, empty or not:
    /// the ingredients after it are still ingredients.
    @Test func cookmatesTagsLineIsPartOfTheHeader() throws {
        let text = ["----- Recipe via Cookmate [Meal-Master Export Format] -----", "", "      Title: Baklava",
                    "Categories: Greek, Desserts", "Tags:", "      Yield: 36", "", "      1    Egg yolk",
                    "      1 lb Toasted blanched almonds", "", "Cream the butter until light.", "", "-----"]
        let recipe = try TestReading.only(text.joined(separator: "\n"), fileName: "baklava.mmf")
        #expect(recipe.ingredients == ["1 Egg yolk", "1 lb Toasted blanched almonds"])
        #expect(recipe.directions == ["Cream the butter until light."])
        #expect(recipe.servings == "36")
        let tagged = text.map { $0 == "Tags:" ? "Tags: Baking" : $0 }.joined(separator: "\n")
        #expect(try TestReading.only(tagged, fileName: "baklava.mmf").collections == ["Greek", "Desserts", "Baking"])
    }

    @Test func tabsAreExpandedToEightColumnStops() throws {
        let lines = [
            "      3 lb Beef chuck\t\t\t       2 tb Ground cumin",
            "\t   -cubes",
        ]
        let recipe = try TestReading.only(Self.recipe(lines), fileName: "chili.mmf")
        #expect(recipe.ingredients == ["3 lb Beef chuck cubes", "2 tbsp Ground cumin"])
    }

    @Test func aOneColumnLineWhoseTextHasSpacesAndNumbersStaysOneIngredient() throws {
        let lines = [
            "      1 c  Water, 2 to 3 cups if needed",
            "      1 c  Water, more if the dough is dry,  2 to 3 c if needed",
            "      1 lb Beef, cut in cubes; or use lamb.  1 lb is plenty",
            "      2 tb Oil, as needed to grease the big pan.  Or use butter",
        ]
        let recipe = try TestReading.only(Self.recipe(lines), fileName: "chili.mmf")
        #expect(recipe.ingredients == [
            "1 cup Water, 2 to 3 cups if needed", "1 cup Water, more if the dough is dry,  2 to 3 c if needed",
            "1 lb Beef, cut in cubes, or use lamb.  1 lb is plenty", "2 tbsp Oil, as needed to grease the big pan.  Or use butter",
        ])
    }

    @Test func categoriesWithoutCommasAreTheNamesOlderVersionsWrote() throws {
        let spaced = try TestReading.only(Self.recipe(["      1 lb Beef"], categories: "Main dish Beef Chili"), fileName: "a.mmf")
        #expect(spaced.collections == ["Main dish", "Beef", "Chili"])
        let fields = try TestReading.only(Self.recipe(["      1 lb Beef"], categories: "Main dish  Beef      Chili"), fileName: "b.mmf")
        #expect(fields.collections == ["Main dish", "Beef", "Chili"])
        let commas = try TestReading.only(Self.recipe(["      1 lb Beef"], categories: "Main Dish, Beef"), fileName: "c.mmf")
        #expect(commas.collections == ["Main Dish", "Beef"])
    }

    @Test func aLineAMailProgramWrappedGoesOnWithItsIngredient() throws {
        let lines = [
            "      1 c  Chopped onion                       2 tb Worcestershire or",
            "soy sauce",
            "      1 lb Ground beef                         1 ts Salt",
            "      1 lb Beef chuck, cut in cubes; or use lamb, mutton or goat if you",
            "like",
        ]
        let recipe = try TestReading.only(Self.recipe(lines), fileName: "chili.mmf")
        #expect(recipe.ingredients == ["1 cup Chopped onion", "1 lb Ground beef",
                                       "1 lb Beef chuck, cut in cubes, or use lamb, mutton or goat if you like",
                                       "2 tbsp Worcestershire or soy sauce", "1 tsp Salt"])
        #expect(recipe.directions == ["Brown the beef."])
    }
}
