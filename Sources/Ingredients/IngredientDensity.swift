/// What a measured ingredient is, for turning its volume into metric: a dry ingredient whose
/// weight per cup is known (weighed in grams), a liquid (measured in millilitres), or neither
/// (left in the units written: a metric cook does not measure flour, or an unknown powder, in ml).
///
/// Weights per US cup (236.6 ml) come from King Arthur Baking's Ingredient Weight Chart
/// (kingarthurbaking.com/learn/ingredient-weight-chart), checked against USDA FoodData Central
/// (SR Legacy portions) where it lists the same food; where they differ, the chart's figure, since
/// it is what bakers weigh (USDA's cup of flour is 125 g; the chart's 120 g, spooned and levelled).
/// Rice is USDA's figure. An ingredient not in the table is not guessed.
enum IngredientDensity: Equatable {
    /// Weighed in grams: so many grams per millilitre.
    case dry(gramsPerMillilitre: Double)
    /// Measured by volume in any system.
    case liquid
    /// Not known: volumes stay as written.
    case unknown

    /// Grams per US cup, by the name's last words (folded: lower case, singular).
    private static let gramsPerCup: [String: Double] = [
        // King Arthur chart: all-purpose flour 120 g (4 1/4 oz), bread flour 120 g, whole wheat flour
        // 113 g, almond flour 96 g. (USDA, wheat flour, white, all-purpose: 1 cup 125 g.)
        "flour": 120, "all-purpose flour": 120, "plain flour": 120, "bread flour": 120, "strong flour": 120,
        "whole wheat flour": 113, "wholemeal flour": 113, "almond flour": 96, "ground almond": 96,
        // Chart: granulated sugar 198 g, brown sugar (packed) 213 g, confectioners' sugar 113 g.
        // (USDA, sugars, granulated: 1 cup 200 g.)
        "sugar": 198, "granulated sugar": 198, "white sugar": 198, "caster sugar": 198, "superfine sugar": 198,
        "brown sugar": 213, "light brown sugar": 213, "dark brown sugar": 213,
        "confectioners' sugar": 113, "powdered sugar": 113, "icing sugar": 113,
        // Chart: butter 113 g for 8 tablespoons (one stick). (USDA, butter: 1 cup 227 g.)
        "butter": 227, "unsalted butter": 227, "salted butter": 227,
        // Chart: rolled oats 89 g; unsweetened cocoa 84 g (1/2 cup 42 g); cornstarch 112 g (1/4 cup
        // 28 g); chocolate chips 170 g; raisins 149 g; chopped walnuts 113 g; grated Parmesan 100 g
        // (1/2 cup 50 g); honey 336 g (1 tablespoon 21 g); peanut butter 270 g (1/2 cup 135 g);
        // sweetened shredded coconut 85 g.
        "oats": 89, "rolled oats": 89, "old-fashioned oats": 89, "old-fashioned rolled oats": 89, "quick oats": 89,
        "cocoa": 84, "cocoa powder": 84, "cornstarch": 112, "cornflour": 112, "chocolate chip": 170,
        "raisin": 149, "walnut": 113, "chopped walnut": 113, "parmesan": 100, "parmesan cheese": 100,
        "honey": 336, "peanut butter": 270, "shredded coconut": 85,
        // USDA FoodData Central (SR Legacy), rice, white, long-grain, raw: 1 cup 185 g.
        "rice": 185, "long-grain rice": 185, "white rice": 185, "basmati rice": 185, "jasmine rice": 185,
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
    /// given as its name "all-purpose flour").
    init(name: String) {
        let words = IngredientName(name).key.split(separator: " ").map(String.init)
        guard let last = words.last else {
            self = .unknown
            return
        }
        if Self.liquids.contains(last) {
            self = .liquid
            return
        }
        // The longest known tail whose leading words are all neutral.
        for start in words.indices {
            let tail = words[start...].joined(separator: " ")
            guard let grams = Self.gramsPerCup[tail] else { continue }
            guard words[..<start].allSatisfy(Self.neutralWords.contains) else { break }
            self = .dry(gramsPerMillilitre: grams / IngredientUnit.cup.baseAmount)
            return
        }
        self = .unknown
    }
}
