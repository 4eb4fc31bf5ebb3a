import Ingredients

extension ParsingTable {
    /// Compound amounts, packs, abbreviated sizes and the unit words of the labelled sets cooks'
    /// lines were measured against (written here by hand, in the same shapes).
    static let amounts: [LineCase] = [
        E("1 lb 2 oz pork shoulder, cubed", 1.125, .pound, "pork shoulder", "cubed"),
        E("1lb 2oz beef mince", 1.125, .pound, "beef mince"),
        E("2 pounds 8 ounces potatoes", 2.5, .pound, "potatoes"),
        E("1 cup 2 tablespoons milk", 1.125, .cup, "milk"),
        E("2 cups 2% milk", 2, .cup, "2% milk"),
        E("500g/1lb 2oz beef mince", 500, .gram, "beef mince", alt: (1.125, .pound, each: false)),
        E("8 x 450g/1lb live lobsters", 8, nil, "live lobsters", alt: (450, .gram, each: true)),
        E("1 x 1kg/2lb 3oz double lamb loin", 1, nil, "double lamb loin", alt: (1, .kilogram, each: true)),
        E("700g/1lb 9oz diced game meat", 700, .gram, "diced game meat", alt: (1.5625, .pound, each: false)),
        E("2 x 400 g cans chopped tomatoes", 2, .can, "chopped tomatoes", alt: (400, .gram, each: true)),
        E("1 (14 oz) can coconut milk", 1, .can, "coconut milk", alt: (14, .ounce, each: true)),
        E("3 x 200g tins chickpeas, drained", 3, .can, "chickpeas", "drained", alt: (200, .gram, each: true)),
        E("2 lg eggs, beaten", 2, nil, "lg eggs", "beaten"),
        E("2 lg handfuls spinach", 2, .handful, "spinach"),
        E("1 md onion, diced", 1, nil, "md onion", "diced"),
        E("sm handful of mint leaves", nil, .handful, "mint leaves"),
        E("6 stems thyme", 6, .sprig, "thyme"),
        E("2 branches rosemary", 2, .sprig, "rosemary"),
        E("1 thumb ginger, grated", 1, .piece, "ginger", "grated"),
        E("1 garlic bulb, cloves separated", 1, .head, "garlic", "cloves separated"),
        E("2 bulbs fennel, sliced", 2, .head, "fennel", "sliced"),
        E("2 chunks rock sugar", 2, .piece, "rock sugar"),
    ]
}
