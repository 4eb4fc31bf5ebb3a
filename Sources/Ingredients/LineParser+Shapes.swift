/// The line shapes other than "amount first", and the split of a name from its note.
extension LineParser {
    /// Shape 1: a line ending with `:` (`For the sauce:`), or starting with "For " with no digit or comma.
    func heading(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var nameEnd = end
        if text[end - 1] == 0x3A {
            guard !text.isDigit(start), text.unicodeFraction(start) == nil else { return false }
            nameEnd = text.trimSpacesBackward(end - 1, floor: start)
        } else {
            guard text.hasWord("for", at: start) else { return false }
            for offset in start..<end where text.isDigit(offset) || text[offset] == 0x2C { return false }
        }
        line.flags.insert(.heading)
        line.name = TextSpan(start, nameEnd)
        return true
    }

    /// Shape 3: a counted unit with no number: `Pinch of salt`, `Small handful of basil leaves`.
    func countedUnitFirst(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var position = start
        while let word = reader.word(at: position), word.kind == .size {
            position = text.skipSpaces(text.wordEnd(position))
        }
        guard let unit = unit(at: position, limit: end), unit.meaning.unit.dimension == .count else { return false }
        line.unit = unit.meaning.unit
        line.primarySpans.unit = TextSpan(position, unit.end)
        line.primarySpans.spelling = unit.meaning.spelling
        var nameStart = text.skipSpaces(unit.end)
        if text.hasWord("of", at: nameStart) { nameStart = text.skipSpaces(nameStart + 2) }
        splitNameAndNote(nameStart, end, &line)
        return true
    }

    /// Shape 4: words with no digit, `of` or `from`, then an amount: `Juice of 1 lemon`, `Zest and
    /// juice of 1 lime`, `Grated rind from 2 lemons`. "From" only before any parenthesis or comma
    /// and with a number after it: "Orange juice (fresh, or from a carton)" names no amount.
    func amountAfterOf(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var position = start
        var onlyWords = true
        while position < end {
            if text.isDigit(position) { return false }
            if text[position] == 0x28 || text[position] == 0x2C { onlyWords = false }
            let space = text.spaceLength(position)
            guard space > 0 else {
                position += 1
                continue
            }
            let word = text.skipSpaces(position)
            let isFrom = onlyWords && text.hasWord("from", at: word)
            let linkLength = text.hasWord("of", at: word) ? 2 : (isFrom ? 4 : 0)
            if linkLength > 0 {
                var candidate = ParsedLine()
                if amountFirst(text.skipSpaces(word + linkLength), end, &candidate), candidate.quantity != nil,
                   !isFrom || !candidate.flags.contains(.articleQuantity) {
                    candidate.leadingNote = TextSpan(start, word + linkLength)
                    line = candidate
                    return true
                }
                return false
            }
            position = word
        }
        return false
    }

    /// "Tuorli 3", "Limoni ½", "Baccello di vaniglia 1": a name of one to three words, the first
    /// capitalised, none with a digit, then a count, as sites that write the name first list
    /// their data (giallozafferano's "Zucchero 85 g" beside "Tuorli 3"). Not a line's label of a
    /// part or a yield ("Step 2", "Serves 4", "Layer 1"), and not a count of nothing ("Tipo 00").
    private func isCapitalisedNameBeforeCount(_ start: Int, _ quantityStart: Int, _ read: QuantityReader.QuantityRead) -> Bool {
        guard text[start] &- 0x41 < 26, read.quantity.value > 0, !read.quantity.isRange else { return false }
        var words = 1
        for offset in start..<quantityStart {
            if text.isDigit(offset) { return false }
            if text[offset] == 0x20, offset + 1 < quantityStart, text[offset + 1] != 0x20 { words += 1 }
        }
        guard words <= 3 else { return false }
        let first = String(decoding: UnsafeBufferPointer(start: text.base + start, count: text.wordEnd(start) - start), as: UTF8.self)
        return !Self.labelsBeforeANumber.contains(first.lowercased())
    }

    /// Words that label a part, a step or a yield by a number: no ingredient's name.
    private static let labelsBeforeANumber: Set<String> = [
        "step", "steps", "serves", "serving", "servings", "makes", "yield", "yields", "part", "phase", "stage",
        "layer", "option", "version", "method", "recipe", "batch", "tier", "round", "day", "portion", "portions",
        "portionen", "personen", "persone", "porzioni", "pers", "for", "für", "voor", "pour", "para", "per",
        "tipo", "type", "vitamin", "omega",
    ]

