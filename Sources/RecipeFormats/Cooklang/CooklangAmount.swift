import Ingredients

/// The numbers in a Cooklang amount, as cooklang-rs reads them: a whole number without a leading
/// zero (`100`, `0`), a decimal (`1.5`, `0.05`, `.5`), a fraction (`1/2`, `1 / 2`), a mixed
/// number (`1 1/2`), and a range of two of those (`2-3`, an extension cooklang-rs reads too).
/// Anything else is words, not a number: `few`, `01/2` and `05` (a leading zero), `1,5`, `½`,
/// `-1`, `1e3`, and the old scaling marks `2*` and `3|2|1`. Timer amounts in seconds.
enum CooklangAmount {
    /// The quantity written, or `nil` when it is not a number or range.
    static func quantity(_ text: String) -> Quantity? {
        if text.isEmpty { return nil }
        // Most amounts are whole numbers: read without splitting the text.
        if text.utf8.count < 10, text.utf8.first != UInt8(ascii: "0") || text.utf8.count == 1,
           text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let whole = Int(text) {
            return Quantity(Double(whole))
        }
        if let number = number(Substring(text)) { return Quantity(number) }
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let low = number(ends[0]), let high = number(ends[1]) else { return nil }
        return Quantity(low, upTo: high)
    }

    /// One number: whole, decimal, fraction or mixed, spaces allowed around its parts.
    private static func number(_ text: Substring) -> Double? {
        // The words, with a fraction's slash a word of its own: "1 1/2" → 1, 1, /, 2.
        var parts: [Substring] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            for (index, piece) in word.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { parts.append("/") }
                if !piece.isEmpty { parts.append(piece) }
            }
        }
        switch parts.count {
        case 1:
            return wholeNumber(parts[0]).map(Double.init) ?? decimal(parts[0])
        case 3 where parts[1] == "/":
            guard let top = wholeNumber(parts[0]), let bottom = wholeNumber(parts[2]), bottom > 0 else { return nil }
            return Double(top) / Double(bottom)
        case 4 where parts[2] == "/":
            guard let whole = wholeNumber(parts[0]), let top = wholeNumber(parts[1]), let bottom = wholeNumber(parts[3]), bottom > 0
            else { return nil }
            return Double(whole) + Double(top) / Double(bottom)
        default:
            return nil
        }
    }

    /// Digits without a leading zero (`0` itself is a number).
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard text.allSatisfy(isDigit), text.first != "0" || text.count == 1 else { return nil }
        return Int(text)
    }

    /// `1.5`, `0.05` or `.5`: digits (without a leading zero) or none, a point, then digits.
    private static func decimal(_ text: Substring) -> Double? {
        let halves = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2, halves[0].isEmpty || wholeNumber(halves[0]) != nil,
              !halves[1].isEmpty, halves[1].allSatisfy(isDigit) else { return nil }
        return Double(text)
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

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
