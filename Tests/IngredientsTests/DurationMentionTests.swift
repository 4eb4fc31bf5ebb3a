import Ingredients
import Testing

/// Durations in a step's text are found with their place in the text and their seconds.
@Suite struct DurationMentionTests {
    private func found(_ text: String) -> [(String, Int, Int)] {
        DurationMention.find(in: text).map { (String(text[$0.range]), $0.lowerSeconds, $0.upperSeconds) }
    }

    @Test(arguments: [
        ("Simmer for 20 minutes.", "20 minutes", 1200, 1200),
        ("Bake 35 to 40 minutes, until golden.", "35 to 40 minutes", 2100, 2400),
        ("Roast 1 hour 15 minutes", "1 hour 15 minutes", 4500, 4500),
        ("Braise for 1½ hours.", "1½ hours", 5400, 5400),
        ("Rest 10-12 min", "10-12 min", 600, 720),
        ("Rest 10–12 min", "10–12 min", 600, 720),
        ("Blend 30 secs", "30 secs", 30, 30),
        ("Marinate 2 hrs or overnight", "2 hrs", 7200, 7200),
        ("Cook 1 hr and 30 min", "1 hr and 30 min", 5400, 5400),
        ("Chill for half an hour", "half an hour", 1800, 1800),
        ("Let it rise for an hour", "an hour", 3600, 3600),
        ("Whisk for a minute", "a minute", 60, 60),
        ("Bake 45 minutes to 1 hour", "45 minutes to 1 hour", 2700, 3600),
        ("Steep 3 to 5 minutes", "3 to 5 minutes", 180, 300),
        ("Boil 1 1/2 minutes", "1 1/2 minutes", 90, 90),
        ("Proof 1-2 hours", "1-2 hours", 3600, 7200),
        ("Microwave 90 seconds", "90 seconds", 90, 90),
        ("Rest 10m", "10m", 600, 600),
        ("Cook two minutes per side", "two minutes", 120, 120),
        ("Simmer for ~{20%minutes}.", "20%minutes", 1200, 1200),
        ("Boil the ~eggs{3%min} and cool", "3%min", 180, 180),
        ("Rest ~{1.5%hours}", "1.5%hours", 5400, 5400),
        // Units as the quick test for a possible unit must still let through: glued, one letter,
        // in capitals, after Cooklang's "%".
        ("Rise 2h", "2h", 7200, 7200),
        ("Bake 1½h", "1½h", 5400, 5400),
        ("Steep 30s", "30s", 30, 30),
        ("Wait ~{5%m}", "5%m", 300, 300),
        ("Cook 3 MINUTES", "3 MINUTES", 180, 180),
        ("Braise 2 Hrs and 5 Min.", "2 Hrs and 5 Min", 7500, 7500),
        ("Reduce for 1/2 hr", "1/2 hr", 1800, 1800),
    ])
    func findsOneMention(text: String, mention: String, lower: Int, upper: Int) {
        let mentions = found(text)
        #expect(mentions.count == 1)
        #expect(mentions.first?.0 == mention)
        #expect(mentions.first?.1 == lower)
        #expect(mentions.first?.2 == upper)
    }

    @Test func findsEveryMentionInOrder() {
        let text = "Simmer for 20 minutes, then bake 35 to 40 minutes and rest 5 min."
        #expect(found(text).map(\.0) == ["20 minutes", "35 to 40 minutes", "5 min"])
        #expect(DurationMention.find(in: text)[1].isRange)
        #expect(!DurationMention.find(in: text)[0].isRange)
    }

    @Test(arguments: [
        "Preheat the oven to 180°C.", "Cut into 5 cm pieces.", "Add 2 cups of stock.", "Vitamin B12 is not a time",
        "Take 5 m of string", "Serve 4 people", "", "minutes", "🍲 for 🕐",
    ])
    func findsNothingThatIsNotATime(text: String) {
        #expect(DurationMention.find(in: text).isEmpty)
    }

    @Test func rangesIndexTheOriginalString() {
        let text = "Kochen: 김치 20 minutes — done"
        let mention = DurationMention.find(in: text).first
        #expect(mention.map { String(text[$0.range]) } == "20 minutes")
    }
}
