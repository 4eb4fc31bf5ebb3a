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
        // The unit words, count markers and bracketed sizes read since: cut off anywhere.
        "1 2", "1 2\"", "1 14-", "1 14-oz.", "2 1 1/2-", "1 1/", "1 c.s", "1 c.s.", "1 c.", "1 c. de", "1 c. de chá",
        "2 unit(s)", "2 unit(", "2 unid.", "2 unidades", "meia", "meia colher", "2 and", "2 and 1/", "1 colher (",
        "1 colher (sopa", "1 colher (sopa)", "1 xícara (", "1 xícara (chá", "1 (2-inch)", "1 (2-inch) piece",
        "1 Ei(er)", "Ei(", "(n)", "1 ⅓\"-thick", "3 3\"", "1 2-pound-3-ounce can",
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

    /// Every text of up to three pieces, and longer ones that walk the pieces with a stride: the
    /// combinations a hand-written list would miss, the same on every run.
    @Test func combinedPiecesNeverCrash() {
        let pieces = ["1", "2", "½", "/", "-", "–", " ", ",", ".", "(", ")", "g", "cup", "tbsp", "T", "of", "a", "x",
                      "minutes", "hour", "to", "김", "г", "大さじ", "🍲", "\u{0}", "\u{301}", "each", "+", "plus", "fl", "oz",
                      "\"", "c", "de", "unit", "and", "colher", "sopa"]
        var texts: [String] = []
        for first in pieces {
            for second in pieces {
                texts.append(first + second)
                for third in pieces { texts.append(first + " " + second + third) }
            }
        }
        for start in 0..<pieces.count {
            texts.append((0..<12).map { pieces[(start + $0 * 7) % pieces.count] }.joined())
        }
        for text in texts {
            let line = IngredientLine(parsing: text)
            #expect(line.formatted() == text)
            _ = line.scaled(by: 3).converted(to: .metric).formatted()
            _ = line.scaled(by: 0.3).converted(to: .us).formatted()
            _ = DurationMention.find(in: text)
        }
    }
}
