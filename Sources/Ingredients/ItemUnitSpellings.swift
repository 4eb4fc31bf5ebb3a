/// How a shopping item writes its units: in the spelling of the recipes it came from when they
/// share one in a language other than English ("4 EL Zucker", "2 Prisen Salz"), else as symbols
/// ("4 tbsp", "2 pinches").
///
/// A unit takes a recipe's spelling only when every line that measured the item in that unit
/// is from a non-English recipe and wrote it in the same spelling family, and that family is a
/// word of another language in the lexicon (`WordList.unitsByLanguage`); English words and
/// international symbols ("tablespoons", "g") are written as symbols, as they always were. A
/// line never mixes languages: when the units it shows would take spellings of two languages,
/// all are written as symbols. A unit the recipes did not write (the natural unit of a sum, a
/// converted one) is written in their language when every line wrote one of its words and it
/// has a word for the unit (`Lexicon.family(of:inLanguageOf:)`), else as its symbol ("ml", "g").
/// A family's word is written in lower case when every line wrote it so: Dutch recipes write
/// `el` and `tl`, which the lexicon knows as German's `EL` and `TL`.
struct ItemUnitSpellings {
    /// Each unit measured, with the spelling family all its lines share, or `nil` when they do
    /// not share one of another language, and whether they all wrote it in lower case.
    private var families: [(unit: IngredientUnit, family: UInt16?, lowercase: Bool)] = []

    /// Notes that a line of a recipe in `language` measured the item in `unit`, spelled as the
    /// lexicon's family `spelling`, in lower case only when `lowercase`.
    mutating func add(_ unit: IngredientUnit, spelling: UInt16, language: RecipeLanguage, lowercase: Bool = false) {
        let isOwn = language != .english && Lexicon.shared.spellings[Int(spelling)].language != nil
        let family = isOwn ? spelling : nil
        if let index = families.firstIndex(where: { $0.unit == unit }) {
            if families[index].family != family { families[index].family = nil }
            if !lowercase { families[index].lowercase = false }
        } else {
            families.append((unit, family, lowercase))
        }
    }

    /// The words for the `units` one line shows, each singular or plural as `plural` says.
    func texts(for units: [(unit: IngredientUnit, plural: Bool)]) -> [String] {
        let lexicon = Lexicon.shared
        // A unit no line wrote (a sum of "TL" and "EL" shown in tablespoons) takes the lines'
        // language when they all wrote one.
        let shared = families.allSatisfy { $0.family != nil } ? families.first?.family : nil
        let sharedLowercase = families.allSatisfy(\.lowercase)
        let chosen = units.map { shown in
            guard let noted = families.first(where: { $0.unit == shown.unit }) else {
                return (family: shared.flatMap { lexicon.family(of: shown.unit, inLanguageOf: $0) }, lowercase: sharedLowercase)
            }
            return (family: noted.family, lowercase: noted.lowercase)
        }
        let languages = Set(chosen.compactMap { $0.family.flatMap { lexicon.spellings[Int($0)].language } })
        return zip(units, chosen).map { shown, choice in
            guard languages.count == 1, let family = choice.family else {
                return shown.plural ? shown.unit.symbol.plural : shown.unit.symbol.singular
            }
            let spelling = lexicon.spellings[Int(family)]
            let word = shown.plural ? spelling.plural : spelling.singular
            return choice.lowercase ? word.lowercased() : word
        }
    }
}
