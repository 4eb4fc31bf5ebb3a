/// Parses one ingredient line's UTF-8 bytes into a `ParsedLine`, in one pass and without
/// allocating: words are looked up in place in `Lexicon`, numbers are read digit by digit.
///
/// Shapes tried in order, the first that fits wins:
/// 1. a heading (`For the sauce:`);
/// 2. an amount first (`2-3 tbsp. olive oil, divided`, `a pinch of salt`, `200g butter`);
/// 3. a counted unit with no number (`Pinch of salt`, `Small handful of basil`);
/// 4. words, `of` or `from`, then an amount (`Juice of 1 lemon`, `Grated rind from 2 lemons`);
/// 5. the name first and the amount last (`두부 300 g`, `Мука — 500 г`, `醤油 大さじ2`);
/// 6. otherwise the whole line is a name and a note, with no quantity (`Salt and pepper to taste`).
struct LineParser {
    let text: ByteText
    let reader: QuantityReader
    let lexicon: Lexicon

    /// Units that "a"/"an" does not turn into 1: "a handful" is not a measure to scale.
    static func isVague(_ unit: IngredientUnit) -> Bool {
        switch unit {
        case .handful, .splash, .dollop, .knob: true
        default: false
        }
    }

    /// A parser of `text`, whose reader keeps the last word it looked up in `memo`.
    init(_ text: ByteText, memo: UnsafeMutablePointer<QuantityReader.WordMemo>) {
        self.text = text
        lexicon = Lexicon.shared
        reader = QuantityReader(text: text, lexicon: lexicon, memo: memo)
    }

