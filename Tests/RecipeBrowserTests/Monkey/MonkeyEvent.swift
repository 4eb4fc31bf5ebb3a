// The random events of the browser's monkey test, as plain Codable values a child process can replay.
import TerminalUI

/// One thing that happens to the browser: a key, the mouse, a resize, another process writing.
enum MonkeyEvent: Codable, Equatable, Sendable, CustomStringConvertible {
    /// A key, by name (see ``MonkeyKeys``); `salt` decides what the editor returns if it opens one.
    case key(String, salt: UInt32)
    /// Keys pressed one after another, every promise checked after each: the walks through the
    /// screen stack (help over cook mode and over the shopping list, and back).
    case keys([String], salt: UInt32)
    /// A click at a screen position.
    case click(row: Int, column: Int)
    /// The wheel at a screen position.
    case wheel(row: Int, column: Int, up: Bool)
    /// The terminal changes size.
    case resize(rows: Int, columns: Int)
    /// Another process changes the library; the browser polls right after, as it would within 100 ms.
    case otherProcess(OtherProcessChange)
    /// No key for a while (the browser polls the store and does deferred work).
    case timeout

    var description: String {
        switch self {
        case .key(let name, let salt):
            salt == 0 ? "key \(name)" : "key \(name) (editor \(salt % 3), meanwhile \(MonkeyRun.Interference(salt: salt)))"
        case .keys(let names, _): "keys " + names.joined(separator: " ")
        case .click(let row, let column): "click \(row),\(column)"
        case .wheel(let row, let column, let up): "wheel \(up ? "up" : "down") \(row),\(column)"
        case .resize(let rows, let columns): "resize \(columns)x\(rows)"
        case .otherProcess(let change): "other process: \(change)"
        case .timeout: "timeout"
        }
    }
}

/// A change another `recipes` process makes; recipes are picked by position among the IDs then.
enum OtherProcessChange: Codable, Equatable, Sendable, CustomStringConvertible {
    case add(title: String, favorite: Bool, collection: String?)
    case delete(pick: Int)
    case toggleFavorite(pick: Int)
    case retitle(pick: Int, title: String)
    case toggleShoppingMark(pick: Int)
    case tickShoppingItem(pick: Int)

    var description: String {
        switch self {
        case .add(let title, let favorite, let collection): "add \"\(title)\"\(favorite ? " ♥" : "")\(collection.map { " in \($0)" } ?? "")"
        case .delete(let pick): "delete #\(pick)"
        case .toggleFavorite(let pick): "toggle favorite #\(pick)"
        case .retitle(let pick, let title): "retitle #\(pick) \"\(title)\""
        case .toggleShoppingMark(let pick): "toggle shopping mark #\(pick)"
        case .tickShoppingItem(let pick): "tick shopping item #\(pick)"
        }
    }
}

/// The keys the monkey presses: every key the browser knows, and text for the search box.
enum MonkeyKeys {
    /// Names of the keys with a `KeyEvent` of their own.
    static let named: [String: KeyEvent] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pgdn": .pageDown, "enter": .enter, "esc": .escape, "tab": .tab,
        "backtab": .backTab, "backspace": .backspace, "delete": .delete, "f1": .function(1),
        "ctrl-d": .control("d"), "ctrl-u": .control("u"), "ctrl-r": .control("r"), "ctrl-l": .control("l"),
        "ctrl-c": .control("c"), "ctrl-z": .control("z"),
    ]
    /// Browser keys, weighted by repetition toward moving and changing things.
    static let browsing = Array("jjjjkkkgGhlsfduaeeeri?/q ") + ["+", "-", "=", "U", "m", "L", "c", "t", "n", "p"]
    /// Walks through the screen stack: the help over cook mode, the shopping list, the recipe and
    /// itself, left by Esc, q, ? and another key; cook mode and the list left the same way.
    static let stackWalks: [[String]] = [
        ["c", "?", "j", "esc"], ["c", "t", "?", "G", "q", "T", "esc"], ["L", "?", "pgdn", "esc", "j", "esc"],
        ["L", "?", "?", "L"], ["enter", "?", "esc", "esc"], ["c", "?", "x", "c"], ["?", "k", "esc"], ["m", "L", "?", "q", "q"],
        // The one-line prompt: typed into, cancelled, answered with what cannot be imported.
        ["i", "j", "backspace", "esc"], ["i", "n", "o", "enter"], ["i", "ctrl-u", "enter"], ["s", "r", "x", "esc"],
    ]
    /// Characters typed into the search box.
    static let typed: [Character] = Array("souptacebrdzé김Б ")

    /// The event for a key name: a named key, or a single character.
    static func event(_ name: String) -> KeyEvent {
        named[name] ?? .character(Character(name))
    }
}

/// Deterministic random events for a seed.
struct MonkeyScript {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The sizes the monkey resizes to: every layout's edges, the too-small screen, and any size.
    private static let rowChoices = [1, 2, 5, 6, 7, 8, 12, 24, 40, 60, 80]
    private static let columnChoices = [1, 10, 19, 20, 21, 30, 50, 59, 60, 61, 80, 99, 100, 101, 120, 180, 250]
    private static let titles = ["Zucchini bread", "Aïoli", "김밥", "Soup of the day", "A", "\u{1B}]52;c;aGk=\u{07}clip",
                                 "e\u{301}clair", "\u{202E}reversed", String(repeating: "long", count: 40), "👩‍🍳 chef's"]

    /// `count` events.
    mutating func events(_ count: Int) -> [MonkeyEvent] {
        (0..<count).map { _ in next() }
    }

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }

    private mutating func next() -> MonkeyEvent {
        switch pick(100) {
        case 0..<42:
            return .key(String(MonkeyKeys.browsing[pick(MonkeyKeys.browsing.count)]), salt: UInt32(pick(1000)))
        case 42..<45:
            return .keys(MonkeyKeys.stackWalks[pick(MonkeyKeys.stackWalks.count)], salt: UInt32(pick(1000)))
        case 45..<60:
            let names = MonkeyKeys.named.keys.sorted().filter { $0 != "ctrl-z" }
            return .key(names[pick(names.count)], salt: 0)
        case 60..<72:
            return .key(String(MonkeyKeys.typed[pick(MonkeyKeys.typed.count)]), salt: 0)
        case 72..<78:
            return .click(row: pick(82), column: pick(252))
        case 78..<82:
            return .wheel(row: pick(82), column: pick(252), up: pick(2) == 0)
        case 82..<88:
            if pick(3) == 0 { return .resize(rows: 1 + pick(80), columns: 1 + pick(250)) }
            return .resize(rows: Self.rowChoices[pick(Self.rowChoices.count)], columns: Self.columnChoices[pick(Self.columnChoices.count)])
        case 88..<96:
            switch pick(6) {
            case 0:
                let collections: [String?] = [nil, "Baking", "Korean", "Soups & Stews", "New one"]
                return .otherProcess(.add(title: Self.titles[pick(Self.titles.count)], favorite: pick(2) == 0,
                                          collection: collections[pick(collections.count)]))
            case 1: return .otherProcess(.delete(pick: pick(1000)))
            case 2: return .otherProcess(.toggleFavorite(pick: pick(1000)))
            case 3: return .otherProcess(.toggleShoppingMark(pick: pick(1000)))
            case 4: return .otherProcess(.tickShoppingItem(pick: pick(1000)))
            default: return .otherProcess(.retitle(pick: pick(1000), title: Self.titles[pick(Self.titles.count)]))
            }
        default:
            return .timeout
        }
    }
}
