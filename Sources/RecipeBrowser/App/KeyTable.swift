// A screen's keys as data: what each key does, and the words the help and the status line
// show for it. Dispatch and help both read the same table, so they cannot disagree.
import TerminalUI

/// One entry of a key table: its keys, what it does, and how the help and the status line name it.
///
/// The keys are written as the help shows them (`"j k ↓ ↑"`) and parsed into the events that
/// run the entry, so the label and the dispatch are the same text.
@MainActor
struct KeyBinding {
    /// What runs an entry: the browser and the event (for entries with several keys).
    typealias Action = @MainActor (Browser, KeyEvent) -> Browser.Outcome

    /// The keys as the help writes them.
    let label: String
    /// The events that run it.
    let patterns: [KeyPattern]
    /// What the help says it does.
    let help: String
    /// Its short form on the status line ("f favorite"); nil when the status line leaves it out.
    let hint: String?
    private let action: Action

    /// An entry run by the keys `keys` names ("j k ↓ ↑", "Ctrl-D", "Space", "click"), whose
    /// action says what the event loop does next (quit, the editor, a repaint).
    init(keys label: String, help: String, hint: String? = nil, outcome action: @escaping Action) {
        self.label = label
        patterns = label.split(separator: " ").map { KeyPattern(name: String($0)) }
        self.help = help
        self.hint = hint
        self.action = action
    }

    /// An entry whose action always keeps the browser going.
    init(_ label: String, _ help: String, hint: String? = nil, run: @escaping @MainActor (Browser, KeyEvent) -> Void) {
        self.init(keys: label, help: help, hint: hint, outcome: { browser, event in
            run(browser, event)
            return .keepGoing
        })
    }

    /// Two opposite moves in one entry: `forward` keys ("j ↓") and `backward` keys ("k ↑"),
    /// written in pairs as the help shows them ("j k ↓ ↑").
    static func pair(_ forward: String, _ backward: String, _ help: String, hint: String? = nil,
                     run: @escaping @MainActor (Browser, _ forward: Bool) -> Void) -> KeyBinding {
        let ahead = forward.split(separator: " ").map(String.init)
        let back = backward.split(separator: " ").map(String.init)
        // Interleaved as the help writes pairs ("j k ↓ ↑"); a side's extra keys follow.
        let paired = zip(ahead, back).flatMap { [$0, $1] }
        let label = (paired + ahead.dropFirst(back.count) + back.dropFirst(ahead.count)).joined(separator: " ")
        let forwardPatterns = ahead.map(KeyPattern.init(name:))
        return KeyBinding(label, help, hint: hint) { browser, event in
            run(browser, forwardPatterns.contains { $0.matches(event) })
        }
    }

    /// Whether `event` runs this entry.
    func matches(_ event: KeyEvent) -> Bool { patterns.contains { $0.matches(event) } }

    /// Runs the entry for `event`.
    func perform(_ event: KeyEvent, in browser: Browser) -> Browser.Outcome { action(browser, event) }
}

/// A titled run of entries in the help ("Move", "Recipes").
@MainActor
struct KeyGroup {
    /// The heading the help shows.
    let title: String
    /// The entries, in the order the help and the status line show them.
    let bindings: [KeyBinding]
}

/// A screen's keys: the entries by group, what any other key does, and the terminal's own keys.
@MainActor
struct KeyTable {
    /// The entries, by group, in the help's order.
    var groups: [KeyGroup]
    /// What a key the groups do not name does (the help closes on any key); nil: nothing.
    var otherKeys: KeyBinding?
    /// Keys the terminal handles before the browser sees them (Ctrl-Z), listed in the help
    /// under "Screen" so the help names every key that does something.
    var terminalKeys: [(label: String, help: String)] = []

    /// Every entry, in order; `otherKeys` last.
    var bindings: [KeyBinding] { groups.flatMap(\.bindings) + (otherKeys.map { [$0] } ?? []) }

    /// The entry `event` runs, if any: the first that names it, else `otherKeys`.
    func binding(for event: KeyEvent) -> KeyBinding? {
        for group in groups {
            if let binding = group.bindings.first(where: { $0.matches(event) }) { return binding }
        }
        return otherKeys
    }

