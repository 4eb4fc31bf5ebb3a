import Testing
@testable import TerminalUI

/// `TextSanitizer.forOutput`: what commands print (text and messages) is sanitised like the screen,
/// with stand-ins that do not depend on the locale.
@Suite struct OutputSanitizingTests {
    let output = TextSanitizer.forOutput
    let screen = TextSanitizer(unicode: true)

    @Test func controlsBecomeTheSamePicturesAsOnTheScreen() {
        let text = "a\u{1B}[31mb\u{7}\t\n\u{7F}"
        #expect(output.sanitize(text) == "a␛[31mb␇␉␊␡")
        #expect(output.sanitize(text) == screen.sanitize(text))
    }

    @Test func c1AndBidiControlsAreSpeltOut() {
        #expect(output.sanitize("csi\u{9B}2J x\u{202E}y\u{2066}") == "csi\\u{9B}2J x\\u{202E}y\\u{2066}")
    }

    @Test func everyScalarTheScreenKeepsIsKeptWhateverTheLocale() {
        // The screen drops a joiner before an emoji and replaces what wcwidth cannot print; printed
        // text has no columns to keep, so both stay.
        let text = "김치찌개 👩\u{200D}🍳 e\u{301} \u{E000}"
        #expect(output.sanitize(text) == text)
    }

    @Test func sanitisingTwiceChangesNothingMore() {
        let once = output.sanitize("x\u{1B}]0;t\u{7}\u{9B}\u{202E}")
        #expect(output.sanitize(once) == once)
    }
}
