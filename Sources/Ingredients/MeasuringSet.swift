/// A US volume written with the cups and spoons a kitchen's measuring set has, so that a scaled
/// amount is one a cook can measure: `5/8 cup` is `1/2 cup + 2 tbsp`, `7/8 cup` is
/// `3/4 cup + 2 tbsp`, `1/8 cup` is `2 tbsp`, `1/3 tbsp` is `1 tsp`, `5/8 tsp` is `1/2 tsp + 1/8 tsp`.
///
/// The set: cups of 1/4, 1/3, 1/2, 2/3, 3/4 and 1; spoons of 1 and 1/2 tablespoon and of 1, 3/4,
/// 1/2, 1/4 and 1/8 teaspoon (US: 1 cup = 16 tbsp, 1 tbsp = 3 tsp). The rule:
/// 1. the nearest amount one measure of the unit writes (whole ones and one of the fractions
///    above) when it is within 4 % (a rest that small is not worth a second measure), or 6 % for
///    an amount converted from metric, which its writer had rounded (`500 ml` is `2 cups`), most
///    often up, so that the measure below is taken past 4 % (`375 ml` is `1 1/2 cups`, not
///    `1 2/3`); a line then says "about" (`CookRounding.isFar`: "about 2 cups stock");
/// 2. else the measure of the unit at or below the amount plus the rest in the next smaller unit
///    (cups and tablespoons, tablespoons and teaspoons, teaspoons and an eighth of one), or, under
///    the smallest measure of the unit, the amount in the smaller unit alone. Of those within
///    4 %, one that is the amount exactly beats one that is not (`3/4 cup + 1 1/2 tbsp`, not
///    `2/3 cup + 3 tbsp`; not for a converted amount, which is exactly none), then the one whose rest is a whole number of the smaller unit wins
///    ("1/4 cup + 2 tbsp", not "1/3 cup + 1/2 tbsp"; "2 tbsp + 2 tsp", not "2 1/2 tbsp + 1/2 tsp"),
///    then the one with the smaller rest; when none is within 4 %, the closest;
/// 3. `nil` when nothing comes within 5 % (`1/3 tsp` stays as `CookRounding` writes it) or when
///    the amount is 10 or more of the unit, where halves and whole numbers are written anyway.
///
/// One rule for every amount a cook reads: a recipe's scaled or converted line and a shopping
/// list's total are both written this way (`written(_:converted:)`), so one recipe's halved
/// `1 1/4 cups milk` reads `1/2 cup + 2 tbsp milk` in the recipe and on the list alike, and a list
/// that sums `3/4 cup` and `1 1/2 tbsp` of flour reads `3/4 cup + 1 1/2 tbsp flour` whichever
/// units are chosen. A range is written one measure a side, the one nearest each end when it is
/// within 15 % ("1-1 1/4 cups" halved is `1/2-2/3 cup`, not `1/2-5/8 cup`), since a sum on either
/// side of a dash would not help a cook and a range leaves the cook to choose anyway.
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
        return best(value, in: set, singleTolerance: singleTolerance, prefersExact: !converted)
            .flatMap { $0.error <= max(0.05, singleTolerance) ? $0.parts : nil }
    }

    /// `measure` as a cook measures it: a plain US volume as the set's one or two measures when
    /// the rule above finds them, a range of one as the nearest measure each side, anything else
    /// (a weight, a metric or counted unit) as it is. `converted` as for `measures(_:of:converted:)`.
    static func written(_ measure: Measure, converted: Bool = false) -> [Measure] {
        guard let unit = measure.unit else { return [measure] }
        if let upper = measure.quantity.upperValue {
            guard let set = set(for: unit), upper < 10 else { return [measure] }
            let ends = [measure.quantity.value, upper].map { end -> Double in
                let single = nearest(end, in: set)
                return single > 0 && CookRounding.error(single, end) <= 0.15 ? single : end
            }
            return [Measure(Quantity(ends[0], upTo: ends[1]), unit)]
        }
        guard let parts = measures(measure.quantity.value, of: unit, converted: converted) else { return [measure] }
        return parts
    }

    /// A sum of cups or spoons (a shopping list's total of several lines, which no writer's unit
    /// stands for) written with the largest measures that hold it exactly: `7 tsp` is `2 tbsp +
    /// 1 tsp`, `5 tbsp` is `1/4 cup + 1 tbsp`; else as `written(_:converted:)` writes it.
    static func writtenLargest(_ measure: Measure, converted: Bool = false) -> [Measure] {
        guard let unit = measure.unit, set(for: unit) != nil, !measure.quantity.isRange else {
            return written(measure, converted: converted)
        }
        let base = measure.quantity.value * unit.baseAmount
        // From a quarter cup, and from a whole tablespoon: `1 1/2 tsp`, as recipes write it, not "1/2 tbsp".
        for (larger, least) in [(IngredientUnit.cup, 0.25), (.tablespoon, 1)] where larger.baseAmount > unit.baseAmount {
            let value = base / larger.baseAmount
            guard value >= least - 1e-9, let parts = measures(value, of: larger, converted: converted) else { continue }
            let sum = parts.reduce(0) { $0 + $1.quantity.value * ($1.unit?.baseAmount ?? 0) }
            if abs(sum - base) <= base * 1e-6 { return parts }
        }
        return written(measure, converted: converted)
    }

    /// Whether `unit` is one of the set's (cups and spoons).
    static func holds(_ unit: IngredientUnit?) -> Bool {
        unit.map { set(for: $0) != nil } ?? false
    }

    /// The smallest measure of `unit` in the set (1/4 cup, 1/2 tbsp, 1/8 tsp); `nil` for a unit
    /// the set does not hold.
    static func smallestMeasure(of unit: IngredientUnit) -> Double? {
        set(for: unit)?.fractions[1]
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

    private static func best(_ value: Double, in set: Measures, singleTolerance: Double = 0.04,
                             prefersExact: Bool = true) -> Writing? {
        var single = nearest(value, in: set)
        // A metric amount is most often a US measure its writer rounded up (250 ml for 1 cup, 375 ml
        // for 1 1/2 cups: 5.7 % more), so past the exact tolerance the measure below it is taken
        // when it is within a converted amount's: 375 ml is 1 1/2 cups, not 1 2/3 (1.59).
        if !prefersExact, single > value, CookRounding.error(single, value) > 0.04 {
            let whole = value.rounded(.down)
            let below = set.fractions.map { whole + $0 }.filter { $0 <= value }.max() ?? 0
            if below > 0, CookRounding.error(below, value) <= singleTolerance { single = below }
        }
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
            var restRounded = set.smaller == set.unit ? 0.125 : nearest(rest, in: smaller)
            // A converted amount was rounded by its writer: its rest is a whole number of the
            // smaller unit when that is near enough (40 ml: 2 tbsp + 2 tsp, not 2 tbsp + 2 1/8 tsp).
            if !prefersExact, set.unit == .tablespoon, rest.rounded() > 0,
               CookRounding.error(first + rest.rounded() / set.smallerPerUnit, value) <= 0.04 {
                restRounded = rest.rounded()
            }
            guard restRounded > 0, restRounded <= set.largestRest + 1e-9 else { continue }
            let total = first + restRounded / set.smallerPerUnit
            writings.append(Writing(
                parts: [Measure(Quantity(first), set.unit), Measure(Quantity(restRounded), set.smaller)],
                error: CookRounding.error(total, value), restIsWhole: restRounded == restRounded.rounded(),
                rest: restRounded))
        }
        let close = writings.filter { $0.error <= 0.04 }
        // What is exactly the amount, give or take how it was summed, beats what is near it; a
        // converted amount was rounded by its writer, and is exactly none of them.
        let exact = prefersExact ? 0.005 : 0
        guard !close.isEmpty else { return writings.min { $0.error < $1.error } }
        return close.min { a, b in
            if a.parts.count != b.parts.count { return a.parts.count < b.parts.count }
            if (a.error < exact) != (b.error < exact) { return a.error < exact }
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
