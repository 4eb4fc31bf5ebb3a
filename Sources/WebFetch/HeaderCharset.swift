import Foundation

/// The charset a server declares in `Content-Type`, and the body made ready for the page readers.
///
/// By the HTML standard a byte-order mark decides first, then the charset in the HTTP header,
/// then `<meta charset>`. A body the header calls Windows-1252 (or ISO-8859-1, US-ASCII, which
/// browsers read as Windows-1252) is turned into UTF-8 here and given a UTF-8 byte-order mark, so
/// that any reader, whatever its own sniffing, reads it as UTF-8 and a stale `<meta>` in the page
/// cannot undo it. Other charsets are passed on as they came, named in `ReadOptions.declaredCharset`.
enum HeaderCharset {
    /// The `charset` parameter of a `Content-Type` value, in lower case without quotes.
    static func of(contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).lowercased()
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Labels the Encoding Standard maps to Windows-1252.
    private static let windows1252Labels: Set<String> = [
        "windows-1252", "cp1252", "x-cp1252", "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1",
        "us-ascii", "ascii", "ansi_x3.4-1968", "cp819", "ibm819", "iso-ir-100",
    ]

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The body to hand the readers, and the charset to name to them (nil when the body is now UTF-8
    /// with a byte-order mark, or the server named none).
    static func prepare(_ body: Data, charset: String?) -> (body: Data, declaredCharset: String?) {
        guard let charset, !body.starts(with: byteOrderMark), !body.starts(with: [0xFF, 0xFE]), !body.starts(with: [0xFE, 0xFF])
        else { return (body, nil) }
        if charset == "utf-8" || charset == "utf8" { return (body, charset) }
        guard windows1252Labels.contains(charset) else { return (body, charset) }
        var text = String.UnicodeScalarView()
        for byte in body {
            text.append(byte >= 0x80 && byte < 0xA0 ? windows1252Controls[Int(byte - 0x80)] : Unicode.Scalar(byte))
        }
        return (Data(byteOrderMark) + Data(String(text).utf8), nil)
    }

    /// What Windows-1252 puts at 0x80–0x9F; the five bytes it leaves undefined stay the C1 controls
    /// of the same number, as the Encoding Standard says (Foundation's decoder refuses them instead).
    private static let windows1252Controls: [Unicode.Scalar] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ].map { Unicode.Scalar(UInt32($0))! }
}
