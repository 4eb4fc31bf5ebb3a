// Collection names compare without case; a collection can be renamed, or merged into another.
import Foundation
import GRDB
import Testing
@testable import RecipeKit

@Suite struct CollectionNameTests {
    @Test func spellingsThatDifferOnlyInCaseAreOneCollectionUnderTheFirstSpelling() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let first = try store.add(sampleRecipe(title: "Pancakes", collections: ["Breakfast"]))
        let second = try store.add(sampleRecipe(title: "Eggs", collections: ["breakfast", "Quick", "QUICK"]))
        #expect(second.collections == ["Breakfast", "Quick"])
        #expect(try store.collections() == [CollectionSummary(name: "Breakfast", recipeCount: 2), CollectionSummary(name: "Quick", recipeCount: 1)])
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("BREAKFAST"))).sorted() == [first.id, second.id].sorted())
        // An import (set-based) folds the same way.
        _ = try store.importRecipes([sampleRecipe(title: "Toast", collections: ["BREAKFAST", "lunch"]),
                                     sampleRecipe(title: "Soup", collections: ["Lunch"])], existing: .skip)
        #expect(try store.collections().map(\.name) == ["Breakfast", "lunch", "Quick"])
        #expect(try store.collections().first { $0.name == "lunch" }?.recipeCount == 2)
    }

    @Test func renamingMovesEveryRecipeInOneTransactionAndTellsOtherProcessesWhichChanged() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let ids = try (1...3).map { try store.add(sampleRecipe(title: "Recipe \($0)", collections: ["Breakfast"])).id }
        let outside = try store.add(sampleRecipe(title: "Other", collections: ["Dinner"])).id
        let other = try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
        _ = try other.pendingChanges()

        let rename = try store.renameCollection("breakfast", to: "Morning")
        #expect(rename == CollectionRename(oldName: "Breakfast", newName: "Morning", merged: false, recipesMoved: 3, recipeCount: 3))
        #expect(try store.collections().map(\.name) == ["Dinner", "Morning"])
        #expect(try store.recipe(with: ids[0])?.collections == ["Morning"])
        let changes = try other.pendingChanges()
        #expect(changes.contains(.collectionsDidChange))
        for id in ids { #expect(changes.contains(.recipeDidChange(id))) }
        #expect(!changes.contains(.recipeDidChange(outside)))
    }

    @Test func renamingToAnExistingNameMergesUnderItsSpellingAndARecipeInBothStaysOnce() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let both = try store.add(sampleRecipe(title: "Both", collections: ["Brunch", "Breakfast"])).id
        let brunchOnly = try store.add(sampleRecipe(title: "Brunch only", collections: ["Brunch"])).id
        _ = try store.add(sampleRecipe(title: "Breakfast only", collections: ["Breakfast"]))
        let rename = try store.renameCollection("Brunch", to: "breakfast")
        #expect(rename == CollectionRename(oldName: "Brunch", newName: "Breakfast", merged: true, recipesMoved: 1, recipeCount: 3))
        #expect(try store.collections() == [CollectionSummary(name: "Breakfast", recipeCount: 3)])
        #expect(try store.recipe(with: both)?.collections == ["Breakfast"])
        #expect(try store.recipe(with: brunchOnly)?.collections == ["Breakfast"])
    }

    @Test func renamingToTheSameNameInAnotherCaseRespellsIt() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.add(sampleRecipe(title: "Eggs", collections: ["breakfast"]))
        let rename = try store.renameCollection("breakfast", to: "Breakfast")
        #expect(rename.newName == "Breakfast" && !rename.merged)
        #expect(try store.collections().map(\.name) == ["Breakfast"])
    }

    @Test func aNameGivenWithSpacesAroundItFindsTheCollectionAsARenameTrimsTheNewName() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let eggs = try store.add(sampleRecipe(title: "Eggs", collections: ["Breakfast"])).id
        let spaced = try store.add(sampleRecipe(title: "Spaced", collections: [" Odd "])).id
        #expect(try store.collection(named: "breakfast ") == CollectionSummary(name: "Breakfast", recipeCount: 1))
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection(" Breakfast\t"))) == [eggs])
        #expect(try store.recipeIDSet(in: .collection("BREAKFAST  "))?.sorted == [eggs])
        // A collection an import wrote with spaces around its name is still found as written.
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection(" odd "))) == [spaced])
        let rename = try store.renameCollection("  breakfast ", to: " Morning ")
        #expect(rename == CollectionRename(oldName: "Breakfast", newName: "Morning", merged: false, recipesMoved: 1, recipeCount: 1))
    }

    @Test func unknownCollectionsAndEmptyNamesAreRefusedWithAMessage() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        _ = try store.add(sampleRecipe(title: "Eggs", collections: ["Breakfast"]))
        #expect(throws: CollectionNameError.noSuchCollection("Supper")) { try store.renameCollection("Supper", to: "Dinner") }
        #expect(throws: CollectionNameError.invalidName("it is empty")) { try store.renameCollection("Breakfast", to: "  ") }
        #expect(CollectionNameError.noSuchCollection("Supper").description == "no collection named \"Supper\" (`recipes collections` lists them)")
        #expect(try store.collections().map(\.name) == ["Breakfast"])
    }

    @Test func aLibraryWithBothSpellingsIsMergedUnderTheMostUsedWhenUpgraded() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            try LibrarySchema.migrator.migrate(queue, upTo: "v13 search index in one segment")
            try queue.write { db in
                // The columns of v13, as that version wrote them (today's rows hold later columns).
                for id in 1...4 {
                    try db.execute(sql: """
                        INSERT INTO recipe (id, title, prepTime, cookTime, servings, ingredients, directions, isFavorite,
                                            addedOn, imageNames, titleKey)
                        VALUES (?, ?, 0, 0, '', '', '', 0, ?, '[]', ?)
                        """, arguments: [id, "Recipe \(id)", RecipeRows.storedDate(testNow), TitleSortKey.of("Recipe \(id)")])
                }
                // As versions before wrote them: `breakfast` on three recipes, `Breakfast` on two.
                for (name, id) in [("breakfast", 1), ("breakfast", 2), ("breakfast", 3), ("Breakfast", 3), ("Breakfast", 4),
                                   ("Tea", 1), ("tea", 2)] {
                    try db.execute(sql: "INSERT INTO recipeCollection (name, recipeId, position) VALUES (?, ?, 0)", arguments: [name, id])
                }
            }
        }
        let store = try RecipeStore(path: path, now: { testNow })
        #expect(try store.collections() == [CollectionSummary(name: "breakfast", recipeCount: 4),
                                             CollectionSummary(name: "Tea", recipeCount: 2)])
        #expect(try store.recipe(with: 3)?.collections == ["breakfast"])
        #expect(try store.recipeIDs(matching: RecipeQuery(scope: .collection("BREAKFAST"))) == [1, 2, 3, 4])
    }
}
