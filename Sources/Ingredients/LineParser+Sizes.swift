/// Sizes written between a count and its unit (`1 2" piece ginger`, `4 ½"-thick slices bread`,
/// `1 5x2" piece kombu`, `2 2-inch long pieces zest`, `1 inch piece cinnamon`): the size of each
/// piece, not an amount, so the unit after it is still the line's unit.
extension LineParser {
    /// The length of an inch mark at `offset`: `"`, `”`, `″`, or `'` when no letter follows (`3' piece`,
    /// not `confectioners' sugar`); 0 when there is none.
    func inchMarkLength(_ offset: Int) -> Int {
        switch text[offset] {
        case 0x22: return 1
        case 0x27: return text.isWordCharacter(offset + 1) ? 0 : 1
        case 0xE2 where text[offset + 1] == 0x80 && (text[offset + 2] == 0x9D || text[offset + 2] == 0xB3): return 3
        default: return 0
        }
    }

    /// Whether a length word (`inch`, `inches`, `cm`) starts at `offset`.
    func isLengthWord(at offset: Int) -> Bool {
        guard let word = reader.word(at: offset) else { return false }
        return word.kind == .length
    }

    /// The end of a size at `offset`: a number or `W x H` numbers, then an inch mark (and a
    /// hyphenated word: `1"-thick`), a hyphenated word (`2-inch`, `5-cm`, `1-inch-thick`) or a
    /// length glued to it (`6cm`, `2½in`), which may be followed by the same size in other units
    /// after a slash (`6cm/2½in`, `2in/5cm`); or a length word alone, right after the count
    /// (`1 inch piece`).
    func sizeEnd(at offset: Int) -> Int? {
        if let end = gluedLengthEnd(at: offset, marked: false) {
            let slash = text.slashLength(text.skipSpaces(end))
            guard slash > 0 else { return end }
            let other = text.skipSpaces(text.skipSpaces(end) + slash)
            return gluedLengthEnd(at: other, marked: true) ?? end
        }
        if isLengthWord(at: offset) { return text.wordEnd(offset) }
        guard let first = reader.number(at: offset) else { return nil }
        var end = first.end
        while text[end] == 0x78 || text[end] == 0x58 || (text[end] == 0xC3 && text[end + 1] == 0x97) {   // x, X, ×
            let next = end + (text[end] == 0xC3 ? 2 : 1)
            guard let number = reader.number(at: next) else { break }
            end = number.end
        }
        let mark = inchMarkLength(end)
        if mark > 0 {
            end += mark
            if text[end] == 0x2D, text.isWordCharacter(end + 1) { end = text.wordEnd(end + 1) }
            return end
        }
        // "2 5 cm pieces": a length written apart from its number.
        let apart = text.skipSpaces(end)
        if apart > end, isLengthWord(at: apart) { return text.wordEnd(apart) }
        guard text[end] == 0x2D, text.isWordCharacter(end + 1) else { return nil }
        return text.wordEnd(end + 1)
    }

    /// "5 cm piece ginger", "1 inch piece cinnamon": a number, a length apart from it and a
    /// counted unit in the singular are the size of one piece, not five pieces. Whether `read`
    /// is such a number.
    func isSizeOfOnePiece(_ read: QuantityReader.QuantityRead, limit: Int) -> Bool {
        guard !read.quantity.isRange, text[read.end] == 0x20 else { return false }
        let length = text.skipSpaces(read.end)
        guard isLengthWord(at: length), let piece = unit(at: text.skipSpaces(text.wordEnd(length)), limit: limit),
              piece.meaning.unit.dimension == .count else { return false }
        return !isWrittenPlural(piece.meaning, from: text.skipSpaces(text.wordEnd(length)), to: piece.end)
    }

    /// Whether a word from `start` up to the first comma, semicolon or bracket (or `limit`) is an
    /// English plural ("skins" of "7-inch rice paper skins"): the name is of several things.
    func namesAPlural(from start: Int, limit: Int) -> Bool {
        var offset = text.skipSpaces(start)
        while offset < limit, text[offset] != 0x2C, text[offset] != 0x3B, text[offset] != 0x28 {
            let end = text.wordEnd(offset)
            guard end > offset else {
                offset = text.skipSpaces(offset + text.characterLength(offset))
                continue
            }
            if isEnglishPlural(from: offset, to: min(end, limit)) { return true }
            offset = text.skipSpaces(end)
        }
        return false
    }

    /// Whether the word between `start` and `end` is an English plural ("skins", "chickens").
    private func isEnglishPlural(from start: Int, to end: Int) -> Bool {
        let word = String(decoding: UnsafeBufferPointer(start: text.base + start, count: end - start), as: UTF8.self)
        return word.allSatisfy(\.isLetter) && Inflection.singular(word) != word
    }

