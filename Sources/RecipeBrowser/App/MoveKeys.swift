// The keys many places share, as table entries: one definition, so the sidebar, the recipe
// list, the shopping list, the recipe and the help move alike, and the prompts edit alike.
import TerminalUI

extension KeyBinding {
    /// j k ↓ ↑, g G Home End, PgDn PgUp, Ctrl-D Ctrl-U on a list pane. `move` applies a move to
    /// the pane (and does what follows a move: the detail following the recipe list); `step`,
    /// when given, replaces the plain next / previous move.
    static func listMoves<Section, Item>(
        of what: String, hint: String? = "j/k move",
        step: (@MainActor (Browser, _ forward: Bool) -> Void)? = nil,
        move: @escaping @MainActor (Browser, (any SelectableList<Section, Item>) -> Void) -> Void
    ) -> [KeyBinding] {
        let step = step ?? { browser, forward in move(browser) { forward ? $0.selectNext() : $0.selectPrevious() } }
        return [
            .pair("j ↓", "k ↑", "next / previous \(what)", hint: hint, run: step),
            .pair("g Home", "G End", "first / last \(what)") { browser, first in
                move(browser) { first ? $0.selectFirst() : $0.selectLast() }
            },
            .pair("PgDn", "PgUp", "one page down / up") { browser, down in
                move(browser) { down ? $0.pageDown() : $0.pageUp() }
            },
            .pair("Ctrl-D", "Ctrl-U", "half a page down / up") { browser, down in
                move(browser) { down ? $0.halfPageDown() : $0.halfPageUp() }
            },
        ]
    }

    /// j k ↓ ↑, g G Home End, PgDn PgUp Space, Ctrl-D Ctrl-U scrolling a text pane.
    static func textScrolls(hint: String? = "j/k scroll", pane: @escaping @MainActor (Browser) -> TextPane) -> [KeyBinding] {
        [
            .pair("j ↓", "k ↑", "scroll a line down / up", hint: hint) { browser, down in pane(browser).scroll(by: down ? 1 : -1) },
            .pair("g Home", "G End", "to the top / the end") { browser, top in
                top ? pane(browser).scrollToTop() : pane(browser).scrollToBottom()
            },
            .pair("PgDn Space", "PgUp", "one page down / up") { browser, down in
                down ? pane(browser).pageDown() : pane(browser).pageUp()
            },
            .pair("Ctrl-D", "Ctrl-U", "half a page down / up") { browser, down in
                down ? pane(browser).halfPageDown() : pane(browser).halfPageUp()
            },
        ]
    }

    /// Typing into a one-line prompt (the search box, a new name): characters, Backspace,
    /// Ctrl-U; `edit` changes the prompt's text.
    static func lineEditing(_ what: String, edit: @escaping @MainActor (Browser, (inout String) -> Void) -> Void) -> [KeyBinding] {
        [
            KeyBinding("characters", "typed into \(what)") { browser, event in
                if case .character(let character) = event { edit(browser) { $0.append(character) } }
            },
            KeyBinding("Backspace", "erase the last character") { browser, _ in
                edit(browser) { if !$0.isEmpty { $0.removeLast() } }
            },
            KeyBinding("Ctrl-U", "clear what is typed") { browser, _ in edit(browser) { $0 = "" } },
        ]
    }
}
