import Foundation

/// What a web page holds for the recipe reader: its JSON-LD blocks and the address it names for itself.
struct LinkedDataPage: Sendable, Equatable {
    /// Byte ranges of the contents of each `<script type="application/ld+json">`, in page order.
    var blocks: [Range<Int>] = []
    /// The page's `<link rel="canonical">` address, if any.
    var canonicalURL: String?
    /// The page's `<meta property="og:url">` address, if any.
    var openGraphURL: String?
    /// The page's `<meta property="og:title">`, if any: a title when the page's text has no `h1`.
    var openGraphTitle: String?
    /// The charset its first `<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">` declares.
    var declaredCharset: String?
    /// The language its `<html lang="de">` (or `xml:lang`) declares, as written; `nil` when empty or absent.
    var declaredLanguage: String?
}

/// Finds the JSON-LD blocks of a saved web page in one pass over its bytes, without parsing the HTML.
///
/// Pages run to megabytes of inline scripts and styles; the scan jumps from `<` to `<` with
/// `memchr`, reads the attributes of `html`, `script`, `link` and `meta` tags only, and skips the
/// contents of scripts, styles and comments whole, so markup-like text inside them is not
/// mistaken for tags. Every search starts where the last one ended: the cost is linear.
enum LinkedDataScanner {
    /// Scans `bytes`, the page as saved.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> LinkedDataPage {
        var page = LinkedDataPage()
        var position = 0
        while let open = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: position) {
            position = open + 1
            if ByteSearch.matches(commentOpen, in: bytes, at: open + 1) {
                guard let close = ByteSearch.firstIndex(of: commentClose, in: bytes, from: open + 4) else { break }
                position = close + 3
                continue
            }
            guard let name = tagName(in: bytes, at: open + 1) else { continue }
            switch name {
            case "script", "style":
                let tag = readTag(in: bytes, nameEnd: open + 1 + name.utf8.count)
                guard let close = ByteSearch.firstIndex(of: closingTags[name]!, in: bytes, from: tag.end, ignoringCase: true) else {
                    if name == "script", isLinkedData(tag.attributes) { page.blocks.append(tag.end ..< bytes.count) }
                    return page
                }
                if name == "script", isLinkedData(tag.attributes) { page.blocks.append(tag.end ..< close) }
                position = close + 2 + name.utf8.count
            case "link", "meta":
                let tag = readTag(in: bytes, nameEnd: open + 1 + name.utf8.count)
                note(tag.attributes, of: name, on: &page)
                position = tag.end
            case "html":
                let tag = readTag(in: bytes, nameEnd: open + 1 + name.utf8.count)
                if page.declaredLanguage == nil {
                    let language = tag.attributes.first { $0.name == "lang" || $0.name == "xml:lang" }?.value
                    let trimmed = language.map { HTMLText.plainText($0) } ?? ""
                    page.declaredLanguage = trimmed.isEmpty ? nil : trimmed
                }
                position = tag.end
            default:
                continue
            }
        }
        return page
    }

    private static func isLinkedData(_ attributes: [(name: String, value: String)]) -> Bool {
        attributes.contains { $0.name == "type" && $0.value.lowercased().hasPrefix("application/ld+json") }
    }

    private static func note(_ attributes: [(name: String, value: String)], of tag: String, on page: inout LinkedDataPage) {
        func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        if tag == "link", page.canonicalURL == nil,
           let rel = value("rel"), rel.lowercased().split(separator: " ").contains("canonical"), let href = value("href") {
            page.canonicalURL = HTMLText.plainText(href)
        } else if tag == "meta", page.declaredCharset == nil, let charset = value("charset") {
            page.declaredCharset = charset
        } else if tag == "meta", page.declaredCharset == nil, value("http-equiv")?.lowercased() == "content-type",
                  let content = value("content"), let range = content.range(of: "charset=", options: .caseInsensitive) {
            page.declaredCharset = String(content[range.upperBound...].prefix { $0 != ";" && $0 != " " })
        } else if tag == "meta", page.openGraphURL == nil,
                  value("property")?.lowercased() == "og:url" || value("name")?.lowercased() == "og:url",
                  let content = value("content") {
            page.openGraphURL = HTMLText.plainText(content)
        } else if tag == "meta", page.openGraphTitle == nil,
                  value("property")?.lowercased() == "og:title" || value("name")?.lowercased() == "og:title",
                  let content = value("content") {
            page.openGraphTitle = HTMLText.plainText(content)
        }
    }

    private static let tagNames = ["script", "style", "link", "meta", "html"].map { ($0, Array($0.utf8)) }
    private static let commentOpen = Array("!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let closingTags = ["script": Array("</script".utf8), "style": Array("</style".utf8)]

    /// The lowercased tag name at `start` if it is one the scanner reads, else `nil`.
    private static func tagName(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> String? {
        for (name, spelling) in tagNames where ByteSearch.matches(spelling, in: bytes, at: start, ignoringCase: true) {
            let after = start + spelling.count
            guard after < bytes.count else { return nil }
            switch bytes[after] {
            case UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D, 0x0C: return name
            default: return nil
            }
        }
        return nil
    }

    /// Reads the attributes of a tag whose name ends at `nameEnd`; `end` is just past its `>`.
    private static func readTag(
        in bytes: UnsafeBufferPointer<UInt8>, nameEnd: Int
    ) -> (attributes: [(name: String, value: String)], end: Int) {
        var attributes: [(name: String, value: String)] = []
        var index = nameEnd
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { break }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let name = String(decoding: bytes[nameStart ..< index], as: UTF8.self).lowercased()
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                let quote = index < bytes.count ? bytes[index] : 0
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let end = ByteSearch.firstIndex(of: quote, in: bytes, from: index + 1) ?? bytes.count
                    value = String(decoding: bytes[index + 1 ..< end], as: UTF8.self)
                    index = min(end + 1, bytes.count)
                } else {
                    let start = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = String(decoding: bytes[start ..< index], as: UTF8.self)
                }
            }
            // A value may be written with references (`application&#x2F;ld&#x2B;json`).
            if value.contains("&") { value = String(HTMLText.decodingReferences(value.unicodeScalars).0) }
            attributes.append((name, value))
        }
        return (attributes, min(index + 1, bytes.count))
    }
}
