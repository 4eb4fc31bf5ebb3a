/// A plural's ending written in brackets after a word: "Zwiebel(n)", "Ei(er)", "egg(s)", as
/// German recipe sites write a count's noun. The line parser keeps it in the name; what reads
/// the name as words takes it out, so that the word is read whole.
public enum PluralEnding {
    /// `name` without such endings: for a shopping item's name and key ("kleine Zwiebel": its
    /// aisle, its sums) and a step's nouns ("zwiebel").
    public static func removed(from name: String) -> String {
        // Most names have no bracket: told on the contiguous bytes, not through the view's iterator
        // (which cost about 2 % of building a recipe's structure).
        guard name.utf8.withContiguousStorageIfAvailable({ $0.contains(0x28) }) ?? name.utf8.contains(0x28) else { return name }
        var bytes = Array(name.utf8)
        var index = 1
        while index < bytes.count {
            // "(" right after a letter, one to three lower-case letters, ")".
            if bytes[index] == 0x28, bytes[index - 1] | 0x20 &- 0x61 < 26 || bytes[index - 1] >= 0x80 {
                var close = index + 1
                while close < bytes.count, close - index <= 3, bytes[close] &- 0x61 < 26 { close += 1 }
                if close < bytes.count, close > index + 1, bytes[close] == 0x29 {
                    bytes.removeSubrange(index...close)
                    continue
                }
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