    /// Shape 5: the name first, the amount last: `두부 300 g`, `Мука — 500 г`, `卵 2個`, `醤油 大さじ2`.
    /// A bare number with no unit counts only after a name in another script (`Яйца 2`), so that
    /// "Vitamin B12" or "Serves 4" stay text.
    func amountLast(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var unitSpan = TextSpan.none
        var unitMeaning: WordMeaning?
        var quantityEnd = end
        if let found = unitEnding(at: end, floor: start) {
            unitSpan = TextSpan(found.start, end)
            unitMeaning = found.meaning
            quantityEnd = text.trimSpacesBackward(found.start, floor: start)
        }
        guard let quantityStart = quantityStart(endingAt: quantityEnd, floor: start),
              let read = reader.quantity(at: quantityStart)
        else { return false }
        var nameEnd = quantityStart
        var unitBeforeQuantity = false
        if unitMeaning == nil {
            let before = text.trimSpacesBackward(quantityStart, floor: start)
            if let found = unitEnding(at: before, floor: start) {                 // "大さじ2"
                unitSpan = TextSpan(found.start, before)
                unitMeaning = found.meaning
                nameEnd = found.start
                unitBeforeQuantity = true
            } else {
                var hasOtherScript = false
                for offset in start..<quantityStart where text[offset] >= 0x80 { hasOtherScript = true }
                guard hasOtherScript || isCapitalisedNameBeforeCount(start, quantityStart, read) else { return false }
            }
        }
        if !unitBeforeQuantity, nameEnd > start, text.isASCIILetter(text.previousCharacterStart(nameEnd)) {
            return false                                                          // "B12"
        }
        setPrimary(read, at: quantityStart, unit: unitMeaning.map { ($0, unitSpan) }, on: &line)
        line.name = TextSpan(start, trimSeparatorsBackward(nameEnd, floor: start))
        return true
    }

    /// Shape 6: the name first, its amount in brackets or after a comma, then a note: `Olive oil
    /// (1/2 cup, divided)`, `Garlic cloves (8, minced)`, `Onions, 250 g: Quarter, then slice thin.`
    /// (as cooks who list what to fetch first write their notes). The name has no digit; the
    /// amount (a number, perhaps a unit) is all there is up to the comma or closing bracket, or,
    /// after a comma, up to a colon, a semicolon or the line's end.
    func amountAfterName(_ start: Int, _ end: Int, _ line: inout ParsedLine) -> Bool {
        var opener = start
        while opener < end, text[opener] != 0x28, text[opener] != 0x2C {
            if text.isDigit(opener) { return false }
            opener += 1
        }
        guard opener < end, opener > start, let read = reader.quantity(at: text.skipSpaces(opener + 1)) else { return false }
        let quantityStart = text.skipSpaces(opener + 1)
        var amountEnd = read.end
        var unitFound: (WordMeaning, TextSpan)?
        let unitStart = text.skipSpaces(amountEnd)
        if unitStart < end, let found = unit(at: unitStart, limit: end) {
            unitFound = (found.meaning, TextSpan(unitStart, found.end))
            amountEnd = found.end
        }
        let next = text.skipSpaces(amountEnd)
        let isBracket = text[opener] == 0x28
        let closes = isBracket ? next < end && (text[next] == 0x2C || text[next] == 0x29)
            : next >= end || text[next] == 0x3A || text[next] == 0x3B
        guard closes else { return false }
        setPrimary(read, at: quantityStart, unit: unitFound, on: &line)
        line.name = TextSpan(start, text.trimSpacesBackward(opener, floor: start))
        var noteEnd = end
        if isBracket, text[end - 1] == 0x29 { noteEnd = end - 1 }
        let noteStart = next < end ? text.skipSpaces(next + 1) : end
        if noteStart < noteEnd { line.trailingNote = TextSpan(noteStart, text.trimSpacesBackward(noteEnd, floor: noteStart)) }
        return true
    }

    /// Sets the line's amount: the quantity read at `quantityStart` and the unit found (its meaning and span), if any.
    private func setPrimary(_ read: QuantityReader.QuantityRead, at quantityStart: Int, unit: (WordMeaning, TextSpan)?,
                            on line: inout ParsedLine) {
        line.quantity = read.quantity
        line.primarySpans.quantity = TextSpan(quantityStart, read.end)
        line.primarySpans.rangeSeparator = read.separator
        line.flags.formUnion(read.flags)
        if let (meaning, span) = unit {
            line.unit = meaning.unit
            line.primarySpans.unit = span
            line.primarySpans.spelling = meaning.spelling
        }
    }

