/// Chooses the unit an amount is best written in: the natural one a cook would use (`1 l`, not
/// `1000 ml`; `1 cup`, not `48 tsp`; `1 lb`, not `16 oz`), within a system.
enum UnitChoice {
    /// The measure to show for `measure` in `system`. As written (`.asWritten`) converts nothing:
    /// the writer's unit is kept whatever the amount (`4 tbsp` doubled is `8 tbsp`, `28 oz` stays
    /// ounces), unless scaling made it too small to be written in that unit at all (a hundredth of
    /// a cup is not "1/8 cup" but `1/2 tsp`; `3/8 l` halved is not "0.2 l" but `190 ml`). Metric or US chosen: an amount already in the target system moves to the natural
    /// unit when it was rescaled (`8 tbsp` → `1/2 cup`), or, unscaled, when a larger unit says it
    /// better (`1000 ml` → `1 l`, `48 tsp` → `1 cup`); `2 tbsp` or `0.5 kg` stay. `rescaled` says
    /// whether the amount differs from the one written.
    ///
    /// In metric, a US volume becomes grams when `density` knows the ingredient's weight, stays in
    /// US units when it is `.unknown` (no "620 ml flour"), and becomes millilitres for a liquid;
    /// spoon measures under a quarter cup stay spoons (`3/4 tsp salt`, never `3.7 ml`).
    static func display(_ measure: Measure, in system: UnitSystem, rescaled: Bool,
                        density: IngredientDensity = .liquid) -> Measure {
        guard let unit = measure.unit, let unitSystem = unit.system else { return measure }
        if system == .asWritten {
            return rescaled && !isWritable(measure.quantity.value, in: unitSystem) ? inOwnSystem(measure, rescaled: true) : measure
        }
        if system == .metric, unitSystem == .us, unit.dimension == .volume {
            let millilitres = measure.quantity.scaled(by: unit.baseAmount)
            let isSpoon = unit == .teaspoon || unit == .tablespoon
            if isSpoon, millilitres.upperBound < IngredientUnit.cup.baseAmount / 4 - 1e-9 {
                return inOwnSystem(measure, rescaled: rescaled)
            }
            switch density {
            case .dry(let gramsPerMillilitre):
                return display(Measure(millilitres.scaled(by: gramsPerMillilitre), .gram), in: .metric, rescaled: true)
            case .unknown:
                return inOwnSystem(measure, rescaled: rescaled)
            case .liquid:
                break
            }
        }
        let base = measure.quantity.scaled(by: unit.baseAmount)
        if system == unitSystem {
            guard choosesFreely(unit) else { return measure }
            guard rescaled else {
                let chosen = natural(forBaseAmounts: base, dimension: unit.dimension, system: system)
                return chosen.baseAmount > unit.baseAmount ? Measure(base.scaled(by: 1 / chosen.baseAmount), chosen) : measure
            }
        }
        let chosen = natural(forBaseAmounts: base, dimension: unit.dimension, system: system)
        return Measure(base.scaled(by: 1 / chosen.baseAmount), chosen)
    }

    /// `measure`, a total no writer's unit stands for (a shopping list's), in a unit that writes
    /// it closely: a metric amount its unit would write more than 2 % off is in the smaller unit
    /// (`3/8 l` is `375 ml`, not "0.4 l"; `1/8 l` is `125 ml`), and so is a weight in pounds that
    /// quarters of a pound write more than 4 % off (`1 lb 2 oz` halved is `9 oz`, not "1/2 lb";
    /// 2.375 lb is `38 oz`, which the list writes `2 lb 6 oz`, not "2 1/3 lb") or that is under a
    /// pound and no quarter, half or three quarters of one (0.84 lb is `14 oz`, not "7/8 lb"), or
    /// a weight in ounces its fractions write more than 4 % off; anything else as it is (cups and spoons are written with
    /// the measures a cook has, by `MeasuringSet`).
    static func measurable(_ measure: Measure) -> Measure {
        guard let unit = measure.unit, let system = unit.system, !measure.quantity.isRange else { return measure }
        let value = measure.quantity.value
        switch system {
        case .metric:
            guard !isWritable(value, in: .metric) else { return measure }
        case .us:
            guard unit.dimension == .mass else { return measure }
            // A shop weighs pounds in quarters (never "2 1/3 lb"), under a pound only a quarter, a
            // half or three quarters of one; else ounces.
            if unit == .pound {
                let quarters = (value * 4).rounded() / 4
                let isShopPound = value >= 1 ? CookRounding.error(quarters, value) <= 0.04
                    : [0.25, 0.5, 0.75].contains { CookRounding.error($0, value) <= 0.01 }
                guard !isShopPound else { return measure }
                return Measure(measure.quantity.scaled(by: unit.baseAmount / IngredientUnit.ounce.baseAmount), .ounce)
            }
            guard CookRounding.error(CookRounding.usFraction(value), value) > 0.04 else { return measure }
        default:
            return measure
        }
        return inOwnSystem(measure, rescaled: true)
    }

