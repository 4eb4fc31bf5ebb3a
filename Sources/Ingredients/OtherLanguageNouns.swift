/// Singular and plural of the nouns that recipes in German, Dutch, French, Spanish, Italian and
/// Portuguese count most ("2 Eier", "1 ui", "3 huevos"), so that a count scaled to one or from
/// one takes the other form ("1 Ei", "2 uien", "1 huevo") where the English rules would make
/// "2 Eis" and no rule at all left "1 Eier".
///
/// Only a name of one word is changed, and only when the word is in the table exactly as written
/// (German nouns with their capital, the others in lower case): an adjective beside the noun
/// would have to agree with it too ("1 huevo grande", "ein großes Ei"), which a table of nouns
/// cannot do, so "2 huevos grandes" halved stays as written. A word that is the singular (or the
/// plural) of two different words in two languages ("patata": Spanish "patatas", Italian
/// "patate") is left as written in that direction.
enum OtherLanguageNouns {
    /// (singular, plural) pairs, by language; a word that does not change ("Zucchini") is not listed.
    private static let pairs: [(singular: String, plural: String)] = [
        // German: nouns keep their capital.
        ("Ei", "Eier"), ("Zwiebel", "Zwiebeln"), ("Tomate", "Tomaten"), ("Kartoffel", "Kartoffeln"),
        ("Karotte", "Karotten"), ("Möhre", "Möhren"), ("Zitrone", "Zitronen"), ("Limette", "Limetten"),
        ("Knoblauchzehe", "Knoblauchzehen"), ("Apfel", "Äpfel"), ("Birne", "Birnen"), ("Banane", "Bananen"),
        ("Paprikaschote", "Paprikaschoten"), ("Schalotte", "Schalotten"), ("Frühlingszwiebel", "Frühlingszwiebeln"),
        ("Gurke", "Gurken"), ("Aubergine", "Auberginen"), ("Orange", "Orangen"), ("Lorbeerblatt", "Lorbeerblätter"),
        ("Chilischote", "Chilischoten"), ("Champignon", "Champignons"), ("Hähnchenbrust", "Hähnchenbrüste"),
        ("Hähnchenbrustfilet", "Hähnchenbrustfilets"), ("Eidotter", "Eidotter"), ("Nelke", "Nelken"),
        ("Gewürznelke", "Gewürznelken"), ("Peperoni", "Peperoni"), ("Pfirsich", "Pfirsiche"), ("Avocado", "Avocados"),
        // Dutch.
        ("ei", "eieren"), ("ui", "uien"), ("tomaat", "tomaten"), ("aardappel", "aardappelen"), ("wortel", "wortels"),
        ("citroen", "citroenen"), ("limoen", "limoenen"), ("appel", "appels"), ("peer", "peren"), ("banaan", "bananen"),
        ("sjalot", "sjalotten"), ("komkommer", "komkommers"), ("paprika", "paprika's"), ("eidooier", "eidooiers"),
        ("champignon", "champignons"), ("kipfilet", "kipfilets"), ("laurierblad", "laurierbladeren"),
        ("knoflookteen", "knoflooktenen"), ("teentje", "teentjes"), ("avocado", "avocado's"),
        // French.
        ("œuf", "œufs"), ("oeuf", "oeufs"), ("oignon", "oignons"), ("carotte", "carottes"), ("citron", "citrons"),
        ("pomme", "pommes"), ("poire", "poires"), ("banane", "bananes"), ("échalote", "échalotes"),
        ("courgette", "courgettes"), ("aubergine", "aubergines"), ("poivron", "poivrons"), ("gousse", "gousses"),
        ("jaune", "jaunes"), ("avocat", "avocats"), ("navet", "navets"), ("poireau", "poireaux"),
        // Spanish.
        ("huevo", "huevos"), ("cebolla", "cebollas"), ("tomate", "tomates"), ("patata", "patatas"), ("papa", "papas"),
        ("zanahoria", "zanahorias"), ("limón", "limones"), ("manzana", "manzanas"), ("pimiento", "pimientos"),
        ("pera", "peras"), ("plátano", "plátanos"), ("calabacín", "calabacines"), ("berenjena", "berenjenas"),
        ("pepino", "pepinos"), ("chalota", "chalotas"), ("yema", "yemas"), ("clara", "claras"),
        ("aguacate", "aguacates"), ("diente", "dientes"),
        // Italian.
        ("uovo", "uova"), ("cipolla", "cipolle"), ("pomodoro", "pomodori"), ("patata", "patate"), ("carota", "carote"),
        ("limone", "limoni"), ("spicchio", "spicchi"), ("mela", "mele"), ("pera", "pere"), ("zucchina", "zucchine"),
        ("melanzana", "melanzane"), ("peperone", "peperoni"), ("tuorlo", "tuorli"), ("albume", "albumi"),
        ("scalogno", "scalogni"),
        // Portuguese.
        ("ovo", "ovos"), ("cebola", "cebolas"), ("batata", "batatas"), ("cenoura", "cenouras"), ("limão", "limões"),
        ("maçã", "maçãs"), ("gema", "gemas"), ("dente", "dentes"),
    ]

    /// Plural by singular, for the singulars with one plural only.
    private static let plurals: [String: String] = unambiguous(pairs.map { ($0.singular, $0.plural) })
    /// Singular by plural, for the plurals of one singular only.
    private static let singulars: [String: String] = unambiguous(pairs.map { ($0.plural, $0.singular) })

    private static func unambiguous(_ pairs: [(String, String)]) -> [String: String] {
        var table: [String: String] = [:]
        var ambiguous: Set<String> = []
        for (key, value) in pairs where key != value {
            if let known = table[key], known != value { ambiguous.insert(key) }
            table[key] = value
        }
        for key in ambiguous { table[key] = nil }
        return table
    }

    /// `name` in its other form when it is one word of the table ("Eier" → "Ei" for one), or
    /// `nil` when it is not, or already in that form.
    static func inflecting(_ name: String, plural: Bool) -> String? {
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        return plural ? plurals[name] : singulars[name]
    }
}
