/// A scaled count that is no whole number, written right before a size of the item: "1 14-oz.
/// block tofu" halved would read "1/2 14-oz. block", "2 1 1/2-pound eggplants" at three quarters
/// "1 1/2 1 1/2-pound eggplants", two numbers a cook reads as one. The size is put in brackets,
/// as recipe sites write a can's size ("1/2 (14-oz.) block tofu", "1 1/2 (15-ounce) cans"), and so
/// is a size of two numbers after any scaled count ("1 (1 1/2-pound) eggplant").
extension LineFormatter {
    /// Brackets the size written right after the quantity at `spans` in `edits`, when the shown
    /// amount `text` is no whole number or the size has two numbers: a bracket inserted on each
    /// side, so that a pack's size written there is still converted in place ("1/2 (400 g)
    /// block"), or put into the edit that rewrites the name around it ("1 1/2 (3-inch) cinnamon
    /// sticks"). Nothing when there is no such size, it is bracketed already, or another edit cuts
    /// through it.
    func bracketSize(after spans: MeasureSpans, shownAmount text: String, in edits: inout [Edit]) {
        guard spans == line.parsed.primarySpans, !spans.quantity.isEmpty,
              let (run, numbers) = sizeRun(from: Int(spans.quantity.end)) else { return }
        // A whole count before a size of two numbers reads as one number too: "1 (1 1/2-pound) eggplant".
        let isWhole = !text.unicodeScalars.contains { $0 == "/" || $0 == "." || $0 == "," || Self.isFraction($0) }
        guard !isWhole || numbers > 1 else { return }
        let size = line.string(run)
        var enclosing: Int?
        for (index, edit) in edits.enumerated() where edit.span.start < run.end && run.start < edit.span.end {
            if edit.span.start >= run.start, edit.span.end <= run.end { continue }      // a converted size
            let offset = Int(run.start - edit.span.start)
            let bytes = Array(edit.text.utf8)
            guard edit.span.start <= run.start, edit.span.end >= run.end, enclosing == nil,
                  bytes.count >= offset + size.utf8.count,
                  bytes[offset..<offset + size.utf8.count].elementsEqual(size.utf8) else { return }
            enclosing = index
        }
        if let index = enclosing {
            var bytes = Array(edits[index].text.utf8)
            let offset = Int(run.start - edits[index].span.start)
            bytes.insert(0x29, at: offset + size.utf8.count)
            bytes.insert(0x28, at: offset)
            edits[index].text = String(decoding: bytes, as: UTF8.self)
        } else {
            edits += [Edit(span: TextSpan(Int(run.start), Int(run.start)), text: "("),
                      Edit(span: TextSpan(Int(run.end), Int(run.end)), text: ")")]
        }
    }

    /// The size written at `offset` past spaces, and how many words of it start with a number: a
    /// word starting with a number and holding a letter or an inch mark ("14-oz.", `3"`,
    /// `1½"-thick`), or numbers then such a word ("2 1/2-pound") or a measure's word ("4–5 lb");
    /// nil when the text there is no such size.
    private func sizeRun(from offset: Int) -> (span: TextSpan, numbers: Int)? {
        var contiguous = line.text
        return contiguous.withUTF8 { buffer -> (span: TextSpan, numbers: Int)? in
            guard let base = buffer.baseAddress else { return nil }
            let text = ByteText(base: base, count: buffer.count)
            let start = text.skipSpaces(offset)
            guard start > offset else { return nil }
            var end = start
            for index in 0..<3 {
                var wordEnd = end
                while wordEnd < text.count, text.spaceLength(wordEnd) == 0 { wordEnd += 1 }
                guard wordEnd > end else { return nil }
                let word = line.string(TextSpan(end, wordEnd)).lowercased()
                guard text.isDigit(end) || text.unicodeFraction(end) != nil else {
                    // "4–5 lb": after the numbers, a measure's word ends the size.
                    let comma = word.hasSuffix(","), bare = word.hasSuffix(".") || comma ? String(word.dropLast()) : word
                    guard index > 0, Self.measureWords.contains(bare) else { return nil }
                    return (TextSpan(start, wordEnd - (comma ? 1 : 0)), index)
                }
                // A letter (ASCII or not) or an inch or foot mark ends the size.
                if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic || Self.inchMarks.contains($0) }) {
                    return (TextSpan(start, wordEnd), index + 1)
                }
                end = text.skipSpaces(wordEnd)
            }
            return nil
        }
    }

    /// Whether `scalar` is a vulgar fraction (`½`, `⅓`, `⅞`).
    private static func isFraction(_ scalar: Unicode.Scalar) -> Bool {
        (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
    }

    /// Inch and foot marks: straight and curly quotes, the double prime.
    private static let inchMarks: Set<Unicode.Scalar> = ["\"", "'", "″", "”", "’", "“"]
    /// The words of a weight or length written apart from its numbers ("4–5 lb", "3 inch").
    private static let measureWords: Set<String> = [
        "lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "g", "kg", "gram", "grams", "in", "inch", "inches",
        "cm", "mm",
    ]
}
