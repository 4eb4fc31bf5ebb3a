import Foundation
import Testing
@testable import RecipeFormats

/// Pages in other encodings than UTF-8, and pages saved as one file (MHTML): the text comes out as written.
@Suite struct PageEncodingTests {
    /// "Crème brûlée" in Windows-1252.
    private static let cremeBrulee1252: [UInt8] = [67, 114, 232, 109, 101, 32, 98, 114, 251, 108, 233, 101]

    private func page(head: String, titleBytes: [UInt8], microdata: Bool = false) -> [UInt8] {
        if microdata {
            return Array("<html><head>\(head)</head><body><div itemscope itemtype=\"https://schema.org/Recipe\"><h1 itemprop=\"name\">".utf8)
                + titleBytes + Array("</h1><p itemprop=\"recipeIngredient\">cream</p></div></body></html>".utf8)
        }
        return Array("<html><head>\(head)<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"".utf8)
            + titleBytes + Array("\"}</script></head></html>".utf8)
    }

    private func title(_ bytes: [UInt8], hint: String? = nil, fileName: String = "page.html") -> String? {
        TestReading.read(bytes, fileName: fileName, options: ReadOptions(charsetHint: hint)).recipes.first?.title
    }

    @Test func aWindows1252PageDeclaredByMetaCharsetKeepsItsAccents() {
        #expect(title(page(head: #"<meta charset="windows-1252">"#, titleBytes: Self.cremeBrulee1252)) == "Crème brûlée")
    }

    @Test func aLatin1PageDeclaredByHTTPEquivKeepsItsAccentsInMicrodataToo() {
        let head = #"<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">"#
        #expect(title(page(head: head, titleBytes: Self.cremeBrulee1252, microdata: true)) == "Crème brûlée")
    }

    @Test func anUndeclaredPageThatIsNotUTF8IsReadAsWindows1252() {
        #expect(title(page(head: "", titleBytes: Self.cremeBrulee1252)) == "Crème brûlée")
    }

    @Test func theCallersCharsetWinsOverTheMetaAndAByteOrderMarkWinsOverBoth() {
        let mislabelled = page(head: #"<meta charset="utf-8">"#, titleBytes: Self.cremeBrulee1252)
        #expect(title(mislabelled, hint: "windows-1252") == "Crème brûlée")
        let marked = [0xEF, 0xBB, 0xBF] + page(head: #"<meta charset="windows-1252">"#, titleBytes: Array("Crème brûlée".utf8))
        #expect(title(marked, hint: "iso-8859-1") == "Crème brûlée")
    }

    @Test func shiftJISAndUTF16PagesAreConverted() {
        let nikujaga: [UInt8] = [147, 247, 130, 182, 130, 225, 130, 170]
        #expect(title(page(head: #"<meta charset="Shift_JIS">"#, titleBytes: nikujaga)) == "肉じゃが")
        let text = String(decoding: page(head: "", titleBytes: Array("肉じゃが".utf8)), as: UTF8.self)
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(title(utf16, fileName: "page.html") == "肉じゃが")
    }

    // MARK: MHTML

    private static let chromeArchive = """
        From: <Saved by Blink>\r
        Snapshot-Content-Location: https://a.example/creme\r
        Subject: =?utf-8?Q?Cr=C3=A8me?=\r
        MIME-Version: 1.0\r
        Content-Type: multipart/related;\r
        \ttype="text/html";\r
        \tboundary="----MultipartBoundary--abc123----"\r
        \r
        \r
        ------MultipartBoundary--abc123----\r
        Content-Type: text/html\r
        Content-ID: <frame-1@mhtml.blink>\r
        Content-Transfer-Encoding: quoted-printable\r
        Content-Location: https://a.example/creme\r
        \r
        <html><head><meta http-equiv=3D"Content-Type" content=3D"text/html; charset=3DUTF-8"><script type=3D"applicat=\r
        ion/ld+json">{"@type":"Recipe","name":"Cr=C3=A8me br=C3=BBl=C3=A9e","recipeIngredient":["500 ml cream"]}</script></head></html>\r
        ------MultipartBoundary--abc123----\r
        Content-Type: image/jpeg\r
        Content-Transfer-Encoding: base64\r
        Content-Location: https://a.example/creme.jpg\r
        \r
        /9j/4AAQSkZJRgABAQ==\r
        ------MultipartBoundary--abc123------\r

        """

    @Test func aChromeMHTMLPageIsReadFromItsQuotedPrintableHTMLPart() throws {
        let result = TestReading.read(Self.chromeArchive, fileName: "Crème brûlée.mhtml")
        #expect(result.format == .html)
        #expect(result.recipes.map(\.title) == ["Crème brûlée"])
        #expect(result.recipes.first?.ingredients == ["500 ml cream"])
    }

    @Test func aBase64PartInWindows1252IsDecodedInItsCharsetWhateverTheFileIsCalled() throws {
        let archive = """
            MIME-Version: 1.0\r
            Content-Type: multipart/related; boundary=part\r
            \r
            --part\r
            Content-Type: text/html; charset="windows-1252"\r
            Content-Transfer-Encoding: base64\r
            \r
            PGh0bWw+PHNjcmlwdCB0eXBlPSJhcHBsaWNhdGlvbi9sZCtqc29uIj57IkB0eXBlIjoiUmVjaXBl\r
            IiwibmFtZSI6IkNy6G1lIGJy+2zpZSJ9PC9zY3JpcHQ+PC9odG1sPg==\r
            --part--\r

            """
        #expect(RecipeFormat.detect(Array(archive.utf8), fileName: "saved.txt") == .html)
        #expect(TestReading.read(archive, fileName: "saved.txt").recipes.map(\.title) == ["Crème brûlée"])
    }

    @Test func anArchiveWithoutAPageSaysSo() {
        let archive = "MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary=b\r\n\r\n--b\r\nContent-Type: image/png\r\n\r\nxx\r\n--b--\r\n"
        #expect(TestReading.messages(TestReading.read(archive, fileName: "x.mht"))
            == ["x.mht: a web archive (MHTML) without a web page (text/html part) in it"])
    }
}
