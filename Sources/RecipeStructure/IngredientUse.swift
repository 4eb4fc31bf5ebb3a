import Ingredients

/// An ingredient as one step uses it, with that step's own amount: `@flour{100%g}` in the
/// starter step and `@flour{400%g}` in the dough step are two uses.
public struct IngredientUse: Sendable, Hashable {
    /// The ingredient's name as a cook reads it ("flour"; for a recipe reference, its name).
    public var name: String
    /// The amount as written before the name: a number, a range or words ("100", "1/2", "few");
    /// empty when the step gives none.
    public var quantityText: String
    /// The unit as written ("g", "cups"); empty for none.
    public var unitText: String
    /// The amount as a number or range; `nil` when none is given or it is words ("few").
    public var quantity: Quantity?
    /// The preparation note ("finely chopped"); empty for none.
    public var note: String
    /// Whether the amount stays the same whatever the servings (Cooklang `@salt{=10%g}`).
    public var isFixed: Bool
    /// Whether the recipe works without it (Cooklang `@?thyme`).
    public var isOptional: Bool
    /// The other recipe this use stands for, if it is one (`@./sauces/Hollandaise{150%g}`).
    public var reference: RecipeReference?
    /// The amount and name as the Ingredients module reads them ("100 g flour"): scaled, rounded
    /// and converted by it, so that what it understands (compound amounts, packs) scales right.
    /// Parsed when asked: a step drawn as written never needs it, and a parsed line kept in
    /// every use (ten times the size of the rest) made building and copying structures slower
    /// than parsing again the few lines a scaled step shows.
    public var line: IngredientLine { IngredientLine(parsing: lineText) }
    /// The amount and name as written ("100 g flour"; a listed line whole).
    public let lineText: String
    /// Whether the use is a whole listed line (`init(listed:)`): told without looking at the line.
    private let isListed: Bool
    /// How a step's text shows the use (see `WrittenAmountBefore`).
    public var wording = Wording.withAmount

    /// How a step's text shows a use.
    public enum Wording: Sendable, Hashable {
        /// With its amount: "Add 100 g flour".
        case withAmount
        /// With the step's own words for it, which hold the name ("2 teaspoons oil"): scaled with
        /// the recipe when they are an amount, as written when they are a share ("butter" after
        /// "half of the").
        case written(String, scales: Bool)
    }

    /// A use of `name` with the amount written as `quantityText` and `unitText`; the step shows it
    /// as `shownName` when given (an alias: Cooklang `@white wine|wine{}`).
    public init(name: String, shownName: String? = nil, quantityText: String = "", unitText: String = "", quantity: Quantity? = nil,
                note: String = "", isFixed: Bool = false, isOptional: Bool = false, reference: RecipeReference? = nil) {
        self.name = name
        self.quantityText = quantityText
        self.unitText = unitText
        self.quantity = quantity
        self.note = note
        self.isFixed = isFixed
        self.isOptional = isOptional
        self.reference = reference
        lineText = Self.joined(Self.joined(quantityText, unitText), shownName ?? name)
        isListed = false
    }

    /// A use that takes a whole line of the ingredient list ("2 large eggs, beaten"): the amount is the line's.
    public init(listed line: IngredientLine) {
        self.init(listed: line, name: line.name)
    }

    /// `init(listed:)` with the line's name already read (`line.name`), not made again.
    init(listed line: IngredientLine, name: String) {
        self.name = name
        quantityText = ""
        unitText = line.unit?.symbol.singular ?? ""
        quantity = line.quantity
        note = line.note
        isFixed = false
        isOptional = false
        reference = nil
        lineText = line.text
        isListed = true
    }

    /// The amount and name as shown at `factor` in `units` ("200 g flour") for a recipe in
    /// `language` (only an English name is made plural): a fixed amount is
    /// never scaled; at factor 1 and as written, the text as written. A use without an amount is its name.
    /// An amount that is words is kept as written: one that is no number and that the Ingredients
    /// module does not read whole either (`few`, Cooklang's old marks `2*` and `3|2|1`, not "4*" and
    /// "6|2|1" at double); one it reads whole ("500g", "60 g") scales.
    public func text(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> String {
        let factor = isFixed ? 1 : factor
        if factor == 1 && units == .asWritten { return lineText }
        let line = self.line
        if line.quantity == nil && line.unit == nil || isWords { return lineText }
        return line.scaled(by: factor).converted(to: units).written(in: language).formatted()
    }

    /// The amount as written, quantity and unit ("3 cloves"); empty when the step gives none.
    public var amountText: String { Self.joined(quantityText, unitText) }

    /// `first` and `second` with a space between, or the one that is not empty.
    private static func joined(_ first: String, _ second: String) -> String {
        first.isEmpty ? second : second.isEmpty ? first : first + " " + second
    }

    /// The use as the step's text shows it at `factor` in `units`: `text(scaledBy:in:language:)`,
    /// or the step's own words for it (`wording`), scaled unless they are a share or fixed.
    public func stepText(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> String {
        guard case .written(let words, let scales) = wording else { return text(scaledBy: factor, in: units, language: language) }
        let factor = isFixed || !scales ? 1 : factor
        if factor == 1 && units == .asWritten { return words }
        return IngredientLine(parsing: words).scaled(by: factor).converted(to: units).written(in: language).formatted()
    }

    /// Whether the amount is never scaled: fixed (Cooklang's `=`), or written as words.
    public var keepsAmount: Bool { isFixed || isWords }

    /// Whether the amount written is words: no number, and more than an amount to the Ingredients
    /// module (`few`, `0.75@oz`); shown as written at any scale and in any units. An article before
    /// a unit is a number to it (`@salt{a%pinch}`, `@Salz{eine%Prise}`, `@sel{une%pincée}`): one
    /// pinch, which a cook doubling the recipe doubles ("2 pinches"), as the same amount written in
    /// an ingredient line ("a pinch of salt") is.
    public var isWords: Bool {
        guard !isListed, quantity == nil, !quantityText.isEmpty else { return false }
        // Read with its unit before a plain name, as in a line: alone, "1 pinch" would be one
        // pinch of nothing, and "a" without its unit no amount.
        let amount = IngredientLine(parsing: quantityText + (unitText.isEmpty ? "" : " " + unitText) + " salt")
        return amount.quantity == nil || amount.name != "salt" || !amount.note.isEmpty
    }

    /// The use as an ingredient list shows it: `text(scaledBy:in:)`, then its preparation note
    /// unless the use is a whole listed line, which holds it already ("100 g butter, softened").
    public func listText(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> String {
        let text = text(scaledBy: factor, in: units, language: language)
        return note.isEmpty || isListed ? text : text + ", " + note
    }

    /// The quantity at `factor`: fixed amounts are kept.
    public func quantity(scaledBy factor: Double) -> Quantity? {
        isFixed ? quantity : quantity?.scaled(by: factor)
    }
}
