// `e` on a recipe imported from Cooklang: its Cooklang text in the editor, saved byte for byte.
import Foundation
import Testing
import RecipeFormats
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct CooklangEditSessionTests {
    private let dough = ">> title: Pizza dough\n>> servings: 2\n\n-- the starter\nMix @flour{100%g} and @water{100%ml}.\n"

    /// A browser on the sample library with `dough` imported from a `.cook` file and selected.
    private func fixtureWithDough() throws -> (BrowserFixture, Recipe.ID) {
        let fixture = try BrowserFixture()
        let path = fixture.library.directory.appendingPathComponent("dough.cook").path
        try dough.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try fixture.store.importFiles(ImportReading.read([ImportInput(name: path)]), existing: .skip)
        let id = try #require(report.added.first?.id)
        fixture.browser.reveal(id)
        try #require(fixture.browser.list.pane.selectedItem == id)
        return (fixture, id)
    }

    private func editRequest(_ fixture: BrowserFixture) throws -> EditRequest {
        guard case .edit(let request) = fixture.press(.character("e"))[0] else { throw CancellationError() }
        return request
    }

    @Test func aRealEditorEditsTheCooklangTextWhichIsSavedByteForByteAndUndoPutsItBack() throws {
        let (fixture, id) = try fixtureWithDough()
        try fixture.store.setFavorite(true, for: id)
        let before = try #require(try fixture.store.recipe(with: id))
        let opened = fixture.library.directory.appendingPathComponent("opened.txt").path
        let saved = fixture.library.directory.appendingPathComponent("saved.txt").path
        let script = try EditorScript(#"cp "$1" \#(opened); sed -i 's/@flour{100%g}/@flour{150%g}/; s/servings: 2/servings: 3/' "$1"; printf '\r\nKnead ~{10%%minutes}.' >> "$1"; cp "$1" \#(saved)"#)
        let editor = ExternalEditor(command: script.path)
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in try editor.edit(text) }.run(try editRequest(fixture))

        #expect(try Data(contentsOf: URL(fileURLWithPath: opened)) == Data(dough.utf8))
        let savedBytes = try Data(contentsOf: URL(fileURLWithPath: saved))
        #expect(try fixture.store.cooklangSource(of: id).map { Data($0.utf8) } == savedBytes)
        let after = try #require(try fixture.store.recipe(with: id))
        #expect(after.servings == "3" && after.ingredients.contains("150 g flour") && after.isFavorite)
        #expect(fixture.screen.text("status").contains("Saved \"Pizza dough\""))

        fixture.press(.character("u"))
        #expect(try fixture.store.recipe(with: id) == before)
        #expect(try fixture.store.cooklangSource(of: id) == dough)
        fixture.press(.control("r"))
        #expect(try fixture.store.cooklangSource(of: id).map { Data($0.utf8) } == savedBytes)
        #expect(try fixture.store.recipe(with: id)?.servings == "3")
    }

    @Test func anUnchangedTextSaysNoChanges() throws {
        let (fixture, id) = try fixtureWithDough()
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in text }.run(try editRequest(fixture))
        #expect(fixture.screen.text("status").contains("No changes"))
        #expect(try fixture.store.cooklangSource(of: id) == dough)
    }

    @Test func aProblemReopensTheTextWithTheProblemOnTopInCommentsStrippedOnSave() throws {
        let (fixture, id) = try fixtureWithDough()
        let tooManySteps = String(repeating: "\nStir.\n", count: Recipe.maximumLines + 1)
        var reopened = ""
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            // More steps than a recipe may hold: a problem the store names.
            if round == 1 { return text.replacingOccurrences(of: "100%ml", with: "120%ml") + tooManySteps }
            reopened = text
            return round == 2 ? text.replacingOccurrences(of: tooManySteps, with: "") : text
        }.run(try editRequest(fixture))
        #expect(round == 2)
        #expect(reopened.hasPrefix("-- ! Not saved yet: "))
        #expect(reopened.contains("1,000 lines"))
        let source = try #require(try fixture.store.cooklangSource(of: id))
        #expect(!source.contains("-- !"))
        #expect(source.contains("@water{120%ml}") && source.contains("-- the starter\n"))
    }

    @Test func aTextChangedMeanwhileReopensWithBothVersionsMarkedAndNothingLost() throws {
        let (fixture, id) = try fixtureWithDough()
        let other = try fixture.library.otherProcess()
        let theirs = dough.replacingOccurrences(of: "100%ml", with: "90%ml")
        var reopened = ""
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            if round == 1 {
                _ = try! other.saveCooklang(theirs, of: id, opened: dough)
                return text.replacingOccurrences(of: "100%g", with: "110%g")
            }
            reopened = text
            return text // quit without saving: the text is kept in a file
        }.run(try editRequest(fixture))
        #expect(reopened.contains("<<<<<<< yours: what you saved\n" + dough.replacingOccurrences(of: "100%g", with: "110%g")
            + ConflictMarker.library + "\n" + theirs + ConflictMarker.end + "\n"))
        #expect(try fixture.store.cooklangSource(of: id) == theirs)
        let status = fixture.screen.text("status")
        #expect(status.contains("Not saved: your text is kept in "))
        if let path = status.components(separatedBy: "kept in ").last?.trimmingCharacters(in: .whitespaces) {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == reopened)
            unlink(path)
        }
    }

    @Test func markersLeftInPlaceAreAProblemAndKeepingYoursSavesIt() throws {
        let (fixture, id) = try fixtureWithDough()
        let other = try fixture.library.otherProcess()
        var round = 0
        var third = ""
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            switch round {
            case 1:
                _ = try! other.saveCooklang(dough + "Rest.\n", of: id, opened: dough)
                return text + "Bake.\n"
            case 2: return text + "\n" // markers still there
            default:
                third = text
                // Keep yours: drop the note, the markers and the library's version.
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                guard round == 3, let start = lines.firstIndex(of: ConflictMarker.yours),
                      let middle = lines.firstIndex(of: ConflictMarker.library) else { return text }
                return lines[(start + 1)..<middle].joined(separator: "\n") + "\n"
            }
        }.run(try editRequest(fixture))
        #expect(round == 3)
        #expect(third.hasPrefix("-- ! Not saved yet: line "))
        #expect(try fixture.store.cooklangSource(of: id) == dough + "Bake.\n")
    }

    @Test func aFormEditMeanwhileReopensYoursAloneWithANoteAndSavingReplacesIt() throws {
        let (fixture, id) = try fixtureWithDough()
        let other = try fixture.library.otherProcess()
        var reopened = ""
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            if round == 1 {
                var form = try! #require(try other.recipe(with: id))
                form.notes = "Edited as a form"
                try! other.update(form)
                return text + "Bake.\n"
            }
            reopened = text
            return round == 2 ? CooklangEditText.removingNote(text) : text
        }.run(try editRequest(fixture))
        #expect(reopened.hasPrefix("-- ! Not saved yet: while you were editing, this recipe was edited elsewhere as a form"))
        #expect(!reopened.contains("<<<<<<<"))
        #expect(try fixture.store.cooklangSource(of: id) == dough + "Bake.\n")
    }

    @Test func aRecipeDeletedMeanwhileIsOfferedBackAsANewRecipeKeepingItsText() throws {
        let (fixture, id) = try fixtureWithDough()
        try fixture.store.setFavorite(true, for: id)
        let other = try fixture.library.otherProcess()
        var reopened = ""
        var round = 0
        EditSession(browser: fixture.browser) { text throws(ExternalEditor.Failure) in
            round += 1
            if round == 1 {
                _ = try! other.remove(id: id)
                return text + "Bake.\n"
            }
            reopened = text
            return round == 2 ? CooklangEditText.removingNote(text) : text
        }.run(try editRequest(fixture))
        #expect(reopened.hasPrefix("-- ! Not saved yet: this recipe was deleted elsewhere"))
        #expect(fixture.screen.text("status").contains("Added \"Pizza dough\" again, as a new recipe"))
        let added = try #require(fixture.browser.list.pane.selectedItem)
        #expect(added != id)
        #expect(try fixture.store.cooklangSource(of: added) == dough + "Bake.\n")
        #expect(try fixture.store.recipe(with: added)?.isFavorite == true)
    }
}

/// A shell script used as $EDITOR, in a temporary file.
final class EditorScript {
    let path: String
    init(_ body: String) throws {
        path = NSTemporaryDirectory() + "editor-\(UUID().uuidString).sh"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
    }
    deinit { unlink(path) }
}
