import Testing
@testable import RecipeKit

@Suite struct SearchTests {
    /// A library of four recipes whose words the searches below aim at.
    private func makeStore(_ directory: TemporaryDirectory) throws -> (RecipeStore, [String: Int]) {
        let store = try makeEmptyStore(directory)
        var ids: [String: Int] = [:]
        for (title, ingredients, collections) in [
            ("김치찌개", "김치\n두부\npork belly", ["Korean"]),
            ("Crème brûlée", "cream\nsugar\nvanilla", ["Desserts"]),
            ("Chicken noodle soup", "chicken\nnoodles\ncarrots", ["Soups"]),
            ("Near-perfect chickpea curry", "chickpeas\ncoconut milk", ["Soups"]),
        ] {
            var recipe = sampleRecipe(title: title, collections: collections)
            recipe.ingredients = ingredients
            ids[title] = try store.add(recipe).id
        }
        return (store, ids)
    }

    private func search(_ text: String, _ store: RecipeStore, scope: RecipeQuery.Scope = .all) throws -> [Int] {
        try store.recipeIDs(matching: RecipeQuery(scope: scope, searchText: text))
    }

    @Test func wordsArePrefixMatchedInTitleIngredientsAndDirections() throws {
        let directory = TemporaryDirectory()
        let (store, ids) = try makeStore(directory)
        #expect(try search("chick", store) == [ids["Chicken noodle soup"]!, ids["Near-perfect chickpea curry"]!])
        #expect(try search("chick noodle", store) == [ids["Chicken noodle soup"]!])
        #expect(try search("coconut", store) == [ids["Near-perfect chickpea curry"]!])
        #expect(try search("whisk", store).count == 4) // in every recipe's directions
        #expect(try search("nothing-like-this", store) == [])
    }

    @Test func hangulAndAccentsMatch() throws {
        let directory = TemporaryDirectory()
        let (store, ids) = try makeStore(directory)
        #expect(try search("김치", store) == [ids["김치찌개"]!])
        #expect(try search("두부", store) == [ids["김치찌개"]!])
        #expect(try search("creme brulee", store) == [ids["Crème brûlée"]!])
        #expect(try search("CRÈME", store) == [ids["Crème brûlée"]!])
    }

    @Test func searchNarrowsTheScope() throws {
        let directory = TemporaryDirectory()
        let (store, ids) = try makeStore(directory)
        #expect(try search("chick", store, scope: .collection("Soups")).count == 2)
        #expect(try search("noodle", store, scope: .collection("Desserts")) == [])
        try store.setFavorite(true, for: ids["Chicken noodle soup"]!)
        #expect(try search("chick", store, scope: .favorites) == [ids["Chicken noodle soup"]!])
    }

    private static let everything = ["Chicken noodle soup", "Crème brûlée", "Near-perfect chickpea curry", "김치찌개"]
    private static let chick = ["Chicken noodle soup", "Near-perfect chickpea curry"]

    /// Text with no words (only punctuation, symbols, emoji) is no filter: it shows everything.
    @Test(arguments: [
        ("\"", everything), ("\"\"", everything), ("\"chick", chick), ("chick\"", chick), ("*", everything),
        ("chick*", chick), ("-", everything), ("-chick", chick), ("chick -noodle", ["Chicken noodle soup"]),
        ("NEAR(chick noodle)", []), ("near/2", []), ("AND", []), ("OR", []), ("chick AND", []),
        ("AND chick", []), ("(", everything), (")", everything), ("(chick", chick), ("chick)", chick),
        ("^chick", chick), (":", everything), ("title:chick", []), ("{title}: chick", []), ("+", everything),
        ("'", everything), ("';DROP TABLE recipe;--", []), ("\\", everything), ("%", everything),
        ("_", everything), ("🍲", everything), ("🍲 chick", chick), ("👩‍🍳", everything), ("김치 🌶️", ["김치찌개"]),
        ("\u{0}", everything), ("\u{1B}[2J", []), ("   ", everything), ("", everything),
    ])
    func hostileTextIsSearchedAsPlainWords(text: String, expectedTitles: [String]) throws {
        let directory = TemporaryDirectory()
        let (store, ids) = try makeStore(directory)
        let found = try search(text, store)
        #expect(try store.recipes(with: found).map(\.title) == expectedTitles)
        #expect(try store.recipeCount() == ids.count)
    }

    @Test func operatorWordsAreSearchedAsWords() throws {
        let directory = TemporaryDirectory()
        let (store, ids) = try makeStore(directory)
        #expect(try search("NEAR", store) == [ids["Near-perfect chickpea curry"]!])
        #expect(try search("chick NOT", store) == [])
    }
}
