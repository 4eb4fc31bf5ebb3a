/// The unit words of a line: one word (`tbsp.`), two (`fl oz`, `ст. л.`, Brazil's `colher (sopa)`),
/// three (`c. à soupe`, `colher de sopa`), initials (`c.s.`), and a meal kit's count marker
/// (`unit(s)`), which is no unit.
extension LineParser {
    /// A unit word at `offset`, with its period (`tbsp.`) and second word (`fl oz`, `ст. л.`).
    func unit(at offset: Int, limit: Int) -> (meaning: WordMeaning, end: Int)? {
        // Through the reader, whose memo most often holds the word already (tried as a size first).
        let (wordEnd, word) = reader.lookUp(offset)
        guard wordEnd > offset, wordEnd <= limit else { return nil }
        var meaning: WordMeaning
        var end = wordEnd
        if wordEnd - offset == 1, text[offset] == 0x54 {                  // T: tablespoon
            meaning = WordMeaning(kind: .unit, unit: .tablespoon, spelling: lexicon.capitalT)
        } else if wordEnd - offset == 1, text[offset] == 0x74 {           // t: teaspoon
            meaning = WordMeaning(kind: .unit, unit: .teaspoon, spelling: lexicon.lowercaseT)
        } else if let known = word {
            meaning = known
            if wordEnd - offset == 1, text[wordEnd] == 0x2E, text.isASCIILetter(wordEnd + 1), text[wordEnd + 2] == 0x2E,
               !text.isWordCharacter(wordEnd + 3), wordEnd + 3 <= limit,
               let initials = lexicon.meaning(of: text.base + offset, count: 4), initials.kind == .unit {
                // "c.s.", "c.c.": French spoons by their initials.
                return (initials, wordEnd + 3)
            }
            if let spoon = unitOfThreeWords(offset, wordEnd, limit) {
                // "c. à soupe", "cuillères à café": French spoons, "à" and a word after the first.
                meaning = spoon.meaning
                end = spoon.end
            } else if known.kind == .unitPrefix {
                guard let compound = unitOfTwoWords(offset, wordEnd, limit) else { return nil }
                meaning = compound.meaning
                end = compound.end
            } else if known.kind == .unit, text[text.skipSpaces(wordEnd)] == 0x28,
                      let compound = unitOfTwoWords(offset, wordEnd, limit) {
                meaning = compound.meaning                                     // "xícara (chá)"
                end = compound.end
            }
            // "2 to 3 dozen": after a number, the number word "dozen" counts dozens.
            if meaning.kind == .number, meaning.value == 12, wordEnd - offset == 5, followsNumber(offset) {
                meaning = WordMeaning(kind: .unit, unit: .dozen, spelling: lexicon.dozen)
            }
            guard meaning.kind == .unit else { return nil }
        } else {
            return nil
        }
        if text[end] == 0x2E, !text.isDigit(end + 1), end < limit { end += 1 }
        // "clove(s)", "Prise(n)": a plural ending in parentheses is part of the unit word.
        if text[end] == 0x28, text.isASCIILetter(end + 1) {
            var close = end + 1
            while close < end + 4, text.isASCIILetter(close) { close += 1 }
            if text[close] == 0x29, close < limit { end = close + 1 }
        }
        return (meaning, end)
    }

    /// The end of a meal kit's "unit", "units", "unit(s)" or "count", or Portuguese and Spanish
    /// "unidade(s)", "unid.", "ud.", at `offset` when a name follows it, or `nil`.
    func countMarkerEnd(at offset: Int, limit: Int) -> Int? {
        guard let word = reader.word(at: offset), word.kind == .countMarker else { return nil }
        var end = text.wordEnd(offset)
        if text[end] == 0x28, text[end + 1] | 0x20 == 0x73, text[end + 2] == 0x29 { end += 3 }   // "(s)"
        if text[end] == 0x2E { end += 1 }                                                       // "unid."
        return text.skipSpaces(end) < limit ? end : nil
    }

    /// A unit of two words, the first ending at `wordEnd` (`fl oz`, `ст. л.`), the second maybe in
    /// brackets (Brazil's `colher (sopa)`, `xícara (chá)`): the meaning and the end of the second
    /// word, or `nil`.
    private func unitOfTwoWords(_ offset: Int, _ wordEnd: Int, _ limit: Int) -> (meaning: WordMeaning, end: Int)? {
        var second = wordEnd
        if text[second] == 0x2E { second += 1 }
        second = text.skipSpaces(second)
        var secondEnd = text.wordEnd(second)
        if text[second] == 0x28 {
            let inside = text.wordEnd(second + 1)
            if inside > second + 1, text[inside] == 0x29 { secondEnd = inside + 1 }
        }
        guard secondEnd > second, secondEnd <= limit,
              let compound = lexicon.compoundMeaning(first: text.base + offset, firstCount: wordEnd - offset,
                                                     second: text.base + second, secondCount: secondEnd - second),
              compound.kind == .unit else { return nil }
        return (compound, secondEnd)
    }

    /// A unit of three words whose second is "à" or "de" (`c. à soupe`, `cuillère à café`, `colher
    /// de sopa`, `c. de chá`), its first word ending at `wordEnd`: the meaning and the end of its
    /// third word, or `nil`. Told by the second word's bytes before any look-up; "2 c. de farine"
    /// finds no such unit, and "c." is a cup.
    private func unitOfThreeWords(_ offset: Int, _ wordEnd: Int, _ limit: Int) -> (meaning: WordMeaning, end: Int)? {
        var second = wordEnd
        if text[second] == 0x2E { second += 1 }
        second = text.skipSpaces(second)
        guard text[second] == 0xC3 && text[second + 1] == 0xA0 || text[second] == 0x64 && text[second + 1] == 0x65,
              text[second + 2] == 0x20 else { return nil }
        let third = second + 3
        let thirdEnd = text.wordEnd(third)
        guard thirdEnd > third, thirdEnd <= limit,
              let meaning = lexicon.compoundMeaning(first: text.base + offset, firstCount: wordEnd - offset,
                                                    second: text.base + second, secondCount: thirdEnd - second),
              meaning.kind == .unit else { return nil }
        return (meaning, thirdEnd)
    }

    /// Whether a digit or a fraction character (`½`) stands right before `offset`, past spaces.
    private func followsNumber(_ offset: Int) -> Bool {
        let end = text.trimSpacesBackward(offset)
        guard end > 0 else { return false }
        let last = text.previousCharacterStart(end)
        return text.isDigit(last) || text.unicodeFraction(last) != nil
    }
}
