/// Words folded so that a step's words and an ingredient's name compare as a cook reads them:
/// lower case, singular ("eggs" and "egg", "tomatoes" and "tomato", "berries" and "berry").
/// Only whole words compare: "egg" is not "eggplant", "oil" is not "boil".
enum WordKey {
    /// The folded words of `text`, in order: runs of letters and digits (and inner apostrophes).
    ///
    /// - Complexity: O(n) in the text's length; ASCII is read without Unicode property lookups.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// Calls `body` with the UTF-8 bytes of each folded word of `text`, in order (see
    /// `words(of:)`), without making strings of them: a step is read once, word by word, and only
    /// a word that may name an ingredient need become a `String`.
    static func forEachWord(in text: String, _ body: ([UInt8]) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var word = WordBuffer()
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if (0x61...0x7A).contains(lead) || (0x30...0x39).contains(lead) {
                        word.bytes.append(lead)
                    } else if (0x41...0x5A).contains(lead) {
                        word.bytes.append(lead + 0x20)
                    } else if lead == 0x27, !word.bytes.isEmpty {
                        word.bytes.append(0x27)
                    } else {
                        word.finish(body)
                    }
                    index += 1
                    continue
                }
                // Another scalar, decoded for its properties (a native string is valid UTF-8).
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                let end = min(index + length, bytes.count)
                var value = UInt32(lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
                for next in index + 1..<end { value = value << 6 | UInt32(bytes[next] & 0x3F) }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                if value == 0x2019, !word.bytes.isEmpty {
                    word.bytes.append(0x27)
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    word.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    word.isASCII = false
                } else {
                    word.finish(body)
                }
                index = end
            }
            word.finish(body)
        }
    }

    /// The word being read, as UTF-8 bytes in one reused buffer.
    private struct WordBuffer {
        var bytes: [UInt8] = []
        var isASCII = true

        init() { bytes.reserveCapacity(32) }

        /// Gives the word, lower case and singular, to `body`, and starts the next.
        mutating func finish(_ body: ([UInt8]) -> Void) {
            guard !bytes.isEmpty else { return }
            if !isASCII { bytes = Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8) }
            WordKey.makeSingular(&bytes)
            body(bytes)
            bytes.removeAll(keepingCapacity: true)
            isASCII = true
        }
    }

    /// Makes the lower-case English word whose UTF-8 bytes are `bytes` singular by its ending;
    /// words it does not know stay.
    fileprivate static func makeSingular(_ bytes: inout [UInt8]) {
        guard let last = bytes.last, last == UInt8(ascii: "s") || last == 0x27 else { return }
        while bytes.last == 0x27 { bytes.removeLast() }
        if bytes.count > 2, bytes[bytes.count - 2] == 0x27, bytes.last == UInt8(ascii: "s") { bytes.removeLast(2) }
        guard bytes.count > 3, bytes.last == UInt8(ascii: "s") else { return }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard bytes.count > count else { return false }
            return (0..<count).allSatisfy { bytes[bytes.count - count + $0] == suffix.utf8Start[$0] }
        }
        if ends("ies") {
            bytes.removeLast(3)
            bytes.append(UInt8(ascii: "y"))
        } else if ends("oes") || ends("ches") || ends("shes") || ends("sses") || ends("xes") {
            bytes.removeLast(2)
        } else if ends("ves"), let leaf = leaves.first(where: { $0.plural.elementsEqual(bytes) }) {
            bytes = Array(leaf.singular.utf8)
        } else if !(ends("ss") || ends("us") || ends("is")) {
            bytes.removeLast()
        }
    }

    private static let leaves: [(plural: String.UTF8View, singular: String)] = [
        ("leaves".utf8, "leaf"), ("halves".utf8, "half"), ("loaves".utf8, "loaf"), ("knives".utf8, "knife"),
    ]
}
