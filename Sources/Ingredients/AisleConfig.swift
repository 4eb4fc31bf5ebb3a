/// A person's own aisles, in the order they walk the shop: CookCLI's `aisle.conf`, as cooklang-rs
/// reads it leniently. `[name]` starts an aisle; each line after it is an ingredient, its names
/// separated by `|` (`tuna|chicken of the sea`); `//` starts a comment. A name given twice counts
/// where it is first given, a line before any aisle is skipped.
public struct AisleConfig: Sendable, Equatable {
    /// The aisles' names, in order.
    public private(set) var aisles: [String] = []
    /// Each ingredient name, lower case, with the position of its aisle in `aisles` and its line's
    /// position in the file.
    private var placeOfName: [String: (aisle: Int, line: Int)] = [:]

    /// Reads an `aisle.conf` text.
    public init(parsing text: String) {
        for (number, rawLine) in text.split(whereSeparator: \.isNewline).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingSpaces()
            guard !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 {
                let name = String(trimmed.dropFirst().dropLast())
                if !name.contains("|"), !aisles.contains(name) { aisles.append(name) }
                continue
            }
            guard !aisles.isEmpty else { continue }
            for name in trimmed.split(separator: "|") {
                let key = String(name).trimmingSpaces().lowercased()
                if !key.isEmpty, placeOfName[key] == nil { placeOfName[key] = (aisles.count - 1, number) }
            }
        }
    }

    /// The position in `aisles` of the aisle that lists `name` (compared without case), if any.
    public func aisle(of name: String) -> Int? {
        placeOfName[name.lowercased()]?.aisle
    }

    /// Equal when they list the same names in the same places.
    public static func == (a: AisleConfig, b: AisleConfig) -> Bool {
        a.aisles == b.aisles && a.placeOfName.mapValues { [$0.aisle, $0.line] } == b.placeOfName.mapValues { [$0.aisle, $0.line] }
    }

    /// Where `name` is listed: its aisle's position, then its line's; `nil` when it is not.
    func place(of name: String) -> (Int, Int)? {
        placeOfName[name.lowercased()].map { ($0.aisle, $0.line) }
    }
}

extension ShoppingList {
    /// The list with the items `config` lists under its aisles, headed by them, in its order (of
    /// aisles, then of lines) and before the others (which keep their guessed aisles and order);
    /// ticked items stay last.
    ///
    /// - Complexity: O(n log n) in the number of items.
    public func arranged(by config: AisleConfig) -> ShoppingList {
        var list = self
        let placed = items.enumerated().map { offset, item -> (key: [Int], item: ShoppingItem) in
            var item = item
            let place = config.place(of: item.name)
            item.configuredAisle = place.map { config.aisles[$0.0] }
            guard !tickedItemIDs.contains(item.id) else { return ([1, 0, 0, offset], item) }
            return ([0, place?.0 ?? config.aisles.count, place?.1 ?? 0, offset], item)
        }
        list.items = placed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.item)
        return list
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " || slice.first == "\t" { slice.removeFirst() }
        while slice.last == " " || slice.last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
