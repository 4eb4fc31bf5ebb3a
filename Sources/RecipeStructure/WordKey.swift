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
            // A word to fold or make singular is copied into room on the stack, not into an array
            // made for each text; a longer word than the room, or one that grows in lower case, gets an array.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: min(bytes.count, WordScanner.room)) { room in
                var scanner = WordScanner(bytes: bytes, room: room)
                var index = 0
                while index < bytes.count {
                    let lead = bytes[index]
                    if lead &- 0x61 < 26 || lead &- 0x30 < 10 {
                        scanner.extend(at: index, isFolded: true)
                        index += 1
                        // The rest of a run of lower-case letters and digits (most of a text) in a
                        // loop of its own: they change nothing but where the word ends.
                        while index < bytes.count, bytes[index] &- 0x61 < 26 || bytes[index] &- 0x30 < 10 { index += 1 }
                        continue
                    }
                    if lead < 0x80 {
                        if (0x41...0x5A).contains(lead) {
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
    }

    /// Reads a text's words as runs of its bytes: a run that is already lower-case ASCII is
    /// handed on in place, and only a word to fold or make singular is copied.
    private struct WordScanner {
        /// The most bytes of a word copied to the stack.
        static let room = 128

        let bytes: UnsafeBufferPointer<UInt8>
        private let room: UnsafeMutableBufferPointer<UInt8>
        private var start = -1
        private var isFolded = true

        init(bytes: UnsafeBufferPointer<UInt8>, room: UnsafeMutableBufferPointer<UInt8>) {
            self.bytes = bytes
            self.room = room
        }

        var isInWord: Bool { start >= 0 }

        /// Takes the character at `index` into the word; `isFolded` says whether its bytes stand
        /// as they are in the folded word.
        mutating func extend(at index: Int, isFolded: Bool) {
            if start < 0 { start = index }
            if !isFolded { self.isFolded = false }
        }

        /// Ends the word before `end`, if one is open, giving it to `body` lower case and singular.
        @inline(__always)
        mutating func finish(at end: Int, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
            guard start >= 0 else { return }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let range = start..<end
            defer { start = -1; isFolded = true }
            if isFolded {
                guard let last = word.last, last == UInt8(ascii: "s") || last == 0x27 else { return body(word, range) }
            }
            guard word.count <= room.count, var count = isFolded ? copy(word) : fold(word) else {
                return Self.foldInArray(word, isFolded: isFolded, range: range, body)
            }
            WordKey.makeSingular(room, count: &count)
            body(UnsafeBufferPointer(rebasing: room[0..<count]), range)
        }

        /// `finish(at:_:)` for a word longer than the room, or not ASCII: kept out of the loop, which it would slow.
        @inline(never)
        private static func foldInArray(_ word: UnsafeBufferPointer<UInt8>, isFolded: Bool, range: Range<Int>,
                                        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
            var folded = isFolded ? Array(word) : Array(String(decoding: word, as: UTF8.self).lowercased().utf8)
            var index = 0
            while index < folded.count {
                if folded[index...].starts(with: [0xE2, 0x80, 0x99]) { folded.replaceSubrange(index..<index + 3, with: [0x27]) }
                index += 1
            }
            folded.withUnsafeMutableBufferPointer { folded in
                var count = folded.count
                WordKey.makeSingular(folded, count: &count)
                body(UnsafeBufferPointer(rebasing: folded[0..<count]), range)
            }
        }

        /// `word` copied into the room; its length.
        private func copy(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
            _ = room.initialize(fromContentsOf: word)
            return word.count
        }

        /// `word` in lower case, with typographic apostrophes made `'`, in the room; its length,
        /// or `nil` when the word is not ASCII (lower case is then the standard library's).
        private func fold(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
            var count = 0
            var index = 0
            while index < word.count {
                let lead = word[index]
                if lead < 0x80 {
                    room[count] = (0x41...0x5A).contains(lead) ? lead + 0x20 : lead
                    count += 1
                    index += 1
                    continue
                }
                let end = min(index + WordKey.scalarLength(lead), word.count)
                guard WordKey.scalarValue(word, index, end) == 0x2019 else { return nil }
                room[count] = 0x27
                count += 1
                index = end
            }
            return count
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

    /// Makes the lower-case English word whose UTF-8 bytes are the first `count` of `bytes`
    /// singular by its ending, in place; words it does not know stay.
    fileprivate static func makeSingular(_ bytes: UnsafeMutableBufferPointer<UInt8>, count: inout Int) {
        guard count > 0, bytes[count - 1] == UInt8(ascii: "s") || bytes[count - 1] == 0x27 else { return }
        while count > 0, bytes[count - 1] == 0x27 { count -= 1 }
        if count > 2, bytes[count - 2] == 0x27, bytes[count - 1] == UInt8(ascii: "s") { count -= 2 }
        guard count > 3, bytes[count - 1] == UInt8(ascii: "s") else { return }
        let length = count
        func ends(_ suffix: StaticString) -> Bool {
            let suffixCount = suffix.utf8CodeUnitCount
            guard length > suffixCount else { return false }
            return (0..<suffixCount).allSatisfy { bytes[length - suffixCount + $0] == suffix.utf8Start[$0] }
        }
        if ends("ies") {
            count -= 2
            bytes[count - 1] = UInt8(ascii: "y")
        } else if ends("oes") || ends("ches") || ends("shes") || ends("sses") || ends("xes") {
            count -= 2
        } else if ends("ves"), let leaf = leaves.first(where: { $0.plural.elementsEqual(bytes[0..<length]) }) {
            count = bytes.initialize(fromContentsOf: leaf.singular.utf8)
        } else if !(ends("ss") || ends("us") || ends("is")) {
            count -= 1
        }
    }

    private static let leaves: [(plural: String.UTF8View, singular: String)] = [
        ("leaves".utf8, "leaf"), ("halves".utf8, "half"), ("loaves".utf8, "loaf"), ("knives".utf8, "knife"),
    ]
}
