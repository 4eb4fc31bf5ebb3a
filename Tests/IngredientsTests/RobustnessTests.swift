import Ingredients
import Testing

/// No input crashes the parser, and every line formats back to itself.
@Suite struct RobustnessTests {
    static let oddLines: [String] = [
        "", " ", "\t\t", "\u{0}", "\u{1}\u{2}\u{3} 2 cups", "\r\n", "2\u{0}cups flour", String(repeating: "a", count: 10_000),
        "1 " + String(repeating: "x", count: 10_000), String(repeating: "1", count: 10_000),
        String(repeating: "1/", count: 5_000), String(repeating: "½", count: 3_000), String(repeating: "(", count: 2_000),
        "🍲🍲🍲", "2 🥚", "👨‍👩‍👧 3 cups", "e\u{301}", "1 cup cre\u{300}me", "–", "—", "- ", "•", "1-", "1/", "1 /2",
        "½-", "1,", "1.", ".", ",", "1 to", "1 or", "a", "an", "of", "x", "1 x", "1 (", "1 ()", "1 (2", "1 (2 g",
        "1 can (", "(400 g)", "2 cups +", "2 cups plus", "ст.", "κ.", "fl", "1 fl", "1 fl.", "Juice of", "Juice of x",
        ":", "For", "For:", "1:", "약 300 g", "\u{FEFF}1 cup flour", "1\u{00A0}cup flour", "1\u{2009}½ cups",
        "999999 g", "100000 g", "100001 g", "0 g flour", "0/0", "00000", "1e5 g", "-2 cups", "+2 cups",
    ]

    @Test(arguments: oddLines)
    func oddLinesParseScaleAndFormat(text: String) {
        let line = IngredientLine(parsing: text)
        #expect(line.formatted() == text)
        for system in UnitSystem.allCases {
            _ = line.scaled(by: 2.5).converted(to: system).formatted()
        }
        _ = line.name
        _ = line.note
        _ = DurationMention.find(in: text)
        _ = Servings(parsing: text)?.formatted(scaledTo: 3)
    }

    @Test func randomTextNeverCrashes() {
        var generator = SplitMix64(seed: 42)
        let pieces = ["1", "2", "½", "/", "-", "–", " ", ",", ".", "(", ")", "g", "cup", "tbsp", "T", "of", "a", "x",
                      "minutes", "hour", "to", "김", "г", "大さじ", "🍲", "\u{0}", "\u{301}", "each", "+", "plus", "fl", "oz"]
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 12)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let line = IngredientLine(parsing: text)
            #expect(line.formatted() == text)
            _ = line.scaled(by: 3).converted(to: .metric).formatted()
            _ = line.scaled(by: 0.3).converted(to: .us).formatted()
            _ = DurationMention.find(in: text)
        }
    }
}

/// A small seeded generator, so the random test is the same on every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
