/// A time as recipe files state it: ISO 8601 (`PT1H30M`) or free text (`1 hour 30 minutes`).
enum StatedDuration {
    /// The seconds `text` states; `nil` when it states no time or a negative one.
    ///
    /// Text in ISO 8601's form that does not parse is read as free text when that finds a time
    /// in it (`PT 35 minutes`, `PT0D4H45M` as some themes write them), else it is malformed (`P0DT`,
    /// `PT-5M`).
    static func seconds(_ text: String) -> Int? {
        guard !text.hasPrefix("-") else { return nil }
        if ISO8601Duration.looksLikeDuration(text) {
            if ISO8601Duration.hasNegativeComponent(text) { return nil }
            return ISO8601Duration.seconds(text) ?? FreeTextDuration.seconds(text).flatMap { $0 > 0 ? $0 : nil }
        }
        return FreeTextDuration.seconds(text)
    }
}
