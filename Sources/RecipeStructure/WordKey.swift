/// Words folded so that a step's words and an ingredient's name compare as a cook reads them:
/// lower case, singular ("eggs" and "egg", "tomatoes" and "tomato", "berries" and "berry").
/// Only whole words compare: "egg" is not "eggplant", "oil" is not "boil".
enum WordKey {
    /// The folded words of `text`, in order: runs of letters and digits (and inner apostrophes).
    ///
    /// - Complexity: O(n) in the text's length; ASCII is read without Unicode property lookups.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append($0) }
        return words
    }

    /// Calls `body` with each folded word of `text`, in order (see `words(of:)`), without
    /// gathering them: a step is read once, word by word. A word is collected as UTF-8 bytes in
    /// one reused buffer and becomes a `String` once, already singular.
    static func forEachWord(in text: String, _ body: (String) -> Void) {
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var isASCII = true
        func finish() {
            guard !current.isEmpty else { return }
            if isASCII {
                body(singular(ofLowercased: &current))
            } else {
                var lowered = Array(String(decoding: current, as: UTF8.self).lowercased().utf8)
                body(singular(ofLowercased: &lowered))
            }
            current.removeAll(keepingCapacity: true)
            isASCII = true
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
                    current.append(UInt8(value))
                } else if (0x41...0x5A).contains(value) {
                    current.append(UInt8(value + 0x20))
                } else if value == 0x27, !current.isEmpty {
                    current.append(0x27)
                } else {
                    finish()
                }
            } else if value == 0x2019, !current.isEmpty {
                current.append(0x27)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(contentsOf: UTF8.encode(scalar)!)
                isASCII = false
            } else {
                finish()
            }
        }
        finish()
    }

    /// The singular of the lower-case English word whose UTF-8 bytes are `bytes` (which it may
    /// shorten), by its ending; words it does not know stay.
    private static func singular(ofLowercased bytes: inout [UInt8]) -> String {
        guard let last = bytes.last, last == UInt8(ascii: "s") || last == 0x27 else { return String(decoding: bytes, as: UTF8.self) }
        while bytes.last == 0x27 { bytes.removeLast() }
        if bytes.count > 2, bytes[bytes.count - 2] == 0x27, bytes.last == UInt8(ascii: "s") { bytes.removeLast(2) }
        guard bytes.count > 3, bytes.last == UInt8(ascii: "s") else { return String(decoding: bytes, as: UTF8.self) }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard bytes.count > count else { return false }
            return (0..<count).allSatisfy { bytes[bytes.count - count + $0] == suffix.utf8Start[$0] }
        }
        if ends("ies") { return String(decoding: bytes.dropLast(3), as: UTF8.self) + "y" }
        if ends("oes") || ends("ches") || ends("shes") || ends("sses") || ends("xes") {
            return String(decoding: bytes.dropLast(2), as: UTF8.self)
        }
        if ends("ves"), let leaf = leaves[String(decoding: bytes, as: UTF8.self)] { return leaf }
        if ends("ss") || ends("us") || ends("is") { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    private static let leaves: [String: String] = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife"]
}
