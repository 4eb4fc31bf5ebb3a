/// A half-open run of a line's UTF-8 bytes, by offset; empty when `start == end`.
struct TextSpan: Sendable, Hashable {
    var start: Int32 = 0
    var end: Int32 = 0

    static let none = TextSpan()

    init() {}

    init(_ start: Int, _ end: Int) {
        self.start = Int32(start)
        self.end = Int32(end)
    }

    var isEmpty: Bool { end <= start }
}

/// Where a measure (quantity and unit) stands in the text, so that formatting can write new
/// numbers and units in exactly those places and leave every other byte as the cook wrote it.
struct MeasureSpans: Sendable, Hashable {
    /// The whole quantity, range included (`2-3`, `2 to 3`).
    var quantity = TextSpan.none
    /// For a range: the text between the two numbers (`-`, ` to `), so a scaled range keeps it.
    var rangeSeparator = TextSpan.none
    /// The unit word, with its period (`tbsp.`); empty when there is no unit.
    var unit = TextSpan.none
    /// The spelling family of the unit (`Lexicon.spellings`).
    var spelling: UInt16 = 0
}

/// What the parser found in one line: values and the spans they came from. The text itself is
/// kept by `IngredientLine`.
struct ParsedLine: Sendable, Hashable {
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt16
        /// The line is a heading such as "For the sauce:".
        static let heading = Flags(rawValue: 1)
        /// "about", "approx." or "~" stands before the amount.
        static let approximate = Flags(rawValue: 2)
        /// A decimal was written with a comma (`1,5 kg`): scaled decimals are written the same way.
        static let decimalComma = Flags(rawValue: 4)
        /// A Unicode fraction was written (`1½`): scaled fractions are written the same way.
        static let unicodeFractions = Flags(rawValue: 8)
        /// The alternate measure is the size of one item (`400 g each`, `1 (14.5 oz) can`): not scaled.
        static let alternatePerItem = Flags(rawValue: 16)
        /// The quantity was "a"/"an"; formatting writes a number only when the line is scaled.
        static let articleQuantity = Flags(rawValue: 32)
        /// Two amounts were added ("2 cups + 2 tbsp"); the unit span covers both.
        static let compoundAmount = Flags(rawValue: 64)
        /// The two amounts stand side by side with no "+" ("1 lb 2 oz"): formatting writes parts again.
        static let sideBySideParts = Flags(rawValue: 128)
        /// No count was written before a piece's size (`6cm/2½in piece`): one piece, whose count
        /// formatting writes before the size only when the line is scaled (`2 6cm/2½in pieces`).
        static let impliedCount = Flags(rawValue: 256)
    }

    var quantity: Quantity?
    var unit: IngredientUnit?
    var alternate: Measure?
    var primarySpans = MeasureSpans()
    var alternateSpans = MeasureSpans()
    /// The second amount of a compound one as written (`2 oz` in `1 lb 2 oz`); `quantity` holds the sum.
    var addedPart: Measure?
    var addedSpans = MeasureSpans()
    /// The same for a compound alternate (`2 oz` in `500g/1lb 2oz`), always side by side.
    var alternateAddedPart: Measure?
    var alternateAddedSpans = MeasureSpans()
    /// A per-item size written twice (`450g/1lb` in `8 x 450g/1lb lobsters`): the second, as written,
    /// which converting to its system shows instead of converting the first.
    var alternateEquivalent: Measure?
    var alternateEquivalentSpan = TextSpan.none
    var name = TextSpan.none
    /// Words before the amount that are not the name ("Juice of").
    var leadingNote = TextSpan.none
    /// What follows the name (", finely chopped", "(optional)").
    var trailingNote = TextSpan.none
    var flags: Flags = []
}
