import Foundation
import Testing
@testable import RecipeFormats

@Suite struct PlanToEatTests {
    /// Plan to Eat's CSV export. The header (every column, in its order) and the conventions
    /// (multi-line quoted `Ingredients` and `Directions`, `, Heading` ingredient lines, times in
    /// minutes, comma-separated `Tags`) follow Mealie's public test file
    /// `tests/data/migrations/plantoeat.csv`; the recipes are made up. A field holds a comma, a
    /// doubled quote and line breaks, as RFC 4180 allows.
    static let header = "Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,"
        + "Total Time,Servings,Yield,Ingredients,Directions,Tags,Rating,Public Url,Photo Url,Private,"
        + "Nutritional Score (generic),Calories,Fat,Saturated Fat,Cholesterol,Sodium,Sugar,Carbohydrate,Fiber,Protein,"
        + "Cost,Created At,Updated At"
    static let csv = header + "\r\n"
        + "Sesame tofu bowl,Main Course,Japanese,Tofu,\"Quick, \"\"weeknight\"\" bowl.\nServe warm.\",Clarity Kitchen,"
        + "https://example.com/tofu-bowl,example.com,20,25,45,4,,\", Bowl\n200 g sushi rice\n1 cucumber, sliced\n, Dressing\n"
        + "2 tbsp sesame oil\n\n\",\"1. Cook the rice.\n2. Fry the tofu, then dress.\",\"Vegan, Quick\",4,"
        + "https://app.plantoeat.com/recipes/1,https://example.com/tofu.jpg,yes,,520,18,,,,,,,24,,2023-10-13 20:29:29,"
        + "2023-10-13 20:32:48\r\n"
        + "Plain rice,,,,,,,,,,,,2 bowls,\"1 cup rice\n2 cups water\",Simmer 15 minutes.,,,,,,,,,,,,,,,,,,\r\n"
        + ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,2023-10-13 20:29:29,\r\n"

    @Test func theExportIsRecognisedByItsHeaderWhateverItsName() {
        #expect(RecipeFormat.detect(Array(Self.csv.utf8), fileName: "export.txt") == .planToEat)
        #expect(RecipeFormat.detect(Array("Name,Price\nTea,3".utf8), fileName: "prices.csv") == .unknown)
    }

    @Test func aRowMapsEveryColumn() throws {
        let result = TestReading.read(Self.csv, fileName: "plantoeat.csv")
        #expect(result.format == .planToEat)
        #expect(result.recipes.map(\.title) == ["Sesame tofu bowl", "Plain rice"])
        let bowl = try #require(result.recipes.first)
        #expect(bowl.servings == "4" && bowl.prepTime == 1_200 && bowl.cookTime == 1_500 && bowl.totalTime == 2_700)
        #expect(bowl.ingredients == ["Bowl:", "200 g sushi rice", "1 cucumber, sliced", "Dressing:", "2 tbsp sesame oil"])
        #expect(bowl.directions == ["Cook the rice.", "Fry the tofu, then dress."])
        #expect(bowl.collections == ["Main Course", "Japanese", "Tofu", "Vegan", "Quick"])
        #expect(bowl.rating == 4)
        #expect(bowl.sourceURL == "https://example.com/tofu-bowl")
        #expect(bowl.notes == "Quick, \"weeknight\" bowl.\nServe warm.\n\nSource: Clarity Kitchen\n\nNutrition: Calories: 520, Fat: 18, Protein: 24")
        #expect(bowl.imageURLs == ["https://example.com/tofu.jpg"])
        #expect(result.recipes[1].servings == "2 bowls" && result.recipes[1].ingredients == ["1 cup rice", "2 cups water"])
        #expect(TestReading.messages(result) == ["plantoeat.csv: line 13: a Plan to Eat recipe without a Title; left out"])
        let tagsOnly = TestReading.read(Self.csv, fileName: "p.csv", options: ReadOptions(categoriesAsCollections: false))
        #expect(tagsOnly.recipes.first?.collections == ["Vegan", "Quick"])
    }

    @Test func aCutShortOrDamagedFileIsRefusedWhole() {
        let cut = String(Self.csv.prefix(Self.header.count + 200))
        let result = TestReading.read(cut, fileName: "cut.csv")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result)
            == ["cut.csv: line 3: not a Plan to Eat export: a quoted field that never ends (the file may be cut short)"])
        let short = Self.header + "\nSoup,Starter\nBread" + String(repeating: ",", count: 32) + "\n"
        #expect(TestReading.messages(TestReading.read(short, fileName: "rows.csv"))
            == ["rows.csv: line 2: not a Plan to Eat export: a row of 2 fields where the header names 33; the file may be damaged"])
        let stray = Self.header + "\n\"Soup\"x" + String(repeating: ",", count: 32) + "\n"
        #expect(TestReading.messages(TestReading.read(stray, fileName: "q.csv"))
            == ["q.csv: line 2: not a Plan to Eat export: text after the closing quote of a field"])
    }

    @Test func anotherFileGivenAsPlanToEatIsToldByItsFirstLine() {
        let result = RecipeImport.read(Data(#"{"name": "Toast", "steps": []}"#.utf8), fileName: "x.json", as: .planToEat)
        #expect(TestReading.messages(result) == ["x.json: not a Plan to Eat export: its first line names no Title column"])
    }

    @Test func aZipOfTheCSVIsRead() {
        let zip = ArchiveBuilder.zip([(name: "plantoeat-recipes.csv", contents: Array(Self.csv.utf8))])
        let result = TestReading.read(zip, fileName: "plantoeat.zip")
        #expect(result.format == .planToEat)
        #expect(result.recipes.map(\.title) == ["Sesame tofu bowl", "Plain rice"])
    }
}
