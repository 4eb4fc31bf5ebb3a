// What fills the main area: the browsing panes, the help, cook mode, the shopping list. Each
// screen owns its panes, its keys and its status hints; the browser shows the top of a stack.
import RecipeKit
import TerminalUI

/// One screen of the browser: its panes, its key table and its place in the title line.
///
/// The browser keeps a stack of screens and shows the top one in the main area, between the
/// title and the status line; `?` pushes the help over whatever is on top and Esc pops back to
/// it. A new screen is a type conforming to this protocol and a key on another screen that
/// pushes it (``Browser/push(_:)``): nothing in `Browser` switches over screens.
@MainActor
protocol Screen: AnyObject {
    /// The name tests and frame traces use ("browse", "help", "cook", "shopping").
    var name: String { get }
    /// What the title line calls this place; nil: the chosen scope and its search.
    var place: String? { get }
    /// Every surface the screen draws into; they are placed out of sight while it is not on top.
    var surfaces: [any PlaceableSurface] { get }
    /// Puts the screen's surfaces out of sight (another screen is on top, or the terminal is too small).
    func hide()
    /// Places the screen's surfaces in `layout` and lays its content out to fit (it is on top).
    func arrange(in layout: BrowserLayout)
    /// The panes of the next frame while the screen is on top.
    var panes: [any FramePart] { get }
    /// The keys as they stand now (the browsing screen's follow its focus): the dispatch and the
    /// status line's hints read this table.
    var keys: KeyTable { get }
    /// Every key the screen has, in any of its states: what the help lists for it.
    var allKeys: KeyTable { get }
    /// Where its scrolled text is ("12/40": the last line shown, of all); nil when all of it shows.
    var scrollPosition: String? { get }
    /// The store changed while the screen is on the stack: bring what it shows up to date.
    func storeDidChange(_ changes: [StoreChange], in browser: Browser)
}

extension Screen {
    func hide() { surfaces.forEach { $0.place(.hidden) } }
    var place: String? { nil }
    var allKeys: KeyTable { keys }
    var scrollPosition: String? { nil }
    func storeDidChange(_ changes: [StoreChange], in browser: Browser) {}
}

extension TextPane {
    /// "12/40" (the last line shown, of all) when the text is longer than its window.
    var scrollPosition: String? {
        guard overflows else { return nil }
        return "\(min(contentRowCount, topRow + visibleRowCount))/\(contentRowCount)"
    }
}

extension PaneFrame {
    /// Where a surface out of sight goes: one cell at the top left, never refreshed.
    static let hidden = PaneFrame(y: 0, x: 0, rows: 1, columns: 1)
}
