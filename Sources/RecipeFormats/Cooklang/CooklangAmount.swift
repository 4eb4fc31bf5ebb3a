import Ingredients

/// The numbers in a Cooklang amount: `100`, `1.5`, `1/2`, `1 1/2`, a range `2-3`; words
/// (`few`) and a fraction with a leading zero (`01/2`, text in Cooklang's canonical tests) are
/// no number. Timer amounts in seconds.
enum CooklangAmount {
    /// The quantity written, or `nil` when it is not a number or range.
    static func quantity(_ text: String) -> Quantity? {
        if let number = QuantityNumber(text) { return Quantity(number.value) }
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2,
              let low = QuantityNumber(ends[0].trimmingCharacters(in: .whitespaces)),
              let high = QuantityNumber(ends[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return Quantity(low.value, upTo: high.value)
    }

    /// A timer's duration in seconds (the low end of a range); 0 when the amount is not a number or
    /// the unit not a unit of time.
    static func seconds(quantity: String, unit: String) -> Double {
        guard let value = self.quantity(quantity)?.value, let unitSeconds = secondsPerUnit[unit.lowercased()] else { return 0 }
        return value * unitSeconds
    }

    private static let secondsPerUnit: [String: Double] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "d": 86400, "day": 86400, "days": 86400,
    ]
}
