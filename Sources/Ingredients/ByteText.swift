/// A line's UTF-8 bytes with the character classes the parser needs, read in place.
///
/// Every reader takes an offset and returns an offset; none allocates. Offsets past the end read
/// as "nothing there", so callers need not check bounds first.
struct ByteText {
    let base: UnsafePointer<UInt8>
    let count: Int

    @inline(__always)
    subscript(_ offset: Int) -> UInt8 {
        offset < count && offset >= 0 ? base[offset] : 0
    }

    @inline(__always)
    func isDigit(_ offset: Int) -> Bool { self[offset] &- 0x30 < 10 }

    @inline(__always)
    func isASCIILetter(_ offset: Int) -> Bool { (self[offset] | 0x20) &- 0x61 < 26 }

    /// The length of the character starting at `offset` (1 for a stray continuation byte).
    @inline(__always)
    func characterLength(_ offset: Int) -> Int {
        let byte = self[offset]
        if byte < 0xC0 { return 1 }
        if byte < 0xE0 { return 2 }
        return byte < 0xF0 ? 3 : 4
    }

    /// The length of the space at `offset` (ASCII space, tab, control characters, no-break and
    /// other Unicode spaces), or 0.
    @inline(__always)
    func spaceLength(_ offset: Int) -> Int {
        guard offset < count else { return 0 }
        let byte = base[offset]
        if byte <= 0x20 || byte == 0x7F { return 1 }
        if byte < 0x80 { return 0 }
        let second = self[offset + 1], third = self[offset + 2]
        if byte == 0xC2, second == 0xA0 { return 2 }
        if byte == 0xE2, second == 0x80, third &- 0x80 <= 0x0B || third == 0xAF { return 3 }
        if byte == 0xE3, second == 0x80, third == 0x80 { return 3 }
        return 0
    }

    /// The first offset at or after `offset` that is not a space.
    @inline(__always)
    func skipSpaces(_ offset: Int) -> Int {
        var offset = offset
        while true {
            let length = spaceLength(offset)
            if length == 0 { return offset }
            offset += length
        }
    }

    /// The value and length of a Unicode vulgar fraction (`½`, `⅓`, `⅞`) at `offset`.
    @inline(__always)
    func unicodeFraction(_ offset: Int) -> (value: Double, length: Int)? {
        let byte = self[offset]
        if byte == 0xC2 {
            switch self[offset + 1] {
            case 0xBC: return (0.25, 2)
            case 0xBD: return (0.5, 2)
            case 0xBE: return (0.75, 2)
            default: return nil
            }
        }
        guard byte == 0xE2, self[offset + 1] == 0x85 else { return nil }
        let third = self[offset + 2]
        guard third &- 0x90 <= 0x0E else { return nil }
        return (Self.vulgarFractions[Int(third &- 0x90)], 3)
    }

    /// ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞ (U+2150…U+215E).
    private static let vulgarFractions: [Double] = [
        1.0 / 7, 1.0 / 9, 0.1, 1.0 / 3, 2.0 / 3, 0.2, 0.4, 0.6, 0.8, 1.0 / 6, 5.0 / 6, 0.125, 0.375, 0.625, 0.875,
    ]

    /// The length of a dash at `offset` (`-`, hyphens, en and em dashes, minus sign), or 0.
    @inline(__always)
    func dashLength(_ offset: Int) -> Int {
        let byte = self[offset]
        if byte == 0x2D { return 1 }
        guard byte == 0xE2 else { return 0 }
        let second = self[offset + 1], third = self[offset + 2]
        if second == 0x80, third &- 0x90 <= 5 { return 3 }
        if second == 0x88, third == 0x92 { return 3 }
        return 0
    }

    /// The length of a slash at `offset` (`/`, fraction slash, division slash), or 0.
    @inline(__always)
    func slashLength(_ offset: Int) -> Int {
        let byte = self[offset]
        if byte == 0x2F { return 1 }
        guard byte == 0xE2 else { return 0 }
        let second = self[offset + 1], third = self[offset + 2]
        if second == 0x81, third == 0x84 { return 3 }
        if second == 0x88, third == 0x95 { return 3 }
        return 0
    }

    /// Whether the character at `offset` is part of a word: an ASCII letter, or a non-ASCII
    /// character that is not a space, fraction, dash, slash, bullet, quote or ×.
    @inline(__always)
    func isWordCharacter(_ offset: Int) -> Bool {
        let byte = self[offset]
        if byte < 0x80 { return (byte | 0x20) &- 0x61 < 26 }
        if byte < 0xC0 { return true }
        if spaceLength(offset) > 0 || unicodeFraction(offset) != nil || dashLength(offset) > 0
            || slashLength(offset) > 0 { return false }
        let second = self[offset + 1]
        if byte == 0xC3 { return second != 0x97 }                    // ×
        if byte == 0xC2 { return false }                             // Latin-1 punctuation, ·, «, °
        if byte == 0xE2 { return second != 0x80 && second != 0x96 && second != 0x97 && second != 0x98 }
        return true
    }

    /// The end of the word starting at `offset` (letters, and `-` or `'` between letters), which
    /// is `offset` itself when no word starts there.
    @inline(__always)
    func wordEnd(_ offset: Int) -> Int {
        var end = offset
        while end < count {
            if isWordCharacter(end) {
                end += characterLength(end)
            } else if end > offset, base[end] == 0x2D || base[end] == 0x27, isWordCharacter(end + 1) {
                end += 1
            } else if end > offset, isTypographicApostrophe(end), isWordCharacter(end + 3) {
                end += 3
            } else {
                return end
            }
        }
        return end
    }

    /// Whether `’` (U+2019, as in "farmer’s") is at `offset`.
    @inline(__always)
    func isTypographicApostrophe(_ offset: Int) -> Bool {
        self[offset] == 0xE2 && self[offset + 1] == 0x80 && self[offset + 2] == 0x99
    }

    /// The start of the character that ends just before `offset`.
    @inline(__always)
    func previousCharacterStart(_ offset: Int) -> Int {
        var start = offset - 1
        while start > 0, self[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The offset just after the last non-space character before `offset` (and at or after `floor`).
    func trimSpacesBackward(_ offset: Int, floor: Int = 0) -> Int {
        var end = offset
        while end > floor {
            let start = previousCharacterStart(end)
            guard spaceLength(start) > 0 else { return end }
            end = start
        }
        return end
    }

    /// Whether the word at `offset` is `word` (lower-case ASCII), ignoring case, and ends there.
    @inline(__always)
    func hasWord(_ word: StaticString, at offset: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        let bytes = word.utf8Start
        for index in 0..<length where Lexicon.lowercased(self[offset + index]) != bytes[index] { return false }
        return !isWordCharacter(offset + length)
    }
}
