// The help tells the truth about the keys: every key it lists for a screen does something there,
// and every key that does something on a screen is listed in that screen's help. "Does something"
// is seen from outside: the terminal's cells change, or the event loop is told to quit, open the
// editor or repaint.
import Foundation
import Ingredients
import Testing
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

@MainActor
@Suite struct KeyTableTests {
    /// A state of a screen to press keys in, built on a fresh browser.
    struct State {
        let name: String
        let rows: Int
        let columns: Int
        let setUp: @MainActor (BrowserFixture) throws -> Void
    }

    /// Every key a person can press (but Ctrl-Z, which the terminal turns into a signal), and
    /// the mouse, aimed at the middle of the main area.
    static func universe(_ layout: BrowserLayout) -> [KeyEvent] {
        let printable = (0x20...0x7E).map { KeyEvent.character(Character(Unicode.Scalar(UInt8($0)))) }
        let named: [KeyEvent] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
                                 .tab, .backTab, .backspace, .delete, .function(1)]
        let controls = "abcdefghijklmnopqrstuvwxy".map { KeyEvent.control($0) }
        let list = layout.list
        let mouse: [KeyEvent] = [.click(row: list.y + 5, column: list.x + 2),
                                 .scrollDown(row: list.y + 2, column: list.x + 2), .scrollUp(row: list.y + 2, column: list.x + 2)]
        return printable + named + controls + mouse
    }

    /// What a person sees of the browser, and what it asks of the event loop.
    private struct Seen: Equatable {
        let cells: [[RecordingSurface.Cell]]
        let outcome: Browser.Outcome?
    }

    /// Presses every key of the universe in each state; returns the events that did something.
    private func keysThatDoSomething(in states: [State]) throws -> [(event: KeyEvent, state: String)] {
        var acted: [(KeyEvent, String)] = []
        for state in states {
            var fixture = try fresh(state)
            for event in Self.universe(fixture.browser.layout) {
                let before = Seen(cells: fixture.screen.terminal, outcome: nil)
                let outcome = fixture.press(event)[0]
                let after = Seen(cells: fixture.screen.terminal, outcome: outcome == .keepGoing || outcome == .idle ? nil : outcome)
                if after != before {
                    acted.append((event, state.name))
                    fixture = try fresh(state)
                }
            }
        }
        return acted
    }

    private func fresh(_ state: State) throws -> BrowserFixture {
        let fixture = try BrowserFixture(rows: state.rows, columns: state.columns)
        try state.setUp(fixture)
        fixture.press(.timeout)
        // The message of the last key of the set-up would go with any key: start without one.
        fixture.browser.message = nil
        fixture.browser.updateChrome()
        _ = fixture.browser.frameParts.map { $0.commitToFrame() }
        return fixture
    }

    /// Checks both directions for one screen: `table` is what its help lists.
    private func check(_ screen: String, table: KeyTable, states: [State]) throws {
        let acted = try keysThatDoSomething(in: states)
        // Every key that did something is listed.
        for (event, state) in acted where table.binding(for: event) == nil {
            Issue.record("\(screen): \(event.name) does something in \(state) and the help does not list it")
        }
        // Every listed key did something in some state.
        for binding in table.bindings where !binding.patterns.contains(.anyKey) {
            if !acted.contains(where: { binding.matches($0.event) }) {
                Issue.record("\(screen): the help lists \"\(binding.label)\" (\(binding.help)) and it did nothing")
            }
        }
    }

    /// The keys of a screen as its help lists them (the help's own rows are checked below).
    private func listed(_ screen: (Browser) -> any Screen) throws -> KeyTable {
        let fixture = try BrowserFixture()
        return screen(fixture.browser).allKeys.adding(fixture.browser.sharedKeys)
    }

    @Test func theBrowsingHelpListsExactlyTheKeysThatAct() throws {
        let filtered = State(name: "the list, filtered", rows: 12, columns: 120) { fixture in
            fixture.press(.character("/"), .character("a"), .enter, .character("j"), .character("j"), .character("j"))
        }
        let sidebar = State(name: "the sidebar", rows: 12, columns: 120) { fixture in
            fixture.press(.character("h"), .character("j"), .character("j"))
        }
        let header = State(name: "a sidebar header", rows: 12, columns: 120) { fixture in
            fixture.press(.character("h"), .character("g"))
        }
        let detail = State(name: "the recipe", rows: 12, columns: 120) { fixture in
            fixture.press(.enter, .character("j"), .character("j"), .character("j"))
        }
        let narrowSidebar = State(name: "the sidebar over the list", rows: 12, columns: 50) { fixture in
            fixture.press(.character("s"))
        }
        let fullScreen = State(name: "the recipe full screen", rows: 12, columns: 80) { fixture in
            fixture.press(.enter)
        }
        let searchBox = State(name: "the search box", rows: 12, columns: 120) { fixture in
            fixture.press(.character("/"), .character("a"), .enter, .character("/"), .character("e"), .down, .down)
        }
        let renaming = State(name: "the rename prompt", rows: 12, columns: 120) { fixture in
            fixture.press(.character("h"), .character("G"), .character("r"))
        }
        let importing = State(name: "the import prompt", rows: 12, columns: 120) { fixture in
            fixture.press(.character("i"), .character("x"))
        }
        try check("browsing", table: try listed { $0.browsing },
                  states: [filtered, sidebar, header, detail, narrowSidebar, fullScreen, searchBox, renaming, importing])
    }

    @Test func theCookModeHelpListsExactlyTheKeysThatAct() throws {
        let cooking = State(name: "cook mode, a timer done", rows: 12, columns: 120) { fixture in
            try selectRecipeWithTimedStep(fixture)
            fixture.press(.character("t"))
            fixture.clock.seconds += 24 * 3600
            fixture.press(.timeout)
        }
        let running = State(name: "cook mode, a timer running", rows: 12, columns: 120) { fixture in
            try selectRecipeWithTimedStep(fixture)
            fixture.press(.character("t"))
        }
        try check("cook mode", table: try listed { $0.cookScreen }, states: [cooking, running])
    }

    @Test func theShoppingListHelpListsExactlyTheKeysThatAct() throws {
        let shopping = State(name: "the shopping list", rows: 12, columns: 120) { fixture in
            fixture.press(.character("m"), .character("j"), .character("m"), .character("L"),
                          .character("j"), .character("j"), .character("j"))
        }
        let ticked = State(name: "the shopping list with a line ticked", rows: 12, columns: 120) { fixture in
            fixture.press(.character("m"), .character("L"), .character(" "))
        }
        try check("shopping list", table: try listed { $0.shoppingScreen }, states: [shopping, ticked])
    }

    @Test func theHelpListsExactlyTheKeysThatActOnIt() throws {
        let help = State(name: "the help, scrolled", rows: 12, columns: 120) { fixture in
            fixture.press(.character("?"), .character("j"), .character("j"), .character("j"))
        }
        try check("help", table: try listed { $0.help }, states: [help])
    }

    @Test func theHelpShowsEveryEntryOfTheScreenBelowIt() throws {
        for (key, screen) in [(KeyEvent.character("c"), "cook"), (.character("L"), "shopping"), (.character("k"), "browse")] {
            let fixture = try BrowserFixture()
            fixture.press(key)
            let below = fixture.browser.top
            #expect(fixture.browser.onScreen == screen)
            fixture.press(.character("?"))
            let text = fixture.browser.help.pane.rows.map { $0.segments.map(\.text).joined() }.joined(separator: "\n")
            for binding in below.allKeys.adding(fixture.browser.sharedKeys).bindings {
                #expect(text.contains("   " + binding.label), "\(screen): \(binding.label)")
                #expect(text.contains(String(binding.help.prefix(20))), "\(screen): \(binding.help)")
            }
            #expect(text.contains("Ctrl-Z"))
        }
    }
}

/// Selects a sample recipe with a time in a step after its first, opens cook mode and goes to
/// that step.
@MainActor
func selectRecipeWithTimedStep(_ fixture: BrowserFixture) throws {
    let recipes = try fixture.store.recipes(with: fixture.store.recipeIDs(matching: RecipeQuery()))
    for recipe in recipes {
        let steps = recipe.directions.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard steps.count >= 3, let step = steps.indices.dropFirst().dropLast().first(where: { !DurationMention.find(in: steps[$0]).isEmpty }) else { continue }
        while fixture.browser.list.pane.selectedItem != recipe.id { fixture.press(.character("j")) }
        fixture.press(.character("c"))
        for _ in 0..<step { fixture.press(.character("j")) }
        return
    }
    throw CancellationError()
}