    /// The unit whose text ends exactly at `end` (a period included), and where it starts.
    private func unitEnding(at end: Int, floor: Int) -> (start: Int, meaning: WordMeaning)? {
        var wordEnd = end
        if text[wordEnd - 1] == 0x2E { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > floor, text.isWordCharacter(text.previousCharacterStart(wordStart)) {
            wordStart = text.previousCharacterStart(wordStart)
        }
        guard wordStart < wordEnd else { return nil }
        // The second word of "ст. л.", "κ.σ.": try from the first word before the last one alone
        // (which may be a unit of its own: "л" is also a litre).
        var previous = text.trimSpacesBackward(wordStart, floor: floor)
        if text[previous - 1] == 0x2E { previous -= 1 }
        var prefixStart = previous
        while prefixStart > floor, text.isWordCharacter(text.previousCharacterStart(prefixStart)) {
            prefixStart = text.previousCharacterStart(prefixStart)
        }
        if prefixStart < previous, let found = unit(at: prefixStart, limit: end), found.end == end {
            return (prefixStart, found.meaning)
        }
        guard let found = unit(at: wordStart, limit: end), found.end == end else { return nil }
        return (wordStart, found.meaning)
    }

    /// Where a quantity that ends exactly at `end` starts: the leftmost start that reads to `end`.
    private func quantityStart(endingAt end: Int, floor: Int) -> Int? {
        guard end > floor else { return nil }
        var earliest = end
        while earliest > floor {
            let previous = text.previousCharacterStart(earliest)
            let byte = text[previous]
            let isQuantityCharacter = text.isDigit(previous) || byte == 0x2E || byte == 0x2C
                || text.slashLength(previous) > 0 || text.dashLength(previous) > 0
                || text.spaceLength(previous) > 0 || text.unicodeFraction(previous) != nil
            guard isQuantityCharacter else { break }
            earliest = previous
        }
        var position = earliest
        while position < end {
            let startsNumber = text.unicodeFraction(position) != nil
                || (text.isDigit(position) && (position == earliest || !text.isDigit(position - 1)))
            if startsNumber, let read = reader.quantity(at: position), read.end == end { return position }
            position += text.characterLength(position)
        }
        return nil
    }

    /// `end` moved back over spaces and the marks between a name and a trailing amount (`—`, `:`, `,`).
    private func trimSeparatorsBackward(_ end: Int, floor: Int) -> Int {
        var end = end
        while end > floor {
            let previous = text.previousCharacterStart(end)
            let byte = text[previous]
            let isSeparator = text.spaceLength(previous) > 0 || text.dashLength(previous) > 0
                || byte == 0x3A || byte == 0x2C || byte == 0x2E
                || (byte == 0xE2 && text[previous + 1] == 0x80 && text[previous + 2] == 0xA6)   // …
            guard isSeparator else { break }
            end = previous
        }
        return end
    }

    /// Splits `start..<end` into the name and the note after it. The note starts at a comma or
    /// semicolon (not kept), a parenthesis (kept), a spaced dash, or the words "for", "to taste",
    /// "to serve", "as needed", "optional".
    func splitNameAndNote(_ start: Int, _ end: Int, _ line: inout ParsedLine) {
        var nameEnd = end
        var noteStart = end
        var position = start
        scan: while position < end {
            let byte = text[position]
            // Most of a name is letters, which end nothing: told by one test, before the cases below.
            if (byte | 0x20) &- 0x61 < 26 {
                position += 1
                continue
            }
            switch byte {
            case 0x2C where text.isDigit(position - 1) && text.isDigit(position + 1):   // "1,000"
                position += 1
            case 0x2C, 0x3B:
                nameEnd = position
                noteStart = text.skipSpaces(position + 1)
                break scan
            case 0x28, 0x5B:
                // "Zwiebel(n)", "Ei(er)": the plural's ending, glued to its word, is part of the name.
                if byte == 0x28, position > start, text.isWordCharacter(position - 1), let after = pluralEndingEnd(position) {
                    position = after
                    continue
                }
                nameEnd = position
                noteStart = position
                break scan
            default:
                guard text.spaceLength(position) > 0 else {
                    position += 1
                    continue
                }
                let word = text.skipSpaces(position)
                let dash = text.dashLength(word)
                if dash > 0, text.spaceLength(word + dash) > 0 {
                    nameEnd = position
                    noteStart = text.skipSpaces(word + dash)
                    break scan
                }
                if startsNote(at: word) {
                    nameEnd = position
                    noteStart = word
                    break scan
                }
                position = word
            }
        }
        line.name = TextSpan(start, text.trimSpacesBackward(nameEnd, floor: start))
        if noteStart < end { line.trailingNote = TextSpan(noteStart, end) }
    }

    /// The offset after a plural's ending in brackets at `open` ("(n)", "(er)"), or nil (`PluralEnding`).
    private func pluralEndingEnd(_ open: Int) -> Int? {
        PluralEnding.end(at: open, in: UnsafeBufferPointer(start: text.base, count: text.count))
    }

    private func startsNote(at word: Int) -> Bool {
        switch Lexicon.lowercased(text[word]) {
        case 0x66: return text.hasWord("for", at: word)
        case 0x74:
            guard text.hasWord("to", at: word) else { return false }
            let next = text.skipSpaces(word + 2)
            return text.hasWord("taste", at: next) || text.hasWord("serve", at: next)
        case 0x61:
            // "as needed", and as Indian sites write it, "as required", "as per taste", "as per requirement".
            guard text.hasWord("as", at: word) else { return false }
            let next = text.skipSpaces(word + 2)
            guard !text.hasWord("needed", at: next), !text.hasWord("required", at: next) else { return true }
            guard text.hasWord("per", at: next) else { return false }
            let after = text.skipSpaces(next + 3)
            return text.hasWord("taste", at: after) || text.hasWord("requirement", at: after)
        case 0x6F: return text.hasWord("optional", at: word)
        default: return false
        }
    }
}