    /// The parse of `string`.
    static func parse(_ string: String) -> ParsedLine {
        if let parsed = string.utf8.withContiguousStorageIfAvailable({ bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return ParsedLine() }
            // The reader's memo (`QuantityReader.memo`), for the one parse.
            return QuantityReader.withMemo { LineParser(ByteText(base: base, count: bytes.count), memo: $0).parse() }
        }) {
            return parsed
        }
        var contiguous = string
        contiguous.makeContiguousUTF8()
        return parse(contiguous)
    }

    func parse() -> ParsedLine {
        var line = ParsedLine()
        let start = skipBullet(text.skipSpaces(0))
        let end = text.trimSpacesBackward(text.count, floor: start)
        guard start < end else { return line }
        if heading(start, end, &line)
            || amountFirst(start, end, &line)
            || countedUnitFirst(start, end, &line)
            || amountAfterOf(start, end, &line)
            || amountLast(start, end, &line)
            || amountAfterName(start, end, &line) {
            return line
        }
        splitNameAndNote(start, end, &line)
        return line
    }

    /// The offset after a list bullet and its space (`- `, `* `, `• `, `▢ `) at `offset`, or `offset`.
    func skipBullet(_ offset: Int) -> Int {
        var length = 0
        switch text[offset] {
        case 0x2D, 0x2A, 0x2B: length = 1
        case 0xC2 where text[offset + 1] == 0xB7: length = 2                  // ·
        case 0xE2:
            let second = text[offset + 1], third = text[offset + 2]
            let isBullet = (second == 0x80 && third == 0xA2)                    // •
                || (second == 0x96 && (third == 0xA2 || third == 0xAA))         // ▢ ▪
                || (second == 0x97 && third == 0xA6) || (second == 0x98 && third == 0x90)   // ◦ ☐
            if isBullet { length = 3 }
        default: break
        }
        if text.isDigit(offset) {                                          // "1. 2 cups flour", "2) 1 egg"
            var digitsEnd = offset
            while text.isDigit(digitsEnd) { digitsEnd += 1 }
            if text[digitsEnd] == 0x2E || text[digitsEnd] == 0x29 { length = digitsEnd + 1 - offset }
        }
        guard length > 0, text.spaceLength(offset + length) > 0 else { return offset }
        return text.skipSpaces(offset + length)
    }

    /// The offset after "of", "de", "di" or "d'" at `offset` (`2 cups of flour`, `200 g de farine`), or `offset`.
    func skipLinkWord(_ offset: Int) -> Int {
        // Every link word starts with "o" or "d": most names are told by their first byte.
        let first = Lexicon.lowercased(text[offset])
        guard first == 0x6F || first == 0x64 else { return offset }
        if text.hasWord("of", at: offset) || text.hasWord("de", at: offset) || text.hasWord("di", at: offset) {
            return text.skipSpaces(offset + 2)
        }
        if first == 0x64, text.isWordCharacter(offset + 2) || text.isWordCharacter(offset + 4) {
            if text[offset + 1] == 0x27 { return offset + 2 }                      // d'huile
            if text.isTypographicApostrophe(offset + 1) { return offset + 4 }      // d’huile
        }
        return offset
    }

    /// Shape 2: `[about] quantity [(per-item measure)] [size words] [unit] [(alternate)] [of] name[, note]`.
    func amountFirst(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var candidate = ParsedLine()
        var position = start
        if text[position] == 0x7E {                                        // "~2 cups"
            candidate.flags.insert(.approximate)
            position = text.skipSpaces(position + 1)
        } else if let word = reader.word(at: position), word.kind == .approximately {
            var after = text.wordEnd(position)
            if text[after] == 0x2E { after += 1 }
            candidate.flags.insert(.approximate)
            position = text.skipSpaces(after)
        }
        // "Scant ½ cup", "Generous 2 tbsp": size words before the number describe the unit.
        var sized = position
        while let word = reader.word(at: sized), word.kind == .size { sized = text.skipSpaces(text.wordEnd(sized)) }
        if sized > position, reader.number(at: sized) != nil { position = sized }
        var read: QuantityReader.QuantityRead
        var isArticle = false
        if let quantity = reader.quantity(at: position) {
            read = quantity
            if let count = countBeforeSize(quantity, at: position) ?? countBeforeHyphenedSize(quantity, at: position, limit: end) {
                read = count
            } else if isSizeOfOnePiece(quantity, limit: end) {
                // "5 cm piece ginger": one piece, whose size is read with the unit below.
                read = .init(quantity: Quantity(1), end: position, flags: .impliedCount)
            } else if quantity.end < end, text[quantity.end] != 0x20,   // a size is glued to its number: most lines' is not
                      let size = sizeEnd(at: position), let piece = unit(at: text.skipSpaces(size), limit: end),
                      piece.meaning.unit.dimension == .count {
                // "6cm/2½in piece cinnamon stick", "2" piece ginger": the size of one piece, whose
                // count is not written; the size is read with the unit below, the count is one.
                read = .init(quantity: Quantity(1), end: position, flags: .impliedCount)
            } else if inchMarkLength(quantity.end) > 0 {
                return false                                               // "2" piece ginger": a size, no count
            } else if !quantity.quantity.isRange, text[quantity.end] == 0x2D, let word = reader.word(at: quantity.end + 1),
                      word.kind == .length || (word.kind == .unit && word.unit.dimension != .count),
                      text.skipSpaces(text.wordEnd(quantity.end + 1)) < end,
                      !namesAPlural(from: text.wordEnd(quantity.end + 1), limit: end) {
                // "3-pound chicken", "2 1/2-pound chicken": one of the size named, whose count
                // is not written; the name keeps the size. "7-inch rice paper skins": how many, it
                // does not say.
                read = .init(quantity: Quantity(1), end: position, flags: .impliedCount)
            }
        } else if let word = reader.word(at: position), word.kind == .article {
            read = .init(quantity: Quantity(1), end: text.wordEnd(position), flags: .articleQuantity)
            isArticle = true
        } else {
            return false
        }
        // "1-inch piece of ginger", "5-spice powder": the number belongs to a compound word;
        // "60% bittersweet chocolate": a share of the ingredient, not an amount of it.
        guard read.end <= end, !(text[read.end] == 0x2D && text.isWordCharacter(read.end + 1)),
              text[read.end] != 0x25 else { return false }
        candidate.quantity = read.quantity
        candidate.primarySpans.quantity = TextSpan(position, read.end)
        candidate.primarySpans.rangeSeparator = read.separator
        candidate.flags.formUnion(read.flags)

        var cursor = measureBeforeUnit(read.end, end, &candidate)
        let sizeStart = text.skipSpaces(cursor)
        var unitStart = sizeStart
        while true {
            if let word = reader.word(at: unitStart), word.kind == .size {
                unitStart = text.skipSpaces(text.wordEnd(unitStart))
            } else if let sizeEnd = sizeEnd(at: unitStart) {                   // "1 2-inch piece", "1 2" piece"
                unitStart = text.skipSpaces(sizeEnd)
            } else if text[unitStart] | 0x20 == 0x78,                            // "3 x 2in/5cm pieces"
                      reader.word(at: unitStart)?.kind == .times,
                      let sizeEnd = sizeEnd(at: text.skipSpaces(text.wordEnd(unitStart))) {
                unitStart = text.skipSpaces(sizeEnd)
            } else {
                break
            }
        }
        if let unit = unit(at: unitStart, limit: end) {
            candidate.unit = unit.meaning.unit
            candidate.primarySpans.unit = TextSpan(unitStart, unit.end)
            candidate.primarySpans.spelling = unit.meaning.spelling
            cursor = measureAfterUnit(unit.end, end, &candidate)
        } else if let marker = countMarkerEnd(at: sizeStart, limit: end) {
            cursor = marker                                                    // "2 unit(s) Spring Onion"
        }
        var nameStart = skipLinkWord(text.skipSpaces(cursor))
        // "400g can coconut milk", "7g sachet yeast": the container word describes the weight.
        if let unit = candidate.unit, unit.dimension != .count,
           let container = self.unit(at: nameStart, limit: end), container.meaning.unit.dimension == .count,
           text.skipSpaces(container.end) < end {
            nameStart = skipLinkWord(text.skipSpaces(container.end))
        }
        // "1 sheet (about 8 ounces) frozen puff pastry": a note in parentheses before the name.
        if let close = parenthesisEnd(at: nameStart, limit: end) {
            let after = skipLinkWord(text.skipSpaces(close))
            if after < end, text[after] != 0x2C, text[after] != 0x3B, text[after] != 0x28 {
                candidate.leadingNote = TextSpan(nameStart, close)
                nameStart = after
            }
        }
        splitNameAndNote(nameStart, end, &candidate)
        measureAfterName(end, &candidate)
        // "3 whole cloves", "2 sprigs": a counted unit with nothing after it is the ingredient itself.
        if candidate.name.isEmpty, let unit = candidate.unit, unit.dimension == .count, candidate.alternate == nil {
            candidate.unit = nil
            candidate.primarySpans.unit = .none
            splitNameAndNote(sizeStart, end, &candidate)
        }
        if isArticle {
            guard let unit = candidate.unit else { return false }          // "a large onion": a name
            if Self.isVague(unit) {                            // "a handful of basil"
                candidate.quantity = nil
                candidate.primarySpans.quantity = .none
                candidate.flags.remove(.articleQuantity)
            }
        }
        if candidate.unit == nil { takeUnitAfterName(&candidate) }
        line = candidate
        return true
    }

    /// The offset after the `)` closing a parenthesis that opens at `offset`, or nil.
    private func parenthesisEnd(at offset: Int, limit: Int) -> Int? {
        guard text[offset] == 0x28 else { return nil }
        var close = offset + 1
        while close < limit, text[close] != 0x29 { close += 1 }
        return close < limit ? close + 1 : nil
    }

    /// "3 garlic cloves", "1 celery stalk", "1 garlic bulb": a unit word that ends the name is the unit, when sure.
    private func takeUnitAfterName(_ line: inout ParsedLine) {
        let nameStart = Int(line.name.start), nameEnd = Int(line.name.end)
        var wordStart = nameEnd
        while wordStart > nameStart, text.isWordCharacter(text.previousCharacterStart(wordStart)) {
            wordStart = text.previousCharacterStart(wordStart)
        }
        // "3 whole cloves": with only size words before it, the word is the ingredient.
        var firstWord = nameStart
        while let word = reader.word(at: firstWord), word.kind == .size {
            firstWord = text.skipSpaces(text.wordEnd(firstWord))
        }
        guard wordStart > firstWord, text.spaceLength(text.previousCharacterStart(wordStart)) > 0,
              let meaning = lexicon.meaning(of: text.base + wordStart, count: nameEnd - wordStart),
              meaning.kind == .unit
        else { return }
        // "1 kohlrabi or ½ fennel bulb": after another amount, the word is that amount's unit, unless
        // that amount is the count's other choice ("6 large or 8 medium celery stalks").
        let isOtherCount = text.hasWord("or", at: firstWord) && text.isDigit(text.skipSpaces(firstWord + 2))
        if !isOtherCount {
            for offset in firstWord..<wordStart where text.isDigit(offset) || text.unicodeFraction(offset) != nil { return }
        }
        switch meaning.unit {
        case .clove, .stalk, .sprig, .head: break
        default: return
        }
        line.unit = meaning.unit
        line.primarySpans.unit = TextSpan(wordStart, nameEnd)
        line.primarySpans.spelling = meaning.spelling
        line.name = TextSpan(nameStart, text.trimSpacesBackward(wordStart, floor: nameStart))
    }
}
