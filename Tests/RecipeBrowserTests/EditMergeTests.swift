// An editor save writes only what the person changed: three-way merge with what the library
// holds now, conflicts reopened with both versions marked, undo of exactly the person's change.
import Foundation
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct EditMergeTests {
    /// Presses `e` on the selected recipe and returns the request the editor would open.
    private func openEditor(_ fixture: BrowserFixture) throws -> EditRequest {
        guard case .edit(let request) = fixture.press(.character("e"))[0] else {
            throw EditorDidNotOpen()
        }
        return request
    }
    private struct EditorDidNotOpen: Error {}

    @Test func aFavoriteSetElsewhereWhileTheEditorIsOpenSurvivesTheSave() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let request = try openEditor(fixture)
        let wasFavorite = try #require(request.original).isFavorite
        _ = try fixture.library.otherProcess().toggleFavorite(id: id) // `recipes fav ID`
        var template = request.template
        template.title = "Zzz renamed"
        #expect(fixture.browser.finishEditing(request, with: template) == .finished)
        let stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.title == "Zzz renamed")
        #expect(stored.isFavorite == !wasFavorite)
    }

    @Test func anImportReplacingIngredientsAndNotesMeanwhileKeepsThemAndUndoTakesBackOnlyTheServings() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let request = try openEditor(fixture)
        let original = try #require(request.original)
        // `recipes import --replace` from another process: other ingredients and notes.
        let other = try fixture.library.otherProcess()
        var replaced = original
        replaced.ingredients = "3 ripe bananas\n1 cup flour"
        replaced.notes = "From the other window.\n\nWith a blank line."
        replaced.rating = 5
        try other.update(replaced)
        var template = request.template
        template.servings = "12 muffins"
        fixture.browser.finishEditing(request, with: template)
        var stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.servings == "12 muffins")
        #expect(stored.ingredients == replaced.ingredients)
        #expect(stored.notes == replaced.notes)
        #expect(stored.rating == 5)
        #expect(fixture.screen.text("status").contains("Saved"))

        // Undo puts back the servings only; the import's ingredients and notes stay.
        fixture.press(.character("u"))
        stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.servings == original.servings)
        #expect(stored.ingredients == replaced.ingredients)
        #expect(stored.notes == replaced.notes)
        // A favorite set elsewhere after the save is not undone either.
        _ = try other.toggleFavorite(id: id)
        fixture.press(.control("r"))
        stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.servings == "12 muffins")
        #expect(stored.isFavorite == !original.isFavorite)
        #expect(stored.ingredients == replaced.ingredients)
    }

    @Test func undoLeavesAFieldChangedElsewhereSinceAndSaysSo() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let request = try openEditor(fixture)
        var template = request.template
        template.title = "Mine"
        template.servings = "7"
        fixture.browser.finishEditing(request, with: template)
        var later = try #require(try fixture.store.recipe(with: id))
        later.title = "Theirs, later"
        try fixture.library.otherProcess().update(later)
        fixture.press(.timeout, .character("u"))
        let stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.title == "Theirs, later")
        #expect(stored.servings == request.original?.servings)
        #expect(fixture.screen.text("status").contains("Title changed elsewhere since: left as it is"))
    }

    @Test func theSameFieldChangedOnBothSidesReopensTheFormWithBothVersionsAndLosesNothing() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let request = try openEditor(fixture)
        let original = try #require(request.original)
        let other = try fixture.library.otherProcess()
        var theirs = original
        theirs.title = "Their title"
        theirs.isFavorite.toggle()
        try other.update(theirs)
        var template = request.template
        template.title = "My title"
        template.servings = "9"
        guard case .reopen(let next, let text) = fixture.browser.finishEditing(request, with: template) else {
            Issue.record("a conflict did not reopen the editor")
            return
        }
        // Nothing was written; the form holds both titles between markers, under a note.
        #expect(try fixture.store.recipe(with: id) == theirs)
        #expect(text.hasPrefix("# ! Not saved yet: while you were editing"))
        #expect(text.contains("Title was changed on both sides"))
        #expect(text.contains("<<<<<<< yours: what you saved\nTitle: My title\n======= the library's: changed elsewhere while you were editing\nTitle: Their title\n>>>>>>> end of the two versions\n"))
        #expect(text.contains("Servings: 9\n"))
        // Saved with the markers still there: a parse error names the marker's line.
        #expect(throws: RecipeTemplateError.self) { try RecipeTemplate(parsing: text) }

        // The person keeps their title: their servings are saved too, the favorite stays theirs.
        let resolved = text.replacingOccurrences(
            of: "<<<<<<< yours: what you saved\nTitle: My title\n======= the library's: changed elsewhere while you were editing\nTitle: Their title\n>>>>>>> end of the two versions\n",
            with: "Title: My title\n")
        #expect(fixture.browser.finishEditing(next, with: try RecipeTemplate(parsing: resolved)) == .finished)
        let stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.title == "My title" && stored.servings == "9")
        #expect(stored.isFavorite == theirs.isFavorite)
    }

    @Test func aRecipeDeletedWhileEditedIsOfferedBackAsANewRecipeWithTheTypedText() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        let request = try openEditor(fixture)
        _ = try fixture.library.otherProcess().delete(id: id) // `recipes rm ID`
        var template = request.template
        template.ingredients.append("a pinch of what I typed")
        guard case .reopen(let next, let text) = fixture.browser.finishEditing(request, with: template) else {
            Issue.record("saving a deleted recipe did not reopen the editor")
            return
        }
        #expect(fixture.screen.text("status").contains("was deleted elsewhere while you edited it"))
        #expect(text.contains("this recipe was deleted elsewhere"))
        #expect(text.contains("a pinch of what I typed"))
        #expect(next.original == nil)
        // Saving the reopened form adds it as a new recipe, selected, with the typed text.
        #expect(fixture.browser.finishEditing(next, with: try RecipeTemplate(parsing: text)) == .finished)
        let added = try #require(try fixture.selectedRecipe())
        #expect(added.id != id)
        #expect(added.ingredients.hasSuffix("a pinch of what I typed"))
        #expect(added.imageNames == request.original?.imageNames)
        #expect(fixture.screen.text("status").contains("again, as a new recipe"))
    }

    @Test func undoingADeleteBringsBackTheShoppingMarkAtItsServings() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        fixture.press(.character("+"), .character("+"), .character("m"))
        let mark = try #require(try fixture.store.shoppingMarks().first { $0.recipeID == id })
        #expect(mark.servings != nil)
        fixture.press(.character("d"))
        #expect(try fixture.store.shoppingMarks().isEmpty)
        fixture.press(.character("u"))
        #expect(try fixture.store.shoppingMarks() == [mark])
        #expect(fixture.browser.list.shoppingMarks.contains(id))
        #expect(fixture.browser.list.pane.selectedItem == id)
        // Redo deletes it again, undo brings it back again, mark and all.
        fixture.press(.control("r"), .character("u"))
        #expect(try fixture.store.shoppingMarks() == [mark])
    }
}
