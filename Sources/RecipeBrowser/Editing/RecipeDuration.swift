// Durations as a person writes them in the recipe template: "15m", "1h 10m", "90s", "1:30".

/// Formats and parses the preparation and cooking times of the recipe template.
public enum RecipeDuration {
    /// Formats `seconds` compactly for display and editing: "45s", "15m", "1h", "1h 10m".
    public static func format(_ seconds: Int) -> String {
        if seconds <= 0 { return "0m" }
        if seconds < 60 { return "\(seconds)s" }
        let minutes = (seconds + 30) / 60
        let hours = minutes / 60, rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest)m"
        case (_, 0): return "\(hours)h"
        default: return "\(hours)h \(rest)m"
        }
    }

    /// The longest time a recipe step may take: a week (longer is a typo, like `100000h`).
    public static let maximumSeconds = 7 * 24 * 3600

    /// Parses a duration into seconds, or returns nil when the text is not one.
    ///
    /// Accepts units `h`/`hr`/`hour(s)`, `m`/`min`/`minute(s)`, `s`/`sec`/`second(s)`, `d`/`day(s)`
    /// in any combination ("1h 10m", "1 hour 10 minutes"), decimals with `.` or `,` ("1.5h"),
    /// a number after hours read as minutes ("1h30", "1h 30"), `H:MM` ("1:30"), and a bare
    /// number, read as minutes. An empty text is zero. Whether it is sensible (at most
    /// ``maximumSeconds``) is the caller's check.
    public static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.isEmpty { return 0 }
        if let colon = trimmed.firstIndex(of: ":") {
            guard let hours = Int(trimmed[..<colon]), hours >= 0,
                  let minutes = Int(trimmed[trimmed.index(after: colon)...]), (0..<60).contains(minutes)
            else { return nil }
            return hours * 3600 + minutes * 60
        }

        var total = 0.0
        var previousUnit: Int?
        var scanner = trimmed.unicodeScalars[...]
        while true {
            scanner = scanner.drop { $0 == " " || $0 == "," }
            if scanner.isEmpty { break }
            let number = scanner.prefix { ("0"..."9").contains($0) || $0 == "." || $0 == "," }
            let written = String(String.UnicodeScalarView(number)).replacingOccurrences(of: ",", with: ".")
            guard !number.isEmpty, let value = Double(written), value.isFinite else { return nil }
            scanner = scanner.dropFirst(number.count).drop { $0 == " " }
            let unit = String(String.UnicodeScalarView(scanner.prefix { ("a"..."z").contains($0) }))
            scanner = scanner.dropFirst(unit.unicodeScalars.count).drop { $0 == "." }
            let multiplier: Int
            if unit.isEmpty {
                // "1h30": a number after hours is minutes, after minutes seconds; alone, minutes.
                switch previousUnit {
                case nil: multiplier = 60
                case 3600?: multiplier = 60
                case 60?: multiplier = 1
                default: return nil
                }
            } else {
                guard let known = unitSeconds[unit] else { return nil }
                multiplier = known
            }
            total += value * Double(multiplier)
            guard total < Double(Int.max / 2) else { return nil }
            previousUnit = multiplier
        }
        return previousUnit == nil ? nil : Int(total.rounded())
    }

    private static let unitSeconds: [String: Int] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "d": 86400, "day": 86400, "days": 86400,
    ]
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
