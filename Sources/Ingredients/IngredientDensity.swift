/// What a measured ingredient is, for turning its volume into metric: a dry ingredient whose
/// weight per cup is known (weighed in grams), a liquid (measured in millilitres), or neither
/// (left in the units written: a metric cook does not measure flour, or an unknown powder, in ml).
///
/// Weights are grams per US cup, spooned and levelled as bakers measure (a cup scooped from the
/// bag is heavier: Cook's Illustrated's chart gives 142 g of all-purpose flour that way). Each
/// figure is cited beside it, from a public page checked on 2026-11-24; where the pages disagree
/// the range is given. Ingredients whose cup no page settled (almond flour, grated Parmesan,
/// peanut butter: 227 to 280 g a cup) are not in the table, so their volumes stay as written.
/// An ingredient not in the table is not guessed.
///
/// Pages cited:
/// - [CI] Cook's Illustrated, Baking Conversion Chart, cooksillustrated.com/how_tos/5490-baking-conversion-chart
/// - [KA] King Arthur Baking's Ingredient Weight Chart, as quoted by goodmeasuresfoods.com/baking-conversion-chart
///   ("a cup of all-purpose flour weighs 4 1/4 ounces or 120 grams"), by eatyourbooks.com's
///   blog of 2015-07-26 (4.25 oz) and by bakingcalculators.com/ingredients/all-purpose-flour
///   ("USDA standard 125 g; King Arthur uses 120 g, spoon-and-level")
/// - [MS] Milk Street, Baking Mix-In Weights (averages of repeated measurements),
///   177milkstreet.com/stories/baking-mix-in-weights
/// - [SW] Sarelle's Workshops' kitchen table, sarellesworkshops.com (2016-09-20 post)
/// - [GF] "Metric Conversions and Weights", appendix D of a gluten-free baking book, trantor.is
enum IngredientDensity: Equatable {
    /// Weighed in grams: so many grams per millilitre.
    case dry(gramsPerMillilitre: Double)
    /// Measured by volume in any system.
    case liquid
    /// Not known: volumes stay as written.
    case unknown

    /// Grams per US cup, by the name's last words (folded: lower case, singular); the names in
    /// other languages are in `gramsPerCupInOtherLanguages`.
    private static let gramsPerCup = englishGramsPerCup.merging(gramsPerCupInOtherLanguages) { english, _ in english }

    private static let englishGramsPerCup: [String: Double] = [
        // All-purpose flour 120 g [KA] (USDA's 125 g and [SW]'s 128 g are the same flour packed a
        // little more); bread flour 136 g [SW]; whole wheat 120 g [SW] ([CI] 156 g scooped).
        "flour": 120, "all-purpose flour": 120, "plain flour": 120, "bread flour": 136, "strong flour": 136,
        "whole wheat flour": 120, "wholemeal flour": 120,
        // Granulated sugar 198 g [CI], [KA]; packed brown sugar 198 g [CI]; confectioners' sugar 113 g [CI].
        "sugar": 198, "granulated sugar": 198, "white sugar": 198, "caster sugar": 198, "superfine sugar": 198,
        "brown sugar": 198, "light brown sugar": 198, "dark brown sugar": 198,
        "confectioners' sugar": 113, "powdered sugar": 113, "icing sugar": 113,
        // Butter: 16 tablespoons (2 sticks, 1 cup) 227 g [CI]; a stick 113 g [KA].
        "butter": 227, "unsalted butter": 227, "salted butter": 227,
        // Rolled oats 85 g [SW] (other pages 81 to 99 g); cocoa 85 g [CI], [MS]; cornstarch 128 g
        // (1/4 cup 32 g) [GF]; honey 336 g (1/2 cup 168 g) [GF].
        "oats": 85, "rolled oats": 85, "old-fashioned oats": 85, "old-fashioned rolled oats": 85, "quick oats": 85,
        "cocoa": 85, "cocoa powder": 85, "cornstarch": 128, "cornflour": 128, "honey": 336,
        // Chocolate chips 164 g, raisins 155 g, chopped walnuts 112 g, unsweetened coconut shreds 90 g [MS].
        "chocolate chip": 164, "raisin": 155, "walnut": 112, "chopped walnut": 112, "shredded coconut": 90,
        // Rice, raw: 180 g a cup (thewholeportion.com, "How much rice is a serving?"; [GF] 90 g a half cup of brown rice).
        "rice": 180, "long-grain rice": 180, "white rice": 180, "basmati rice": 180, "jasmine rice": 180,
    ]

    /// Last words that name liquids, measured by volume in every system.
    private static let liquids: Set<String> = [
        "water", "milk", "buttermilk", "cream", "half-and-half", "stock", "broth", "juice", "wine", "vinegar",
        "oil", "sauce", "syrup", "beer", "rum", "vodka", "gin", "whiskey", "whisky", "brandy", "liqueur", "sherry",
        "vermouth", "coffee", "tea", "extract", "essence", "molasses", "treacle", "liquor", "cider", "soda",
        "kefir", "yogurt", "yoghurt", "bitter", "mirin", "sake", "dashi", "marsala", "port", "tequila", "lemonade",
    ]

    /// Leading words that do not change the weight of a cup (`sifted`, `packed`, `fresh`); any other
    /// word before a known name makes it unknown ("coconut sugar", "rice flour" are not sugar or flour).
    private static let neutralWords: Set<String> = [
        "sifted", "unsifted", "packed", "firmly", "lightly", "loosely", "unbleached", "organic", "cold", "softened",
        "melted", "chilled", "room-temperature", "fine", "freshly", "plain", "granulated", "uncooked", "dry",
        "unsweetened", "semisweet", "semi-sweet", "dark", "light", "white", "pure",
    ]

    /// The density of the ingredient named `name` (as written: "all-purpose flour, sifted" is
    /// given as its name "all-purpose flour"), in English or in German, French, Dutch, Italian or
    /// Spanish (`gramsPerCupInOtherLanguages`).
    init(name: String) {
        let words = IngredientName(name).key.split(separator: " ").map(String.init)
        guard let first = words.first, let last = words.last else {
            self = .unknown
            return
        }
        if Self.liquids.contains(last) || Self.liquidHeads.contains(first)
            || Self.liquidEndings.contains(where: { last.hasSuffix($0) }) {
            self = .liquid
            return
        }
        // The longest known tail whose leading words are all neutral ("sifted flour", "weiche
        // Butter"), else the longest known head whose trailing words are ("farine tamisée").
        let cup = IngredientUnit.cup.baseAmount
        for start in words.indices {
            let tail = words[start...].joined(separator: " ")
            guard let grams = Self.gramsPerCup[tail] else { continue }
            guard words[..<start].allSatisfy({ Self.neutralWords.contains($0) || Self.leadingNeutralWords.contains($0) })
            else { break }
            self = .dry(gramsPerMillilitre: grams / cup)
            return
        }
        for end in words.indices.reversed() {
            let head = words[...end].joined(separator: " ")
            guard let grams = Self.gramsPerCup[head] else { continue }
            guard words[(end + 1)...].allSatisfy(Self.trailingNeutralWords.contains) else { break }
            self = .dry(gramsPerMillilitre: grams / cup)
            return
        }
        self = .unknown
    }
}
