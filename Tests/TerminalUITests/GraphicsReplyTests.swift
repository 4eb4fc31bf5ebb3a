import Testing
import TerminalUI

/// Reading the terminal's answers to the picture questions asked at start.
@Suite struct GraphicsReplyTests {
    @Test func kittysAnswersSayItSpeaksTheProtocolAndItsVersion() {
        let bytes = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c".utf8)
        let reply = GraphicsReply(parsing: bytes)
        #expect(reply == GraphicsReply(answered: true, speaksKittyGraphics: true, speaksSixel: false, version: "kitty(0.26.5)"))
    }

    @Test func attribute4OfTheDeviceAttributesIsSixel() {
        let reply = GraphicsReply(parsing: Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8))
        #expect(reply == GraphicsReply(answered: true, speaksKittyGraphics: false, speaksSixel: true, version: "XTerm(379)"))
        let without = GraphicsReply(parsing: Array("\u{1B}[?64;1;2;6;9;15;18;21;22c".utf8))
        #expect(without.answered && !without.speaksSixel)
    }

    @Test func noAnswerOrAHalfAnswerIsNoAnswer() {
        #expect(GraphicsReply(parsing: []) == GraphicsReply())
        #expect(!GraphicsReply(parsing: Array("\u{1B}[?62;4".utf8)).answered)
    }
}
