/// The measures around a line's unit: a per-item size before it (`1 (14.5 oz) can`), a second
/// measure after it (`1 can (400 g)`, `100g/3½oz`), and an added amount (`2 cups + 2 tbsp`).
extension LineParser {
    /// A quantity and a unit, as in the parentheses of `1 can (400 g)`: `400 g`, `14.5 oz`, `15-ounce`.
    func measure(at offset: Int, limit: Int) -> (measure: Measure, spans: MeasureSpans, end: Int, flags: ParsedLine.Flags)? {
        guard let read = reader.quantity(at: offset), read.end < limit else { return nil }
        var unitStart = text.skipSpaces(read.end)
        if unitStart == read.end, text[unitStart] == 0x2D { unitStart += 1 }
        guard let unit = unit(at: unitStart, limit: limit) else { return nil }
        var spans = MeasureSpans()
        spans.quantity = TextSpan(offset, read.end)
        spans.rangeSeparator = read.separator
        spans.unit = TextSpan(unitStart, unit.end)
        spans.spelling = unit.meaning.spelling
        return (Measure(read.quantity, unit.meaning.unit), spans, unit.end, read.flags)
    }

    /// A per-item size between the count and its unit: `1 (14.5 oz) can`, `2 x 400 g tins`.
    func measureBeforeUnit(_ cursor: Int, _ end: Int, _ line: inout ParsedLine) -> Int {
        let open = text.skipSpaces(cursor)
        if text[open] == 0x28 {
            if var found = measure(at: text.skipSpaces(open + 1), limit: end) {
                var close = text.skipSpaces(found.end)
                // "2 (14-ounce/398 mL) cans": the same size in other units, after a slash.
                let slash = text.slashLength(close)
                let again = slash > 0 ? measure(at: text.skipSpaces(close + slash), limit: end) : nil
                if let again { close = text.skipSpaces(again.end) }
                if text.hasWord("each", at: close) { close = text.skipSpaces(close + 4) }
                guard text[close] == 0x29 else { return cursor }
                if let again {
                    line.alternateEquivalent = again.measure
                    line.alternateEquivalentSpan = TextSpan(Int(again.spans.quantity.start), again.end)
                    found.spans.unit.end = Int32(again.end)
                }
                keepAlternate(found, perItem: true, &line)
                return close + 1
            }
            // "1 (1-inch) piece ginger", "1 (9-inch) pie crust": a size that is not a measure.
            var close = open + 1
            while close < end, text[close] != 0x29 { close += 1 }
            return close < end ? close + 1 : cursor
        }
        // "an 8 oz package", "2 14-ounce cans": a size, then the counted unit it is the size of;
        // "Two 14.5 oz (411g) cans": the same size again in other units, in parentheses, is part of it.
        if var found = measure(at: open, limit: end) {
            let again = text[text.skipSpaces(found.end)] == 0x28
                ? measure(at: text.skipSpaces(text.skipSpaces(found.end) + 1), limit: end) : nil
            let againClose = again.map { text.skipSpaces($0.end) }
            let afterSize = againClose.flatMap { text[$0] == 0x29 ? $0 + 1 : nil } ?? found.end
            if let unit = unit(at: text.skipSpaces(afterSize), limit: end), unit.meaning.unit.dimension == .count {
                if afterSize != found.end, let again {
                    line.alternateEquivalent = again.measure
                    line.alternateEquivalentSpan = TextSpan(Int(again.spans.quantity.start), again.end)
                    found.spans.unit.end = Int32(afterSize)
                    found.end = afterSize
                }
                keepAlternate(found, perItem: true, &line)
                return found.end
            }
        }
        let timesLength = text[open] == 0xC3 && text[open + 1] == 0x97 ? 2
            : (reader.word(at: open)?.kind == .times ? 1 : 0)
        if timesLength > 0, var found = measure(at: text.skipSpaces(open + timesLength), limit: end) {
            // "8 x 450g/1lb lobsters": the same size again in other units is part of it, so that
            // converting writes the size once ("8 x 1lb") and the name starts after it.
            let slashStart = text.skipSpaces(found.end), slash = text.slashLength(slashStart)
            var equivalent: (measure: Measure, span: TextSpan)?
            if slash > 0, let again = measure(at: text.skipSpaces(slashStart + slash), limit: end) {
                let againEnd = sideBySidePart(after: again.end, of: again.measure, limit: end)?.end ?? again.end
                equivalent = (again.measure, TextSpan(Int(again.spans.quantity.start), againEnd))
                found.spans.unit.end = Int32(againEnd)
                found.end = againEnd
            }
            keepAlternate(found, perItem: true, &line)
            line.alternateEquivalent = equivalent?.measure
            line.alternateEquivalentSpan = equivalent?.span ?? .none
            return found.end
        }
        return cursor
    }

    /// A second measure after the unit: `1 can (400 g)`, `2 cans (400 g each)`, `100g/3½oz`.
    func measureAfterUnit(_ cursor: Int, _ end: Int, _ line: inout ParsedLine) -> Int {
        let open = text.skipSpaces(cursor)
        if text[open] == 0x28 {
            guard let close = bracketedMeasure(at: open, end, &line) else { return cursor }
            return close + 1
        }
        let slash = text.slashLength(open)
        if slash > 0, var found = measure(at: text.skipSpaces(open + slash), limit: end) {
            // "500g/1lb 2oz": the second measure is compound too.
            let part = sideBySidePart(after: found.end, of: found.measure, limit: end)
            if let part, let added = UnitChoice.amount(of: part.measure, in: found.measure.unit ?? .gram) {
                found.measure.quantity.value += added.value
                found.spans.unit.end = Int32(part.end)
                found.end = part.end
            }
            keepAlternate(found, perItem: false, &line)
            line.alternateAddedPart = part?.measure
            line.alternateAddedSpans = part?.spans ?? MeasureSpans()
            return found.end
        }
        return addedMeasure(cursor, end, &line)
    }

