import Testing
@testable import TerminalUI

@Suite struct TextWidthTests {
    init() { #expect(utf8Locale) }

    @Test func hangulAndCJKTakeTwoColumnsEach() {
        #expect(TextWidth.of("김치찌개") == 8)
        #expect(TextWidth.of("麻婆豆腐") == 8)
    }

    @Test func asciiSymbolsAndEmoji() {
        #expect(TextWidth.of("Pasta 42") == 8)
        #expect(TextWidth.of("♥") == 1)
        #expect(TextWidth.of("🍲") == 2)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of(Character("e\u{301}")) == 1)
    }
}

@Suite struct TextSanitizerTests {
    let sanitizer = TextSanitizer(unicode: true)
    init() { #expect(utf8Locale) }

    @Test func escapeSequenceIsShownNotExecuted() {
        #expect(sanitizer.sanitize("a\u{1B}[2Jb") == "a␛[2Jb")
    }

    @Test func tabNewlineAndCarriageReturnBecomeControlPictures() {
        #expect(sanitizer.sanitize("a\tb\nc\rd") == "a␉b␊c␍d")
        #expect(sanitizer.sanitize("del\u{7F}") == "del␡")
    }

    @Test func bidiOverridesAndC1ControlsBecomeReplacementCharacters() {
        #expect(sanitizer.sanitize("x\u{202E}y\u{2066}z") == "x\u{FFFD}y\u{FFFD}z")
        #expect(sanitizer.sanitize("csi\u{9B}2J") == "csi\u{FFFD}2J")
    }

    @Test func emojiJoinedByZeroWidthJoinersComeApartSoEveryTerminalAgreesOnTheirWidth() {
        #expect(sanitizer.sanitize("👩\u{200D}🍳 chef") == "👩🍳 chef")
        #expect(TextWidth.of(sanitizer.sanitize("👨\u{200D}👩\u{200D}👧")) == 6)
        // A joiner inside a word of an Indic script is not an emoji join: it stays.
        let conjunct = "क\u{094D}\u{200D}ष"
        #expect(sanitizer.sanitize(conjunct) == conjunct)
    }

    @Test func asciiTerminalGetsQuestionMarks() {
        #expect(TextSanitizer(unicode: false).sanitize("a\u{1B}b\u{202E}c") == "a?b?c")
    }

    @Test func printableTextIsUnchanged() {
        let text = "김치찌개 ♥ café 🍲"
        #expect(sanitizer.sanitize(text) == text)
    }
}

@Suite struct TextFittingTests {
    init() { #expect(utf8Locale) }

    @Test func textThatFitsIsKept() {
        let fitted = FittedText("Pasta", columns: 5, ellipsis: "…")
        #expect(fitted.text == "Pasta" && fitted.width == 5 && !fitted.isTruncated)
    }

    @Test func longTextEndsInEllipsisAtTheColumn() {
        let fitted = FittedText("Spaghetti", columns: 5, ellipsis: "…")
        #expect(fitted.text == "Spag…" && fitted.width == 5)
    }

    @Test func wideCharacterIsNeverSplit() {
        // 김치 (4) + … (1) = 5 columns; 김치찌 would need 7.
        let five = FittedText("김치찌개", columns: 5, ellipsis: "…")
        #expect(five.text == "김치…" && five.width == 5)
        let six = FittedText("김치찌개", columns: 6, ellipsis: "…")
        #expect(six.text == "김치…" && six.width == 5)
    }

    @Test func combiningMarkStaysWithItsLetter() {
        let fitted = FittedText("e\u{301}e\u{301}e\u{301}e\u{301}", columns: 3, ellipsis: "…")
        #expect(fitted.text == "e\u{301}e\u{301}…")
    }

    @Test func noRoomForAnythingGivesNothing() {
        #expect(FittedText("abc", columns: 0, ellipsis: "…").text == "")
    }

    @Test func aLongPathGivesUpItsMiddleSoTheMessageKeepsItsEnd() {
        let message = "cannot write /home/ann/Documents/Recipes/Cakes/.recipes-favorites (Permission denied)"
        let fitted = FittedText.shorteningPaths(message, columns: 60, ellipsis: "…")
        #expect(fitted == "cannot write /home/a…/.recipes-favorites (Permission denied)")
        #expect(TextWidth.of(fitted) == 60)
        #expect(fitted.hasPrefix("cannot write /home/") && fitted.hasSuffix("/.recipes-favorites (Permission denied)"))
    }

    @Test func textThatFitsOrNamesNoPathIsLeftAsItIs() {
        #expect(FittedText.shorteningPaths("saved /tmp/a.cook", columns: 40, ellipsis: "…") == "saved /tmp/a.cook")
        #expect(FittedText.shorteningPaths("a message with no path in it", columns: 10, ellipsis: "…") == "a message with no path in it")
        // A path of one or two components has no middle: `/name`, `dir/name`, a lone `/`.
        #expect(FittedText.shorteningPaths("cannot read /Pancakes.cook or Cakes/Torte.cook or / at all", columns: 10, ellipsis: "…")
            == "cannot read /Pancakes.cook or Cakes/Torte.cook or / at all")
    }

