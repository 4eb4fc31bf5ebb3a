/// One line of a recipe's ingredient list, understood: its quantity (or range), unit, ingredient
/// name and note, and the text it came from.
///
/// The text stays the source of truth: `formatted()` of a line that was neither scaled nor
/// converted returns `text` exactly, and a scaled or converted line rewrites only its numbers
/// and units, keeping every other character as the cook wrote it.
///
/// ```swift
/// let line = IngredientLine(parsing: "2-3 tbsp. olive oil, divided")
/// line.quantity            // Quantity(2, upTo: 3)
/// line.unit                // .tablespoon
/// line.name                // "olive oil"
/// line.note                // "divided"
/// line.scaled(by: 2).formatted()   // "4-6 tbsp. olive oil, divided"
/// ```
public struct IngredientLine: Sendable, Hashable {
    /// The line as written.
    public let text: String
    /// By how much the amounts are multiplied (1 as written).
    public private(set) var factor: Double = 1
    /// The system amounts are shown in.
    public private(set) var unitSystem: UnitSystem = .asWritten
    /// The language of the recipe the line is from: only an English name is made plural or
    /// singular when its count changes.
    public private(set) var language: RecipeLanguage = .english

    let parsed: ParsedLine

    /// Parses one line. Never fails: a line it cannot understand keeps its text as the name and
    /// has no quantity.
    ///
    /// - Complexity: O(n) in the line's UTF-8 length, with no allocation.
    public init(parsing text: String) {
        self.text = text
        parsed = LineParser.parse(text)
    }

    /// Whether the line is a heading such as "For the sauce:" rather than an ingredient.
    public var isHeading: Bool { parsed.flags.contains(.heading) }

    /// Whether the amount was marked approximate ("about 1 cup", "~2 tbsp").
    public var isApproximate: Bool { parsed.flags.contains(.approximate) }

    /// The ingredient's name as written ("olive oil", "large egg", "두부"); for a heading, its title
    /// without the colon.
    public var name: String { string(parsed.name) }

    /// The rest of the line: words before the amount ("Juice of") and the preparation or notes
    /// after the name ("finely chopped", "(optional)"), joined by "; " when there are both.
    public var note: String {
        // Most lines have one note or none: that one is returned as made, not joined to an empty string.
        if parsed.leadingNote.isEmpty { return string(parsed.trailingNote) }
        if parsed.trailingNote.isEmpty { return string(parsed.leadingNote) }
        let leading = string(parsed.leadingNote), trailing = string(parsed.trailingNote)
        if leading.isEmpty || trailing.isEmpty { return leading + trailing }
        return leading + "; " + trailing
    }

    /// The amount as written, before scaling and conversion.
    public var writtenMeasure: Measure? {
        parsed.quantity.map { Measure($0, parsed.unit) }
    }

    /// The amount shown: scaled by `factor` and in `unitSystem`, before cook-friendly rounding.
    public var measure: Measure? {
        guard let written = writtenMeasure else { return nil }
        var scaled = written
        scaled.quantity = written.quantity.scaled(by: factor)
        return UnitChoice.display(scaled, in: unitSystem, rescaled: factor != 1, density: density)
    }

    /// How the written volume turns into metric (see `IngredientDensity`); `.liquid`, which changes
    /// nothing, when no US volume is shown in metric, so the name is read only when it matters.
    var density: IngredientDensity {
        guard unitSystem == .metric, let unit = parsed.unit, unit.dimension == .volume, unit.system == .us
        else { return .liquid }
        return IngredientDensity(name: name)
    }

    /// The amount as written, before scaling and conversion: a plain measure, a compound one
    /// (`1 lb 2 oz`, `2 cups + 2 tbsp`) or a count of packs (`2 x 400 g cans`, `1 (14 oz) can`);
    /// `nil` when the line has none.
    public var writtenAmount: Amount? {
        guard let quantity = parsed.quantity else { return nil }
        if let added = parsed.addedPart, let unit = parsed.unit, let addedInUnit = UnitChoice.amount(of: added, in: unit),
           let compound = Amount(parts: [Measure(Quantity(quantity.value - addedInUnit.value), unit), added]) {
            return compound
        }
        if let size = parsed.alternate, isAlternatePerItem { return Amount(count: quantity, of: parsed.unit, packSize: size) }
        return Amount(quantity, parsed.unit)
    }

