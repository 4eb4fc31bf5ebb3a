// The searches a person kept, recalled with ↑ in the search box as a shell recalls commands.

/// Past searches, oldest first, without repeats in a row; and where ↑/↓ are in them.
struct SearchHistory {
    private var entries: [String] = []
    /// The entry shown by ↑/↓, while the person has not typed over it.
    private var position: Int?
    /// The most searches kept.
    static let limit = 100

    /// Whether the box shows a recalled search the person has not edited.
    var isRecalling: Bool { position != nil }

    /// Keeps `text` as the newest search (not when empty, nor twice in a row).
    mutating func remember(_ text: String) {
        guard !text.isEmpty, entries.last != text else { return }
        entries.append(text)
        if entries.count > Self.limit { entries.removeFirst() }
    }

    /// The search before the one shown (the newest at first); nil when there is none.
    mutating func older() -> String? {
        let next = (position ?? entries.count) - 1
        guard next >= 0 else { return nil }
        position = next
        return entries[next]
    }

    /// The search after the one shown; nil past the newest (the box is empty again).
    mutating func newer() -> String? {
        guard let position else { return nil }
        guard position + 1 < entries.count else {
            self.position = nil
            return nil
        }
        self.position = position + 1
        return entries[position + 1]
    }

    /// The person typed: ↑ starts from the newest again.
    mutating func stopRecalling() {
        position = nil
    }
}
