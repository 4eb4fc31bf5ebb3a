/// A US volume written with the cups and spoons a kitchen's measuring set has, so that a scaled
/// amount is one a cook can measure: `5/8 cup` is `1/2 cup + 2 tbsp`, `7/8 cup` is
/// `3/4 cup + 2 tbsp`, `1/8 cup` is `2 tbsp`, `1/3 tbsp` is `1 tsp`, `5/8 tsp` is `1/2 tsp + 1/8 tsp`.
///
/// The set: cups of 1/4, 1/3, 1/2, 2/3, 3/4 and 1; spoons of 1 and 1/2 tablespoon and of 1, 3/4,
/// 1/2, 1/4 and 1/8 teaspoon (US: 1 cup = 16 tbsp, 1 tbsp = 3 tsp). The rule:
/// 1. the nearest amount one measure of the unit writes (whole ones and one of the fractions
///    above) when it is within 4 % (a rest that small is not worth a second measure), or 6 % for
///    an amount converted from metric, which its writer had rounded (`500 ml` is `2 cups`);
/// 2. else the measure of the unit at or below the amount plus the rest in the next smaller unit
///    (cups and tablespoons, tablespoons and teaspoons, teaspoons and an eighth of one), or, under
///    the smallest measure of the unit, the amount in the smaller unit alone. Of those within
///    4 %, the one whose rest is a whole number of the smaller unit wins ("1/4 cup + 2 tbsp", not
///    "1/3 cup + 1/2 tbsp"; "2 tbsp + 2 tsp", not "2 1/2 tbsp + 1/2 tsp"), then the one with the
///    smaller rest; when none is within 4 %, the closest;
/// 3. `nil` when nothing comes within 5 % (`1/3 tsp` stays as `CookRounding` writes it) or when
///    the amount is 10 or more of the unit, where halves and whole numbers are written anyway.
///
/// Only plain amounts go through this: a range ("1/2-3/4 cup") and a shopping list's total are
/// written as one number (`CookRounding`), since a sum on either side of a dash, or on a list of
/// what to buy, would not help a cook.
enum MeasuringSet {
    /// One unit of the set: the fractions its measures hold beside whole ones, the unit a rest
    /// is written in, how many of that unit make one of this, and the largest rest written.
    private struct Measures {
        let unit: IngredientUnit
        let fractions: [Double]
        let smaller: IngredientUnit
        let smallerPerUnit: Double
        let largestRest: Double
    }

    private static let cups = Measures(unit: .cup, fractions: [0, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75],
                                       smaller: .tablespoon, smallerPerUnit: 16, largestRest: 3)
    private static let tablespoons = Measures(unit: .tablespoon, fractions: [0, 0.5],
                                              smaller: .teaspoon, smallerPerUnit: 3, largestRest: 2.75)
    private static let teaspoons = Measures(unit: .teaspoon, fractions: [0, 0.125, 0.25, 0.5, 0.75],
                                            smaller: .teaspoon, smallerPerUnit: 1, largestRest: 0.125)

    /// `value` of `unit` as one or two measures of the set, largest first; `nil` when `unit` is
    /// not a cup or spoon or the rule above finds nothing close enough. `converted` says that the
    /// amount was converted from another system.
    static func measures(_ value: Double, of unit: IngredientUnit, converted: Bool = false) -> [Measure]? {
        guard let set = set(for: unit), value.isFinite, value > 0, value < 10 else { return nil }
        let singleTolerance = converted ? 0.06 : 0.04
        return best(value, in: set, singleTolerance: singleTolerance)
            .flatMap { $0.error <= max(0.05, singleTolerance) ? $0.parts : nil }
    }

    private static func set(for unit: IngredientUnit) -> Measures? {
        switch unit {
        case .cup: cups
        case .tablespoon: tablespoons
        case .teaspoon: teaspoons
        default: nil
        }
    }

    /// A way of writing an amount and how far it is from it.
    private struct Writing {
        var parts: [Measure]
        var error: Double
        /// Whether the rest is a whole number of the smaller unit (or there is no rest).
        var restIsWhole: Bool
        var rest: Double
    }

    private static func best(_ value: Double, in set: Measures, singleTolerance: Double = 0.04) -> Writing? {
        let single = nearest(value, in: set)
        let singleWriting = Writing(parts: [Measure(Quantity(single), set.unit)], error: CookRounding.error(single, value),
                                    restIsWhole: true, rest: 0)
        if single > 0, singleWriting.error <= singleTolerance { return singleWriting }
        var writings = single > 0 ? [singleWriting] : []
        let whole = value.rounded(.down)
        for fraction in set.fractions where whole + fraction <= value + 1e-9 {
            let first = whole + fraction
            let rest = (value - first) * set.smallerPerUnit
            if first == 0 {
                // Under the unit's smallest measure: the smaller unit alone (1/8 cup is 2 tbsp).
                guard value < set.fractions[1], set.smaller != set.unit, let smaller = Self.set(for: set.smaller),
                      let inSmaller = best(rest, in: smaller) else { continue }
                writings.append(inSmaller)
                continue
            }
            guard let smaller = Self.set(for: set.smaller) else { continue }
            let restRounded = set.smaller == set.unit ? 0.125 : nearest(rest, in: smaller)
            guard restRounded > 0, restRounded <= set.largestRest + 1e-9 else { continue }
            let total = first + restRounded / set.smallerPerUnit
            writings.append(Writing(
                parts: [Measure(Quantity(first), set.unit), Measure(Quantity(restRounded), set.smaller)],
                error: CookRounding.error(total, value), restIsWhole: restRounded == restRounded.rounded(),
                rest: restRounded))
        }
        let close = writings.filter { $0.error <= 0.04 }
        guard !close.isEmpty else { return writings.min { $0.error < $1.error } }
        return close.min { a, b in
            if a.parts.count != b.parts.count { return a.parts.count < b.parts.count }
            if a.restIsWhole != b.restIsWhole { return a.restIsWhole }
            return a.rest < b.rest
        }
    }

    /// The amount nearest `value` that one measure of `set`'s unit holds: a whole number plus one
    /// of its fractions; 0 when `value` is under half its smallest measure.
    private static func nearest(_ value: Double, in set: Measures) -> Double {
        let whole = value.rounded(.down)
        var best = whole
        for candidate in set.fractions.map({ whole + $0 }) + [whole + 1]
        where abs(candidate - value) < abs(best - value) {
            best = candidate
        }
        return best
    }
}
