import Ingredients

extension ParsingTable {
    /// Lines from the labelled sets held out of the parser's tuning (ingredient-parser-nlp's
    /// training data: Bon Appétit, Cookstr, and the later parts of the New York Times, BBC Good
    /// Food, Allrecipes and Taste Cooking sets), each one a cook would have seen misread.
    static let heldOut: [LineCase] = [
        // A size between the count and its unit: the unit is still the unit, the count still the count.
        E("1 3\" piece ginger, peeled, cut into thin matchsticks", 1, .piece, "ginger", "peeled, cut into thin matchsticks"),
        E("1 ½\" piece ginger, very thinly sliced", 1, .piece, "ginger", "very thinly sliced"),
        E("1 ½-inch piece ginger, peeled, finely grated", 1, .piece, "ginger", "peeled, finely grated"),
        E("1 1½-inch piece ginger, peeled, cut into very thin matchsticks", 1, .piece, "ginger",
          "peeled, cut into very thin matchsticks"),
        E("8 ½\"-thick slices milk bread, crusts removed", 8, .slice, "milk bread", "crusts removed"),
        E("4 ½\"-thick bone-in pork rib chops (about 2 lb.)", 4, nil, "½\"-thick bone-in pork rib chops", "(about 2 lb.)",
          alt: (2, .pound, each: false)),
        E("2 8\"-long sprigs rosemary", 2, .sprig, "rosemary"),
        E("2 6” pieces lemongrass, tough outer layer removed, stalk lightly smashed", 2, .piece, "lemongrass",
          "tough outer layer removed, stalk lightly smashed"),
        E("1 5x2\" piece dried kombu", 1, .piece, "dried kombu"),
        E("1 3' piece of ginger, peeled, cut into 1/4' slices", 1, .piece, "ginger", "peeled, cut into 1/4' slices"),
        E("2 2-inch long pieces lemon zest (peeled with a vegetable peeler), preferably Meyer lemons", 2, .piece,
          "lemon zest", "(peeled with a vegetable peeler), preferably Meyer lemons"),
        E("1 inch piece cinnamon stick", 1, .piece, "cinnamon stick"),
        // A share of the ingredient is not an amount of it.
        E("60% bittersweet chocolate pistoles, 1½ cups", 1.5, .cup, "60% bittersweet chocolate pistoles"),
        // The same amount in other units, roughly, between the unit and the name: scaled with the line.
        E("1 sheet (about 8 ounces) frozen puff pastry, thawed according to the package directions", 1, .sheet,
          "frozen puff pastry", "thawed according to the package directions", alt: (8, .ounce, each: false)),
        // Size and packing words before the number or before the unit.
        E("Scant ½ cup (2¼ ounces/65 grams) dried currants", 0.5, .cup, "dried currants", "(2¼ ounces/65 grams)"),
        E("½ lightly packed cup of fresh mint, cilantro, or basil leaves torn", 0.5, .cup, "fresh mint",
          "cilantro, or basil leaves torn"),
        // Words, "from", then the amount, as with "Juice of 1 lemon".
        E("Rind from 1/2 pound salt pork", 0.5, .pound, "salt pork", "Rind from"),
        E("Grated rind from 2 lemons", 2, nil, "lemons", "Grated rind from"),
        // From the web pages' lines: "from" inside a note names no amount.
        E("Orange juice (freshly squeezed is best but from a carton or concentrate is fine)", nil, nil, "Orange juice",
          "(freshly squeezed is best but from a carton or concentrate is fine)"),
        // The size of each can, then the same size in other units.
        E("Two 14.5 oz (411g) cans chopped tomatoes", 2, .can, "chopped tomatoes", alt: (14.5, .ounce, each: true)),
        E("2 (14-ounce/398 mL) cans full-fat coconut milk*", 2, .can, "full-fat coconut milk*",
          alt: (14, .ounce, each: true)),
        // A unit word after another amount in the name is that amount's, not the line's.
        E("1 kohlrabi or ½ fennel bulb, 4-inch piece daikon, 1 watermelon radish, or 1 medium beet, trimmed", 1, nil,
          "kohlrabi or ½ fennel bulb", "4-inch piece daikon, 1 watermelon radish, or 1 medium beet, trimmed"),
        // From the web pages' lines: the other choice of count shares the unit.
        E("6 large or 8 medium celery stalks, thinly sliced on a diagonal", 6, .stalk, "large or 8 medium celery",
          "thinly sliced on a diagonal"),
        // From the web pages' lines: a plural ending in parentheses is part of the unit word.
        E("2 clove(s) of garlic", 2, .clove, "garlic"),
        E("1 Prise(n) Pfeffer", 1, .pinch, "Pfeffer"),
        // The third round (later parts of the same sets, "manual" and Stranger Foods): a length
        // apart from its number sizes one piece; a whole number, a fraction hyphened to a size
        // and a plural are that many things of that size; a size alone before a singular name
        // is one of them, before a plural it says no count.
        E("5 cm piece of fresh root ginger, peeled and thinly sliced into matchsticks", 1, .piece, "fresh root ginger",
          "peeled and thinly sliced into matchsticks"),
        E("2.5 cm piece fresh root ginger, finely chopped", 1, .piece, "fresh root ginger", "finely chopped"),
        E("2 5 cm pieces ginger", 2, .piece, "ginger"),
        E("2 1/4-ounce packages unflavored gelatin", 2, .package, "unflavored gelatin", alt: (0.25, .ounce, each: true)),
        E("4 1/2-inch slices bread", 4, .slice, "bread"),
        E("2 1/2-pound chickens", 2, nil, "1/2-pound chickens"),
        E("1 1/2-inch piece ginger", 1, .piece, "ginger"),
        E("2 1/2 cups flour", 2.5, .cup, "flour"),
        E("3-pound chicken, cut into 8 pieces", 1, nil, "3-pound chicken", "cut into 8 pieces"),
        E("7-inch dry rice paper skins", nil, nil, "7-inch dry rice paper skins"),
        E("5-spice powder", nil, nil, "5-spice powder"),
        // Unit words British and home cooks write: a dessertspoon is 10 ml; mugs, glasses and
        // baskets are counted; "fat" sizes the clove.
        E("2 dessertspoons honey", 2, .dessertspoon, "honey"),
        E("1 dessert spoon soy sauce", 1, .dessertspoon, "soy sauce"),
        E("1 dsp olive oil", 1, .dessertspoon, "olive oil"),
        E("2 mugs rice", 2, .mug, "rice"),
        E("1 glass medium dry white wine", 1, .glass, "medium dry white wine"),
        E("1 punnet strawberries", 1, .basket, "strawberries"),
        E("2 fat cloves garlic, finely chopped", 2, .clove, "garlic", "finely chopped"),
        E("2 dessert apples", 2, nil, "dessert apples"),
    ]
}
