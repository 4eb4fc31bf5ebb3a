/// Words folded so that a step's words and an ingredient's name compare as a cook reads them:
/// lower case, singular ("eggs" and "egg", "tomatoes" and "tomato", "berries" and "berry").
/// Only whole words compare: "egg" is not "eggplant", "oil" is not "boil".
enum WordKey {
    /// The folded words of `text`, in order: runs of letters and digits (and inner apostrophes).
    ///
    /// - Complexity: O(n) in the text's length; ASCII is read without Unicode property lookups.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        words.reserveCapacity(4)                // most names and headings: one allocation, not two or three
        forEachWord(in: text) { word, _ in words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// Calls `body` with the UTF-8 bytes of each folded word of `text`, in order (see
    /// `words(of:)`), without making strings of them: a step is read once, word by word, and only
    /// a word that may name an ingredient need become a `String`. The bytes are valid only
    /// during the call; with them comes where the word stands in `text`'s UTF-8 bytes.
    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var scanner = WordScanner(bytes: bytes)
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if (0x61...0x7A).contains(lead) || (0x30...0x39).contains(lead) {
                        scanner.extend(at: index, isFolded: true)
                    } else if (0x41...0x5A).contains(lead) {
                        scanner.extend(at: index, isFolded: false)
                    } else if lead == 0x27, scanner.isInWord {
                        scanner.extend(at: index, isFolded: true)
                    } else {
                        scanner.finish(at: index, body)
                    }
                    index += 1
                    continue
                }
                let end = min(index + scalarLength(lead), bytes.count)
                let value = scalarValue(bytes, index, end)
                if value == 0x2019, scanner.isInWord {
                    scanner.extend(at: index, isFolded: false)
                } else if isWordScalar(value) {
                    scanner.extend(at: index, isFolded: false)
                } else {
                    scanner.finish(at: index, body)
                }
                index = end
            }
            scanner.finish(at: bytes.count, body)
        }
    }

    /// Reads a text's words as runs of its bytes: a run that is already lower-case ASCII is
    /// handed on in place, and only a word to fold or make singular is copied.
    private struct WordScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        private var start = -1
        private var isFolded = true
        private var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var isInWord: Bool { start >= 0 }

        /// Takes the character at `index` into the word; `isFolded` says whether its bytes stand
        /// as they are in the folded word.
        mutating func extend(at index: Int, isFolded: Bool) {
            if start < 0 { start = index }
            if !isFolded { self.isFolded = false }
        }

        /// Ends the word before `end`, if one is open, giving it to `body` lower case and singular.
        mutating func finish(at end: Int, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
            guard start >= 0 else { return }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let range = start..<end
            defer { start = -1; isFolded = true }
            if isFolded {
                guard let last = word.last, last == UInt8(ascii: "s") || last == 0x27 else { return body(word, range) }
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: word)
            } else {
                fold(word)
            }
            WordKey.makeSingular(&scratch)
            scratch.withUnsafeBufferPointer { body($0, range) }
        }

        /// `scratch` set to `word` in lower case, with typographic apostrophes made `'`.
        private mutating func fold(_ word: UnsafeBufferPointer<UInt8>) {
            scratch.removeAll(keepingCapacity: true)
            var isASCII = true
            var index = 0
            while index < word.count {
                let lead = word[index]
                if lead < 0x80 {
                    scratch.append((0x41...0x5A).contains(lead) ? lead + 0x20 : lead)
                    index += 1
                    continue
                }
                let end = min(index + WordKey.scalarLength(lead), word.count)
                if WordKey.scalarValue(word, index, end) == 0x2019 {
                    scratch.append(0x27)
                } else {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: word[index..<end]))
                    isASCII = false
                }
                index = end
            }
            if !isASCII { scratch = Array(String(decoding: scratch, as: UTF8.self).lowercased().utf8) }
        }
    }

    /// The length of the UTF-8 sequence that `lead`, a byte of 0x80 or more, starts.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The scalar value of the UTF-8 sequence `bytes[start..<end]` (a native string's bytes are valid UTF-8).
    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        let length = end - start
        var value = UInt32(bytes[start] & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
        for next in start + 1..<end { value = value << 6 | UInt32(bytes[next] & 0x3F) }
        return value
    }

    /// Whether the scalar `value` (not ASCII) belongs in a word: a letter or a digit of any script.
    private static func isWordScalar(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
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
