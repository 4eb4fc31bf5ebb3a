// The help: the key table of the screen under it, drawn from the same entries that run the keys.
import TerminalUI

/// The keys of the screen below, full screen; `?` pushes it over any screen, Esc pops back.
@MainActor
final class HelpScreen: Screen {
    let name = "help"
    let pane: TextPane
    private let surface: any PlaceableSurface
    /// The screen whose keys are shown, and the keys every screen shares.
    private var below: (any Screen)?
    private var shared: KeyTable?

    init(screen: any BrowserScreen) {
        surface = screen.makeSurface(.hidden, name: "help")
        pane = TextPane(surface: surface, glyphs: screen.glyphs, name: "help")
    }

    /// Shows the keys of `screen` (every key it has, in any state) and the `shared` ones.
    func show(keysOf screen: any Screen, shared: KeyTable) {
        below = screen
        self.shared = shared
        pane.show([], resetScroll: true)
    }

    /// The help's rows for `columns`: what the help of the screen below shows.
    func rows(columns: Int) -> [Row] {
        guard let below, let shared else { return [] }
        let title = below.place.map { "Keys of \($0)" } ?? "Keys"
        return below.allKeys.adding(shared).helpRows(title: title, columns: columns)
    }

    var place: String? { below?.place }
    var surfaces: [any PlaceableSurface] { [surface] }
    var panes: [any FramePart] { [pane] }
    var scrollPosition: String? { pane.scrollPosition }

    func arrange(in layout: BrowserLayout) {
        surface.place(layout.main)
        pane.show(rows(columns: layout.main.columns), resetScroll: false)
    }

    var keys: KeyTable {
        KeyTable(
            groups: [
                KeyGroup(title: "Move", bindings: KeyBinding.textScrolls { $0.help.pane } + [
                    KeyBinding("wheel", "scroll three lines") { browser, event in
                        browser.help.pane.scroll(by: event.isWheelDown ? 3 : -3)
                    },
                ]),
                KeyGroup(title: "Screen", bindings: [
                    KeyBinding("Esc q ?", "back to where the help was opened", hint: "Esc back") { browser, _ in browser.pop() },
                ]),
            ],
            otherKeys: KeyBinding("any", "back, as Esc") { browser, _ in browser.pop() })
    }
}

extension KeyEvent {
    /// Whether this is the wheel turned down (toward the end).
    var isWheelDown: Bool {
        if case .scrollDown = self { true } else { false }
    }
}
