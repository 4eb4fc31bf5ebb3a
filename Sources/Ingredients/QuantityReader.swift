/// Reads numbers and quantities as cooks write them: `2`, `1.5`, `1,5`, `1/2`, `1 1/2`, `1-1/2`,
/// `½`, `1½`, `1 ½`, number words (`three`, `half`, `a dozen`), and ranges (`2-3`, `2–3`,
/// `2 to 3`, `2 or 3`).
struct QuantityReader {
    /// Amounts above this are not quantities (a year, a phone number, junk).
    static let largest = 100_000.0

    let text: ByteText
    let lexicon: Lexicon
    /// Room, kept by the caller for as long as it reads `text`, for the last word looked up
    /// (`word(at:)`): a line's parser asks about its unit word five times or more (as a number,
    /// a size, a length, "x", a unit), and each lookup read the word twice (for its end, then
    /// its hash). `nil`: every lookup reads the word.
    let memo: UnsafeMutablePointer<WordMemo>?

    /// A word looked up: where it starts and ends, and its meaning.
    struct WordMemo {
        var offset = -1
        var end = 0
        var meaning: WordMeaning?
    }

    init(text: ByteText, lexicon: Lexicon, memo: UnsafeMutablePointer<WordMemo>? = nil) {
        self.text = text
        self.lexicon = lexicon
        self.memo = memo
    }

    /// Calls `body` with room for a reader's memo, empty, on the stack: valid during the call only.
    static func withMemo<Result>(_ body: (UnsafeMutablePointer<WordMemo>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: WordMemo.self, capacity: 1) { room in
            let memo = room.baseAddress!
            memo.initialize(to: WordMemo())
            return body(memo)
        }
    }

    /// A number read: its value, where it ends, and how it was written.
    struct Read {
        var value: Double
        var end: Int
        var flags: ParsedLine.Flags = []
    }

    /// A quantity read: the amount or range, the span of the range's separator, where it ends.
    struct QuantityRead {
        var quantity: Quantity
        var separator = TextSpan.none
        var end: Int
        var flags: ParsedLine.Flags
    }

    /// The quantity starting at `offset`, digits or number words, with its range if any.
    func quantity(at offset: Int) -> QuantityRead? {
        guard let low = number(at: offset) ?? numberWord(at: offset) else { return nil }
        var result = QuantityRead(quantity: Quantity(low.value), end: low.end, flags: low.flags)
        let separatorStart = low.end
        var next = text.skipSpaces(low.end)
        let dash = text.dashLength(next)
        if dash > 0 {
            next += dash
        } else if let meaning = word(at: next), meaning.kind == .rangeWord {
            next = text.wordEnd(next)
        } else {
            return result
        }
        next = text.skipSpaces(next)
        guard let high = number(at: next) ?? (dash > 0 ? nil : numberWord(at: next)), high.value > low.value
        else { return result }
        result.quantity.upperValue = high.value
        result.separator = TextSpan(separatorStart, next)
        result.end = high.end
        result.flags.formUnion(high.flags)
        return result
    }

    /// A number in digits or Unicode fractions at `offset`.
    func number(at offset: Int) -> Read? {
        if let (fraction, length) = text.unicodeFraction(offset) {
            return Read(value: fraction, end: offset + length, flags: .unicodeFractions)
        }
        if text[offset] == 0x2E, text.isDigit(offset + 1) {              // ".5"
            let (fraction, end) = decimals(offset + 1)
            return Read(value: fraction, end: end)
        }
        guard text.isDigit(offset) else { return nil }
        var (whole, end) = digits(offset)
        var flags: ParsedLine.Flags = []
        // Thousands separators: a comma before exactly three digits and no more ("1,000 g").
        while text[end] == 0x2C, text.isDigit(end + 1), text.isDigit(end + 2), text.isDigit(end + 3),
              !text.isDigit(end + 4) {
            whole = whole * 1000 + Double(digits(end + 1).value)
            end += 4
        }
        guard whole <= Self.largest else { return nil }
        let separator = text[end]
        if separator == 0x2E || separator == 0x2C, text.isDigit(end + 1) {
            let (fraction, decimalsEnd) = decimals(end + 1)
            if separator == 0x2C { flags.insert(.decimalComma) }
            return Read(value: whole + fraction, end: decimalsEnd, flags: flags)
        }
        if let (numerator, denominator, fractionEnd) = fraction(after: whole, at: end) {
            return Read(value: numerator / denominator, end: fractionEnd)
        }
        if text.slashLength(end) > 0, text.isDigit(end + text.slashLength(end)) { return nil }   // "1/0"
        if let (fraction, length) = text.unicodeFraction(end) {             // "1½"
            return Read(value: whole + fraction, end: end + length, flags: .unicodeFractions)
        }
        // A mixed number: "1 1/2", "1 ½", "1-1/2" (a proper fraction only, so "1-2" stays a range),
        // "2 and 1/3".
        var gap = text.dashLength(end) == 1 ? end + 1 : text.skipSpaces(end)
        if gap > end, text.hasWord("and", at: gap) { gap = text.skipSpaces(gap + 3) }
        if gap > end {
            if let (fraction, length) = text.unicodeFraction(gap) {
                return Read(value: whole + fraction, end: gap + length, flags: .unicodeFractions)
            }
            if text.isDigit(gap) {
                let (numerator, numeratorEnd) = digits(gap)
                if let (_, denominator, fractionEnd) = fraction(after: numerator, at: numeratorEnd),
                   numerator < denominator {
                    return Read(value: whole + numerator / denominator, end: fractionEnd)
                }
            }
        }
        return Read(value: whole, end: end)
    }

