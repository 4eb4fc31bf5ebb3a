// Notes, rating and source are part of the editor form and come back from it as they were.
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct TemplateNotesTests {
    static let notes = """
        Rest the batter for an hour.

        # Not a comment: a heading in the notes
          Indented line, kept as written.
        \\ a line starting with a backslash
        =======
        <<<<<<< also not a marker
        Ingredients:
        """

    @Test func notesRatingAndSourceSurviveTheRoundTrip() throws {
        let recipe = Recipe(title: "Crêpes", servings: "4", ingredients: "flour\nmilk", directions: "Whisk.\nFry.",
                            sourceURL: "https://example.com/crêpes?x=1", notes: Self.notes, rating: 4)
        let request = EditRequest(original: recipe, joining: [], favorite: false)
        let text = request.template.text
        #expect(text.contains("Rating: 4\n"))
        #expect(text.contains("Source: https://example.com/crêpes?x=1\n"))
        #expect(text.contains("\nNotes:\nRest the batter for an hour.\n\n\\# Not a comment"))
        let parsed = try RecipeTemplate(parsing: text)
        #expect(parsed == request.template)
        let saved = request.recipe(from: parsed)
        #expect(saved == recipe)
    }

    @Test func notesWrittenByHandKeepTheirBlankLinesButNotTheOnesAround() throws {
        let text = "Title: Soup\nRating:\n\nNotes:\n\n  first\n\n\nsecond   \n\n"
        let template = try RecipeTemplate(parsing: text)
        #expect(template.notes == "  first\n\n\nsecond")
        #expect(template.rating == 0)
        #expect(try RecipeTemplate(parsing: "Title: Soup\nNotes: on the heading line\nand the next\n").notes
                    == "on the heading line\nand the next")
    }

    @Test(arguments: [("4", 4), ("", 0), ("0", 0), ("5/5", 5), ("★★★", 3)])
    func ratingsAsWritten(text: String, rating: Int) throws {
        #expect(try RecipeTemplate(parsing: "Title: Soup\nRating: \(text)\n").rating == rating)
    }

    @Test func aBadRatingIsWrittenOnTopAndTheTextKept() throws {
        let typed = "Title: Soup\nRating: 7\nNotes:\nkeep me\n"
        let error = try #require(throws: RecipeTemplateError.self) { try RecipeTemplate(parsing: typed) }
        #expect(error.line == 2)
        #expect(error.message.contains("cannot read \"7\" as a rating; write a whole number from 1 to 5"))
        let reopened = RecipeTemplate.reopening(typed, after: error)
        #expect(reopened.hasPrefix("# ! line 4: cannot read \"7\" as a rating"))
        #expect(reopened.hasSuffix(typed))
    }

    @Test func editingTheNotesInTheBrowserSavesThemAndKeepsTheRest() throws {
        let fixture = try BrowserFixture()
        let id = try #require(fixture.browser.list.pane.selectedItem)
        guard case .edit(let request) = fixture.press(.character("e"))[0] else {
            Issue.record("e did not ask for the editor")
            return
        }
        var template = request.template
        template.notes = "Line one.\n\nLine three."
        template.rating = 3
        template.sourceURL = "Grandma"
        fixture.browser.finishEditing(request, with: template)
        let stored = try #require(try fixture.store.recipe(with: id))
        #expect(stored.notes == "Line one.\n\nLine three.")
        #expect(stored.rating == 3 && stored.sourceURL == "Grandma")
        #expect(stored.ingredients == request.original?.ingredients)
    }
}
