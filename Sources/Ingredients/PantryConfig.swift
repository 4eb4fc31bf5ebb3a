/// What is at home: CookCLI's `pantry.conf`, TOML with a table per place (`[fridge]`) and a key per
/// ingredient (`milk = "1%l"`, `"olive oil" = { quantity = "1%l" }`). Only the names are read: an
/// ingredient named there is at home, so the shopping list leaves it out (`ShoppingList.leavingOut`).
/// Names compare without case, and `_` in a bare key reads as a space (`ice_cream` is ice cream).
public struct PantryConfig: Sendable, Equatable {
    /// The ingredient names, lower case.
    public private(set) var names: Set<String> = []

    /// Reads a `pantry.conf` text; lines it cannot read (values spread over lines) are skipped.
    public init(parsing text: String) {
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard let first = line.first, first != "#", first != "[" else { continue }
            var key: Substring
            if first == "\"" || first == "'" {
                let rest = line.dropFirst()
                guard let end = rest.firstIndex(of: first) else { continue }
                key = rest[..<end]
                guard rest[rest.index(after: end)...].drop(while: { $0 == " " || $0 == "\t" }).first == "=" else { continue }
            } else {
                guard let equals = line.firstIndex(of: "=") else { continue }
                key = line[..<equals]
                while key.last == " " || key.last == "\t" { key.removeLast() }
                guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { continue }
                key = Substring(key.replacingUnderscores())
            }
            if !key.isEmpty { names.insert(key.lowercased()) }
        }
    }

    /// Whether `name` is at home.
    public func has(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }
}

extension ShoppingList {
    /// The list without the items `pantry` says are at home; those are in `atHome`, in order.
    public func leavingOut(_ pantry: PantryConfig) -> ShoppingList {
        var list = self
        list.atHome = items.filter { pantry.has($0.name) }
        list.items = items.filter { !pantry.has($0.name) }
        list.tickedItemIDs = list.tickedItemIDs.filter { id in list.items.contains { $0.id == id } }
        return list
    }
}

extension Substring {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
