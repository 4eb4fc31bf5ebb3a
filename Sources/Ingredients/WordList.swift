/// The words the line parser knows, as cooks spell them. `Lexicon` turns these lists into a hash
/// table once; the parser never reads them directly.
///
/// Keys are matched after ASCII lower-casing, except the one-letter units (`T` tablespoon, `t`
/// teaspoon), which `LineScanner` tells apart by case before it looks anything up.
enum WordList {
    /// Unit spellings: the singular and plural the cook may write, and the unit they mean. Each row
    /// is one spelling family, so a scaled line keeps its spelling ("tbsp" stays "tbsp").
    static let units: [(singular: String, plural: String, unit: IngredientUnit)] = [
        ("mg", "mg", .milligram), ("milligram", "milligrams", .milligram), ("milligramme", "milligrammes", .milligram),
        ("g", "g", .gram), ("gr", "gr", .gram), ("gm", "gms", .gram), ("gram", "grams", .gram),
        ("gramme", "grammes", .gram), ("grs", "grs", .gram),
        ("kg", "kg", .kilogram), ("kgs", "kgs", .kilogram), ("kilo", "kilos", .kilogram),
        ("kilogram", "kilograms", .kilogram), ("kilogramme", "kilogrammes", .kilogram),
        ("ml", "ml", .millilitre), ("mls", "mls", .millilitre), ("millilitre", "millilitres", .millilitre),
        ("milliliter", "milliliters", .millilitre), ("cc", "cc", .millilitre),
        ("cl", "cl", .centilitre), ("centilitre", "centilitres", .centilitre), ("centiliter", "centiliters", .centilitre),
        ("dl", "dl", .decilitre), ("decilitre", "decilitres", .decilitre), ("deciliter", "deciliters", .decilitre),
        ("l", "l", .litre), ("litre", "litres", .litre), ("liter", "liters", .litre), ("ltr", "ltrs", .litre),
        ("lt", "lt", .litre),
        ("tsp", "tsp", .teaspoon), ("tsps", "tsps", .teaspoon), ("ts", "ts", .teaspoon), ("tspn", "tspns", .teaspoon),
        ("teaspoon", "teaspoons", .teaspoon), ("teasp", "teasp", .teaspoon),
        ("tbsp", "tbsp", .tablespoon), ("tbsps", "tbsps", .tablespoon), ("tbs", "tbs", .tablespoon),
        ("tbl", "tbls", .tablespoon), ("tb", "tb", .tablespoon), ("tblsp", "tblsp", .tablespoon),
        ("tbspn", "tbspns", .tablespoon), ("tablespoon", "tablespoons", .tablespoon),
        ("c", "c", .cup), ("cup", "cups", .cup),
        ("oz", "oz", .ounce), ("ozs", "ozs", .ounce), ("ounce", "ounces", .ounce),
        ("lb", "lb", .pound), ("lbs", "lbs", .pound), ("pound", "pounds", .pound),
        ("pt", "pt", .pint), ("pint", "pints", .pint),
        ("qt", "qt", .quart), ("qts", "qts", .quart), ("quart", "quarts", .quart),
        ("gal", "gal", .gallon), ("gallon", "gallons", .gallon),
        ("clove", "cloves", .clove), ("can", "cans", .can), ("tin", "tins", .can),
        ("slice", "slices", .slice), ("pinch", "pinches", .pinch), ("bunch", "bunches", .bunch),
        ("sprig", "sprigs", .sprig), ("stick", "sticks", .stick), ("piece", "pieces", .piece),
        ("pc", "pcs", .piece), ("handful", "handfuls", .handful), ("dash", "dashes", .dash),
        ("package", "packages", .package), ("packet", "packets", .package), ("pack", "packs", .package),
        ("pkg", "pkgs", .package), ("jar", "jars", .jar), ("head", "heads", .head),
        ("stalk", "stalks", .stalk), ("rib", "ribs", .stalk), ("sheet", "sheets", .sheet),
        ("ball", "balls", .ball), ("bag", "bags", .bag), ("box", "boxes", .box),
        ("dsp", "dsp", .dessertspoon), ("dssp", "dssp", .dessertspoon), ("dstspn", "dstspns", .dessertspoon),
        ("dessertspoon", "dessertspoons", .dessertspoon), ("mug", "mugs", .mug), ("glass", "glasses", .glass),
        ("basket", "baskets", .basket), ("punnet", "punnets", .basket),
        ("bottle", "bottles", .bottle), ("carton", "cartons", .container), ("tub", "tubs", .container),
        ("container", "containers", .container), ("cube", "cubes", .cube), ("drop", "drops", .drop),
        ("ear", "ears", .ear), ("envelope", "envelopes", .envelope), ("sachet", "sachets", .envelope),
        ("knob", "knobs", .knob), ("splash", "splashes", .splash), ("strip", "strips", .strip),
        ("rasher", "rashers", .strip), ("wedge", "wedges", .wedge), ("block", "blocks", .block),
        ("bar", "bars", .block), ("loaf", "loaves", .loaf), ("pod", "pods", .pod),
        ("scoop", "scoops", .scoop), ("dollop", "dollops", .dollop), ("stem", "stems", .sprig),
        ("bulb", "bulbs", .head), ("chunk", "chunks", .piece), ("branch", "branches", .sprig), ("thumb", "thumbs", .piece),
    ]

