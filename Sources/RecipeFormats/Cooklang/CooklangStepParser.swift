import Foundation

/// Parses the text of one Cooklang step (its lines already joined, comments removed) into components.
///
/// `@`, `#` and `~` start an ingredient, cookware or timer when a name follows at once (or, for
/// a timer, braces). A name runs to the first `{` when one comes before the next `@`, `#`, `~`
/// or `}` (`@ground black pepper{}`), else it is one word, ending at whitespace or punctuation
/// (`@salt,`). A backslash makes the next punctuation character plain text (`\@`). Everything
/// else is text. Each byte is looked at a bounded number of times, whatever the input.
struct CooklangStepParser {
    private let bytes: [UInt8]
    private var index = 0
    private var components: [CooklangComponent] = []
    private var text: [UInt8] = []
    /// The next `}` and `)`, remembered so that many unclosed braces cost one scan, not one each.
    private var closingBrace = NextByte(UInt8(ascii: "}"))
    private var closingParenthesis = NextByte(UInt8(ascii: ")"))

    /// The components of a step, texts merged.
    static func components(of step: [UInt8]) -> [CooklangComponent] {
        var parser = CooklangStepParser(bytes: step)
        return parser.parse()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parse() -> [CooklangComponent] {
        // Room for a step's usual few components at once, not grown one, two, four.
        components.reserveCapacity(8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, Self.isASCIIPunctuation(bytes[index + 1]) {
                text.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~"),
                      let (component, end) = component(at: index) {
                flushText()
                components.append(component)
                index = end
            } else {
                // Plain bytes are taken a run at a time, up to the next byte that may start something.
                var end = index + 1
                while end < bytes.count, !Self.mayStartComponent(bytes[end]) { end += 1 }
                text.append(contentsOf: bytes[index ..< end])
                index = end
            }
        }
        flushText()
        return components
    }

    /// Whether `byte` is a backslash or a sigil: what the parser must look at on its own.
    private static func mayStartComponent(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~")
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        components.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    /// The component that starts at `start`, and where it ends; `nil` if the sigil is plain text.
    private mutating func component(at start: Int) -> (CooklangComponent, Int)? {
        let sigil = bytes[start]
        var position = start + 1
        var modifiers = Modifiers()
        if sigil != UInt8(ascii: "~") {
            while position < bytes.count, modifiers.insert(bytes[position]) {
                position += 1
                // `@&(=1)sauce{}`: a reference to what an earlier section or step made (cooklang-rs's
                // intermediate preparations); the part in parentheses is not the name.
                if bytes[position - 1] == UInt8(ascii: "&"), position < bytes.count, bytes[position] == UInt8(ascii: "("),
                   let close = closingParenthesis.index(after: position, in: bytes), close + 1 < bytes.count,
                   !Self.isSpace(bytes, at: close + 1) {
                    position = close + 1
                }
            }
        }
        guard position < bytes.count, !Self.isSpace(bytes, at: position) else { return nil }
        let nameStart = position
        guard let (name, braces, end) = nameAndBraces(from: nameStart), !name.isEmpty || sigil == UInt8(ascii: "~") && braces != nil
        else { return nil }
        let (quantity, unit, isFixed) = braces.map(Self.amount) ?? ("", "", false)
        switch sigil {
        case UInt8(ascii: "#"):
            return (.cookware(name: name, quantity: quantity), end)
        case UInt8(ascii: "~"):
            return (.timer(name: name, quantity: quantity, unit: unit), end)
        default:
            var ingredient = CooklangIngredient(name: name, quantity: quantity, unit: unit)
            ingredient.isOptional = modifiers.contains(UInt8(ascii: "?"))
            ingredient.isHidden = modifiers.contains(UInt8(ascii: "-"))
            ingredient.isFixed = isFixed
            ingredient.isRecipe = modifiers.contains(UInt8(ascii: "@"))
            var after = end
            if braces != nil, after < bytes.count, bytes[after] == UInt8(ascii: "("),
               let close = closingParenthesis.index(after: after, in: bytes) {
                ingredient.note = Self.trimmed(bytes[after + 1 ..< close])
                after = close + 1
            }
            return (.ingredient(ingredient), after)
        }
    }

    /// The name from `start`: up to a `{` that comes before the next sigil or `}` (several words),
    /// else one word. The braces' contents, if any, and the index after the component. Escaped
    /// characters (`\{`) belong to a several-word name.
    private mutating func nameAndBraces(from start: Int) -> (String, ArraySlice<UInt8>?, Int)? {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "{") {
                guard let close = closingBrace.index(after: position, in: bytes) else { break }
                let written = bytes[start ..< position]
                // Most names hold no backslash: nothing to unescape, no copy made.
                let name = written.contains(UInt8(ascii: "\\")) ? Self.trimmed(Self.unescaped(written)) : Self.trimmed(written)
                return (name, bytes[position + 1 ..< close], close + 1)
            }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "}") {
                break
            }
            position += 1
        }
        var end = start
        while end < bytes.count, !Self.endsWord(bytes, at: end) { end += Self.scalarLength(bytes[end]) }
        end = min(end, bytes.count)
        return end > start ? (String(decoding: bytes[start ..< end], as: UTF8.self), nil, end) : nil
    }

