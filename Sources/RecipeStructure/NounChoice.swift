/// Which of several listed lines that end in the same noun a step's mention of it names: "the
/// sesame oil" is the toasted sesame oil, not the neutral oil also listed; "the oil" may be either
/// and names both; "the sauce", one thing made of the oyster, soy and fish sauces listed, names
/// none of them (a preparation word, `PreparationNames`, written singular).
///
/// Looked at only when a noun names two lines or more, so it may make strings.
enum NounChoice {
    /// What the mention at `range` (UTF-8 offsets in `step`) names of `lines` (the candidates'
    /// names, in list order): the indices of those it names.
    static func named(by range: Range<Int>, in step: String, among lines: [String]) -> [Int] {
        let names = lines.map { Set(WordKey.words(of: $0)) }
        // The word written right before the noun, when it is a word of some of the names, says which.
        if let before = WordKey.words(of: text(of: step, in: max(0, range.lowerBound - 48)..<range.lowerBound)).last,
           names.contains(where: { $0.contains(before) }) {
            return names.indices.filter { names[$0].contains(before) }
        }
        let written = text(of: step, in: range)
        if let noun = WordKey.words(of: written).first, noun == written.lowercased(),
           noun.utf8.withContiguousStorageIfAvailable({ PreparationNames.isPreparation($0) }) == true {
            return []
        }
        return Array(names.indices)
    }

    /// The text of `step` between the UTF-8 offsets of `range`, cut back to whole characters.
    static func text(of step: String, in range: Range<Int>) -> String {
        let utf8 = step.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
