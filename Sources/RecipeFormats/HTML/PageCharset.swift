import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The character encoding of a saved web page, found as browsers find it, and the page made UTF-8.
///
/// In the order of the HTML standard's sniffing: a byte-order mark; else the charset the
/// transport named (an HTTP `Content-Type` header, an MHTML part's header), given by the caller;
/// else a `<meta charset>` or `<meta http-equiv="Content-Type">` near the top; else UTF-8 when
/// the bytes are UTF-8 and Windows-1252 when they are not (what old pages without a declaration
/// mean). `ISO-8859-1` and `US-ASCII` are read as Windows-1252, as browsers do. Other encodings
/// are converted with the C library's iconv; bytes that do not fit become U+FFFD.
enum PageCharset {
    /// The page as UTF-8 without a byte-order mark, or `nil` when it already is exactly that.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, hint: String?) -> [UInt8]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return converted(bytes.dropFirst(2), from: "UTF-16LE") }
        if bytes.starts(with: [0xFE, 0xFF]) { return converted(bytes.dropFirst(2), from: "UTF-16BE") }
        let named = hint.flatMap(label) ?? declared(in: bytes).flatMap(label)
        switch named {
        case "UTF-8"?:
            return nil
        case let name?:
            return converted(bytes[...], from: name)
        case nil:
            return UTF8Validation.firstInvalidOffset(in: bytes) == nil ? nil : converted(bytes[...], from: "WINDOWS-1252")
        }
    }

    /// The iconv name for a charset label, `nil` for a label that names none.
    static func label(_ written: String) -> String? {
        let name = written.trimmingCharacters(in: .whitespaces.union(["\"", "'"])).uppercased()
        guard !name.isEmpty else { return nil }
        switch name {
        case "UTF-8", "UTF8", "UNICODE-1-1-UTF-8": return "UTF-8"
        case "ISO-8859-1", "ISO8859-1", "LATIN1", "L1", "US-ASCII", "ASCII", "WINDOWS-1252", "CP1252", "X-CP1252":
            return "WINDOWS-1252"
        default: return name
        }
    }

    /// The charset a `<meta>` near the top of the page declares (the standard looks at the first
    /// 1,024 bytes; pages put theirs after long headers, so the first 8 KiB are read).
    private static func declared(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        LinkedDataScanner.scan(UnsafeBufferPointer(rebasing: bytes.prefix(8_192))).declaredCharset
    }

    private static func converted(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, from encoding: String) -> [UInt8]? {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var input = Array(bytes)
        input.withUnsafeMutableBufferPointer { source in
            var inPointer = source.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
            var inLeft = source.count
            var buffer = [CChar](repeating: 0, count: 16_384)
            while inLeft > 0 {
                buffer.withUnsafeMutableBufferPointer { target in
                    var outPointer = target.baseAddress
                    var outLeft = target.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    output.append(contentsOf: target.prefix(target.count - outLeft).map { UInt8(bitPattern: $0) })
                    // A byte the encoding does not define: U+FFFD, and on with the next byte.
                    if result == -1, errno == EILSEQ || errno == EINVAL {
                        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                        inPointer = inPointer.map { $0 + 1 }
                        inLeft -= 1
                    }
                }
            }
        }
        return output
    }
}
