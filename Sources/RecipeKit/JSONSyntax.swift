/// Finds where a JSON text first breaks the grammar (RFC 8259), for error messages.
///
/// Foundation's decoders on Linux only say "not valid JSON"; a person fixing a file needs the
/// line, the column and what was expected there. Only run on text a decoder already rejected.
struct JSONSyntax {
    /// The first syntax error: 1-based line and column (in characters), and what was expected.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var expected: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private static let maximumDepth = 512

    /// The first syntax error in `bytes`, or `nil` if they are one well-formed JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var scanner = JSONSyntax(bytes: bytes)
        do {
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.index < bytes.count { throw scanner.failure("the end of the file after the JSON value") }
            return nil
        } catch {
            return error as? Failure
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws {
        guard depth < Self.maximumDepth else { throw failure("less deeply nested arrays and objects") }
        skipWhitespace()
        guard let byte = current else { throw failure("a value (object, array, string, number, true, false or null)") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw failure("a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func object(depth: Int) throws {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("a field name in double quotes") }
            try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("':' after the field name") }
            index += 1
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return }
            guard current == UInt8(ascii: ",") else { throw failure("',' or '}' after a field") }
            index += 1
        }
    }

    private mutating func array(depth: Int) throws {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return }
        while true {
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return }
            guard current == UInt8(ascii: ",") else { throw failure("',' or ']' after an array element") }
            index += 1
        }
    }

    private mutating func string() throws {
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current, Array("\"\\/bfnrtu".utf8).contains(escaped) else {
                    throw failure("an escape such as \\n, \\\" or \\u00e9 after the backslash")
                }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = current, hex.isHexDigit else { throw failure("four hex digits after \\u") }
                        index += 1
                    }
                }
            case 0..<0x20:
                throw failure("'\\n' or another escape instead of a raw control character in a string")
            default:
                index += 1
            }
        }
        throw failure("a closing '\"' before the end of the file")
    }

    private mutating func number() throws {
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") { index += 1; try digits() }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws {
        guard let first = current, first.isDigit else { throw failure("a digit") }
        while let byte = current, byte.isDigit { index += 1 }
    }

    private mutating func literal(_ word: String) throws {
        let start = index
        for byte in word.utf8 {
            guard current == byte else {
                index = start // point at the word, not at the letter where it went wrong
                throw failure("'\(word)'")
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// A failure at the current position; the column counts characters, not UTF-8 bytes.
    private func failure(_ expected: String) -> Failure {
        let end = min(index, bytes.count)
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<lineStart].count(where: { $0 == 0x0A }) + 1
        let column = bytes[lineStart..<end].count(where: { $0 & 0xC0 != 0x80 }) + 1
        return Failure(line: line, column: column, expected: expected)
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
