/// ISO 8601 durations as schema.org uses them for times: `PT1H30M`, `P0DT0H20M`, `PT0.5H`, `P1D`.
enum ISO8601Duration {
    /// The seconds a duration stands for, or `nil` for anything that is not one (or is a span of
    /// months or years, which no recipe takes). Designators may be lowercase; fractions may use
    /// `.` or `,`; white space inside is ignored (`PT1H 30M`, as some sites write it).
    static func seconds(_ text: String) -> Int? {
        let text = text.filter { !$0.isWhitespace }.uppercased()
        guard text.first == "P", text.count > 1 else { return nil }
        var total = 0.0
        var inTime = false
        var number = ""
        var components = 0
        var timeComponents = 0
        for character in text.dropFirst() {
            switch character {
            case "0"..."9", ".", ",":
                number.append(character == "," ? "." : character)
            case "T" where number.isEmpty && !inTime:
                inTime = true
            default:
                guard let value = Double(number), value >= 0 else { return nil }
                number = ""
                components += 1
                switch (character, inTime) {
                case ("W", false): total += value * 604_800
                case ("D", false): total += value * 86_400
                case ("Y", false), ("M", false): if value != 0 { return nil }
                case ("H", true): total += value * 3_600
                case ("M", true): total += value * 60
                case ("S", true): total += value
                default: return nil
                }
                if inTime { timeComponents += 1 }
            }
        }
        // `P0DT` names a time part and gives none: malformed, not zero.
        guard number.isEmpty, components > 0, !inTime || timeComponents > 0, total < Double(Int32.max) else { return nil }
        return Int(total.rounded())
    }

    /// Whether text is meant as an ISO 8601 duration: `P` then a digit or `T`, in any case.
    static func looksLikeDuration(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.drop { $0.properties.isWhitespace }
        guard let first = scalars.first, first == "P" || first == "p", let second = scalars.dropFirst().first else { return false }
        return second == "T" || second == "t" || ("0"..."9").contains(second)
    }

    /// Whether ISO 8601 text gives a component a minus sign (`PT-447094H16M1S`, what a theme writes
    /// for a date subtracted the wrong way round): a duration no recipe takes, not a time to read.
    static func hasNegativeComponent(_ text: String) -> Bool {
        let scalars = Array(text.uppercased().unicodeScalars.filter { !$0.properties.isWhitespace })
        for (index, scalar) in scalars.enumerated() where scalar == "-" {
            let digits = scalars[(index + 1)...].prefix { ("0"..."9").contains($0) || $0 == "." || $0 == "," }
            let after = index + 1 + digits.count
            if !digits.isEmpty, after < scalars.count, "WDHMS".unicodeScalars.contains(scalars[after]) { return true }
        }
        return false
    }

    /// The duration written for schema.org, in hours, minutes and seconds: `PT1H30M`, `PT45M`, `PT0M`.
    static func text(seconds: Int) -> String {
        "PT" + DurationText.written(seconds, units: ("H", "M", "S"), separator: "")
    }
}
