// The key table: what each key does, shown by `?` and, per context, in the status line.
import TerminalUI

/// The browser's keys, as one table that the help screen and the status line both read.
enum KeyBindings {
    /// One line of the key table.
    struct Binding {
        let keys: String
        let action: String
    }

    /// The key table, by group.
    static let groups: [(title: String, bindings: [Binding])] = [
        ("Move", [
            Binding(keys: "j k ↓ ↑", action: "next / previous row (the detail scrolls)"),
            Binding(keys: "g G Home End", action: "first / last row"),
            Binding(keys: "PgDn PgUp", action: "one page down / up"),
            Binding(keys: "Ctrl-D Ctrl-U", action: "half a page down / up"),
            Binding(keys: "Tab Shift-Tab h l", action: "next / previous pane"),
            Binding(keys: "Enter", action: "choose a sidebar item, expand or collapse a header, open a recipe"),
            Binding(keys: "Space", action: "expand or collapse a sidebar header"),
            Binding(keys: "s", action: "the sidebar (over the list when the terminal is narrow)"),
            Binding(keys: "← →", action: "to the sidebar / open the recipe"),
            Binding(keys: "Esc", action: "back (from the recipe to the list); clears the search filter"),
        ]),
        ("Recipes", [
            Binding(keys: "f", action: "mark or unmark the selected recipe as a favorite"),
            Binding(keys: "d Delete", action: "delete the selected recipe"),
            Binding(keys: "u", action: "undo the last change (repeatable)"),
            Binding(keys: "Ctrl-R", action: "redo"),
            Binding(keys: "a", action: "add a recipe in $VISUAL / $EDITOR"),
            Binding(keys: "e", action: "edit the selected recipe in $VISUAL / $EDITOR"),
            Binding(keys: "r", action: "in the sidebar: rename the selected collection (a name in use merges them)"),
        ]),
        ("Cooking", [
            Binding(keys: "+ -", action: "one serving more or less in the recipe shown (its amounts scaled)"),
            Binding(keys: "=", action: "back to the servings and units as written"),
            Binding(keys: "U", action: "units: as written, metric, US"),
            Binding(keys: "m", action: "mark or unmark the recipe shown for shopping (at the servings chosen)"),
            Binding(keys: "L", action: "the shopping list: Space ticks a line off, U units, C unticks all, Esc back"),
            Binding(keys: "c", action: "cook mode: one step at a time, j/k between steps, t starts the step's timer, Esc back"),
        ]),
        ("Search", [
            Binding(keys: "/", action: "search as you type, within the chosen sidebar item"),
            Binding(keys: "↑", action: "in an empty search box: the previous searches"),
            Binding(keys: "↓ PgDn PgUp", action: "move in the list while typing"),
            Binding(keys: "Ctrl-U", action: "clear the search box"),
            Binding(keys: "Enter", action: "keep the filter"),
            Binding(keys: "Esc", action: "clear the filter"),
        ]),
        ("Screen", [
            Binding(keys: "?", action: "this help (j/k g/G scroll, any other key closes it)"),
            Binding(keys: "Ctrl-L", action: "redraw everything"),
            Binding(keys: "Ctrl-Z", action: "suspend to the shell (fg comes back)"),
            Binding(keys: "q Ctrl-C", action: "quit (q closes an overlay or the recipe first)"),
            Binding(keys: "mouse", action: "click selects a row and its pane, the wheel scrolls"),
        ]),
    ]

    /// The help screen's rows: each description wrapped under itself, never cut.
    static func helpRows(columns: Int) -> [Row] {
        let keyColumns = groups.flatMap(\.bindings).map { TextWidth.of($0.keys) }.max() ?? 0
        let indent = 3 + keyColumns + 2
        // Narrow: the description goes under its keys instead of beside them.
        let beside = columns - indent >= 20
        let actionColumns = max(1, beside ? columns - indent - 1 : columns - 6)
        var rows: [Row] = [Row([Segment(" Keys", role: .header)], accessory: [Segment("any key closes ", role: .dim)])]
        for group in groups {
            rows.append(Row(""))
            rows.append(Row([Segment(" " + group.title, role: .header)]))
            for binding in group.bindings {
                let wrapped = TextWrapping.wrap(binding.action, columns: actionColumns)
                if beside {
                    let padding = String(repeating: " ", count: keyColumns - TextWidth.of(binding.keys))
                    for (index, line) in wrapped.enumerated() {
                        let keys = index == 0 ? "   " + binding.keys + padding : String(repeating: " ", count: indent - 2)
                        rows.append(Row([Segment(keys, role: .accent), Segment("  " + line)]))
                    }
                } else {
                    rows.append(Row([Segment("   " + binding.keys, role: .accent)]))
                    rows.append(contentsOf: wrapped.map { Row([Segment("      " + $0)]) })
                }
            }
        }
        return rows
    }

    /// The keys that matter where the focus is, for a status line of `columns`: hints are
    /// left out from the middle until it fits, so the last ones (`? help`, `q quit`) always show.
    static func contextHint(focus: Browser.Focus, overlay: Browser.Overlay?, columns: Int = .max) -> String {
        let hints: [String] = switch (overlay, focus) {
        case (.help?, _): ["j/k scroll", "any other key closes"]
        case (.cook?, _): ["j/k step", "t timer", "x clear done", "Esc back", "? help"]
        case (.shopping?, _): ["j/k move", "Space tick", "U units", "C clear ticks", "Esc back", "? help"]
        case (.detail?, _): ["j/k scroll", "f favorite", "e edit", "d delete", "Esc back", "? help", "q back"]
        case (.sidebar?, _): ["j/k move", "Enter choose", "Space expand", "Esc close", "? help"]
        case (nil, .sidebar): ["j/k move", "Enter choose", "Space expand", "Tab list", "? help", "q quit"]
        case (nil, .detail): ["j/k scroll", "f favorite", "e edit", "d delete", "Esc list", "? help", "q quit"]
        case (nil, .list): ["j/k move", "Enter open", "f favorite", "d delete", "u undo", "/ search", "? help", "q quit"]
        }
        let kept = 2
        var shown = hints
        while shown.count > kept, TextWidth.of(shown.joined(separator: "  ")) > columns - 2 {
            shown.remove(at: shown.count - kept - 1)
        }
        return shown.joined(separator: "  ")
    }
}
