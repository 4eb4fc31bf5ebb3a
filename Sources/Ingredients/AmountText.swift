/// A measure's amount written for a cook: fractions for US units (`1/3`, `1 1/2`), decimals with
/// two or three significant digits for metric ones (`150`, `1.2`, `7.5`), halves or whole numbers
/// for counts, with "about" when a count had to be rounded far (`about 2` for 2.4 eggs); on a
/// shopping list, eggs in whole numbers rounded up (`boughtWhole`: half an egg is bought as one).
struct AmountText {
    /// The amount, or both ends of a range joined by the written separator.
    let text: String
    /// Whether the unit or name that follows should be plural (more than 1).
    let isPlural: Bool
    /// Whether a count was rounded far enough to need "about".
    let isApproximate: Bool

    init(_ measure: Measure, flags: ParsedLine.Flags, separator: String, boughtWhole: Bool = false) {
        let unicode = flags.contains(.unicodeFractions), comma = flags.contains(.decimalComma)
        let quantity = measure.quantity
        let low = Self.rounded(quantity.value, measure.unit, boughtWhole: boughtWhole)
        guard let upperValue = quantity.upperValue else {
            text = Self.write(low.value, measure.unit, unicode: unicode, comma: comma)
            isPlural = low.value > 1
            isApproximate = low.isApproximate
            return
        }
        let high = Self.rounded(upperValue, measure.unit, boughtWhole: boughtWhole)
        let lowText = Self.write(low.value, measure.unit, unicode: unicode, comma: comma)
        let highText = Self.write(high.value, measure.unit, unicode: unicode, comma: comma)
        text = lowText == highText ? lowText : lowText + separator + highText
        isPlural = high.value > 1
        isApproximate = false
    }

    /// The amount a cook would write for `value` of `unit`.
    static func rounded(_ value: Double, _ unit: IngredientUnit?, boughtWhole: Bool = false)
        -> (value: Double, isApproximate: Bool) {
        if unit == nil, boughtWhole { return CookRounding.boughtWhole(value) }
        guard let unit, unit.dimension != .count else { return CookRounding.count(value) }
        // Ounces above one go by halves: "5 1/2 oz", not "5 1/3 oz".
        if unit == .ounce, value >= 1 { return (value >= 10 ? value.rounded() : (value * 2).rounded() / 2, false) }
        if unit.system == .us { return (CookRounding.usFraction(value), false) }
        return (CookRounding.metric(value), false)
    }

    /// `value` (already rounded) as text in the style of `unit`.
    static func write(_ value: Double, _ unit: IngredientUnit?, unicode: Bool, comma: Bool) -> String {
        if let unit, unit.system == .metric { return NumberText.decimal(value, comma: comma) }
        return NumberText.fraction(value, unicode: unicode)
    }
}

extension AmountText {
    /// Items bought whole: a shopping list cannot buy half an egg.
    private static let wholeItemNames: Set<String> = ["egg", "yolk"]

    /// Whether a plain count of `name` is bought in whole items (`3 large eggs` × 1.5 is `5 eggs`
    /// on a shopping list, `4 1/2 large eggs` in the recipe).
    static func countsWholeItems(_ name: String) -> Bool {
        let key = IngredientName(name).key
        guard let last = key.split(separator: " ").last else { return false }
        return wholeItemNames.contains(String(last)) || key.hasSuffix("egg white")
    }
}
