/// Searches in UTF-8 bytes eight at a time, as one 64-bit word: a line's text is passed over
/// where it holds no byte sought, at about a tenth of the instructions of a comparison a byte.
enum ByteWords {
    /// Whether one of the eight bytes of `word` is `byte` (the classic test for a zero byte, on
    /// `word` with `byte` cleared out).
    static func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
        let cleared = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (cleared &- 0x0101_0101_0101_0101) & ~cleared & 0x8080_8080_8080_8080 != 0
    }

    /// Whether `bytes` holds `byte`.
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                if holds(base.loadUnaligned(fromByteOffset: index, as: UInt64.self), byte) { return true }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == byte { return true }
            index += 1
        }
        return false
    }

    /// Whether `word` is the bytes `other`. A loop over bytes: `elementsEqual` walked both through
    /// generic iterators, at about a hundred instructions a short word, for each of a step's words.
    @inline(__always)
    static func equal(_ word: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        word.count == other.count && other.withUnsafeBufferPointer { sameBytes(word, $0) }
    }

    /// Whether `word` is the bytes of `other` (`equal(_:_:)` for a literal).
    @inline(__always)
    static func equal(_ word: UnsafeBufferPointer<UInt8>, _ other: StaticString) -> Bool {
        // Through `withUTF8Buffer`, which a literal of one character (held as a scalar, not bytes) has too.
        word.count == other.utf8CodeUnitCount && other.withUTF8Buffer { sameBytes(word, $0) }
    }

    /// Whether the first `other.count` bytes of `word` (as many or more) are `other`'s.
    @inline(__always)
    private static func sameBytes(_ word: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < other.count {
            if word[index] != other[index] { return false }
            index += 1
        }
        return true
    }
}
