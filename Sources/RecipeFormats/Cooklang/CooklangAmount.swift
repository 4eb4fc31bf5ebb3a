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
        // Most amounts are whole numbers: read in one pass over the bytes, without splitting the text.
        if text.utf8.count < 10, text.utf8.first != UInt8(ascii: "0") || text.utf8.count == 1 {
            var whole = 0
            var isWhole = true
            for byte in text.utf8 {
                guard (0x30...0x39).contains(byte) else { isWhole = false; break }
                whole = whole * 10 + Int(byte - 0x30)
            }
            if isWhole { return Quantity(Double(whole)) }
        }
        // Read as bytes: every character of a number is ASCII, and a `Character` split costs more
        // than the rest of the step.
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        if let number = number(bytes[...]) { return Quantity(number) }
        guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")), bytes.lastIndex(of: UInt8(ascii: "-")) == dash,
              let low = number(bytes[..<dash]), let high = number(bytes[(dash + 1)...]) else { return nil }
        return Quantity(low, upTo: high)
    }

    /// One number: whole, decimal, fraction or mixed, spaces allowed around its parts (ASCII bytes).
    private static func number(_ text: ArraySlice<UInt8>) -> Double? {
        // The words, with a fraction's slash a word of its own: "1 1/2" → 1, 1, /, 2.
        let slash = UInt8(ascii: "/")
        var parts: [ArraySlice<UInt8>] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == slash {
                parts.append(text[index...index])
                index += 1
            } else {
                var end = index
                while end < text.endIndex, text[end] != 0x20, text[end] != 0x09, text[end] != slash { end += 1 }
                parts.append(text[index..<end])
                index = end
            }
        }
        let isSlash = { (part: ArraySlice<UInt8>) in part.count == 1 && part.first == slash }
        switch parts.count {
        case 1:
            return wholeNumber(parts[0]).map(Double.init) ?? decimal(parts[0])
        case 3 where isSlash(parts[1]):
            guard let top = wholeNumber(parts[0]), let bottom = wholeNumber(parts[2]), bottom > 0 else { return nil }
            return Double(top) / Double(bottom)
        case 4 where isSlash(parts[2]):
            guard let whole = wholeNumber(parts[0]), let top = wholeNumber(parts[1]), let bottom = wholeNumber(parts[3]), bottom > 0
            else { return nil }
            return Double(whole) + Double(top) / Double(bottom)
        default:
            return nil
        }
    }

    /// Digits without a leading zero (`0` itself is a number).
    private static func wholeNumber(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty, text.allSatisfy(isDigit), text.first != UInt8(ascii: "0") || text.count == 1 else { return nil }
        return Int(String(decoding: text, as: UTF8.self))
    }

    /// `1.5`, `0.05` or `.5`: digits (without a leading zero) or none, a point, then digits.
    private static func decimal(_ text: ArraySlice<UInt8>) -> Double? {
        guard let point = text.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let whole = text[..<point], fraction = text[(point + 1)...]
        guard whole.isEmpty || wholeNumber(whole) != nil, !fraction.isEmpty, fraction.allSatisfy(isDigit) else { return nil }
        return Double(String(decoding: text, as: UTF8.self))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

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
