import Foundation

/// A web page saved as one file (MHTML, `.mht`/`.mhtml`: what browsers write for "Save as single
/// file"): a MIME `multipart/related` message whose first `text/html` part is the page.
///
/// Parts are encoded quoted-printable (Chrome, Edge) or base64 (older Internet Explorer, some
/// tools), or left as they are; header lines may be folded. The page's charset comes from its
/// part's `Content-Type`, as a transport's would.
enum WebPageArchive {
    /// The page inside an archive: its bytes and the charset its part names.
    struct Page {
        var bytes: [UInt8]
        var charset: String?
    }

    /// Whether the bytes are a MIME message with several related parts (its headers come first).
    static func isArchive(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(4_096), as: UTF8.self)
        guard let first = head.first, first.isLetter else { return false }
        let headers = head.components(separatedBy: "\n\n").first.map { $0.components(separatedBy: "\r\n\r\n")[0] } ?? ""
        return headers.range(of: "multipart/related", options: .caseInsensitive) != nil
    }

    /// The page of an archive; `nil` when it has no boundary or no `text/html` part.
    static func page(in bytes: UnsafeBufferPointer<UInt8>) -> Page? {
        let (headers, bodyStart) = self.headers(in: bytes, from: 0)
        guard let boundary = parameter("boundary", of: headers["content-type"]) else { return nil }
        let delimiter = Array(("--" + boundary).utf8)
        var position = bodyStart
        var parts: [Range<Int>] = []
        var start: Int?
        while let hit = ByteSearch.firstIndex(of: delimiter, in: bytes, from: position) {
            if let start { parts.append(start ..< hit) }
            let lineEnd = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: hit) ?? bytes.count
            start = lineEnd + 1
            position = hit + delimiter.count
        }
        for part in parts {
            let (partHeaders, contentStart) = self.headers(in: bytes, from: part.lowerBound)
            guard contentStart < part.upperBound,
                  partHeaders["content-type"]?.lowercased().hasPrefix("text/html") == true else { continue }
            let content = bytes[contentStart ..< part.upperBound]
            let encoding = partHeaders["content-transfer-encoding"]?.lowercased() ?? ""
            let decoded = encoding == "base64" ? base64Decoded(content)
                : encoding == "quoted-printable" ? quotedPrintableDecoded(content) : Array(content)
            return Page(bytes: decoded, charset: parameter("charset", of: partHeaders["content-type"]))
        }
        return nil
    }

    /// The header fields from `start` to the first empty line (names lowercased, folded lines
    /// joined), and where the content after them starts.
    private static func headers(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> ([String: String], Int) {
        var fields: [String: String] = [:]
        var lastName: String?
        var position = start
        while position < bytes.count {
            let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: position) ?? bytes.count
            var line = String(decoding: bytes[position ..< end], as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            position = end + 1
            if line.isEmpty { break }
            if let first = line.first, first == " " || first == "\t", let name = lastName {
                fields[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                if fields[name] == nil { fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
                lastName = name
            }
        }
        return (fields, min(position, bytes.count))
    }

    /// A `name=value` parameter of a header value (`boundary="----X"`, `charset=utf-8`).
    private static func parameter(_ name: String, of value: String?) -> String? {
        guard let value else { return nil }
        for piece in value.split(separator: ";") {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == name {
                return pair[1].trimmingCharacters(in: ["\""])
            }
        }
        return nil
    }

    private static func base64Decoded(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        [UInt8](Data(base64Encoded: Data(content), options: .ignoreUnknownCharacters) ?? Data())
    }

    /// `=XX` is the byte XX; `=` at a line's end joins the lines; anything else is itself.
    private static func quotedPrintableDecoded(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = content.startIndex
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        while index < content.endIndex {
            let byte = content[index]
            guard byte == UInt8(ascii: "=") else {
                output.append(byte)
                index += 1
                continue
            }
            let next = index + 1 < content.endIndex ? content[index + 1] : 0
            if next == UInt8(ascii: "\r") || next == UInt8(ascii: "\n") {
                index += next == UInt8(ascii: "\r") && index + 2 < content.endIndex && content[index + 2] == UInt8(ascii: "\n") ? 3 : 2
            } else if index + 2 < content.endIndex, let high = hex(next), let low = hex(content[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }
}
