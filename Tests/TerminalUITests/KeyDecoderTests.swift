import CNcursesw
import Testing
@testable import TerminalUI

@Suite struct KeyDecoderTests {
    func character(_ c: Unicode.Scalar) -> KeyEvent? { KeyDecoder.decode(status: OK, code: c.value) }
    func key(_ code: Int32) -> KeyEvent? { KeyDecoder.decode(status: KEY_CODE_YES, code: UInt32(code)) }

    @Test func printableCharactersWideOnesToo() {
        #expect(character("j") == .character("j"))
        #expect(character("김") == .character("김"))
        #expect(character("♥") == .character("♥"))
    }

    @Test func arrowsAndPagingKeys() {
        #expect(key(KEY_UP) == .up && key(KEY_DOWN) == .down)
        #expect(key(KEY_LEFT) == .left && key(KEY_RIGHT) == .right)
        #expect(key(KEY_HOME) == .home && key(KEY_END) == .end)
        #expect(key(KEY_PPAGE) == .pageUp && key(KEY_NPAGE) == .pageDown)
    }

    @Test func enterFromAnyOfItsCodes() {
        #expect(character("\r") == .enter && character("\n") == .enter && key(KEY_ENTER) == .enter)
    }

    @Test func tabShiftTabEscape() {
        #expect(character("\t") == .tab && key(KEY_BTAB) == .backTab && character("\u{1B}") == .escape)
    }

    @Test func backspaceFromEveryTerminalConvention() {
        #expect(key(KEY_BACKSPACE) == .backspace)
        #expect(character("\u{7F}") == .backspace && character("\u{08}") == .backspace)
        #expect(key(KEY_DC) == .delete)
    }

    @Test func controlLetters() {
        #expect(character("\u{04}") == .control("d"))
        #expect(character("\u{15}") == .control("u"))
        #expect(KeyEvent.control("d").name == "ctrl-d")
    }

    @Test func functionKeysResizeAndTimeout() {
        #expect(key(KEY_F0 + 1) == .function(1))
        #expect(key(KEY_RESIZE) == .resize)
        #expect(KeyDecoder.decode(status: ERR, code: 0) == .timeout)
    }

    @Test func controlsThatMeanNothingAreDropped() {
        #expect(character("\u{00}") == nil && character("\u{9B}") == nil)
    }

    @Test func mouseClickAndWheel() {
        #expect(KeyDecoder.decodeMouse(buttonState: rcp_button1_clicked(), row: 3, column: 7) == .click(row: 3, column: 7))
        #expect(KeyDecoder.decodeMouse(buttonState: rcp_button1_pressed(), row: 1, column: 0) == .click(row: 1, column: 0))
        #expect(KeyDecoder.decodeMouse(buttonState: rcp_button4_pressed(), row: 2, column: 2) == .scrollUp(row: 2, column: 2))
        #expect(KeyDecoder.decodeMouse(buttonState: rcp_button5_pressed(), row: 2, column: 2) == .scrollDown(row: 2, column: 2))
        #expect(KeyDecoder.decodeMouse(buttonState: rcp_button1_released(), row: 2, column: 2) == nil)
    }
}

@Suite struct FrameStatsTests {
    @Test func jsonLineNamesCausePanesBytesAndTime() {
        let frame = FrameStats(cause: "j", rowsRendered: [("list", 2), ("status", 0)], bytesWritten: 87, microseconds: 412)
        #expect(frame.jsonLine == #"{"cause":"j","rows":{"list":2,"status":0},"total_rows":2,"bytes":87,"us":412}"#)
    }

    @Test func causeIsEscapedForJSON() {
        let frame = FrameStats(cause: "say \"hi\"\\\n\u{1B}", rowsRendered: [], bytesWritten: 0, microseconds: 0)
        #expect(frame.jsonLine.hasPrefix(#"{"cause":"say \"hi\"\\\n\u001b","rows":{}"#))
    }
}

/// What follows an Escape ncurses did not recognise.
@Suite struct EscapeSequenceTests {
    /// Reads `text` after an Escape, as the terminal's waiting input.
    private func read(_ text: String) -> (EscapeSequence, rest: String) {
        var scalars = Array(text.unicodeScalars.map(\.value))[...]
        let result = EscapeSequence.read { scalars.popFirst() }
        return (result, String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))))
    }

    @Test func aLoneEscapeIsEscapeAndTheNextKeyIsReadAgain() {
        #expect(read("").0 == .escape(pushBack: nil))
        #expect(read("j").0 == .escape(pushBack: UInt32(UInt8(ascii: "j"))))
    }

    @Test func anX10MouseReportIsDecodedNotTypedAsKeys() {
        // Button 0 at column 80 (byte 113, "q"), row 5: a click, never a q that quits.
        let (click, rest) = read("[M q&k")
        #expect(click == .mouse(.click(row: 5, column: 80)))
        #expect(rest == "k")
        #expect(read("[M`!!").0 == .mouse(.scrollUp(row: 0, column: 0)))
        #expect(read("[Ma!!").0 == .mouse(.scrollDown(row: 0, column: 0)))
        #expect(read("[M#!!").0 == .mouse(nil))  // a release
    }

    @Test(arguments: ["[200~", "[201~", "[15;2~", "[1;5A", "[<0;10;5M", "OP", "[?1;2c", "[", "[12"])
    func unknownSequencesAreDroppedWhole(sequence: String) {
        let (result, rest) = read(sequence + "j")
        #expect(result == .ignored)
        // The key after the sequence survives, unless the sequence never ended.
        if sequence.last.map({ $0.isLetter || $0 == "~" }) == true { #expect(rest == "j") }
    }

    /// A terminal's late answers to the graphics query: kitty's graphics reply (APC), XTVERSION
    /// (DCS), an OSC colour report with BEL; each dropped whole, the key after it kept.
    @Test(arguments: ["_Gi=31;OK\u{1B}\\", "P>|kitty(0.31.0)\u{1B}\\", "]11;rgb:0000/0000/0000\u{07}"])
    func controlStringsAreDroppedWhole(string: String) {
        let (result, rest) = read(string + "j")
        #expect(result == .ignored)
        #expect(rest == "j")
    }

    @Test func escapeThenPTypedQuicklyIsEscapeThenP() {
        #expect(read("P").0 == .escape(pushBack: UInt32(UInt8(ascii: "P"))))
    }
}
