/// Rounds amounts the way cooks write them: fractions for US measures, two or three significant
/// digits for metric ones, halves or whole numbers for counts.
///
/// Counts are the same for every item, eggs included: half an egg is written `1/2 egg`, since a
/// cook can beat an egg and use half of it, and `about 1 egg` hid that the amount was halved;
/// `4 1/2 eggs` likewise. Only a count far from a half ("2.4 eggs") becomes `about 2 eggs`. A
/// shopping list, which says what to buy, rounds eggs up to whole ones (`boughtWhole`).
enum CookRounding {
    /// Fractions a US measure may end in below 1 and at or above 1.
    private static let smallFractions: [Double] = [0.125, 0.25, 1.0 / 3, 0.375, 0.5, 0.625, 2.0 / 3, 0.75, 0.875, 1]
    private static let plainSmallFractions: [Double] = [0.125, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]
    private static let fractions: [Double] = [0, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]
    private static let countFractions: [Double] = [0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]

    /// `value` on the US grid: eighths, quarters and thirds below 1 (never less than 1/8), quarters,
    /// thirds and halves up to 10, halves up to 20, whole numbers above. Without `eighths`, only
    /// 1/8, 1/4, 1/3, 1/2, 2/3 and 3/4 below 1 (3/8 cup is better said as 6 tbsp).
    static func usFraction(_ value: Double, eighths: Bool = true) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        if value < 1 { return nearest(value, in: eighths ? smallFractions : plainSmallFractions) }
        if value >= 20 { return value.rounded() }
        if value >= 10 { return (value * 2).rounded() / 2 }
        let whole = value.rounded(.down)
        return whole + nearest(value - whole, in: fractions)
    }

    /// `value` with two or three significant digits, as metric amounts are written: 0.6, 7.5, 15,
    /// 150, 375, 240; an integer from scaling (125 × 3 = 375) stays when it is a multiple of 5.
    static func metric(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        // A first step with a tiny tolerance keeps amounts that are exact on a finer grid (0.25,
        // 1.25 kg from 2.5 kg halved); the next ones round what came from a conversion.
        if value < 1 {
            return max(snap(value, steps: [(0.01, 0.0002), (0.1, 1)]), 0.01)
        }
        if value < 10 {
            return snap(value, steps: [(0.05, 0.0002), (0.5, 0.05), (0.1, 1)])
        }
        if value < 100 { return snap(value, steps: [(5, 0.02), (1, 1)]) }
        if value < 1000 {
            let fives = (value / 5).rounded() * 5
            if abs(fives - value) <= value * 0.001 { return fives }
            return snap(value, steps: [(10, 0.015), (5, 1)])
        }
        let magnitude = Double.pow10(Int(value.log10Floor) - 2)
        return (value / magnitude).rounded() * magnitude
    }

    /// A count (eggs, cloves, cans): halves below 10 and whole numbers above, or, when the value
    /// is not close to one of those, the nearest and `isApproximate`.
    static func count(_ value: Double) -> (value: Double, isApproximate: Bool) {
        guard value.isFinite, value > 0 else { return (0, false) }
        if value < 1 {
            let rounded = nearest(value, in: countFractions)
            return (rounded, abs(rounded - value) > value * 0.1)
        }
        let step = value < 10 ? 0.5 : 1
        let rounded = (value / step).rounded() * step
        if abs(rounded - value) <= max(0.05, value * 0.02) { return (rounded, false) }
        return (max(1, value.rounded()), true)
    }

    /// A count of items bought whole (eggs on a shopping list): rounded up to a whole number, as
    /// half an egg is bought as an egg, unless it is within 0.05 of the whole number below (sums of
    /// scaled amounts come out as 2.0000001). Never approximate: the list says what to buy.
    static func boughtWhole(_ value: Double) -> (value: Double, isApproximate: Bool) {
        guard value.isFinite, value > 0 else { return (0, false) }
        return (max(1, (value - 0.05).rounded(.up)), false)
    }

    /// The relative error of writing `rounded` for `value`.
    static func error(_ rounded: Double, _ value: Double) -> Double {
        value > 0 ? abs(rounded - value) / value : 0
    }

    /// Whether `shown`, the measures a converted amount is written with (each rounded as
    /// `AmountText` writes it), is more than 4 % off `exact`, the amount converted: a cook's own
    /// measures leave out no more (`MeasuringSet`), so past that the amount says "about" (`375 ml`
    /// in US units is "about 1 1/2 cups", 1.59 cups; `1 l` is "4 1/4 cups", 0.5 % off).
    static func isFar(_ shown: [Measure], from exact: Measure) -> Bool {
        guard !exact.quantity.isRange, shown.allSatisfy({ !$0.quantity.isRange }) else { return false }
        let exactBase = exact.quantity.value * (exact.unit?.baseAmount ?? 1)
        let shownBase = shown.reduce(0.0) { sum, part in
            sum + AmountText.rounded(part.quantity.value, part.unit).value * (part.unit?.baseAmount ?? 1)
        }
        return error(shownBase, exactBase) > 0.04
    }

    /// `value` rounded to the first step whose relative error is within its tolerance.
    private static func snap(_ value: Double, steps: [(step: Double, tolerance: Double)]) -> Double {
        for (step, tolerance) in steps {
            let rounded = (value / step).rounded() * step
            if error(rounded, value) <= tolerance { return rounded }
        }
        return value
    }

    private static func nearest(_ value: Double, in grid: [Double]) -> Double {
        var best = grid[0]
        for candidate in grid where abs(candidate - value) < abs(best - value) { best = candidate }
        return best
    }
}

extension Double {
    /// ⌊log10(self)⌋ for a positive finite value, without Foundation.
    var log10Floor: Double {
        var exponent = 0.0, value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }

    /// 10 to the power `exponent`.
    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
