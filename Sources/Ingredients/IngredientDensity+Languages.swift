/// The names of the table's ingredients in German, French, Dutch, Italian and Spanish, each with
/// the weight of its English name (`IngredientDensity`'s cited figures, nothing new): a recipe
/// written in those languages with US cups ("1/2 cup Zucker", "1 tasse de farine") is weighed in
/// metric as an English one is, not left as "1/4 cup Zucker".
///
/// Names are keys as `IngredientName` folds them (lower case, the last word singular by English
/// rules, so "pasas" is "pasa"). German and Dutch put the noun last, as English does, and are
/// matched by their last words; French, Italian and Spanish put it first ("farine de blé", "sucre
/// glace", "zucchero a velo") and are matched by their first words, with only neutral words after
/// them (`trailingNeutralWords`). Names that are another thing than their head word are left out
/// or given apart: "Puderzucker" and "sucre glace" are icing sugar, "farine de riz" and
/// "Reismehl" rice flour (not in the table, as in English).
extension IngredientDensity {
    /// Grams per US cup, by name, from the English figures: flour 120, bread flour 136, sugar
    /// and brown sugar 198, icing sugar 113, butter 227, rolled oats 85, cocoa 85, cornstarch
    /// 128, honey 336, raisins 155, chocolate chips 164, shredded coconut 90, rice 180.
    static let gramsPerCupInOtherLanguages: [String: Double] = [
        // German
        "mehl": 120, "weizenmehl": 120, "vollkornmehl": 120, "weizenvollkornmehl": 120, "zucker": 198,
        "weißer zucker": 198, "weisser zucker": 198, "kristallzucker": 198, "feinzucker": 198,
        "brauner zucker": 198, "puderzucker": 113, "haferflocken": 85, "kakao": 85, "kakaopulver": 85,
        "speisestärke": 128, "maisstärke": 128, "honig": 336, "rosinen": 155, "schokotropfen": 164,
        "kokosraspeln": 90, "reis": 180, "basmatireis": 180, "jasminreis": 180, "langkornreis": 180,
        // French
        "farine": 120, "farine de blé": 120, "farine complète": 120, "sucre": 198, "sucre en poudre": 198,
        "sucre semoule": 198, "sucre blanc": 198, "sucre roux": 198, "cassonade": 198, "sucre glace": 113,
        "beurre": 227, "beurre doux": 227, "beurre demi-sel": 227, "flocons d'avoine": 85, "cacao": 85,
        "cacao en poudre": 85, "maïzena": 128, "fécule de maïs": 128, "miel": 336,
        "pépites de chocolat": 164, "noix de coco râpée": 90, "riz": 180, "riz basmati": 180,
        // Dutch
        "bloem": 120, "tarwebloem": 120, "volkorenmeel": 120, "suiker": 198, "witte suiker": 198,
        "kristalsuiker": 198, "fijne kristalsuiker": 198, "basterdsuiker": 198, "bruine suiker": 198,
        "poedersuiker": 113, "boter": 227, "roomboter": 227, "havermout": 85, "cacaopoeder": 85,
        "maizena": 128, "honing": 336, "rozijnen": 155, "rijst": 180, "basmatirijst": 180,
        // Italian
        "farina": 120, "farina 00": 120, "farina integrale": 120, "zucchero": 198, "zucchero semolato": 198,
        "zucchero di canna": 198, "zucchero a velo": 113, "burro": 227, "fiocchi d'avena": 85,
        "cacao amaro": 85, "amido di mais": 128, "miele": 336, "uvetta": 155, "gocce di cioccolato": 164,
        "riso": 180, "riso basmati": 180,
        // Spanish
        "harina": 120, "harina de trigo": 120, "harina común": 120, "harina integral": 120, "azúcar": 198,
        "azúcar blanco": 198, "azúcar blanca": 198, "azúcar moreno": 198, "azúcar morena": 198,
        "azúcar glas": 113, "azúcar glass": 113, "azúcar impalpable": 113, "mantequilla": 227,
        "copos de avena": 85, "avena": 85, "cacao en polvo": 85, "maicena": 128, "fécula de maíz": 128,
        "pasa": 155, "chispas de chocolate": 164, "arroz": 180, "arroz blanco": 180, "arroz basmati": 180,
    ]

    /// Words naming a liquid in those languages. German and Dutch write them last, often at the end
    /// of one word ("Olivenöl", "Vollmilch", "olijfolie": `liquidEndings`); French, Italian and
    /// Spanish first ("huile d'olive", "lait de coco", "aceite de oliva": `liquidHeads`).
    static let liquidEndings = [
        "milch", "wasser", "öl", "brühe", "sahne", "saft", "essig", "sirup", "melk", "olie", "azijn", "bouillon",
    ]

    /// First words naming a liquid in French, Italian and Spanish.
    static let liquidHeads: Set<String> = [
        "lait", "eau", "huile", "crème", "bouillon", "jus", "vin", "vinaigre", "sirop", "leche", "agua", "aceite",
        "nata", "caldo", "zumo", "jugo", "vino", "vinagre", "latte", "acqua", "olio", "panna", "brodo", "succo",
        "aceto", "sciroppo",
    ]

    /// Words after a French, Italian or Spanish name that do not change the weight of a cup
    /// (sifted, softened, melted, cold, a flour's type number): "farine tamisée", "burro morbido".
    static let trailingNeutralWords: Set<String> = [
        "tamisée", "tamisé", "fondu", "ramolli", "mou", "pommade", "froid", "bio", "setacciata", "fuso",
        "morbido", "freddo", "tamizada", "derretida", "blanda", "fría", "pomada", "type", "tipo", "t45",
        "t55", "t65", "t80",
    ]

    /// Words before a German or Dutch name that do not change the weight of a cup (soft, melted,
    /// cold, sifted): "weiche Butter", "gesmolten boter".
    static let leadingNeutralWords: Set<String> = [
        "weiche", "zerlassene", "geschmolzene", "kalte", "gesiebtes", "gesiebtem", "zachte", "gesmolten", "koude",
    ]
}
