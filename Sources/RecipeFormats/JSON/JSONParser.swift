/// A JSON syntax error: where reading stopped and what was expected there.
struct JSONSyntaxError: Error, Sendable, Equatable {
    /// 1-based line of the problem.
    var line: Int
    /// 1-based column, in characters.
    var column: Int
    /// What should have come there, completing "expected …".
    var expected: String

    /// `line 2, column 9: expected ':' after the field name`.
    var message: String { "line \(line), column \(column): expected \(expected)" }
}

/// A forgiving JSON parser for what web pages and other apps actually write.
///
/// It accepts a byte order mark, trailing and repeated commas, raw newlines and tabs inside
/// strings, `//` and `/* */` comments, invalid escapes (kept as the character), JavaScript's
/// `undefined`, `NaN` and `Infinity` (read as null), and several top-level values in a row (read
/// as an array). A document that fails is read once more taking a `"` inside a string as text
/// unless a `,` `:` `}` `]` or the end follows it (`"The "Best" Cake"`); if that fails too, the
/// first failure is reported. It refuses nesting deeper than `maximumDepth`, so no input can
/// exhaust the stack, and it reads each byte at most twice, so no input can make it slow.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; real recipe documents stay under 20.
    static let maximumDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    /// Whether a `"` that no separator follows is text inside the string rather than its end.
    private let keepsStrayQuotes: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>, keepsStrayQuotes: Bool) {
        self.bytes = bytes
        self.keepsStrayQuotes = keepsStrayQuotes
    }

    /// Parses a whole document.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var strict = JSONParser(bytes, keepsStrayQuotes: false)
        do {
            return try strict.document()
        } catch {
            guard bytes.contains(UInt8(ascii: "\"")) else { throw error }
            var forgiving = JSONParser(bytes, keepsStrayQuotes: true)
            guard let value = try? forgiving.document() else { throw error }
            return value
        }
    }

    /// Parses a whole document held in an array or a slice of one.
    static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer) }
        }
        if let result { return try result.get() }
        return try parse(Array(bytes))
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        var values: [JSONValue] = []
        skipSpace()
        repeat {
            values.append(try value())
            skipSpace()
            if peek == UInt8(ascii: ",") || peek == UInt8(ascii: ";") {
                position += 1
                skipSpace()
            }
        } while position < bytes.count
        return values.count == 1 ? values[0] : .array(values)
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek else { throw failure("a value (object, array, string, number, true, false or null)") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "u"), UInt8(ascii: "N"), UInt8(ascii: "I"): return try javaScriptWord()
        default: throw failure("a value (object, array, string, number, true, false or null)")
        }
    }

    /// `undefined`, `NaN` or `Infinity`, which pages built by JavaScript let slip into their JSON: null.
    private mutating func javaScriptWord() throws(JSONSyntaxError) -> JSONValue {
        for word: StaticString in ["undefined", "NaN", "Infinity"] {
            if let value = try? literal(word, .null) { return value }
        }
        throw failure("a value (object, array, string, number, true, false or null)")
    }

    /// Skips commas with nothing between them (`["a",,"b"]`, `{,"a":1}`), as templates leave them.
    private mutating func skipEmptyElements() {
        while peek == UInt8(ascii: ",") {
            position += 1
            skipSpace()
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var members: [JSONMember] = []
        skipSpace()
        skipEmptyElements()
        while peek != UInt8(ascii: "}") {
            guard peek == UInt8(ascii: "\"") else { throw failure("a field name in double quotes") }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw failure("':' after the field name") }
            position += 1
            skipSpace()
            members.append(JSONMember(key, try value()))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                skipEmptyElements()
            } else if peek != UInt8(ascii: "}") {
                throw failure("',' or '}' after a field")
            }
        }
        position += 1
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipSpace()
        skipEmptyElements()
        while peek != UInt8(ascii: "]") {
            elements.append(try value())
            skipSpace()
            if peek == UInt8(ascii: ",") {
                skipEmptyElements()
            } else if peek != UInt8(ascii: "]") {
                throw failure("',' or ']' after an array element")
            }
        }
        position += 1
        depth -= 1
        return .array(elements)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("at most \(Self.maximumDepth) levels of nested arrays and objects") }
    }

    private mutating func literal(_ word: StaticString, _ result: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= text.count, bytes[position ..< position + text.count].elementsEqual(text) else {
            throw failure("'\(word)'")
        }
        position += text.count
        return result
    }

    private mutating func number() -> JSONValue {
        let start = position
        while let byte = peek, isNumberByte(byte) { position += 1 }
        return .number(String(decoding: bytes[start ..< position], as: UTF8.self))
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    /// Reads a string from its opening quote; raw control characters are kept as they are.
    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            position += 1
        }
        guard position < bytes.count else { throw failure("a closing '\"' before the end of the file", at: start - 1) }
        if bytes[position] == UInt8(ascii: "\""), endsString(at: position) {
            position += 1
            return String(decoding: bytes[start ..< position - 1], as: UTF8.self)
        }
        var decoded = Array(bytes[start ..< position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\"") where endsString(at: position - 1): return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"): appendEscape(to: &decoded)
            default: decoded.append(byte)
            }
        }
        throw failure("a closing '\"' before the end of the file", at: start - 1)
    }

    /// Whether the `"` at `index` ends its string: always when strict; when forgiving, only if
    /// the end, a separator or a comment follows it (after white space).
    private func endsString(at index: Int) -> Bool {
        guard keepsStrayQuotes else { return true }
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        guard next < bytes.count else { return true }
        return [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "/"), UInt8(ascii: ";")]
            .contains(bytes[next])
    }

    private mutating func appendEscape(to decoded: inout [UInt8]) {
        guard let byte = peek else { return }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "u"): decoded.append(contentsOf: String(unicodeEscape()).utf8)
        default: decoded.append(byte)  // \" \\ \/ and, forgivingly, any other character as itself
        }
    }

    /// The character of a `\uXXXX` escape (and its low surrogate, if one follows); U+FFFD if malformed.
    private mutating func unicodeEscape() -> Character {
        guard let high = hexQuad() else { return "\u{FFFD}" }
        if (0xD800 ..< 0xDC00).contains(high) {
            let save = position
            if peek == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                if let low = hexQuad(), (0xDC00 ..< 0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return Character(scalar)
                }
            }
            position = save
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high).map(Character.init) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - position >= 4 else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position ..< position + 4] {
            guard let digit = hexDigit(byte) else { return nil }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Skips whitespace and comments.
    private mutating func skipSpace() {
        while let byte = peek {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while let byte = peek, byte != 0x0A { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                position += 2
                while position < bytes.count,
                      !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            default:
                return
            }
        }
    }

    private func failure(_ expected: String, at offset: Int? = nil) -> JSONSyntaxError {
        let place = TextPosition(of: offset ?? position, in: bytes)
        return JSONSyntaxError(line: place.line, column: place.column, expected: expected)
    }
}