    /// The same amount in other units in brackets after the name: `1 cup flour (120 g)`, `3 tbsp
    /// butter (45 g), softened`, scaled with the line as a bracket after the unit is; `(400 g each)`
    /// is one item's size. A bracket holding anything else (`(see note)`, `(1 cup, sifted)`), or
    /// followed by more words, stays a note.
    func measureAfterName(_ end: Int, _ line: inout ParsedLine) {
        let open = Int(line.trailingNote.start)
        guard line.alternate == nil, line.quantity != nil, !line.trailingNote.isEmpty, text[open] == 0x28 else { return }
        var probe = line
        // Only a bracket that ends the name's part of the line: in `2/3 cup (130g) granulated sugar`
        // after "or", the bracket belongs to the other amount.
        guard let close = bracketedMeasure(at: open, end, &probe) else { return }
        let after = text.skipSpaces(close + 1)
        if after >= end || text[after] == 0x2C || text[after] == 0x3B { line = probe }
    }

    /// A measure alone in the brackets opening at `open` (`(400 g)`, `(about 400 g)`, `(400 g each)`), kept as the
    /// line's alternate; the offset of the closing bracket, or nil (and `line` untouched).
    private func bracketedMeasure(at open: Int, _ end: Int, _ line: inout ParsedLine) -> Int? {
        var start = text.skipSpaces(open + 1)
        // "(about 200 g)", "(~200 g)": the same amount, roughly; the word stays as written.
        if text[start] == 0x7E {
            start = text.skipSpaces(start + 1)
        } else if let word = reader.word(at: start), word.kind == .approximately {
            start = text.skipSpaces(text[text.wordEnd(start)] == 0x2E ? text.wordEnd(start) + 1 : text.wordEnd(start))
        }
        guard let found = measure(at: start, limit: end) else { return nil }
        var close = text.skipSpaces(found.end)
        let perItem = text.hasWord("each", at: close)
        if perItem { close = text.skipSpaces(close + 4) }
        guard text[close] == 0x29 else { return nil }
        keepAlternate(found, perItem: perItem, &line)
        return close
    }

    /// The smaller measure written right after `measure` as part of it (`2 oz` after `1 lb`): a
    /// whole number of a weight or volume, then a smaller unit of the same kind, less than one of it.
    private func sideBySidePart(after cursor: Int, of measure: Measure, limit: Int)
        -> (measure: Measure, spans: MeasureSpans, end: Int)? {
        let joint = text.skipSpaces(cursor)
        guard let unit = measure.unit, unit.dimension != .count, !measure.quantity.isRange,
              measure.quantity.value == measure.quantity.value.rounded(), text.isDigit(joint),
              let found = self.measure(at: joint, limit: limit), !found.measure.quantity.isRange,
              let addedUnit = found.measure.unit, addedUnit.baseAmount < unit.baseAmount,
              let added = UnitChoice.amount(of: found.measure, in: unit), added.value < 1
        else { return nil }
        return (found.measure, found.spans, found.end)
    }

    /// "2 cups + 2 tbsp", "1 cup plus 2 tablespoons", "1 lb 2 oz": the second amount joins the first,
    /// whose unit span then runs to the end of the second. Written with "+" or "plus", formatting
    /// writes the sum in one unit; written side by side (a smaller unit after a whole number of a
    /// larger one), it writes the parts again (`2 lb 4 oz`).
    private func addedMeasure(_ cursor: Int, _ end: Int, _ line: inout ParsedLine) -> Int {
        let joint = text.skipSpaces(cursor)
        let next = text[joint] == 0x2B ? joint + 1 : (text.hasWord("plus", at: joint) ? joint + 4 : joint)
        guard let unit = line.unit, var quantity = line.quantity, !quantity.isRange, unit.dimension != .count
        else { return cursor }
        let found: (measure: Measure, spans: MeasureSpans, end: Int)
        if next == joint {
            guard let part = sideBySidePart(after: cursor, of: Measure(quantity, unit), limit: end) else { return cursor }
            found = part
            line.flags.insert(.sideBySideParts)
        } else {
            guard let plus = measure(at: text.skipSpaces(next), limit: end), !plus.measure.quantity.isRange
            else { return cursor }
            found = (plus.measure, plus.spans, plus.end)
        }
        guard let added = UnitChoice.amount(of: found.measure, in: unit) else { return cursor }
        quantity.value += added.value
        line.quantity = quantity
        line.addedPart = found.measure
        line.addedSpans = found.spans
        line.primarySpans.unit.end = Int32(found.end)
        line.flags.insert(.compoundAmount)
        return found.end
    }

    private func keepAlternate(
        _ found: (measure: Measure, spans: MeasureSpans, end: Int, flags: ParsedLine.Flags), perItem: Bool,
        _ line: inout ParsedLine
    ) {
        line.alternate = found.measure
        line.alternateSpans = found.spans
        line.flags.formUnion(found.flags)
        if perItem { line.flags.insert(.alternatePerItem) }
    }
}