    /// Unit spellings of other languages, by language (an ISO 639-1 code): a shopping list writes
    /// a non-English recipe's unit in its own language's spelling ("4 EL Zucker", "2 Prisen Salz")
    /// where the recipe wrote one, and never two languages' spellings in one line. Metric symbols
    /// written in Latin letters are international and stay in `units`.
    static let unitsByLanguage: [(language: String, units: [(singular: String, plural: String, unit: IngredientUnit)])] = [
        ("de", [("EL", "EL", .tablespoon), ("Esslöffel", "Esslöffel", .tablespoon), ("TL", "TL", .teaspoon),
                ("Teelöffel", "Teelöffel", .teaspoon), ("Prise", "Prisen", .pinch), ("Msp", "Msp", .knifeTip),
                ("Messerspitze", "Messerspitzen", .knifeTip),
                ("Stück", "Stück", .piece), ("Stk", "Stk", .piece), ("Bund", "Bund", .bunch), ("Zehe", "Zehen", .clove),
                ("Dose", "Dosen", .can), ("Becher", "Becher", .container), ("Päckchen", "Päckchen", .package),
                ("Pck", "Pck", .package), ("Packung", "Packungen", .package), ("Zweig", "Zweige", .sprig),
                ("Scheibe", "Scheiben", .slice), ("Flasche", "Flaschen", .bottle), ("Stange", "Stangen", .stalk)]),
        ("nl", [("eetlepel", "eetlepels", .tablespoon), ("theelepel", "theelepels", .teaspoon),
                ("teentje", "teentjes", .clove), ("snufje", "snufjes", .pinch), ("takje", "takjes", .sprig),
                ("blik", "blikken", .can), ("bosje", "bosjes", .bunch)]),
        ("sv", [("msk", "msk", .tablespoon), ("tsk", "tsk", .teaspoon), ("klyfta", "klyftor", .clove)]),
        ("fi", [("rkl", "rkl", .tablespoon), ("kynsi", "kynttä", .clove)]),
        ("fr", [("c.s.", "c.s.", .tablespoon), ("c.c.", "c.c.", .teaspoon), ("càs", "càs", .tablespoon), ("càc", "càc", .teaspoon), ("gousse", "gousses", .clove),
                ("pincée", "pincées", .pinch), ("boîte", "boîtes", .can), ("tasse", "tasses", .cup),
                ("botte", "bottes", .bunch), ("brin", "brins", .sprig), ("tranche", "tranches", .slice)]),
        ("es", [("cucharada", "cucharadas", .tablespoon), ("cucharadita", "cucharaditas", .teaspoon),
                ("taza", "tazas", .cup), ("pizca", "pizcas", .pinch), ("diente", "dientes", .clove),
                ("lata", "latas", .can), ("cda", "cdas", .tablespoon), ("cdta", "cdtas", .teaspoon)]),
        ("it", [("cucchiaio", "cucchiai", .tablespoon), ("cucchiaino", "cucchiaini", .teaspoon),
                ("tazza", "tazze", .cup), ("pizzico", "pizzichi", .pinch), ("spicchio", "spicchi", .clove),
                ("bustina", "bustine", .package), ("fetta", "fette", .slice), ("rametto", "rametti", .sprig)]),
        // Portuguese spoons are three words ("colher de sopa", `c. de chá`, found by the "de" as the
        // French by the "à") or two, the second in brackets, as Brazilian recipes write them
        // ("colher (sopa)", `LineParser.unit(at:limit:)`).
        ("pt", [("xícara", "xícaras", .cup), ("xícara (chá)", "xícaras (chá)", .cup), ("colher de sopa", "colheres de sopa", .tablespoon),
                ("colher de chá", "colheres de chá", .teaspoon), ("colher (sopa)", "colheres (sopa)", .tablespoon),
                ("colher (chá)", "colheres (chá)", .teaspoon), ("c de sopa", "c de sopa", .tablespoon),
                ("c de chá", "c de chá", .teaspoon), ("dente", "dentes", .clove), ("pitada", "pitadas", .pinch),
                ("ramo", "ramos", .sprig)]),
        // Other scripts: metric units and the spoons and cups their cookbooks use.
        ("ru", [("г", "г", .gram), ("гр", "гр", .gram), ("кг", "кг", .kilogram), ("мл", "мл", .millilitre),
                ("л", "л", .litre), ("шт", "шт", .piece), ("стакан", "стакана", .cup), ("стаканов", "стаканов", .cup),
                ("зубчик", "зубчика", .clove), ("зубчиков", "зубчиков", .clove), ("щепотка", "щепотки", .pinch)]),
        ("el", [("γρ", "γρ", .gram), ("γραμμάρια", "γραμμάρια", .gram), ("κιλό", "κιλά", .kilogram),
                ("λίτρο", "λίτρα", .litre), ("φλιτζάνι", "φλιτζάνια", .cup)]),
        ("ko", [("큰술", "큰술", .tablespoon), ("작은술", "작은술", .teaspoon), ("컵", "컵", .cup), ("개", "개", .piece),
                ("쪽", "쪽", .clove), ("줌", "줌", .handful), ("꼬집", "꼬집", .pinch), ("대", "대", .stalk)]),
        ("ja", [("大さじ", "大さじ", .tablespoon), ("小さじ", "小さじ", .teaspoon), ("カップ", "カップ", .cup),
                ("個", "個", .piece), ("片", "片", .clove), ("枚", "枚", .slice), ("本", "本", .stick)]),
        ("zh", [("个", "个", .piece), ("克", "克", .gram), ("公斤", "公斤", .kilogram), ("毫升", "毫升", .millilitre),
                ("升", "升", .litre)]),
    ]

