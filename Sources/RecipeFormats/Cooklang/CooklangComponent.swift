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
        case .ingredient(let ingredient): ingredient.displayName
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
        if name.hasPrefix("./") || name.hasPrefix("../") {
            return name.hasSuffix(".cook") ? String(name.dropLast(5)) : name
        }
        return isRecipe ? name : nil
    }

    /// The name as a cook reads it: a referenced recipe (`./sauces/Hollandaise`) by its last part.
    var displayName: String {
        guard name.hasPrefix("./") || name.hasPrefix("../") else { return name }
        return name.split(separator: "/").last.map(String.init) ?? name
    }

    /// The ingredient line: `QUANTITY UNIT NAME`, then `, NOTE`, then ` (optional)`; empty parts left out.
    var line: String {
        var line = [quantity, unit, displayName].filter { !$0.isEmpty }.joined(separator: " ")
        if !note.isEmpty { line += ", " + note }
        if isOptional { line += " (optional)" }
        return line
    }
}
