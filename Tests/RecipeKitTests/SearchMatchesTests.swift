import Foundation
import GRDB
import PropertyBased
import Testing
@testable import RecipeKit

/// A search finds exactly the recipes that hold, for every word typed, a word starting with it:
/// checked against the recipes' own words, split by the index's tokenizer, not against FTS5.
/// The words cover the three ways a word is read (a prefix index up to 8 characters, the terms
/// a longer word starts, FTS5's prefix query when it starts too many terms).
@Suite struct SearchMatchesTests {
    /// Recipes beside the samples: long words sharing long prefixes, accents, several scripts,
    /// and one recipe with more words starting "zzzzzzzzz" than a word is expanded into.
    static let extraRecipes: [(title: String, ingredients: String, directions: String)] = [
        ("Seasoned chips", "2 tbsp seasoning\nsalt", "Toss with the seasonings."),
        ("Worcestershire toast", "1 tsp Worcestershire sauce\n1 tablespoonful butter", "Toast, then season."),
        ("Frühstücksbrötchen", "500 g Weizenmehl", "Über Nacht gehen lassen; Frühstück."),
        ("Μουσακάς με μελιτζάνες", "μελιτζάνες\nκιμάς", "Ψήνουμε τις μελιτζάνες."),
        ("스파게티볼로네제", "스파게티 200 g\n다진고기", "소스를 끓인다."),
        ("Many z words", "water", (0..<300).map { "zzzzzzzzz" + letter($0 / 26) + letter($0 % 26) }.joined(separator: " ")),
        ("Tomatoes", "6 tomatoes\n1 tomato paste", "Seasoning to taste."),
    ]

    static func letter(_ index: Int) -> String {
        String(UnicodeScalar(UInt8(97 + index)))
    }

    func makeLibrary(_ directory: TemporaryDirectory) throws -> RecipeStore {
        let store = try makePersonalStore(directory, name: "search.sqlite")
        for extra in Self.extraRecipes {
            var recipe = sampleRecipe(title: extra.title)
            recipe.ingredients = extra.ingredients
            recipe.directions = extra.directions
            try store.add(recipe)
        }
        return store
    }

    /// Every recipe's words as the index holds them.
    func wordsByRecipe(_ store: RecipeStore) throws -> [Recipe.ID: Set<String>] {
        try store.read { db in
            let tokenizer = try db.makeTokenizer(.unicode61(diacritics: .remove))
            var words: [Recipe.ID: Set<String>] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, title, ingredients, directions FROM recipe") {
                let text = [row["title"], row["ingredients"], row["directions"]].map { ($0 as String?) ?? "" }.joined(separator: "\n")
                words[row["id"]] = Set(try tokenizer.tokenize(document: text).map(\.token))
            }
            return words
        }
    }

    /// The recipes with, for every word of `typed`, a word starting with it.
    func expected(_ typed: [String], in words: [Recipe.ID: Set<String>]) -> [Recipe.ID] {
        words.filter { _, own in typed.allSatisfy { word in own.contains { $0.hasPrefix(word) } } }.keys.sorted()
    }

    @Test func randomPrefixesOfTheLibrarysWordsFindExactlyTheRecipesHoldingThem() throws {
        let directory = TemporaryDirectory()
        let store = try makeLibrary(directory)
        let words = try wordsByRecipe(store)
        let vocabulary = Set(words.values.joined()).sorted()
        var random = Xoshiro(seed: (0x5EA2C4, 1, 2, 3))
        for round in 0..<400 {
            let typed = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                let word = vocabulary.randomElement(using: &random)!
                let length = Int.random(in: 1...word.count, using: &random)
                // Now and then a prefix no word has.
                return String(word.prefix(length)) + (Int.random(in: 0..<10, using: &random) == 0 ? "q" : "")
            }
            let found = try store.recipeIDs(matchingSearch: typed.joined(separator: " "))
            #expect(found == expected(typed, in: words), "round \(round): \(typed)")
        }
    }

    @Test(arguments: [
        "seasoning", "seasonings", "SEASONING", "season", "worcestershire", "Worcestershir", "tablespoonful",
        "fruhstucksbrotchen", "Frühstück", "μελιτζάνες", "μελιτζ", "스파게티볼로네제", "스파게티", "zzzzzzzzz",
        "zzzzzzzzzab", "zzzzzzzzzzz", "tomato seasoning", "seasoning tomatoes chips", "worcestershire zzzzzzzzz",
    ])
    func longWordsAndSeveralWords(text: String) throws {
        let directory = TemporaryDirectory()
        let store = try makeLibrary(directory)
        let typed = try store.read { db in try #require(try SearchPattern.words(in: text, db)) }
        #expect(try store.recipeIDs(matchingSearch: text) == expected(typed, in: try wordsByRecipe(store)))
    }

    @Test func aSearchSeesRecipesWrittenAfterItsConnectionOpened() throws {
        let directory = TemporaryDirectory()
        let store = try makeLibrary(directory)
        let reader = try RecipeStore(path: store.path, readOnly: true)
        #expect(try reader.recipeIDs(matchingSearch: "quinceliciousness") == [])
        var recipe = sampleRecipe(title: "Quinceliciousness")
        recipe.ingredients = "quince"
        let id = try store.add(recipe).id
        #expect(try reader.recipeIDs(matchingSearch: "quinceliciousness") == [id])
        #expect(try reader.recipeIDs(matchingSearch: "quincelicious") == [id])
        try store.delete(id: id)
        #expect(try reader.recipeIDs(matchingSearch: "quinceliciousness") == [])
    }
}

/// `RecipeIDSet` against `Set<Int>`, IDs in the bitmap and outside it (negative, very large).
@Suite struct RecipeIDSetTests {
    @Test func agreesWithASetOfIntegers() {
        var random = Xoshiro(seed: (42, 1, 2, 3))
        for round in 0..<200 {
            // IDs at the end of the bitmap make it 8 MiB: in a few rounds only (debug builds are slow).
            let nearLimit = round % 40 == 0
            let pick = { (random: inout Xoshiro) -> Int in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: Int.random(in: -1_000...(-1), using: &random)
                case 1 where nearLimit: RecipeIDSet.bitmapLimit + Int.random(in: -3...3, using: &random)
                case 2: Int.random(in: Int.max - 3...Int.max, using: &random)
                default: Int.random(in: 0...5_000, using: &random)
                }
            }
            let first = (0..<Int.random(in: 0...300, using: &random)).map { _ in pick(&random) }
            let second = (0..<Int.random(in: 0...300, using: &random)).map { _ in pick(&random) }
            var set = RecipeIDSet(first)
            let model = Set(first)
            #expect(set.count == model.count && set.sorted == model.sorted(), "round \(round)")
            let probes = (0..<50).map { _ in pick(&random) }
            #expect(probes.map(set.contains) == probes.map(model.contains), "round \(round)")
            let ordered = (first + second).shuffled(using: &random)
            #expect(set.filter(ordered) == ordered.filter(model.contains), "round \(round)")
            set.formIntersection(RecipeIDSet(second))
            #expect(set.count == model.intersection(second).count && set.sorted == model.intersection(second).sorted(), "round \(round)")
        }
    }

    @Test func insertSaysWhetherTheIDWasNew() {
        var set = RecipeIDSet()
        #expect(set.insert(7) && !set.insert(7) && set.insert(-7) && !set.insert(-7))
        #expect(set.count == 2 && set == RecipeIDSet([-7, 7, 7]))
    }
}
