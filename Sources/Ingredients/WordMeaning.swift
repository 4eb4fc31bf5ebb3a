/// What one word means to the line parser: a unit spelling, a number word, a size word, and so on.
///
/// A small value with no references, so looking a word up costs no retain or allocation.
struct WordMeaning: Sendable {
    enum Kind: UInt8, Sendable {
        /// A unit; `unit` and `spelling` say which and how it was spelled.
        case unit
        /// The first word of a two-word unit ("fl" of "fl oz", "ст" of "ст. л.").
        case unitPrefix
        /// A number written as a word ("three", "dozen", "half"); `value` holds it.
        case number
        /// "a" or "an": 1 when a unit follows.
        case article
        /// A size or heap word ("large", "heaped"): part of the unit when one follows, else of the name.
        case size
        /// "about", "approx.", "roughly".
        case approximately
        /// "to" or "or" between two numbers.
        case rangeWord
        /// "of", skipped between a unit and the name.
        case of
        /// "and", in "one and a half".
        case and
        /// "each", after a parenthesised per-item amount.
        case each
        /// "x" in "2 x 400 g tins".
        case times
        /// A length ("inch", "cm"): with a number before a unit, the size of each piece.
        case length
        /// "unit(s)" of a meal kit's "2 unit(s) Spring Onion" ("count", "unidades" likewise): says
        /// only that the number counts the ingredient itself, so it is no unit and no part of the name.
        case countMarker
    }

    var kind: Kind
    var unit: IngredientUnit = .gram
    /// Index into `Lexicon.spellings`, for writing the unit back as the cook spelled it.
    var spelling: UInt16 = 0
    var value: Double = 0
}

/// How a unit was spelled, singular and plural, so a scaled line keeps the cook's spelling
/// ("tbsp" stays "tbsp", "tablespoon" becomes "tablespoons").
struct UnitSpelling: Sendable {
    var singular: String
    var plural: String
    /// The language the spelling is a word of (`WordList.unitsByLanguage`: "de" for "EL"); `nil`
    /// for English words and international symbols ("tbsp", "g").
    var language: String? = nil
    /// The unit the spelling means.
    var unit: IngredientUnit = .gram
}