    @Test func aPathTooShortToGiveEnoughIsCutAsFarAsItGoes() {
        // Its middle is all it can give; the rest is for FittedText to cut at the end.
        let shortened = FittedText.shorteningPaths("cannot read /a/bcdefgh/name.cook: it is a folder", columns: 30, ellipsis: "…")
        #expect(shortened == "cannot read /a/…/name.cook: it is a folder")
    }
}

@Suite struct RowLayoutTests {
    let layout = RowLayout(glyphs: Glyphs(unicode: true))
    init() { #expect(utf8Locale) }

    @MainActor @Test func accessoryIsRightAlignedAfterWideTitle() {
        let surface = RecordingSurface(rows: 2, columns: 20)
        surface.draw(layout.runs(for: Row([Segment("김치찌개")], accessory: [Segment("#7")]), width: 20), at: 0)
        surface.draw(layout.runs(for: Row([Segment("Kimchi")], accessory: [Segment("#7")]), width: 20), at: 1)
        #expect(surface.text(at: 0).hasSuffix("#7"))
        #expect(surface.cells[0][18].text == "#" && surface.cells[1][18].text == "#")
    }

    @Test func runsFillTheWidthExactly() {
        for width in [1, 2, 5, 9, 30] {
            let runs = layout.runs(for: Row([Segment("김치찌개 레시피")], accessory: [Segment("#123")]), width: width)
            #expect(runs.reduce(0) { $0 + $1.width } == width)
        }
    }

    @Test func titleIsTruncatedToLeaveRoomForTheAccessory() {
        // 12 columns: 8 for the title (7 letters and the ellipsis), 1 gap, 3 for "#12".
        let runs = layout.runs(for: Row([Segment("Spaghetti carbonara")], accessory: [Segment("#12")]), width: 12)
        #expect(runs.map(\.text).joined() == "Spaghet… #12")
    }

    @Test func highlightAppliesToEveryRun() {
        let runs = layout.runs(for: Row([Segment("a", role: .accent)], accessory: [Segment("b", role: .dim)]),
                               width: 6, highlight: .focusedSelection)
        #expect(runs.allSatisfy { $0.role == .focusedSelection })
    }

    @Test func controlCharactersInDataAreSanitisedInRows() {
        let runs = layout.runs(for: Row("x\u{1B}[2J"), width: 6)
        #expect(runs.map(\.text).joined() == "x␛[2J ")
    }
}

@Suite struct GlyphsTests {
    @Test func heartFallsBackToAsteriskWithoutUTF8() {
        #expect(Glyphs(unicode: false).heart == "*")
        #expect(Glyphs(unicode: true).heart == "♥")
    }
}
