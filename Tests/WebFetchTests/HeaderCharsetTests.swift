// What reaches the page readers from a server that declares its charset in Content-Type.
import Foundation
import RecipeFormats
import Testing
@testable import WebFetch

@Suite struct HeaderCharsetTests {
    private let creme: [UInt8] = Array("<title>Cr".utf8) + [0xE8] + Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9, 0x92, 0x81]

    @Test func theCharsetIsTakenFromTheContentTypeWhateverItsCaseAndQuotes() {
        #expect(HeaderCharset.of(contentType: "text/html; charset=Windows-1252") == "windows-1252")
        #expect(HeaderCharset.of(contentType: #"text/html;charset="ISO-8859-1""#) == "iso-8859-1")
        #expect(HeaderCharset.of(contentType: "text/html") == nil)
        #expect(HeaderCharset.of(contentType: nil) == nil)
    }

    @Test func aWindows1252PageBecomesUTF8WithAByteOrderMarkThatReadersFollowFirst() {
        for label in ["windows-1252", "iso-8859-1", "us-ascii"] {
            let (body, declared) = HeaderCharset.prepare(Data(creme), charset: label)
            #expect(declared == nil)
            #expect(body.starts(with: [0xEF, 0xBB, 0xBF]))
            // 0x92 is Windows-1252's right quote; 0x81, undefined there, stays the C1 control it numbers.
            #expect(String(decoding: body.dropFirst(3), as: UTF8.self) == "<title>Crème brûlé\u{2019}\u{81}")
        }
    }

    @Test func utf8AndCharsetsNotTranscodedArePassedOnNamed() {
        let utf8 = Data("<title>Crème brûlée".utf8)
        #expect(HeaderCharset.prepare(utf8, charset: "utf-8") == (utf8, "utf-8"))
        #expect(HeaderCharset.prepare(Data(creme), charset: "shift_jis") == (Data(creme), "shift_jis"))
        #expect(HeaderCharset.prepare(utf8, charset: nil) == (utf8, nil))
        // A byte-order mark decides before the header.
        let marked = Data([0xEF, 0xBB, 0xBF]) + utf8
        #expect(HeaderCharset.prepare(marked, charset: "windows-1252") == (marked, nil))
    }
}
