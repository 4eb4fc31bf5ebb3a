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
        #expect(try search("(", store, scope: .favorites) == [])
        #expect(try search("\"", store, scope: .collection("Soups")) == [])
    }

    private static let everything = ["Chicken noodle soup", "Crème brûlée", "Near-perfect chickpea curry", "김치찌개"]
    private static let chick = ["Chicken noodle soup", "Near-perfect chickpea curry"]

    /// Text with no words (only punctuation, symbols, emoji, control characters) matches nothing,
    /// as a search for something no recipe holds; blank text is no search and shows everything.
    @Test(arguments: [
        ("\"", []), ("\"\"", []), ("\"chick", chick), ("chick\"", chick), ("*", []),
        ("chick*", chick), ("-", []), ("-chick", chick), ("chick -noodle", ["Chicken noodle soup"]),
        ("NEAR(chick noodle)", []), ("near/2", []), ("AND", []), ("OR", []), ("chick AND", []),
        ("AND chick", []), ("(", []), (")", []), ("(chick", chick), ("chick)", chick),
        ("^chick", chick), (":", []), ("title:chick", []), ("{title}: chick", []), ("+", []),
        ("'", []), ("';DROP TABLE recipe;--", []), ("\\", []), ("%", []),
        ("_", []), ("🍲", []), ("🍲 chick", chick), ("👩‍🍳", []), ("김치 🌶️", ["김치찌개"]),
        ("\u{0}", []), ("\u{1}", []), ("\u{1B}[2J", []), ("   ", everything), ("\n\t", everything), ("", everything),
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