    /// This table with `other`'s groups and terminal keys after its own (the keys every screen shares).
    func adding(_ other: KeyTable) -> KeyTable {
        var table = self
        table.groups += other.groups
        table.terminalKeys += other.terminalKeys
        table.otherKeys = otherKeys ?? other.otherKeys
        return table
    }

    /// The status line's hints for `columns`: in table order, hints left out from the middle
    /// until they fit, so the last two (the way out and the help) always show.
    func hintLine(columns: Int = .max) -> String {
        let kept = 2
        var shown = bindings.compactMap(\.hint)
        while shown.count > kept, TextWidth.of(shown.joined(separator: "  ")) > columns - 2 {
            shown.remove(at: shown.count - kept - 1)
        }
        return shown.joined(separator: "  ")
    }

    /// The help screen's rows, titled `title`: each description wrapped under itself, never cut.
    func helpRows(title: String, columns: Int) -> [Row] {
        var lines: [(group: String, entries: [(label: String, help: String)])] = groups.map { group in
            (group.title, group.bindings.map { ($0.label, $0.help) })
        }
        if let otherKeys { lines.append(("Other keys", [(otherKeys.label, otherKeys.help)])) }
        if !terminalKeys.isEmpty { lines.append(("The terminal", terminalKeys)) }
        let keyColumns = lines.flatMap(\.entries).map { TextWidth.of($0.label) }.max() ?? 0
        let indent = 3 + keyColumns + 2
        // Narrow: the description goes under its keys instead of beside them.
        let beside = columns - indent >= 20
        let actionColumns = max(1, beside ? columns - indent - 1 : columns - 6)
        var rows: [Row] = [Row([Segment(" " + title, role: .header)], accessory: [Segment("Esc back ", role: .dim)])]
        for (group, entries) in lines {
            rows.append(Row(""))
            rows.append(Row([Segment(" " + group, role: .header)]))
            for entry in entries {
                let wrapped = TextWrapping.wrap(entry.help, columns: actionColumns)
                if beside {
                    let padding = String(repeating: " ", count: keyColumns - TextWidth.of(entry.label))
                    for (index, line) in wrapped.enumerated() {
                        let keys = index == 0 ? "   " + entry.label + padding : String(repeating: " ", count: indent - 2)
                        rows.append(Row([Segment(keys, role: .accent), Segment("  " + line)]))
                    }
                } else {
                    rows.append(Row([Segment("   " + entry.label, role: .accent)]))
                    rows.append(contentsOf: wrapped.map { Row([Segment("      " + $0)]) })
                }
            }
        }
        return rows
    }
}

/// What an entry's key matches: one key, or a kind of mouse event wherever it lands, or any
/// printable character (typing in the search box).
enum KeyPattern: Equatable {
    /// This exact event.
    case key(KeyEvent)
    /// A click anywhere.
    case click
    /// The wheel, either way, anywhere.
    case wheel
    /// Any printable character.
    case anyCharacter
    /// Any key at all (`otherKeys`).
    case anyKey

    /// The pattern for a key's name as the help writes it; an unknown name is a programmer error.
    init(name: String) {
        let named: [String: KeyEvent] = [
            "↓": .down, "↑": .up, "←": .left, "→": .right, "Home": .home, "End": .end,
            "PgUp": .pageUp, "PgDn": .pageDown, "Enter": .enter, "Esc": .escape, "Tab": .tab,
            "Shift-Tab": .backTab, "Backspace": .backspace, "Delete": .delete, "Space": .character(" "),
        ]
        if let event = named[name] {
            self = .key(event)
        } else if name.hasPrefix("Ctrl-"), name.count == 6, let letter = name.last {
            self = .key(.control(Character(letter.lowercased())))
        } else if name == "click" {
            self = .click
        } else if name == "wheel" {
            self = .wheel
        } else if name == "characters" {
            self = .anyCharacter
        } else if name == "any" {
            self = .anyKey
        } else {
            precondition(name.count == 1, "no key is called \(name)")
            self = .key(.character(Character(name)))
        }
    }

    /// Whether `event` is this key.
    func matches(_ event: KeyEvent) -> Bool {
        switch (self, event) {
        case (.key(let key), _): key == event
        case (.click, .click): true
        case (.wheel, .scrollUp), (.wheel, .scrollDown): true
        case (.anyCharacter, .character): true
        case (.anyKey, _): true
        default: false
        }
    }
}
