// Moving between layouts, overlays and focus: the panes follow their surfaces, the terminal shows the snapshots.
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct LayoutTransitionTests {
    @Test func choosingFromTheSidebarOverANarrowListShowsThatScope() throws {
        let fixture = try BrowserFixture(rows: 24, columns: 50)
        fixture.press(.character("s"))
        #expect(fixture.browser.onScreen == "sidebar")
        fixture.press(.character("j"), .enter)
        #expect(fixture.browser.onScreen == "browse")
        #expect(fixture.browser.list.query.scope == .favorites)
        #expect(ScreenInvariants.violations(in: fixture) == [])
        let favorites = try fixture.titles(RecipeQuery(scope: .favorites))
        #expect(fixture.screen.terminalLines[1].hasPrefix(favorites[0]))
    }

    @Test func everyLayoutAndOverlayTransitionKeepsTheScreenEqualToTheSnapshots() throws {
        let fixture = try BrowserFixture()
        let sizes = [(40, 120), (24, 80), (20, 50), (5, 19), (30, 100), (24, 59), (24, 60), (40, 120)]
        for (rows, columns) in sizes {
            fixture.resize(rows: rows, columns: columns)
            #expect(ScreenInvariants.violations(in: fixture) == [], "at \(columns)x\(rows)")
            for key: KeyEvent in [.character("s"), .enter, .enter, .escape, .character("?"), .character("x"), .tab, .character("q")] {
                fixture.press(key)
                #expect(ScreenInvariants.violations(in: fixture) == [], "at \(columns)x\(rows) after \(key.name)")
            }
        }
    }

    @Test func theFirstFrameDrawsEachListRowOnce() throws {
        let fixture = try BrowserFixture(rows: 40, columns: 120)
        #expect(fixture.browser.list.pane.rowsRenderedTotal == 38)
    }
}
