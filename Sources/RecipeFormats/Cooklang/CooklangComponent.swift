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
        case .ingredient(let ingredient): ingredient.shownName
        case .cookware(let name, _): name
        case .timer(let name, let quantity, let unit):
            quantity.isEmpty ? name : [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
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

    /// The other recipe this ingredient stands for: a path (`./sauces/Hollandaise`), or a name after `@@`.
    var referencePath: String? {
        let path = aliasBar.map { Whitespace.trimmed(name[..<$0]) } ?? name
        if Self.isPath(path) {
            return path.hasSuffix(".cook") ? String(path.dropLast(5)) : path
        }
        return isRecipe ? path : nil
    }

    /// The name as a cook reads it: without an alias (`white wine` of `@white wine|wine{}`), a
    /// referenced recipe (`./sauces/Hollandaise`) by its last part.
    var displayName: String {
        let base = aliasBar.map { Whitespace.trimmed(name[..<$0]) } ?? name
        // Compared as bytes: `hasPrefix` and `split` on characters cost more than the rest of a step.
        guard base.utf8.first == UInt8(ascii: "."), Self.isPath(base) else { return base }
        if let slash = base.utf8.lastIndex(of: UInt8(ascii: "/")), case let last = base[base.utf8.index(after: slash)...], !last.isEmpty {
            return String(last)
        }
        return base.split(separator: "/").last.map(String.init) ?? base
    }

    /// The name a step shows: the alias after `|` when there is one (`wine`), else `readableName`.
    var shownName: String {
        guard let bar = aliasBar else { return readableName }
        let alias = Whitespace.trimmed(name[name.index(after: bar)...])
        return alias.isEmpty ? readableName : alias
    }

    /// `displayName` as a person reads it: a reference written with its file's extension
    /// (`@../syrups/Syrup.cook{}`) by the recipe's name, `Syrup`. `displayName` keeps `Syrup.cook`,
    /// the name cooklang-rs gives (what `show --json` reports and the parity with it compares).
    var readableName: String {
        let name = displayName
        guard name.utf8.count > 5, name.hasSuffix(".cook"), referencePath != nil else { return name }
        return String(name.dropLast(5))
    }

    /// `first` and `second` with a space between, or whichever is not empty.
    static func joined(_ first: String, _ second: String) -> String {
        first.isEmpty ? second : second.isEmpty ? first : first + " " + second
    }

    /// Whether `name` starts `./` or `../`: a path to another recipe.
    private static func isPath(_ name: String) -> Bool {
        name.utf8.starts(with: "./".utf8) || name.utf8.starts(with: "../".utf8)
    }

    // Searched as bytes: a `Character` search pays for grapheme breaking on every name.
    private var aliasBar: String.Index? { name.utf8.firstIndex(of: UInt8(ascii: "|")) }

    /// The ingredient line: `QUANTITY UNIT NAME`, then `, NOTE`, then ` (optional)`; empty parts left out.
    var line: String {
        var line = CooklangIngredient.joined(CooklangIngredient.joined(quantity, unit), readableName)
        if !note.isEmpty { line += ", " + note }
        if isOptional { line += " (optional)" }
        return line
    }
}
