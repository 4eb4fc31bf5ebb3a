import Foundation

/// Rewrites the controls a terminal would act on, which `JSONEncoder` leaves as raw UTF-8, as
/// JSON `\u` escapes: C1 controls (U+0080–U+009F: U+009B is CSI on many terminals) and the bidi
/// formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) that reorder
/// what is shown. `JSONEncoder` already escapes C0 controls and DEL is harmless on output.
///
/// The escaped JSON decodes to exactly the same strings, so `--json`, `export` and `import` keep
/// the data exact while `recipes show 4 --json` on a terminal cannot be made to run a sequence.
/// The characters can only stand inside strings (keys and punctuation are ASCII), where an escape
/// means the same character.
enum JSONControlEscapes {
    /// `json` with every such character escaped; the same bytes (no copy) when there is none.
    /// - Complexity: O(n) in the size of `json`.
    static func escape(_ json: Data) -> Data {
        // Every character escaped here is encoded with a lead byte 0xC2, 0xD8 or 0xE2.
        guard json.contains(where: { $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return json }
        let bytes = [UInt8](json)
        var result = [UInt8]()
        result.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = escapedScalar(in: bytes, at: index) {
                result.append(contentsOf: Array(String(format: "\\u%04x", scalar).utf8))
                index += length
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return Data(result)
    }

    /// The scalar at `index` and its length in bytes, when it is one to escape.
    private static func escapedScalar(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch (byte(0), byte(1), byte(2)) {
        case (0xC2, let second?, _) where (0x80...0x9F).contains(second):
            return (UInt32(second), 2) // U+0080–U+009F
        case (0xD8, 0x9C, _):
            return (0x061C, 2)
        case (0xE2, 0x80, let third?) where third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third):
            return (0x2000 + UInt32(third - 0x80), 3) // U+200E, U+200F, U+202A–U+202E
        case (0xE2, 0x81, let third?) where (0xA6...0xA9).contains(third):
            return (0x2040 + UInt32(third - 0x80), 3) // U+2066–U+2069
        default:
            return nil
        }
    }
}
