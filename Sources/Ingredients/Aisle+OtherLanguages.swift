/// The aisle guess in the languages other than English it has words for
/// (Aisle+LanguageWords.swift): which of them a recipe's names are in, and a word's aisle in it.
extension Aisle {
    /// A language whose ingredient words the aisle guess knows.
    enum Language: Int, Sendable, Hashable, CaseIterable {
        case english, german, dutch, french, spanish, italian, portuguese
    }

    /// Counts a non-English recipe's ingredient names that each language's words know, to tell
    /// which language the recipe's names are in (`RecipeLanguage` tells only that it is not English).
    struct LanguageTally: Sendable {
        private var counts = [Int](repeating: 0, count: Language.allCases.count)

        /// Counts a folded name for each language that knows one of its words.
        mutating func count(_ name: String) {
            var known = Set<Language>()
            for word in name.split(separator: " ") {
                for (language, table) in vocabularies where lookUp(String(word), in: table) != nil {
                    known.insert(language)
                }
            }
            for language in known { counts[language.rawValue] += 1 }
        }

        /// The language that knows the most names, `nil` when two know as many (Spanish and
        /// Italian share "pollo" and "pasta") or none knows any.
        var language: Language? {
            guard let most = counts.max(), most > 0, counts.filter({ $0 == most }).count == 1 else { return nil }
            return Language(rawValue: counts.firstIndex(of: most)!)
        }
    }

    /// The aisle `language`'s words give `word`, as written or with a French or Italian article
    /// elided before it ("d'ail", "l'huile"), else, in German, by the last part of a compound, else
    /// (a word borrowed from another language, "penne" in Dutch; or no language told apart: `nil`)
    /// the words of all of them, but a word two of them put in different aisles ("paprika", a bell
    /// pepper in German and Dutch, the spice in French and Italian) is `.other` then: no guess beats
    /// a wrong one. `nil` for a word none of them knows.
    static func otherLanguageAisle(of word: String, in language: Language?) -> Aisle? {
        if let table = language.flatMap({ vocabularies[$0] }), let aisle = lookUp(word, in: table) { return aisle }
        if language == .german {
            // The compound's first part is a word of its own: "öl" alone is in the table already.
            for (end, aisle) in germanCompoundEnds where word.count > end.count + 1 && word.hasSuffix(end) {
                return aisle
            }
        }
        return lookUp(word, in: anyLanguageVocabulary)
    }

    /// `word`'s aisle in `table`, as written or after an elided article.
    private static func lookUp(_ word: String, in table: [String: Aisle]) -> Aisle? {
        if let aisle = table[word] { return aisle }
        for elision in ["d'", "l'", "d\u{2019}", "l\u{2019}"] where word.hasPrefix(elision) {
            return table[String(word.dropFirst(elision.count))]
        }
        return nil
    }

    /// Each language's words (`wordsOfOtherLanguages`), as listed and folded as a name's last word
    /// is ("tomates" as "tomate" too).
    private static let vocabularies: [Language: [String: Aisle]] = {
        var tables: [Language: [String: Aisle]] = [:]
        for (language, groups) in wordsOfOtherLanguages {
            var table: [String: Aisle] = [:]
            for (aisle, words) in groups {
                for listed in words.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                    let word = String(listed)
                    table[word] = aisle
                    let folded = word.count > 3 ? Inflection.singular(word) : word
                    if table[folded] == nil { table[folded] = aisle }
                }
            }
            tables[language] = table
        }
        return tables
    }()

    /// `phrasesOfOtherLanguagesAsWritten`, each also with its second word folded as a name's last
    /// word is ("pois chiches" as "pois chich").
    static let phrasesOfOtherLanguages: [String: Aisle] = {
        var phrases = phrasesOfOtherLanguagesAsWritten
        for (phrase, aisle) in phrasesOfOtherLanguagesAsWritten {
            guard let space = phrase.firstIndex(of: " ") else { continue }
            let folded = String(phrase[...space]) + Inflection.singular(String(phrase[phrase.index(after: space)...]))
            if phrases[folded] == nil { phrases[folded] = aisle }
        }
        return phrases
    }()

    /// The words of every language, `.other` for those two of them put in different aisles.
    private static let anyLanguageVocabulary: [String: Aisle] = {
        var merged: [String: Aisle] = [:]
        for table in vocabularies.values {
            for (word, aisle) in table { merged[word] = merged[word].map { $0 == aisle ? aisle : .other } ?? aisle }
        }
        return merged
    }()
}
