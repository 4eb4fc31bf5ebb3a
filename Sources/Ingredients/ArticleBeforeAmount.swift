/// An indefinite article written right before an amount that is shown with its number: a
/// Cooklang step "Eine @Salz{1%Prise} dazu" shows its use's amount in the text, so the cook's
/// "Eine" and the amount's "1" say one thing twice, and halved it read "Eine 1/2 Prise Salz".
///
/// The article stands for the amount's one, as "a pinch" does in a line: while the amount is
/// one, the article stays and the "1" is left out ("Eine Prise Salz dazu"); once scaled to any
/// other number, the number replaces the article ("1/2 Prise Salz dazu", "2 pinches salt").
/// The articles are the lexicon's ("a", "an", "ein", "eine", "un", "une", "een", "uno", "una", …).
public enum ArticleBeforeAmount {
    /// Appends `amount` (a number, a unit and a name: "1 Prise Salz") to `text`, joined as above
    /// when `text` ends with an article and a space.
    public static func append(_ amount: String, to text: inout String) {
        guard let first = amount.first, first.isNumber, text.last == " " else {
            text += amount
            return
        }
        let beforeSpace = text.dropLast()
        let wordStart = beforeSpace.lastIndex { !$0.isLetter }.map { beforeSpace.index(after: $0) } ?? beforeSpace.startIndex
        let word = beforeSpace[wordStart...]
        guard !word.isEmpty, articles.contains(word.lowercased()) else {
            text += amount
            return
        }
        if isOne(amount) {
            text += amount.dropFirst(2)
        } else {
            text.removeSubrange(wordStart...)
            text += amount
        }
    }

    /// Whether `word` (UTF-8, in any case) is one of the articles above ("a", "Eine", "une"); read
    /// in place, as a step's words go by.
    public static func isArticle(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every article has at most five letters and starts with a, e or u: most words are told at once.
        guard word.count <= 5, let first = word.first, [0x61, 0x65, 0x75].contains(first | 0x20) else { return false }
        // Then by the length ("a" and "an" are the only articles of "a"): "and" and "add" are told here.
        guard articleLengths & (1 << UInt64(lengthsSlot(first) + word.count)) != 0 else { return false }
        // The word's bytes folded to lower case one after another in an integer, compared with the
        // articles' at one compare each (no byte is zero, so no two words of five letters or fewer pack alike).
        var packed: UInt64 = 0
        for byte in word { packed = packed << 8 | UInt64(byte | 0x20) }
        return packedArticles.contains(packed)
    }

    /// Whether `word` (UTF-8) can follow an article in an amount: a unit ("pinch", "Prise",
    /// "tablespoon"), the first word of a two-word unit, or a size ("heaped", "large"). A step is
    /// looked at for an amount with an article only once it has one ("a pinch of salt"), which
    /// most steps do not ("a large bowl" has one, "a bowl" not).
    public static func mayFollowArticle(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = word.baseAddress, !word.isEmpty,
              let meaning = Lexicon.shared.meaning(of: base, count: word.count) else { return false }
        return meaning.kind == .unit || meaning.kind == .unitPrefix || meaning.kind == .size
    }

    /// The articles' lengths by first letter, as bits: bit `lengthsSlot(first) + length`.
    private static let articleLengths: UInt64 = articles.reduce(0) { bits, article in
        bits | 1 << UInt64(lengthsSlot(article.utf8.first!) + article.utf8.count)
    }

    /// Where the lengths of the articles starting with `first` (a, e or u, in either case) begin
    /// among `articleLengths`' bits: eight for each letter, for words of up to five letters.
    private static func lengthsSlot(_ first: UInt8) -> Int {
        switch first | 0x20 {
        case 0x61: 0
        case 0x65: 8
        default: 16
        }
    }

    /// The articles' bytes, in lower case (all are ASCII letters of five or fewer), packed as `isArticle` packs a word's.
    private static let packedArticles: [UInt64] = articles.map { $0.utf8.reduce(0) { $0 << 8 | UInt64($1) } }

    /// The articles: `WordList`'s words of that role.
    private static let articles = Set(WordList.roles.filter { $0.1 == .article }.map(\.0))

    /// Whether `amount` starts with the number one alone ("1 Prise", not "1 1/2 Prise" or "1½").
    private static func isOne(_ amount: String) -> Bool {
        guard amount.hasPrefix("1 ") else { return false }
        let next = amount.dropFirst(2).first
        return next.map { !$0.isNumber } ?? false
    }
}
