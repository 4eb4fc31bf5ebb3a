// The editor round trip with a real program as the editor, another process writing meanwhile.
import Foundation
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct EditSessionTests {
    @Test func aRealEditorChangingServingsWhileAnotherProcessFavoritesKeepsBoth() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        guard case .edit(let request) = fixture.press(.character("e"))[0] else { Issue.record("no editor"); return }
        let script = try EditorScript(#"sed -i 's/^Servings: .*/Servings: 12 slices/' "$1""#)
        let editor = ExternalEditor(command: script.path)
        let other = try fixture.library.otherProcess()
        let wasFavorite = try #require(request.original).isFavorite
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            _ = try? other.toggleFavorite(id: id) // while the editor is open
            return try editor.edit(text)
        }.run(request)
        let stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.servings == "12 slices")
        #expect(stored.isFavorite == !wasFavorite)
        #expect(fixture.screen.text("status").contains("Saved"))
    }

    @Test func leavingAReopenedConflictWithoutSavingKeepsTheTextInAFileAndSaysWhere() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        guard case .edit(let request) = fixture.press(.character("e"))[0] else { Issue.record("no editor"); return }
        let other = try fixture.library.otherProcess()
        let opened = try #require(request.original).title
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            guard round == 1 else { return text } // the second time: quit without saving
            var theirs = try! #require(try other.recipe(with: id))
            theirs.title = "Theirs"
            try! other.update(theirs)
            return text.replacingOccurrences(of: "Title: \(opened)\n", with: "Title: Mine\n")
        }.run(request)
        #expect(round == 2)
        let status = fixture.screen.text("status")
        #expect(status.contains("Not saved: your text is kept in "))
        let path = try #require(status.components(separatedBy: "kept in ").last?.trimmingCharacters(in: .whitespaces))
        defer { unlink(path) }
        let kept = try String(contentsOfFile: path, encoding: .utf8)
        #expect(kept.contains("Title: Mine\n======= the library's"))
        #expect(try fixture.store.recipe(with: id)?.title == "Theirs")
    }

    @Test func aParseErrorLeftUnfixedKeepsTheTextToo() throws {
        let fixture = try BrowserFixture()
        guard case .edit(let request) = fixture.press(.character("e"))[0] else { Issue.record("no editor"); return }
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            return round == 1 ? text.replacingOccurrences(of: "Prep time:", with: "Prep time: soon, and") : text
        }.run(request)
        let status = fixture.screen.text("status")
        #expect(status.contains("Not saved: your text is kept in "))
        if let path = status.components(separatedBy: "kept in ").last?.trimmingCharacters(in: .whitespaces) { unlink(path) }
    }
}