    /// The bytes with each backslash before punctuation removed.
    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, isASCIIPunctuation(bytes[index + 1]) {
                index += 1
            }
            output.append(bytes[index])
            index += 1
        }
        return output
    }

    /// Quantity and unit from the braces: `2%sprigs`, ` 3 % items `, `1 / 2 %cup` (→ `1/2`), and
    /// whether the amount is fixed (`=1%tsp`: it does not scale). Old marks stay in the text, as
    /// cooklang-rs keeps them (`2*`, `3|2|1`): they make the amount words, not a number.
    static func amount(_ braces: ArraySlice<UInt8>) -> (String, String, Bool) {
        let percent = braces.firstIndex(of: UInt8(ascii: "%"))
        var quantity = trimmed(braces[..<(percent ?? braces.endIndex)])
        let unit = percent.map { trimmed(braces[($0 + 1)...]) } ?? ""
        let isFixed = quantity.utf8.first == UInt8(ascii: "=")
        if isFixed { quantity = Whitespace.trimmed(quantity.dropFirst()) }
        // Asked of the bytes the quantity came from: they hold a slash exactly when it does.
        if braces[..<(percent ?? braces.endIndex)].contains(UInt8(ascii: "/")) {
            let halves = quantity.split(separator: "/", omittingEmptySubsequences: false).map(Whitespace.trimmed)
            if halves.count == 2, halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                quantity = halves.joined(separator: "/")
            }
        }
        return (quantity, unit, isFixed)
    }

    /// The modifiers written after a sigil (`@?`, `@-`, `@@`, `@&`, `@+`), each once, as bits.
    private struct Modifiers {
        private var bits: UInt8 = 0

        /// Takes `byte` in when it is a modifier not seen yet.
        mutating func insert(_ byte: UInt8) -> Bool {
            guard let bit = Self.bit(byte), bits & bit == 0 else { return false }
            bits |= bit
            return true
        }

        func contains(_ byte: UInt8) -> Bool { Self.bit(byte).map { bits & $0 != 0 } ?? false }

        private static func bit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "@"): 1
            case UInt8(ascii: "&"): 2
            case UInt8(ascii: "?"): 4
            case UInt8(ascii: "+"): 8
            case UInt8(ascii: "-"): 16
            default: nil
            }
        }
    }

    private static func trimmed(_ bytes: some Collection<UInt8>) -> String {
        // Most names and amounts are ASCII words with single spaces: nothing to collapse.
        var afterSpace = true
        var isPlain = true
        for byte in bytes {
            if byte == 0x20 {
                if afterSpace { isPlain = false; break }
                afterSpace = true
            } else if byte < 0x20 || byte >= 0x80 {
                isPlain = false
                break
            } else {
                afterSpace = false
            }
        }
        if isPlain, !afterSpace || bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// Whether a one-word name ends at `index`: whitespace or punctuation, Unicode included (`⸫`, U+2009).
    private static func endsWord(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return byte <= 0x20 || byte == 0x7F || (isASCIIPunctuation(byte) && !asciiSymbols.contains(byte)) }
        guard let scalar = scalar(in: bytes, at: index) else { return true }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// ASCII characters Unicode counts as symbols, not punctuation: they do not end a word.
    private static let asciiSymbols: Set<UInt8> = Set("$+<=>^`|~".utf8)

    private static func isSpace(_ bytes: [UInt8], at index: Int) -> Bool {
        if bytes[index] < 0x80 { return bytes[index] <= 0x20 }
        return scalar(in: bytes, at: index)?.properties.isWhitespace ?? true
    }

    /// The Unicode scalar whose UTF-8 starts at `index` (the text was validated as UTF-8).
    private static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
        let length = scalarLength(bytes[index])
        guard index + length <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[index ..< index + length].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}

/// The next occurrence of one byte, searched for once and reused until passed.
struct NextByte {
    let byte: UInt8
    private var found: Int?
    private var exhausted = false

    init(_ byte: UInt8) {
        self.byte = byte
    }

    /// The index of the first `byte` after `position`, if any.
    mutating func index(after position: Int, in bytes: [UInt8]) -> Int? {
        if exhausted { return nil }
        if let found, found > position { return found }
        found = bytes[(position + 1)...].firstIndex(of: byte)
        exhausted = found == nil
        return found
    }
}
