// Cook mode as a screen: the step pane and the keys that move between steps and run timers.
// What a step shows is CookModeController's; this file is only the screen and its keys.
import Ingredients
import TerminalUI

/// Cook mode on the screen stack: `c` pushes it, Esc pops back to the recipe.
@MainActor
final class CookScreen: Screen {
    let name = "cook"
    let place: String? = "Cook mode"
    /// The steps and the session's timers.
    let cook: CookModeController
    private let surface: any PlaceableSurface

    init(screen: any BrowserScreen, clock: any CookClock, structures: RecipeStructures) {
        surface = screen.makeSurface(.hidden, name: "cook")
        cook = CookModeController(surface: surface, glyphs: screen.glyphs, clock: clock, structures: structures)
    }

    var surfaces: [any PlaceableSurface] { [surface] }
    var panes: [any FramePart] { [cook.pane] }

    func arrange(in layout: BrowserLayout) {
        surface.place(layout.main)
        cook.refresh()
    }

    var keys: KeyTable {
        KeyTable(groups: [
            KeyGroup(title: "Steps", bindings: [
                .pair("j ↓ → l Space PgDn Enter", "k ↑ ← h Backspace PgUp", "next / previous step", hint: "j/k step") { browser, forward in
                    if !browser.cook.move(by: forward ? 1 : -1) {
                        browser.message = forward ? "That was the last step" : "This is the first step"
                    }
                },
                .pair("g Home", "G End", "first / last step") { browser, first in
                    let cook = browser.cook
                    cook.move(by: first ? -cook.stepIndex : cook.steps.count - 1 - cook.stepIndex)
                },
            ]),
            KeyGroup(title: "Timers", bindings: [
                KeyBinding("t", "start a timer for a time the step names (one per time)", hint: "t timer") { browser, _ in
                    browser.message = browser.cook.startTimer()
                },
                KeyBinding("T", "cancel a running timer: this step's, else the last started", hint: "T cancel") { browser, _ in
                    browser.message = browser.cook.cancelTimer()
                },
                KeyBinding("x", "clear the timers that are done", hint: "x clear done") { browser, _ in
                    browser.cook.clearFinished()
                },
            ]),
            KeyGroup(title: "Screen", bindings: [
                KeyBinding("Esc q c", "back to the recipe (the timers keep running)", hint: "Esc back") { browser, _ in browser.pop() },
                .openHelp,
            ]),
        ])
    }
}

extension Browser {
    /// Cook mode's steps and timers.
    var cook: CookModeController { cookScreen.cook }
}