    /// The measure to show for `measure` left in its own system while metric or US was chosen (a
    /// spoon measure in metric, a volume whose weight is unknown, the second measure of a line):
    /// rescaled, it moves to the natural unit of its system (`8 tbsp` → `1/2 cup`); else it stays.
    static func inOwnSystem(_ measure: Measure, rescaled: Bool) -> Measure {
        guard rescaled, let unit = measure.unit, let system = unit.system, choosesFreely(unit) else { return measure }
        let base = measure.quantity.scaled(by: unit.baseAmount)
        let chosen = natural(forBaseAmounts: base, dimension: unit.dimension, system: system)
        return Measure(base.scaled(by: 1 / chosen.baseAmount), chosen)
    }

    /// Whether `value` of a unit of `system` rounds as cooks write it (`CookRounding`) close enough
    /// to be measured in it: a US unit within a quarter (below its smallest fraction, 1/8, it is
    /// not); a metric one within 2 %, since its smaller unit writes any amount closely: `3/8 l`
    /// halved is not `0.2 l`, 7 % off, but `190 ml`, and `0.5 kg` × 0.37 is `185 g`.
    private static func isWritable(_ value: Double, in system: UnitSystem) -> Bool {
        if system == .us { return CookRounding.error(CookRounding.usFraction(value), value) <= 0.25 }
        return CookRounding.error(CookRounding.metric(value), value) <= 0.02
    }

    /// The amount `measure` comes to in `unit` (same dimension), or `nil` when they do not convert.
    static func amount(of measure: Measure, in unit: IngredientUnit) -> Quantity? {
        guard let from = measure.unit, from.dimension == unit.dimension, from.dimension != .count || from == unit
        else { return nil }
        return measure.quantity.scaled(by: from.baseAmount / unit.baseAmount)
    }

    /// Units whose scaled amounts may move to a neighbour (g to kg, tsp to tbsp); a cook who wrote
    /// pints, fluid ounces or decilitres keeps them.
    static func choosesFreely(_ unit: IngredientUnit) -> Bool {
        switch unit {
        case .milligram, .gram, .kilogram, .millilitre, .litre, .teaspoon, .tablespoon, .cup, .ounce, .pound: true
        default: false
        }
    }

    /// The unit for `amounts` grams or millilitres (both ends of a range) in `system`: the largest
    /// unit in which every end comes out as a cook writes it, within 4 %.
    static func natural(forBaseAmounts amounts: Quantity, dimension: IngredientUnit.Dimension, system: UnitSystem)
        -> IngredientUnit {
        let low = amounts.value, high = amounts.upperBound
        switch (dimension, system) {
        case (.mass, .us):
            let pound = IngredientUnit.pound
            return low >= pound.baseAmount && fits(amounts, pound, { CookRounding.usFraction($0) }) ? pound : .ounce
        case (.volume, .us):
            let cup = IngredientUnit.cup, tablespoon = IngredientUnit.tablespoon
            // Half a cup and more is cups; from a quarter cup, cups when they come out even.
            if low >= cup.baseAmount / 2 { return cup }
            if low >= cup.baseAmount / 4, fits(amounts, cup, { CookRounding.usFraction($0, eighths: false) }) {
                return cup
            }
            // Tablespoons in halves; "4 tsp" reads better than "1 1/3 tbsp", but from two
            // tablespoons on a cook measures tablespoons: "2 tbsp + 2 tsp", not "8 tsp".
            if low >= tablespoon.baseAmount, fits(amounts, tablespoon, { ($0 * 2).rounded() / 2 }) { return tablespoon }
            return high < cup.baseAmount / 4 && low < 2 * tablespoon.baseAmount ? .teaspoon : tablespoon
        case (.mass, _):
            // Cooks write 0.5 g, not 500 mg, but 75 mg of saffron, not 0.1 g.
            return low >= 1000 ? .kilogram : (high < 0.1 ? .milligram : .gram)
        case (.volume, _):
            return low >= 1000 ? .litre : .millilitre
        case (.count, _):
            return .piece
        }
    }

    /// Whether both ends of `amounts` (in base units) come within 4 % of their `rounding` in `unit`.
    private static func fits(_ amounts: Quantity, _ unit: IngredientUnit, _ rounding: (Double) -> Double) -> Bool {
        for amount in [amounts.value, amounts.upperBound] {
            let value = amount / unit.baseAmount
            if CookRounding.error(rounding(value), value) > 0.04 { return false }
        }
        return true
    }
}
