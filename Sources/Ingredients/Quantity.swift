/// An amount as a cook writes it: one number (`2`, `1 1/2`, `½`) or a range (`2-3`, `2 to 3`).
public struct Quantity: Sendable, Hashable {
    /// The amount, or the low end of a range.
    public var value: Double
    /// The high end of a range; `nil` for a single amount.
    public var upperValue: Double?

    /// A single amount, or a range when `upperValue` is given.
    public init(_ value: Double, upTo upperValue: Double? = nil) {
        self.value = value
        self.upperValue = upperValue
    }

    /// Whether this is a range such as `2-3`.
    public var isRange: Bool { upperValue != nil }

    /// The high end of a range, or the amount itself.
    public var upperBound: Double { upperValue ?? value }

    /// Both ends multiplied by `factor`.
    public func scaled(by factor: Double) -> Quantity {
        Quantity(value * factor, upTo: upperValue.map { $0 * factor })
    }

    /// The sum of both ends; a single amount adds to both ends of a range.
    public static func + (lhs: Quantity, rhs: Quantity) -> Quantity {
        let upper: Double? = lhs.isRange || rhs.isRange ? lhs.upperBound + rhs.upperBound : nil
        return Quantity(lhs.value + rhs.value, upTo: upper)
    }
}

/// A quantity with its unit (or none, for a plain count such as `3 eggs`).
public struct Measure: Sendable, Hashable {
    /// How much.
    public var quantity: Quantity
    /// Of what unit; `nil` for a count of the ingredient itself.
    public var unit: IngredientUnit?

    /// A quantity of `unit`.
    public init(_ quantity: Quantity, _ unit: IngredientUnit?) {
        self.quantity = quantity
        self.unit = unit
    }
}
