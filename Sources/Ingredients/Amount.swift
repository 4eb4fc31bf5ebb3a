/// How much of an ingredient, in the shapes cooks write: a plain measure (`200 g`, `2-3 tbsp`,
/// `3` eggs), a compound measure of one quantity in several units (`1 lb 2 oz`, `2 cups + 2 tbsp`),
/// or a count of packs of a given size (`2 x 400 g cans`, `1 (14 oz) can`).
///
/// ```swift
/// IngredientLine(parsing: "1 lb 2 oz pork shoulder").amount
/// // Amount(quantity: 1.125, unit: .pound, parts: [1 lb, 2 oz])
/// IngredientLine(parsing: "2 x 400 g cans chopped tomatoes").amount
/// // Amount(quantity: 2, unit: .can, packSize: 400 g)
/// ```
///
/// Scaling multiplies the whole quantity (a compound one as one quantity: `1 lb 2 oz` doubled is
/// `2 lb 4 oz`) and the count of packs, never a pack's size.
public struct Amount: Sendable, Hashable {
    /// How much, in `unit`: the count of packs for a pack, the whole of a compound measure
    /// expressed in its first unit (`1 lb 2 oz` is 1.125 lb).
    public var quantity: Quantity
    /// The unit of `quantity`: `nil` for a plain count (`3 eggs`, `2 x 400 g tins`), a counted unit
    /// for packs (`can`), else a weight or volume.
    public var unit: IngredientUnit?
    /// The measures of a compound amount as written, largest unit first (`1 lb`, `2 oz`); empty for
    /// any other amount. They add up to `quantity` in `unit`.
    public var parts: [Measure]
    /// The size of one pack when the amount counts packs (`400 g` in `2 x 400 g cans`, `14 oz` in
    /// `1 (14 oz) can`): fixed by the product, so scaling leaves it alone.
    public var packSize: Measure?

    /// A plain amount: `quantity` of `unit`.
    public init(_ quantity: Quantity, _ unit: IngredientUnit?) {
        self.quantity = quantity
        self.unit = unit
        parts = []
        packSize = nil
    }

    /// A compound amount from its parts, largest unit first; `nil` unless there are at least two,
    /// all weights or all volumes, none a range.
    public init?(parts: [Measure]) {
        guard parts.count >= 2, let first = parts.first?.unit, first.dimension != .count else { return nil }
        var total = 0.0
        for part in parts {
            guard let unit = part.unit, unit.dimension == first.dimension, !part.quantity.isRange else { return nil }
            total += part.quantity.value * unit.baseAmount
        }
        self.init(Quantity(total / first.baseAmount), first)
        self.parts = parts
    }

    /// `count` packs (of `unit`, such as `.can`, or `nil` for `2 x 400 g` of something), each of `packSize`.
    public init(count: Quantity, of unit: IngredientUnit?, packSize: Measure) {
        self.init(count, unit)
        self.packSize = packSize
    }

    /// `quantity` and `unit` as one measure: the whole amount, or the count of packs.
    public var measure: Measure { Measure(quantity, unit) }

    /// Whether the amount was written in several units that add up (`1 lb 2 oz`).
    public var isCompound: Bool { !parts.isEmpty }

    /// Whether the amount counts packs of a fixed size (`2 x 400 g cans`).
    public var isPack: Bool { packSize != nil }

    /// The whole amount as one weight or volume when it is one: a pack's count times its size
    /// (`2 x 400 g` is 800 g), else `measure`.
    public var total: Measure {
        guard let packSize else { return measure }
        return Measure(packSize.quantity.scaled(by: quantity.value), packSize.unit)
    }

    /// This amount multiplied by `factor`: the quantity (a compound one as a whole, its parts
    /// rewritten by `LineFormatter` when shown) and a pack's count; a pack's size stays.
    public func scaled(by factor: Double) -> Amount {
        var amount = self
        amount.quantity = quantity.scaled(by: factor)
        amount.parts = parts.map { Measure($0.quantity.scaled(by: factor), $0.unit) }
        return amount
    }
}

extension Amount {
    /// `amount` grams or millilitres written in `units` (largest first, at most two) the way a cook
    /// writes a compound amount: whole numbers of the larger unit, the rest in whole numbers of the
    /// smaller one (`2 lb 4 oz`); the larger unit alone when nothing is left (`2 lb`), the smaller
    /// alone, rounded as `AmountText` rounds it, below one of the larger (`9 oz`).
    static func parts(of amount: Double, in units: [IngredientUnit]) -> [Measure] {
        guard let smallest = units.last else { return [] }
        var parts: [Measure] = []
        var rest = amount
        for unit in units.dropLast() {
            let whole = (rest / unit.baseAmount + 1e-9).rounded(.down)
            guard whole >= 1 else { continue }
            parts.append(Measure(Quantity(whole), unit))
            rest -= whole * unit.baseAmount
        }
        // Beside a larger unit the smaller one goes by whole numbers ("1 lb 11 oz", not "1 lb 10 1/2 oz").
        let remainder = max(rest, 0) / smallest.baseAmount
        let last = parts.isEmpty ? AmountText.rounded(remainder, smallest).value : remainder.rounded()
        // 15.9 oz rounds to 16 oz: one more of the larger unit instead.
        if let previous = parts.last, let unit = previous.unit, last * smallest.baseAmount >= unit.baseAmount - 1e-6 {
            parts[parts.count - 1].quantity.value += 1
            return parts
        }
        if last > 0 || parts.isEmpty { parts.append(Measure(Quantity(last), smallest)) }
        return parts
    }
}
