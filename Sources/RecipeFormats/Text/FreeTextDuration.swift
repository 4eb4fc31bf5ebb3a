/// Times as people write them in Paprika and Cooklang: `1 hr 20 mins`, `1 1/2 hours`, `45m`, `1h30m`, `90`.
enum FreeTextDuration {
    /// The seconds the text stands for, or `nil` if it names no amount of time.
    ///
    /// A number without a unit is minutes, or the next smaller unit after one (`1 hour 30`);
    /// a range (`2-3 hours`, `2 to 3 hours`) counts as its upper end, so a plan made from it
    /// leaves enough time; `h:mm` reads as hours and minutes; ISO 8601 (`PT20M`) is accepted too.
    /// A bracket is an aside (`10 minutes (30 if you chill it)` is 10 minutes) when a time stands
    /// outside it.
    static func seconds(_ text: String) -> Int? {
        let text = text.lowercased()
        if let iso = ISO8601Duration.seconds(text) { return iso }
        // `10 minutes (30 if you chill it)`: the time stated outside the brackets.
        if text.contains("("), let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")"),
           let outside = seconds(String(text[..<open]) + " " + String(text[text.index(after: close)...])) {
            return outside
        }
        var total = 0.0
        var pending: Double?
        var lastUnit: Double?
        var sawAmount = false
        var tokens = Tokens(text)
        while let token = tokens.next() {
            switch token {
            case .number(let value):
                pending = value
            case .colon:
                // `1:30` is an hour and a half: the number before the colon is hours.
                if let hours = pending, case .number(let minutes)? = tokens.next() {
                    total += hours * 3_600 + minutes * 60
                    pending = nil
                    sawAmount = true
                }
            case .range:
                // Keep the upper end of `2-3 hours`, and of `35 minutes to 4 hours`: the lower
                // end is dropped whole, never added to the upper one.
                pending = nil
                total = 0
            case .word(let word):
                if let unit = units[word] {
                    if let value = pending {
                        total += value * unit
                        sawAmount = true
                    } else if tokens.previousWasArticle {
                        total += unit
                        sawAmount = true
                    }
                    pending = nil
                    lastUnit = unit
                } else if word == "half", pending == nil {
                    pending = 0.5
                }
            }
        }
        if let value = pending {
            let unit = lastUnit.map { $0 > 60 ? $0 / 60 : 1 } ?? 60
            total += value * unit
            sawAmount = true
        }
        guard sawAmount, total < Double(Int32.max) else { return nil }
        return Int(total.rounded())
    }

    /// The duration in the compact form Cooklang's conventions recommend: `1h30m`, `45m`, `2h`, `0m`.
    static func compactText(seconds: Int) -> String {
        DurationText.written(seconds, units: ("h", "m", "s"), separator: "")
    }

    /// The duration as a person reads it: `1 h 30 min`, `45 min`.
    static func readableText(seconds: Int) -> String {
        DurationText.written(seconds, units: (" h", " min", " s"), separator: " ")
    }

    /// The unit words read, by the seconds each stands for.
    static let units: [String: Double] = [
        "d": 86_400, "day": 86_400, "days": 86_400,
        "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600, "std": 3_600,
        "m": 60, "mn": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    private enum Token {
        case number(Double)
        case word(String)
        case colon
        case range
    }

    /// Numbers (whole, decimal, `1/2`, `1 1/2`, `1½`), words, `:` and range marks, in order.
    private struct Tokens {
        private let scalars: [Unicode.Scalar]
        private var index = 0
        /// Whether the token just returned came after `a` or `an` (`an hour`).
        private(set) var previousWasArticle = false

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        mutating func next() -> Token? {
            previousWasArticle = false
            while index < scalars.count {
                let scalar = scalars[index]
                if isDigit(scalar) || vulgarFractions[scalar] != nil { return .number(number()) }
                if scalar.properties.isAlphabetic {
                    let start = index
                    while index < scalars.count, scalars[index].properties.isAlphabetic {
                        index += 1
                    }
                    let word = String(String.UnicodeScalarView(scalars[start ..< index]))
                    if word == "a" || word == "an" {
                        previousWasArticle = true
                        continue
                    }
                    if word == "to" || word == "or" { return .range }
                    return .word(word)
                }
                index += 1
                switch scalar {
                case ":": return .colon
                case "-", "–", "—": return .range
                default: continue
                }
            }
            return nil
        }

        private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

        /// A whole, decimal or fractional number, with a following fraction added (`1 1/2`, `1½`).
        private mutating func number() -> Double {
            var value = plainNumber()
            if index < scalars.count, scalars[index] == "/" {
                index += 1
                let denominator = plainNumber()
                return denominator > 0 ? value / denominator : value
            }
            var look = index
            while look < scalars.count, scalars[look] == " " { look += 1 }
            if look < scalars.count, let fraction = vulgarFractions[scalars[look]] {
                index = look + 1
                return value + fraction
            }
            if look < scalars.count, isDigit(scalars[look]) {
                let save = index
                index = look
                let numerator = plainNumber()
                if index < scalars.count, scalars[index] == "/" {
                    index += 1
                    let denominator = plainNumber()
                    if denominator > 0 { value += numerator / denominator }
                    return value
                }
                index = save
            }
            return value
        }

        private mutating func plainNumber() -> Double {
            if index < scalars.count, let fraction = vulgarFractions[scalars[index]] {
                index += 1
                return fraction
            }
            var text = ""
            while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." || scalars[index] == "," {
                text.unicodeScalars.append(scalars[index] == "," ? "." : scalars[index])
                index += 1
            }
            return Double(text) ?? 0
        }
    }

    private static let vulgarFractions: [Unicode.Scalar: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅙": 1.0 / 6, "⅛": 0.125,
    ]
}
