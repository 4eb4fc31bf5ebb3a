#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes and ASCII words in large buffers at `memchr` speed, for scans that must stay linear.
enum ByteSearch {
    /// The index of the first `byte` at or after `start`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first `byte` at or after `start` (an index of the slice); `start` may be `endIndex`.
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard start < bytes.endIndex else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            firstIndex(of: byte, in: buffer, from: start - bytes.startIndex).map { $0 + bytes.startIndex }
        }
    }

    /// Whether `bytes` hold `byte`.
    static func contains(_ byte: UInt8, in bytes: ArraySlice<UInt8>) -> Bool {
        firstIndex(of: byte, in: bytes, from: bytes.startIndex) != nil
    }

    /// The index of the first occurrence of `needle` at or after `start`; ASCII letters
    /// in the text match either case when `ignoringCase` (give `needle` in lowercase).
    static func firstIndex(
        of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, ignoringCase: Bool = false
    ) -> Int? {
        guard let first = needle.first else { return start }
        let alternative = ignoringCase && first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first & ~0x20 : first
        // Each candidate is searched for once and kept until passed, so the scan stays linear.
        var nextFirst = firstIndex(of: first, in: bytes, from: start)
        var nextAlternative = alternative == first ? nil : firstIndex(of: alternative, in: bytes, from: start)
        while let candidate = [nextFirst, nextAlternative].compactMap({ $0 }).min() {
            if matches(needle, in: bytes, at: candidate, ignoringCase: ignoringCase) { return candidate }
            if candidate == nextFirst { nextFirst = firstIndex(of: first, in: bytes, from: candidate + 1) }
            if candidate == nextAlternative { nextAlternative = firstIndex(of: alternative, in: bytes, from: candidate + 1) }
        }
        return nil
    }

    /// Whether `needle` stands at `start`; ASCII letters match either case when `ignoringCase`.
    static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int, ignoringCase: Bool = false) -> Bool {
        guard start >= 0, bytes.count - start >= needle.count else { return false }
        var index = start
        for expected in needle {
            let byte = bytes[index]
            let folded = ignoringCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if folded != expected { return false }
            index += 1
        }
        return true
    }
}
