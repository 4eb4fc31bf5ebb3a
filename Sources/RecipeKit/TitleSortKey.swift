import Foundation

/// What a title is sorted by: the title without accents and in lower case, so "Gâteau" sorts
/// with "gateau" before "Greek", and "Éclairs" with "eclairs" before "Focaccia".
///
/// SQLite's NOCASE folds ASCII letters only, which put every accented title after the plain
/// ones beginning with the same letter ("Gâteau" after "Greek", "Éclairs" after "Zucchini").
/// The key is kept in the `recipe.titleKey` column (migration "v9 title sort key") and the list
/// indexes order by it with SQLite's plain byte comparison, so a query, an index scan and
/// `ListPlacement` all compare the same bytes.
///
/// The key: canonical decomposition (NFD), nonspacing marks dropped, recomposed (NFC, so Hangul
/// syllables stay whole), then lower-cased. Letters that are not a base letter plus marks
/// ("ß", "ø", "æ") stay as they are. Ties between titles with the same key go by ID.
enum TitleSortKey {
    /// The sort key of `title`.
    ///
    /// - Complexity: O(n) in the title's length; an ASCII title is only lower-cased.
    static func of(_ title: String) -> String {
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return title.lowercased() }
        let marksDropped = title.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        }
        return String(String.UnicodeScalarView(marksDropped)).precomposedStringWithCanonicalMapping.lowercased()
    }
}
