import Foundation
import GRDB
import Testing
@testable import RecipeKit

@Suite struct RecipeQueryTests {
    /// Adds recipes titled as given (in this order), returning their IDs by title.
    private func add(_ titles: [String], to store: RecipeStore) throws -> [String: Int] {
        var ids: [String: Int] = [:]
        for title in titles { ids[title] = try store.add(sampleRecipe(title: title)).id }
        return ids
    }

    @Test func allIsOrderedByTitleIgnoringCaseThenByID() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        for (id, title) in [(30, "banana bread"), (10, "Apple pie"), (20, "Chili"), (40, "carrot cake"), (5, "chili")] {
            try store.restore(sampleRecipe(id: id, title: title))
        }
        #expect(try store.recipeIDs(matching: RecipeQuery()) == [10, 30, 40, 5, 20])
    }

    @Test func accentedTitlesSortWithTheirLettersInEveryScope() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let titles = [(1, "Greek salad"), (2, "Gâteau au chocolat"), (3, "Zucchini bread"), (4, "Éclairs"),
                      (5, "eclairs"), (6, "Pão de queijo"), (7, "Pancakes"), (8, "Pasta e fagioli"), (9, "Ösgrütze")]
        for (id, title) in titles {
            try store.restore(sampleRecipe(id: id, title: title, favorite: true, collections: ["Mixed"]))
        }
        // gateau < greek; eclairs (4) and eclairs (5) tie and go by ID; pancakes < pao < pasta.
        let expected = [4, 5, 2, 1, 9, 7, 6, 8, 3]
        #expect(try store.recipeIDs(matching: RecipeQuery()) == expected)
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .favorites)) == expected)
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("Mixed"))) == expected)
        #expect(try store.recipeIDs(matching: RecipeQuery(searchText: "ecl")) == [4, 5])
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("Mixed"), searchText: "p")) == [7, 6, 8])
        var renamed = try #require(try store.recipe(with: 3))
        renamed.title = "Àpple galette"
        try store.update(renamed)
        #expect(try store.recipeIDs(matching: RecipeQuery()).first == 3)
    }

    @Test func collectionsSortByNameIgnoringCaseAndAccents() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.add(sampleRecipe(title: "Soup", collections: ["Weeknight", "Épices", "desserts", "Fête"]))
        #expect(try store.collections().map(\.name) == ["desserts", "Épices", "Fête", "Weeknight"])
    }

    @Test func favoritesHoldOnlyFavoritesInListOrder() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let zucchini = try store.add(sampleRecipe(title: "Zucchini fritters", favorite: true)).id
        _ = try store.add(sampleRecipe(title: "Bread", favorite: false))
        let apple = try store.add(sampleRecipe(title: "apple tart", favorite: true)).id
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .favorites)) == [apple, zucchini])
    }

    @Test func recentsAreTheLast30DaysNewestFirst() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let weekOld = try store.add(sampleRecipe(title: "A", addedDaysAgo: 7)).id
        let today = try store.add(sampleRecipe(title: "B", addedDaysAgo: 0)).id
        _ = try store.add(sampleRecipe(title: "C", addedDaysAgo: 31))
        let almostMonth = try store.add(sampleRecipe(title: "D", addedDaysAgo: 29.9)).id
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .recents)) == [today, weekOld, almostMonth])
    }

    @Test func collectionScopeAndCounts() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let soup = try store.add(sampleRecipe(title: "Soup", collections: ["Winter", "Quick"])).id
        let stew = try store.add(sampleRecipe(title: "Stew", collections: ["Winter"])).id
        _ = try store.add(sampleRecipe(title: "Salad", collections: ["summer"]))
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("Winter"))) == [soup, stew])
        // Names compare without case (CollectionNames): `winter` is the library's `Winter`.
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("winter"))) == [soup, stew])
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("Wint"))) == [])
        #expect(try store.collections() == [
            CollectionSummary(name: "Quick", recipeCount: 1),
            CollectionSummary(name: "summer", recipeCount: 1),
            CollectionSummary(name: "Winter", recipeCount: 2),
        ])
    }

    @Test func recipesWithIDsKeepsTheGivenOrderAndSkipsUnknownIDs() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let ids = try add(["One", "Two", "Three"], to: store)
        let wanted = [ids["Three"]!, 12_345, ids["One"]!]
        #expect(try store.recipes(with: wanted).map(\.title) == ["Three", "One"])
    }

    @Test(arguments: [
        RecipeQuery.Scope.all, .favorites,
    ])
    func listOrderIsReadFromAnIndexNotSorted(scope: RecipeQuery.Scope) throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let plan = try store.database.read { db in
            let (sql, arguments) = try store.idSelection(for: RecipeQuery(scope: scope), db)
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { $0["detail"] as String }
        }
        #expect(plan.allSatisfy { !$0.contains("TEMP B-TREE") }, "plan: \(plan)")
        #expect(plan.contains { $0.contains("USING") && $0.contains("INDEX") }, "plan: \(plan)")
    }
}

@Suite struct FilteredQueryPlanTests {
    @Test(arguments: [
        RecipeQuery(scope: .collection("Soups")), RecipeQuery(searchText: "chick"),
        RecipeQuery(scope: .favorites, searchText: "chick"), RecipeQuery(scope: .recents, searchText: "chick"),
    ])
    func filtersLookUpHitsInTheNarrowIndexNotTheTable(query: RecipeQuery) throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let plan = try store.database.read { db in
            let (sql, arguments) = try store.idSelection(for: query, db)
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX recipe_lookup") }, "plan: \(plan)")
    }
}
