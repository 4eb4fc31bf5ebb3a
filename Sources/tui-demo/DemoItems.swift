import TerminalUI

/// The demo's data: generated titles, some Hangul and CJK, one with an escape sequence.
@MainActor
final class DemoItems {
    private(set) var marked: Set<Int> = []
    private(set) var nextID: Int

    init(count: Int) {
        nextID = count
    }

    /// A title for `id`; a few carry what must be sanitised or measured as wide.
    func title(_ id: Int) -> String {
        switch id {
        case 2: "Escape \u{1B}[2J in a title"
        case 4: "Bidi \u{202E}override\u{202C} and tab\there"
        case _ where id % 7 == 3: "김치찌개 레시피 \(id)"
        case _ where id % 11 == 5: "麻婆豆腐 \(id)"
        default: "Item \(id)"
        }
    }

    func isMarked(_ id: Int) -> Bool { marked.contains(id) }

    /// The row the list shows for `id`: a mark column, the title, the identifier on the right.
    func row(for id: Int, checkMark: String) -> Row {
        Row([Segment(isMarked(id) ? checkMark : " ", role: .accent), Segment(" " + title(id))],
            accessory: [Segment("#\(id)", role: .dim)])
    }

    func toggleMark(_ id: Int) {
        if marked.remove(id) == nil { marked.insert(id) }
    }

    /// A new identifier for an inserted item.
    func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}
