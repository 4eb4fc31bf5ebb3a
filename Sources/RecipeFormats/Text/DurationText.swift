/// Seconds written as hours, minutes and seconds, the way each format labels them.
enum DurationText {
    /// `seconds` as its non-zero hours, minutes and seconds, each followed by its label and
    /// joined by `separator`; zero is written as zero minutes.
    static func written(_ seconds: Int, units: (hours: String, minutes: String, seconds: String), separator: String) -> String {
        let seconds = max(seconds, 0)
        let (hours, minutes, rest) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours)\(units.hours)") }
        if minutes > 0 || (hours == 0 && rest == 0) { parts.append("\(minutes)\(units.minutes)") }
        if rest > 0 { parts.append("\(rest)\(units.seconds)") }
        return parts.joined(separator: separator)
    }
}
