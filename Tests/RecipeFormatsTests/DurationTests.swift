import Testing
@testable import RecipeFormats

@Suite struct DurationTests {
    @Test(arguments: [
        ("PT1H30M", 5_400), ("P0DT0H20M", 1_200), ("PT90M", 5_400), ("PT0.5H", 1_800), ("P1D", 86_400),
        ("pt20m", 1_200), ("PT1H0M15S", 3_615), ("P0Y0M0DT0H35M0.000S", 2_100), ("PT0,25H", 900), ("PT0M", 0),
    ])
    func iso8601Durations(text: String, seconds: Int) {
        #expect(ISO8601Duration.seconds(text) == seconds)
    }

    @Test(arguments: ["", "P", "PT", "garbage", "20 minutes", "P1M", "PTxM", "PT5", "PT-5M"])
    func notISO8601Durations(text: String) {
        #expect(ISO8601Duration.seconds(text) == nil)
    }

    @Test(arguments: [
        ("1 hr 20 mins", 4_800), ("15 minutes", 900), ("1 1/2 hours", 5_400), ("45m", 2_700), ("1h30m", 5_400),
        ("1 hour 30 minutes", 5_400), ("90 min", 5_400), ("90", 5_400), ("1 hour 30", 5_400), ("1½ hours", 5_400),
        ("2-3 hours", 10_800), ("10 to 15 minutes", 900), ("1:30", 5_400), ("an hour", 3_600), ("half an hour", 1_800),
        ("about 20 Minutes", 1_200), ("1 day", 86_400), ("PT25M", 1_500), ("30 sec", 30), ("1.5 hrs", 5_400),
        ("35 minutes to 4 hours", 14_400), ("1 hour to 1 hour 30 minutes", 5_400),
        // A bracket is an aside when a time stands outside it.
        ("10 minutes (30 if you chill it)", 600), ("(about 20 minutes)", 1_200),
    ])
    func freeTextDurations(text: String, seconds: Int) {
        #expect(FreeTextDuration.seconds(text) == seconds)
    }

    @Test(arguments: ["", "overnight", "to taste", "hours"])
    func notDurations(text: String) {
        #expect(FreeTextDuration.seconds(text) == nil)
    }

    @Test func writtenForEachFormat() {
        #expect(ISO8601Duration.text(seconds: 5_400) == "PT1H30M")
        #expect(ISO8601Duration.text(seconds: 0) == "PT0M")
        #expect(ISO8601Duration.text(seconds: 3_615) == "PT1H15S")
        #expect(FreeTextDuration.compactText(seconds: 5_400) == "1h30m")
        #expect(FreeTextDuration.readableText(seconds: 2_700) == "45 min")
    }
}