    /// Whether the unit spelled `meaning` between `start` and `end` is written in its plural form
    /// ("pieces", not "piece"; "tbsp", the same in both, is not).
    func isWrittenPlural(_ meaning: WordMeaning, from start: Int, to end: Int) -> Bool {
        let spelling = lexicon.spellings[Int(meaning.spelling)]
        guard spelling.singular.lowercased() != spelling.plural.lowercased() else { return false }
        var written = end - start
        if text[end - 1] == 0x2E { written -= 1 }
        return written == spelling.plural.utf8.count
    }

    /// The end of a number with a length glued to it (`6cm`, `2.5cm`, `2½in`, `5mm`, `3inch`), or,
    /// when `marked`, an inch mark (`2½"`, the second of a pair), at `offset`; nil when there is none.
    private func gluedLengthEnd(at offset: Int, marked: Bool) -> Int? {
        guard let number = reader.number(at: offset) else { return nil }
        let end = number.end
        let mark = inchMarkLength(end)
        if mark > 0 { return marked ? end + mark : nil }
        guard text.isASCIILetter(end) else { return nil }
        // "in" is a length only glued to a number: alone it is the word "in".
        if Lexicon.lowercased(text[end]) == 0x69, Lexicon.lowercased(text[end + 1]) == 0x6E, !text.isWordCharacter(end + 2) {
            return end + 2
        }
        return isLengthWord(at: end) ? text.wordEnd(end) : nil
    }

    /// "1 ½" piece ginger", "4 ½"-thick slices", "1 ½-inch piece": a fraction written after the
    /// count and followed by an inch mark or a length is the size of each piece, not part of the
    /// count. The count alone, when `read` (starting at `start`) is such a whole number and
    /// fraction; nil otherwise.
    func countBeforeSize(_ read: QuantityReader.QuantityRead, at start: Int) -> QuantityReader.QuantityRead? {
        guard !read.quantity.isRange else { return nil }
        let marked = inchMarkLength(read.end) > 0
        guard marked || (text[read.end] == 0x2D && isLengthWord(at: read.end + 1)) else { return nil }
        var whole = 0.0
        var wholeEnd = start
        while text.isDigit(wholeEnd) {
            whole = whole * 10 + Double(text[wholeEnd] &- 0x30)
            wholeEnd += 1
        }
        let fraction = text.skipSpaces(wholeEnd)
        guard wholeEnd > start, fraction > wholeEnd, fraction < read.end,
              marked || text.unicodeFraction(fraction) != nil
        else { return nil }
        return QuantityReader.QuantityRead(quantity: Quantity(whole), end: wholeEnd, flags: [])
    }

    /// "2 1/4-ounce packages gelatin", "4 1/2-inch slices bread", "2 1/2-pound chickens": a whole
    /// number of at least two, then a fraction hyphened to a weight, volume or length, then a
    /// plural, are that many things each of the fraction's size (the plural agrees with the count,
    /// as "a 2¼-ounce package" would not); "1 1/2-inch piece" stays one piece of 1½ inches. The
    /// count alone, when `read` (starting at `start`) is such a number; nil otherwise.
    func countBeforeHyphenedSize(_ read: QuantityReader.QuantityRead, at start: Int, limit: Int) -> QuantityReader.QuantityRead? {
        guard !read.quantity.isRange, text[read.end] == 0x2D, text.isWordCharacter(read.end + 1),
              let word = reader.word(at: read.end + 1),
              word.kind == .length || (word.kind == .unit && word.unit.dimension != .count) else { return nil }
        var whole = 0.0
        var wholeEnd = start
        while text.isDigit(wholeEnd) {
            whole = whole * 10 + Double(text[wholeEnd] &- 0x30)
            wholeEnd += 1
        }
        guard whole >= 2, text[wholeEnd] == 0x20, text.skipSpaces(wholeEnd) < read.end else { return nil }
        let after = text.skipSpaces(text.wordEnd(read.end + 1))
        guard after < limit else { return nil }
        if let unit = unit(at: after, limit: limit) {
            guard unit.meaning.unit.dimension == .count, isWrittenPlural(unit.meaning, from: after, to: unit.end) else { return nil }
        } else {
            let noun = text.wordEnd(after)
            guard noun > after, noun <= limit, isEnglishPlural(from: after, to: noun) else { return nil }
        }
        return QuantityReader.QuantityRead(quantity: Quantity(whole), end: wholeEnd, flags: [])
    }
}
