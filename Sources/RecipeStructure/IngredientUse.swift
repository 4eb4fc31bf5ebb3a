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
    public var line: IngredientLine

    /// A use of `name` with the amount written as `quantityText` and `unitText`.
    public init(name: String, quantityText: String = "", unitText: String = "", quantity: Quantity? = nil,
                note: String = "", isFixed: Bool = false, isOptional: Bool = false, reference: RecipeReference? = nil) {
        self.name = name
        self.quantityText = quantityText
        self.unitText = unitText
        self.quantity = quantity
        self.note = note
        self.isFixed = isFixed
        self.isOptional = isOptional
        self.reference = reference
        line = IngredientLine(parsing: [quantityText, unitText, name].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// A use that takes a whole line of the ingredient list ("2 large eggs, beaten"): the amount is the line's.
    public init(listed line: IngredientLine) {
        name = line.name
        quantityText = ""
        unitText = line.unit?.symbol.singular ?? ""
        quantity = line.quantity
        note = line.note
        isFixed = false
        isOptional = false
        reference = nil
        self.line = line
    }

    /// The amount and name as shown at `factor` in `units` ("200 g flour"): a fixed amount is
    /// never scaled; at factor 1 and as written, the text as written. A use without an amount is its name.
    public func text(scaledBy factor: Double, in units: UnitSystem = .asWritten) -> String {
        let factor = isFixed ? 1 : factor
        if factor == 1 && units == .asWritten || line.quantity == nil && line.unit == nil { return line.text }
        return line.scaled(by: factor).converted(to: units).formatted()
    }

    /// The use as an ingredient list shows it: `text(scaledBy:in:)`, then its preparation note
    /// when the amount's line does not already hold it ("100 g butter, softened").
    public func listText(scaledBy factor: Double, in units: UnitSystem = .asWritten) -> String {
        let text = text(scaledBy: factor, in: units)
        return note.isEmpty || line.note == note ? text : text + ", " + note
    }

    /// The quantity at `factor`: fixed amounts are kept.
    public func quantity(scaledBy factor: Double) -> Quantity? {
        isFixed ? quantity : quantity?.scaled(by: factor)
    }
}
