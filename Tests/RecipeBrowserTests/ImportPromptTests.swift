// `i` imports from a path or a web address typed in the one-line prompt; the read runs off the
// event loop and the new recipe arrives by the change log's diff, selected.
import Foundation
import Testing
import RecipeKit
@testable import RecipeBrowser

@MainActor
@Suite struct ImportPromptTests {
    private static let page = """
        <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
        "name": "Aaa imported tart", "recipeIngredient": ["1 sheet pastry"], "recipeInstructions": ["Bake it."]}</script></head></html>
        """

    /// Lets the event loop's timeouts come until the import has landed (the read is on another thread).
    private func waitForImport(_ fixture: BrowserFixture) {
        for _ in 0..<500 where fixture.browser.isImporting {
            fixture.press(.timeout)
            usleep(10_000)
        }
        fixture.press(.timeout)
    }

    @Test func aPathTypedInThePromptIsImportedSelectedAndUndoable() throws {
        let fixture = try BrowserFixture()
        let file = fixture.library.directory.appendingPathComponent("tart.html")
        try Self.page.write(to: file, atomically: true, encoding: .utf8)
        let count = fixture.browser.list.count
        fixture.press(.character("j"), .character("j"), .character("i"))
        #expect(fixture.screen.text("status").contains("Import from (web address or path):"))
        // Keys are the prompt's while it is open: `j` is typed, not a move.
        fixture.type(file.path)
        fixture.press(.enter)
        waitForImport(fixture)
        #expect(fixture.browser.list.count == count + 1)
        #expect(try fixture.selectedRecipe()?.title == "Aaa imported tart")
        #expect(fixture.screen.text("status").contains("Imported \"Aaa imported tart\" — u to undo"))
        #expect(fixture.screen.text("detail").contains("1 sheet pastry"))
        fixture.press(.character("u"))
        #expect(try !fixture.titles().contains("Aaa imported tart"))
    }

    @Test func aRecipeImportedWhileAnotherScopeShowsIsSelectedInAllRecipes() throws {
        let fixture = try BrowserFixture()
        let file = fixture.library.directory.appendingPathComponent("tart.html")
        try Self.page.write(to: file, atomically: true, encoding: .utf8)
        fixture.browser.choose(.favorites)
        fixture.press(.character("i"))
        fixture.type(file.path)
        fixture.press(.enter)
        waitForImport(fixture)
        #expect(fixture.browser.list.query.scope == .all)
        #expect(try fixture.selectedRecipe()?.title == "Aaa imported tart")
    }

    @Test func whatCannotBeImportedIsOneLineAndChangesNothing() throws {
        let fixture = try BrowserFixture()
        let before = try fixture.titles()
        for (answer, said) in [("/no/such/recipe.html", "Nothing imported: /no/such/recipe.html: cannot read the file (no such file"),
                               ("ftp://example.com/x", "Nothing imported: ftp://example.com/x: not a web address this import fetches"),
                               ("", "Nothing imported: type a web address"),
                               ("/", "i imports one file or web address; for a whole folder: recipes import FOLDER")] {
            fixture.press(.character("i"))
            fixture.type(answer)
            fixture.press(.enter)
            waitForImport(fixture)
            #expect(fixture.screen.text("status").contains(said), "\(answer)")
        }
        fixture.press(.character("i"), .character("x"), .escape)
        #expect(fixture.screen.text("status").contains("Nothing imported"))
        #expect(try fixture.titles() == before)
    }
}
