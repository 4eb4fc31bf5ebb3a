/// Which measuring system a line's amounts are shown in.
public enum UnitSystem: Sendable, Hashable, CaseIterable {
    /// The units the recipe was written in.
    case asWritten
    /// Grams, kilograms, millilitres, litres.
    case metric
    /// Teaspoons, tablespoons, cups, ounces, pounds.
    case us
}
