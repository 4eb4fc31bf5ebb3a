/// A plural's ending written in brackets after a word: "Zwiebel(n)", "Ei(er)", "egg(s)", as
/// German recipe sites write a count's noun. The line parser keeps it in the name; what reads
/// the name as words takes it out, so that the word is read whole.
public enum PluralEnding {
    /// `name` without such endings: for a shopping item's name and key ("kleine Zwiebel": its
    /// aisle, its sums) and a step's nouns ("zwiebel").
    public static func removed(from name: String) -> String {
        rewritten(name, keepingEndings: false)
    }

    /// `name` made plural by its endings ("kleine Zwiebel(n)" is "kleine Zwiebeln", "Ei(er)" is
    /// "Eier"), or nil when it has none: a shopping item's name for more than one.
    static func applied(to name: String) -> String? {
        let plural = rewritten(name, keepingEndings: true)
        return plural == name ? nil : plural
    }

    /// `name` with each ending taken out, or with only its brackets taken out.
    private static func rewritten(_ name: String, keepingEndings: Bool) -> String {
        // Most names have no bracket: told on the contiguous bytes, not through the view's iterator
        // (which cost about 2 % of building a recipe's structure).
        guard name.utf8.withContiguousStorageIfAvailable({ $0.contains(0x28) }) ?? name.utf8.contains(0x28) else { return name }
        var kept: [UInt8] = []
        Array(name.utf8).withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                if index > 0, bytes[index - 1] | 0x20 &- 0x61 < 26 || bytes[index - 1] >= 0x80, let after = end(at: index, in: bytes) {
                    if keepingEndings { kept += bytes[(index + 1)..<(after - 1)] }
                    index = after
                    continue
                }
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The offset after an ending that opens at `open` in `bytes`: `(`, one to three lower-case
    /// letters, `)`; nil when none does. Whether a word stands right before is the caller's to tell.
    static func end(at open: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard open < bytes.count, bytes[open] == 0x28 else { return nil }
        var close = open + 1
        while close < bytes.count, close - open <= 3, bytes[close] &- 0x61 < 26 { close += 1 }
        return close < bytes.count && close > open + 1 && bytes[close] == 0x29 ? close + 1 : nil
    }
}
