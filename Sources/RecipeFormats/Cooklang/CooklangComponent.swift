/// One piece of a Cooklang step: text, or an ingredient, cookware or timer written in it.
enum CooklangComponent: Sendable, Equatable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(name: String, quantity: String)
    case timer(name: String, quantity: String, unit: String)

    /// How the component reads in a plain-text step: an ingredient or cookware by its name, a
    /// timer by its duration (`10 minutes`), or by its name when it has none (`~rest`).
    var plainText: String {
        switch self {
        case .text(let text): text
        case .ingredient(let ingredient): ingredient.names.shownName
        case .cookware(let name, _): name
        case .timer(let name, let quantity, let unit):
            quantity.isEmpty ? name : CooklangIngredient.joined(quantity, unit)
        }
    }
}

/// An ingredient as a step mentions it: `@?fresh thyme{2%sprigs}(chopped)`.
struct CooklangIngredient: Sendable, Equatable {
    /// The name as written (`fresh thyme`, or a recipe path `./sauces/Hollandaise`).
    var name: String
    /// The amount as written, normalised (`2`, `1/2`, `few`); empty for none.
    var quantity: String = ""
    /// The unit (`sprigs`); empty for none.
    var unit: String = ""
    /// The preparation note in parentheses after the braces (`chopped`); empty for none.
    var note: String = ""
    /// `@?`: the recipe works without it.
    var isOptional = false
    /// `@-`: used in the text but not listed with the ingredients.
    var isHidden = false
    /// `{=…}`: the amount stays the same whatever the servings.
    var isFixed = false
    /// `@@`: the name is another recipe's.
    var isRecipe = false

    /// The names derived from `name`, worked out together: a step asks for each of them, and
    /// each took the same search for an alias.
    struct Names {
        /// The other recipe this ingredient stands for: a path (`./sauces/Hollandaise`), or a name after `@@`.
        var referencePath: String?
        /// The name as a cook reads it: without an alias (`white wine` of `@white wine|wine{}`), a
        /// referenced recipe (`./sauces/Hollandaise`) by its last part.
        var displayName: String
        /// `displayName` as a person reads it: a reference written with its file's extension
        /// (`@../syrups/Syrup.cook{}`) by the recipe's name, `Syrup`. `displayName` keeps `Syrup.cook`,
        /// the name cooklang-rs gives (what `show --json` reports and the parity with it compares).
        var readableName: String
        /// The name a step shows: the alias after `|` when there is one (`wine`), else `readableName`.
        var shownName: String
    }

    /// The names derived from `name`.
    var names: Names {
        // Searched as bytes, in place: a `Character` search pays for grapheme breaking on every
        // name, and the generic search through `String.UTF8View` cost more than the rest.
        let bar = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.firstIndex(of: UInt8(ascii: "|")).map { name.utf8.index(name.utf8.startIndex, offsetBy: $0) }
        } ?? name.utf8.firstIndex(of: UInt8(ascii: "|"))
        let base = bar.map { Whitespace.trimmed(name[..<$0]) } ?? name
        let isPath = Self.isPath(base)
        let referencePath = isPath ? (base.hasSuffix(".cook") ? String(base.dropLast(5)) : base) : isRecipe ? base : nil
        let displayName = isPath ? Self.lastPart(of: base) : base
        let readableName = displayName.utf8.count > 5 && referencePath != nil && displayName.hasSuffix(".cook")
            ? String(displayName.dropLast(5)) : displayName
        let alias = bar.map { Whitespace.trimmed(name[name.index(after: $0)...]) } ?? ""
        return Names(referencePath: referencePath, displayName: displayName, readableName: readableName,
                     shownName: alias.isEmpty ? readableName : alias)
    }

    /// A reference's path by its last part (`Hollandaise` of `./sauces/Hollandaise`).
    private static func lastPart(of path: String) -> String {
        // Compared as bytes: `split` on characters costs more than the rest of a step.
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), case let last = path[path.utf8.index(after: slash)...], !last.isEmpty {
            return String(last)
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `first` and `second` with a space between, or whichever is not empty.
    static func joined(_ first: String, _ second: String) -> String {
        first.isEmpty ? second : second.isEmpty ? first : first + " " + second
    }

    /// Whether `name` starts `./` or `../`: a path to another recipe.
    private static func isPath(_ name: String) -> Bool {
        // Its first bytes read one by one: the generic `starts(with:)` cost more than the rest of the names.
        var bytes = name.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: ".") else { return false }
        let second = bytes.next()
        return second == UInt8(ascii: "/") || second == UInt8(ascii: ".") && bytes.next() == UInt8(ascii: "/")
    }

    /// The ingredient line: `QUANTITY UNIT NAME`, then `, NOTE`, then ` (optional)`; empty parts left out.
    var line: String { line(named: names.readableName) }

    /// `line`, with `readableName` (`names.readableName`) already worked out.
    func line(named readableName: String) -> String {
        var line = CooklangIngredient.joined(CooklangIngredient.joined(quantity, unit), readableName)
        if !note.isEmpty { line += ", " + note }
        if isOptional { line += " (optional)" }
        return line
    }
}
