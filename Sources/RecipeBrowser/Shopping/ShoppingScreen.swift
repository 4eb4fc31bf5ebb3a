// The shopping list as a screen: its pane, its keys, and following the store while it is open.
import RecipeKit
import TerminalUI

/// The shopping list on the screen stack: `L` pushes it, Esc pops back.
@MainActor
final class ShoppingScreen: Screen {
    let name = "shopping"
    let place: String? = "Shopping list"
    /// The list's pane and its snapshot.
    let shopping: ShoppingController
    private let surface: any PlaceableSurface

    init(store: RecipeStore, screen: any BrowserScreen) {
        surface = screen.makeSurface(.hidden, name: "shopping")
        shopping = ShoppingController(store: store, surface: surface, glyphs: screen.glyphs)
    }

    var surfaces: [any PlaceableSurface] { [surface] }
    var panes: [any FramePart] { [shopping.pane] }

    func arrange(in layout: BrowserLayout) {
        surface.place(layout.main)
    }

    func storeDidChange(_ changes: [StoreChange], in browser: Browser) {
        let matters = changes.contains { change in
            switch change {
            case .shoppingDidChange, .recipesDidChange: true
            case .recipeDidChange, .collectionsDidChange: false
            }
        }
        if matters { browser.perform("update the shopping list") { try shopping.reload() } }
    }

    var keys: KeyTable {
        KeyTable(groups: [
            KeyGroup(title: "Move", bindings: KeyBinding.listMoves(of: "line") { browser, move in
                move(browser.shopping.pane)
            } + [
                KeyBinding("click", "select the line clicked") { browser, event in
                    guard case .click(let row, _) = event else { return }
                    _ = browser.shopping.pane.selectLine(row - browser.layout.main.y)
                },
                KeyBinding("wheel", "move three lines") { browser, event in
                    for _ in 0..<3 { event.isWheelDown ? browser.shopping.pane.selectNext() : browser.shopping.pane.selectPrevious() }
                },
            ]),
            KeyGroup(title: "The list", bindings: [
                KeyBinding("Space Enter x", "tick the line off (or back on): ticked lines go to the end", hint: "Space tick") { browser, _ in
                    browser.perform("tick the item") { browser.message = try browser.shopping.toggleSelected() }
                },
                KeyBinding("U", "units: as written, metric, US", hint: "U units") { browser, _ in
                    browser.perform("change the units") { browser.message = try browser.shopping.cycleUnits() }
                },
                KeyBinding("C", "untick every line", hint: "C clear ticks") { browser, _ in
                    browser.perform("untick the list") { try browser.store.clearShopping(tickedOnly: true) }
                    browser.message = "Every line back on the list"
                },
            ]),
            KeyGroup(title: "Screen", bindings: [
                KeyBinding("Esc q L", "back to the recipes", hint: "Esc back") { browser, _ in browser.pop() },
                .openHelp,
            ]),
        ])
    }
}

extension Browser {
    /// The shopping list's pane and snapshot.
    var shopping: ShoppingController { shoppingScreen.shopping }
}
