import Foundation
import Testing
@testable import RecipeKit

@Suite struct JSONControlEscapesTests {
    /// Every character a terminal acts on, in every text field, next to text that must stay as it is.
    private static let hostile = "a\u{1B}[2J\u{1B}]52;c;eA==\u{07}\u{9B}1m\u{85}\u{80}\u{9F}\u{61C}\u{200E}\u{200F}"
        + "\u{202A}\u{202E}\u{2066}\u{2069}é\u{2010}\u{2028}한🧑‍🍳"

    @Test func jsonHoldsNoRawTerminalControlsAndDecodesToTheExactText() throws {
        var recipe = sampleRecipe(id: 7, title: "T" + Self.hostile)
        recipe.servings = Self.hostile
        recipe.ingredients = Self.hostile
        recipe.directions = Self.hostile
        recipe.collections = [Self.hostile]
        recipe.imageNames = [Self.hostile]
        let json = try RecipeJSON.encode([recipe])
        let text = String(decoding: json, as: UTF8.self)
        let controls = text.unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" || (0x80...0x9F).contains($0.value) || [0x61C, 0x200E, 0x200F].contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(controls.isEmpty)
        #expect(text.contains(#"\u009b1m\u0085"#))
        #expect(text.contains("é\u{2010}\u{2028}한🧑‍🍳"))
        #expect(try RecipeFile.decode(json, fileName: "x.json") == [recipe])

        var streamed = Data()
        var stream = RecipeJSONStream { streamed.append($0) }
        try stream.append(recipe)
        try stream.finish()
        #expect(streamed == json)
    }

    @Test func jsonWithoutSuchCharactersIsLeftAsTheEncoderWroteIt() throws {
        let plain = Data(#"{"title" : "Crème brûlée – 김치 ♥"}"#.utf8)
        #expect(JSONControlEscapes.escape(plain) == plain)
    }
}