    /// A number written as a word at `offset`: "three", "half", "half a", "one and a half", "a dozen".
    func numberWord(at offset: Int) -> Read? {
        // The word's end with its meaning: most often from the memo, not read again.
        let (wordEnd, known) = lookUp(offset)
        guard var meaning = known else { return nil }
        var end = wordEnd
        if meaning.kind == .article {                                      // "a dozen", "a half", "a couple"
            let next = text.skipSpaces(end)
            guard let counted = word(at: next), counted.kind == .number, counted.value != 1 else { return nil }
            meaning = counted
            end = text.wordEnd(next)
        }
        guard meaning.kind == .number else { return nil }
        var value = meaning.value
        var next = text.skipSpaces(end)
        if value >= 1, text.hasWord("and", at: next) {                     // "one and a half"
            let article = text.skipSpaces(next + 3)
            if let articleWord = word(at: article), articleWord.kind == .article {
                let half = text.skipSpaces(text.wordEnd(article))
                if let fraction = word(at: half), fraction.kind == .number, fraction.value < 1 {
                    value += fraction.value
                    end = text.wordEnd(half)
                    next = text.skipSpaces(end)
                }
            }
        }
        if value < 1, let article = word(at: next), article.kind == .article {   // "half a cup"
            end = text.wordEnd(next)
        } else if value == 2 || value == 12, text.hasWord("of", at: next) {      // "a couple of", "a dozen of"
            end = next + 2
        }
        return Read(value: value, end: end)
    }

    /// The meaning of the word at `offset`, if it is one the lexicon knows.
    @inline(__always)
    func word(at offset: Int) -> WordMeaning? {
        lookUp(offset).meaning
    }

    /// The end of the word at `offset` (`ByteText.wordEnd`: `offset` when none starts there) and
    /// its meaning, if it is one the lexicon knows.
    @inline(__always)
    func lookUp(_ offset: Int) -> (end: Int, meaning: WordMeaning?) {
        if let memo, memo.pointee.offset == offset { return (memo.pointee.end, memo.pointee.meaning) }
        let end = text.wordEnd(offset)
        let meaning = end > offset ? lexicon.meaning(of: text.base + offset, count: end - offset) : nil
        memo?.pointee = WordMemo(offset: offset, end: end, meaning: meaning)
        return (end, meaning)
    }

    /// `/denominator` after a numerator that ends at `offset`.
    private func fraction(after numerator: Double, at offset: Int) -> (Double, Double, Int)? {
        let slash = text.slashLength(offset)
        guard slash > 0, text.isDigit(offset + slash) else { return nil }
        let (denominator, end) = digits(offset + slash)
        guard denominator > 0 else { return nil }
        return (numerator, denominator, end)
    }

    /// The digits at `offset` as a number (capped, so a thousand-digit run cannot overflow).
    @inline(__always)
    private func digits(_ offset: Int) -> (value: Double, end: Int) {
        var value = 0.0
        var end = offset
        while text.isDigit(end) {
            if value < 1e15 { value = value * 10 + Double(text[end] &- 0x30) }
            end += 1
        }
        return (value, end)
    }

    /// The fraction written by the digits after a decimal point at `offset`.
    @inline(__always)
    private func decimals(_ offset: Int) -> (value: Double, end: Int) {
        var value = 0.0, scale = 1.0
        var end = offset
        while text.isDigit(end) {
            if scale < 1e12 {
                scale *= 10
                value += Double(text[end] &- 0x30) / scale
            }
            end += 1
        }
        return (value, end)
    }
}