    /// The amount shown: scaled by `factor` and in `unitSystem`, like `measure`, before rounding. A
    /// compound amount written side by side (`1 lb 2 oz`) that stays in its system keeps its units
    /// in `parts` (`2 lb 4 oz`); converted, or written with "+", it is one measure (`510 g`). A
    /// pack's size is shown in `unitSystem` but never scaled.
    public var amount: Amount? {
        guard let written = writtenAmount, let shown = measure else { return nil }
        var amount = Amount(shown.quantity, shown.unit)
        if written.isCompound, parsed.flags.contains(.sideBySideParts), let shownUnit = shown.unit,
           shownUnit.system == written.unit?.system {
            let units = written.parts.compactMap(\.unit)
            amount.parts = Amount.parts(of: shown.quantity.value * shownUnit.baseAmount, in: units)
            if amount.parts.count < 2 { amount.parts = [] }
        }
        amount.packSize = written.packSize.map { UnitChoice.display($0, in: unitSystem, rescaled: false) }
        return amount
    }

    /// The quantity shown (see `measure`); `nil` when the line has no amount ("salt to taste").
    public var quantity: Quantity? { measure?.quantity }

    /// The unit shown; for a line with a unit but no number ("Pinch of salt") the unit written.
    public var unit: IngredientUnit? { measure?.unit ?? parsed.unit }

    /// The second measure written in parentheses or after a slash (`1 can (400 g)`, `100g/3½oz`),
    /// as written.
    public var alternate: Measure? { parsed.alternate }

    /// Whether `alternate` is the size of each item (`400 g each`, `1 (14.5 oz) can`), which
    /// scaling leaves alone.
    public var isAlternatePerItem: Bool { parsed.flags.contains(.alternatePerItem) }

    /// Whether a per-item size stands in parentheses (`1 (14 oz) can`) rather than after "x"
    /// (`2 x 400 g cans`), so that a shopping list writes it the same way.
    var isPackSizeInParentheses: Bool {
        let start = Int(parsed.alternateSpans.quantity.start)
        guard isAlternatePerItem, start > 0 else { return false }
        let before = text.utf8.prefix(start).reversed().first { $0 != 0x20 }
        return before == 0x28
    }

    /// This line with its amounts multiplied by `factor` (on top of any earlier scaling).
    public func scaled(by factor: Double) -> IngredientLine {
        var line = self
        line.factor *= factor
        return line
    }

    /// This line shown in `system`: weights to weights, volumes to volumes; counted units,
    /// and lines already in `system`, stay as written.
    public func converted(to system: UnitSystem) -> IngredientLine {
        var line = self
        line.unitSystem = system
        return line
    }

    /// This line as part of a recipe written in `language`: a count that changes makes the name
    /// plural or singular only in English ("2 large eggs", but "2 Ei").
    public func written(in language: RecipeLanguage) -> IngredientLine {
        var line = self
        line.language = language
        return line
    }

    /// The line to display: `text` itself when nothing was scaled or converted, else `text` with
    /// its numbers and units rewritten the way a cook writes them (`1/3 cup`, `150 g`, `about 3 eggs`).
    public func formatted() -> String {
        LineFormatter(line: self).formatted()
    }

    /// Whether the cook wrote the unit at `span` in lower case only ("el", "tl", "g"): a word of
    /// their language that the lexicon capitalises ("EL", German's) is then written as they
    /// write it, as a Dutch or a casual German recipe does.
    func writesInLowercase(_ span: TextSpan) -> Bool {
        let written = string(span)
        return written.contains { $0.isUppercase || $0.isLowercase } && !written.contains { $0.isUppercase }
    }

    /// The text of `span`, as a new string.
    func string(_ span: TextSpan) -> String {
        guard !span.isEmpty else { return "" }
        // A native string's bytes are copied in place: through `String.Index` and a `Substring`
        // this cost as much as parsing the line.
        if let string = text.utf8.withContiguousStorageIfAvailable({ bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)]), as: UTF8.self)
        }) {
            return string
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(span.start))
        let end = utf8.index(start, offsetBy: Int(span.end - span.start))
        return String(text[start..<end])
    }
}