    /// Two-word units, keyed by both words lower-cased and joined by one space (periods dropped).
    static let compoundUnits: [(singular: String, plural: String, unit: IngredientUnit)] = [
        ("fl oz", "fl oz", .fluidOunce), ("fluid ounce", "fluid ounces", .fluidOunce),
        ("dessert spoon", "dessert spoons", .dessertspoon),
        ("ст л", "ст л", .tablespoon), ("ч л", "ч л", .teaspoon),
        ("κ σ", "κ σ", .tablespoon), ("κ γ", "κ γ", .teaspoon),
        // French spoons: three words, "à" in the middle (`LineParser.unitOfThreeWords`); the first word
        // is passed without its period, so "c. à soupe" is found as "c à soupe".
        ("cuillère à soupe", "cuillères à soupe", .tablespoon), ("cuillère à café", "cuillères à café", .teaspoon),
        ("cuil à soupe", "cuil à soupe", .tablespoon), ("cuil à café", "cuil à café", .teaspoon),
        ("c à soupe", "c à soupe", .tablespoon), ("c à café", "c à café", .teaspoon),
        ("c à s", "c à s", .tablespoon), ("c à c", "c à c", .teaspoon),
    ]

    /// First words of `compoundUnits`.
    static let unitPrefixes = ["fl", "fluid", "dessert", "ст", "ч", "κ", "cuillère", "cuillères", "cuil", "colher", "colheres"]

    /// Numbers written as words, for small counts.
    static let numbers: [(String, Double)] = [
        ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
        ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("dozen", 12),
        ("half", 0.5), ("quarter", 0.25), ("couple", 2),
        // Half in Portuguese, Spanish and Italian ("meia xícara", "media taza", "mezzo litro").
        ("meia", 0.5), ("meio", 0.5), ("media", 0.5), ("medio", 0.5), ("mezza", 0.5), ("mezzo", 0.5),
    ]

    /// Size and heap words: they describe the unit when one follows ("1 large handful"), else the
    /// ingredient ("1 large egg").
    static let sizes = [
        "small", "medium", "large", "big", "jumbo", "extra-large", "extra", "x-large", "medium-sized",
        "large-sized", "small-sized", "smallish", "largish", "thick", "thin", "heaped", "heaping", "level",
        "rounded", "scant", "generous", "good", "mini", "whole", "lg", "lrg", "md", "med", "sm", "medium-size",
        "large-size", "small-size", "thumb-sized", "thumb-size", "long", "wide", "fat", "plump",
        "packed", "lightly", "loosely", "firmly", "tightly",
    ]

    /// Lengths, which size a piece rather than measure an amount ("1 2-inch piece", "1 inch piece").
    static let lengths = ["inch", "inches", "cm", "mm", "centimetre", "centimetres", "centimeter", "centimeters"]

    /// Words that mark an amount as approximate.
    static let approximately = ["about", "approx", "approximately", "around", "roughly", "ca", "circa"]

    /// Single words with a fixed role.
    static let roles: [(String, WordMeaning.Kind)] = [
        ("a", .article), ("an", .article), ("to", .rangeWord), ("or", .rangeWord), ("of", .of),
        ("and", .and), ("each", .each), ("x", .times), ("unit", .countMarker), ("units", .countMarker), ("count", .countMarker),
        ("unidade", .countMarker), ("unidades", .countMarker), ("unid", .countMarker), ("unidad", .countMarker),
        ("ud", .countMarker), ("uds", .countMarker), ("number", .countMarker), ("numbers", .countMarker), ("nos", .countMarker),
        // The indefinite articles of German, French, Dutch, Spanish, Italian and Portuguese: "eine Prise Salz"
        // is one pinch, and halved "1/2 Prise Salz", never "eine 1/2 Prise".
        ("ein", .article), ("eine", .article), ("einen", .article), ("einer", .article), ("une", .article),
        ("un", .article), ("een", .article), ("uno", .article), ("una", .article), ("um", .article), ("uma", .article),
    ]
}
