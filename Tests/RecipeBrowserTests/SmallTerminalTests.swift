// Small terminals and the keys a person tries first: the status line keeps "? help" and
// "q quit", narrow lists keep their titles, help wraps, and Esc/←/g/G/q/`/`/↑ do what they say.
import Foundation
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct SmallTerminalTests {
    /// The last line of the terminal: the status line.
    private func statusLine(_ fixture: BrowserFixture) -> String {
        fixture.screen.terminalLines.last ?? ""
    }

    @Test(arguments: [120, 80, 50, 40, 30])
    func theStatusLineAlwaysEndsWithHelpAndQuit(columns: Int) throws {
        let fixture = try BrowserFixture(rows: 20, columns: columns)
        fixture.press(.character("k"))  // the first key replaces the new-library message
        let status = statusLine(fixture)
        #expect(status.contains("? help  q quit"), "at \(columns) columns: \(status)")
        #expect(!status.contains("…"))
    }

    @Test(arguments: [20, 25, 30, 39])
    func aNarrowListShowsTitlesBeforeTimesAndServings(columns: Int) throws {
        let fixture = try BrowserFixture(rows: 20, columns: columns)
        let first = try #require(try fixture.selectedRecipe())
        let row = fixture.screen.terminalLines[1]
        // The title's first word is on its row, whatever else fits.
        let word = String(first.title.split(separator: " ").first ?? "")
        #expect(row.contains(word.prefix(min(word.count, columns / 3))), "at \(columns): \(row)")
        if columns < 40 { #expect(!row.contains("serves") && !row.contains(first.servings)) }
    }

    @Test func rowsDropServingsFirstThenTheTime() {
        let recipe = RecipeSummary(id: 1, title: "Banana bread", totalTime: 4500, servings: "8", isFavorite: false)
        let formatter = RecipeRowFormatter(glyphs: Glyphs(unicode: true))
        func accessory(_ columns: Int) -> String { formatter.row(for: recipe, columns: columns).accessory.map(\.text).joined() }
        #expect(accessory(60).contains("8") && accessory(60).contains("1h 15m"))
        #expect(!accessory(30).contains("8") && accessory(30).contains("1h 15m"))
        #expect(!accessory(20).contains("1h 15m"))
    }

    @Test func aRowWithNoKnownTimeShowsADashNotZeroMinutes() {
        let recipe = RecipeSummary(id: 1, title: "Greek salad", totalTime: 0, servings: "4", isFavorite: false)
        for unicode in [true, false] {
            let row = RecipeRowFormatter(glyphs: Glyphs(unicode: unicode)).row(for: recipe, columns: 60)
            let accessory = row.accessory.map(\.text).joined()
            #expect(!accessory.contains("0m"), "\(accessory)")
            #expect(accessory.contains(unicode ? "–" : "-"), "\(accessory)")
        }
    }

    @Test func helpWrapsItsDescriptionsInsteadOfCuttingThem() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("?"))
        for columns in [30, 50, 120] {
            let rows = fixture.browser.help.rows(columns: columns)
            let text = rows.map { ($0.segments + $0.accessory).map(\.text).joined() }
            #expect(text.allSatisfy { !$0.contains("…") })
            #expect(text.allSatisfy { TextWidth.of($0) <= columns }, "at \(columns)")
            // Every word of every description is there.
            let all = text.joined(separator: " ")
            for binding in fixture.browser.browsing.allKeys.bindings {
                for word in binding.help.split(separator: " ") { #expect(all.contains(word)) }
            }
        }
    }

    @Test func helpScrollsWithGAndGAndShowsWhereItIs() throws {
        let fixture = try BrowserFixture(rows: 12, columns: 60)
        fixture.press(.character("?"))
        #expect(fixture.browser.onScreen == "help")
        #expect(statusLine(fixture).range(of: #"\d+/\d+"#, options: .regularExpression) != nil)
        fixture.press(.character("G"))
        #expect(fixture.browser.onScreen == "help")
        let total = fixture.browser.help.pane.contentRowCount
        #expect(statusLine(fixture).hasSuffix("\(total)/\(total)"))
        fixture.press(.character("g"))
        #expect(fixture.browser.onScreen == "help" && fixture.browser.help.pane.topRow == 0)
        fixture.press(.end)
        #expect(fixture.browser.help.pane.topRow > 0)
        fixture.press(.home)
        #expect(fixture.browser.help.pane.topRow == 0)
        fixture.press(.character("x"))
        #expect(fixture.browser.onScreen == "browse")
    }

    @Test func escInTheDetailGoesBackToTheListAndLeftGoesToTheSidebar() throws {
        let fixture = try BrowserFixture()
        fixture.press(.enter)
        #expect(fixture.browser.focus == .detail)
        fixture.press(.escape)
        #expect(fixture.browser.focus == .list)
        fixture.press(.left)
        #expect(fixture.browser.focus == .sidebar)
        let narrow = try BrowserFixture(rows: 24, columns: 50)
        narrow.press(.left)
        #expect(narrow.browser.onScreen == "sidebar")
    }

    @Test func qClosesTheFullScreenRecipeAndShowsWhereItIs() throws {
        let fixture = try BrowserFixture(rows: 10, columns: 50)
        fixture.press(.enter)
        #expect(fixture.browser.onScreen == "detail")
        #expect(statusLine(fixture).range(of: #"\d+/\d+$"#, options: .regularExpression) != nil, "\(statusLine(fixture))")
        #expect(fixture.press(.character("q")) == [.keepGoing])
        #expect(fixture.browser.onScreen == "browse")
        #expect(fixture.press(.character("q")) == [.quit])
    }

    @Test func slashStartsAnEmptySearchAndUpRecallsThePreviousOnes() throws {
        let fixture = try BrowserFixture()
        fixture.press(.character("/"))
        fixture.type("soup")
        fixture.press(.enter)
        let soups = fixture.browser.list.count
        fixture.press(.character("/"))
        // The box is empty, the kept filter stays until the first edit and the title says so.
        #expect(fixture.browser.searchDraft == "")
        #expect(fixture.browser.list.count == soups)
        #expect(fixture.screen.terminalLines[0].contains("/soup"))
        fixture.type("cake")
        #expect(fixture.browser.list.query.searchText == "cake")
        fixture.press(.enter)
        fixture.press(.character("/"), .up)
        #expect(fixture.browser.searchDraft == "cake")
        fixture.press(.up)
        #expect(fixture.browser.searchDraft == "soup")
        #expect(fixture.browser.list.count == soups)
        fixture.press(.down)
        #expect(fixture.browser.searchDraft == "cake")
        fixture.press(.escape)
        #expect(fixture.browser.list.query.searchText == nil)
    }

    @Test func theSeparatorHasAnASCIIFallback() {
        #expect(Glyphs(unicode: true).separator == " · ")
        #expect(Glyphs(unicode: false).separator.allSatisfy { $0.isASCII })
    }
}
