/// Writes rounded amounts as text: `1 1/2` or `1½` for fractions, `1.2` or `1,2` for decimals.
enum NumberText {
    /// Largest amount written digit by digit; anything larger (a scaling gone wild) is written by
    /// the standard library rather than converted to an integer, which could trap.
    static let largest = 1e12

    /// The fractions cooks write, in 120ths (so eighths and thirds are both whole numbers).
    private static let fractions: [(parts: Int, text: String, unicode: String)] = [
        (15, "1/8", "⅛"), (30, "1/4", "¼"), (40, "1/3", "⅓"), (45, "3/8", "⅜"), (60, "1/2", "½"),
        (75, "5/8", "⅝"), (80, "2/3", "⅔"), (90, "3/4", "¾"), (105, "7/8", "⅞"),
    ]

    /// `value` as a whole number and a fraction: `1/3`, `1 1/2`, `2`; `½`, `1½` when `unicode`.
    /// A value between the fractions above is written as a decimal.
    static func fraction(_ value: Double, unicode: Bool) -> String {
        guard value.isFinite, value >= 0, value < largest else { return "\(value)" }
        var whole = Int(value.rounded(.down))
        var parts = Int(((value - Double(whole)) * 120).rounded())
        if parts >= 119 {
            whole += 1
            parts = 0
        }
        guard parts > 1 else { return String(whole) }
        guard let fraction = fractions.first(where: { abs($0.parts - parts) <= 1 }) else {
            return decimal(value, comma: false)
        }
        if whole == 0 { return unicode ? fraction.unicode : fraction.text }
        return unicode ? "\(whole)\(fraction.unicode)" : "\(whole) \(fraction.text)"
    }

    /// `value` with at most two decimals and no trailing zeros: `7.5`, `1.25`, `150`; a decimal
    /// comma when `comma`.
    static func decimal(_ value: Double, comma: Bool) -> String {
        guard value.isFinite, value >= 0, value < largest else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        var rest = hundredths % 100
        guard rest > 0 else { return String(whole) }
        var digits = rest < 10 ? "0\(rest)" : "\(rest)"
        if rest % 10 == 0 {
            rest /= 10
            digits = "\(rest)"
        }
        return "\(whole)\(comma ? "," : ".")\(digits)"
    }
}
