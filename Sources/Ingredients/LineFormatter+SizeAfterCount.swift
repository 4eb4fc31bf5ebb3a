/// A scaled count that is no whole number, written right before a size of the item: "1 14-oz.
/// block tofu" halved would read "1/2 14-oz. block", "2 1 1/2-pound eggplants" at three quarters
/// "1 1/2 1 1/2-pound eggplants", two numbers a cook reads as one. The size is put in brackets,
/// as recipe sites write a can's size ("1/2 (14-oz.) block tofu", "1 1/2 (15-ounce) cans"), and so
/// is a size of two numbers after any scaled count ("1 (1 1/2-pound) eggplant").
extension LineFormatter {
    /// Brackets the size written right after the quantity at `spans` in `edits`, when the shown
    /// amount `text` is no whole number or the size has two numbers: a bracket inserted on each side, so that a pack's size
    /// written there is still converted in place ("1/2 (400 g) block"), or put into the edit that
    /// rewrites the name around it ("1 1/2 (3-inch) cinnamon sticks"). Nothing when there is no
    /// such size, it is bracketed already, or another edit cuts through it.
    func bracketSize(after spans: MeasureSpans, shownAmount text: String, in edits: inout [Edit]) {
        guard spans == line.parsed.primarySpans, !spans.quantity.isEmpty,
              let run = sizeRun(from: Int(spans.quantity.end)) else { return }
        let size = line.string(run)
        // A whole count before a size of two numbers reads as one number too: "1 (1 1/2-pound) eggplant".
        let isWhole = !text.contains(where: { $0 == "/" || $0 == "." || $0 == "," || Self.fractionCharacters.contains($0) })
        let words = size.split(separator: " ")
        guard !isWhole || words.count > 1 && words[1].first.map({ $0.isNumber || Self.fractionCharacters.contains($0) }) == true
        else { return }
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

    /// The size written at `offset` past spaces: a word starting with a number and holding a
    /// letter or an inch mark ("14-oz.", `3"`, `1½"-thick`), or numbers then such a word ("4–5
    /// lb", "2 1/2-pound"); nil when the text there is no such size.
    private func sizeRun(from offset: Int) -> TextSpan? {
        let bytes = Array(line.text.utf8)
        var start = offset
        while start < bytes.count, bytes[start] == 0x20 { start += 1 }
        guard start < bytes.count, start > offset else { return nil }
        var end = start
        for index in 0..<3 {
            guard end < bytes.count else { return nil }
            var wordEnd = end
            while wordEnd < bytes.count, bytes[wordEnd] != 0x20 { wordEnd += 1 }
            let word = bytes[end..<wordEnd]
            // "4–5 lb": after the numbers, a measure's word ends the size.
            if index > 0, !Self.startsNumber(bytes, at: end) {
                let text = String(decoding: word, as: UTF8.self).lowercased()
                let comma = text.hasSuffix(","), bare = text.hasSuffix(".") || comma ? String(text.dropLast()) : text
                return Self.measureWords.contains(bare) ? TextSpan(start, wordEnd - (comma ? 1 : 0)) : nil
            }
            guard Self.startsNumber(bytes, at: end) else { return nil }
            // A letter (ASCII or not) or an inch or foot mark ends the size.
            if word.contains(where: { $0 | 0x20 &- 0x61 < 26 || $0 == 0x22 || $0 == 0x27 })
                || String(decoding: word, as: UTF8.self).contains(where: { Self.inchMarks.contains($0) }) {
                return word.first == 0x28 ? nil : TextSpan(start, wordEnd)
            }
            end = wordEnd + 1
        }
        return nil
    }

    /// Whether a number (a digit or a fraction character) starts at `index`.
    private static func startsNumber(_ bytes: [UInt8], at index: Int) -> Bool {
        if bytes[index] &- 0x30 < 10 { return true }
        let tail = String(decoding: bytes[index..<min(bytes.count, index + 3)], as: UTF8.self)
        return tail.first.map { fractionCharacters.contains($0) } ?? false
    }

    private static let fractionCharacters: Set<Character> = ["½", "⅓", "⅔", "¼", "¾", "⅛", "⅜", "⅝", "⅞", "⅕", "⅙"]
    private static let inchMarks: Set<Character> = ["″", "”", "’", "“"]
    /// The words of a weight or length written apart from its numbers ("4–5 lb", "3 inch").
    private static let measureWords: Set<String> = [
        "lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "g", "kg", "gram", "grams", "in", "inch", "inches",
        "cm", "mm",
    ]
}
