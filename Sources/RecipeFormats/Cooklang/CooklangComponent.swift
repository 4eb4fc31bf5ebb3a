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
        let path = aliasBar.map { String(name[..<$0]).trimmingCharacters(in: .whitespaces) } ?? name
        if path.hasPrefix("./") || path.hasPrefix("../") {
            return path.hasSuffix(".cook") ? String(path.dropLast(5)) : path
        }
        return isRecipe ? path : nil
    }

    /// The name as a cook reads it: without an alias (`white wine` of `@white wine|wine{}`), a
    /// referenced recipe (`./sauces/Hollandaise`) by its last part.
    var displayName: String {
        let base = aliasBar.map { String(name[..<$0]).trimmingCharacters(in: .whitespaces) } ?? name
        guard base.hasPrefix("./") || base.hasPrefix("../") else { return base }
        return base.split(separator: "/").last.map(String.init) ?? base
    }

    /// The name a step shows: the alias after `|` when there is one (`wine`), else `displayName`.
    var shownName: String {
        guard let bar = aliasBar else { return displayName }
        let alias = name[name.index(after: bar)...].trimmingCharacters(in: .whitespaces)
        return alias.isEmpty ? displayName : alias
    }

    private var aliasBar: String.Index? { name.firstIndex(of: "|") }

    /// The ingredient line: `QUANTITY UNIT NAME`, then `, NOTE`, then ` (optional)`; empty parts left out.
    var line: String {
        var line = [quantity, unit, displayName].filter { !$0.isEmpty }.joined(separator: " ")
        if !note.isEmpty { line += ", " + note }
        if isOptional { line += " (optional)" }
        return line
    }
}
