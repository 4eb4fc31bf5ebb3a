/// Where in a shop an ingredient is likely found, for grouping a shopping list. A simple guess from
/// the name's words: the last known word decides ("chicken stock" is pantry, not meat), after a few
/// two-word names that the last word would get wrong ("coconut milk", "black pepper"). A recipe not
/// in English is guessed with the words of its language too, German, Dutch, French, Spanish or
/// Italian (Aisle+OtherLanguages.swift), a German compound by its last part ("Hühnerbrühe" is a stock).
public enum Aisle: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Fruit, vegetables, fresh herbs.
    case produce
    /// Milk, cream, butter, cheese, yogurt, eggs.
    case dairy
    /// Meat, poultry, fish and seafood.
    case meatAndFish
    /// Flours, sugars, oils, vinegars, grains, pasta, canned goods, sauces, stocks.
    case pantry
    /// Salt, pepper, dried herbs and ground spices.
    case spices
    /// Anything the guess does not know.
    case other

    /// A heading for the group.
    public var title: String {
        switch self {
        case .produce: "Produce"
        case .dairy: "Dairy and eggs"
        case .meatAndFish: "Meat and fish"
        case .pantry: "Pantry"
        case .spices: "Spices"
        case .other: "Other"
        }
    }

    /// Aisles sort in the order listed: produce first, other last.
    public static func < (lhs: Aisle, rhs: Aisle) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The aisle for a folded ingredient name (lower case, singular last word) of a recipe in
    /// `language`: an English recipe's by the English words alone, as before other languages were
    /// known, so that "room" or "pan" keep their English sense; another recipe's by its language's
    /// words as well (`nil`: a language not told apart, see `otherLanguageAisle(of:in:)`), which
    /// decide where both know a word.
    static func guess(forFoldedName name: String, language: Language? = .english) -> Aisle {
        // "margarina sem sal", "Butter ohne Salz": what comes after "without" is not what is bought.
        let words = name.split(separator: " ").map(String.init).prefix { !withoutWords.contains($0) }
        let isEnglish = language == .english
        for (first, second) in zip(words, words.dropFirst()) {
            let phrase = first + " " + second
            if !isEnglish, let aisle = phrasesOfOtherLanguages[phrase] { return aisle }
            if let aisle = phrases[phrase] { return aisle }
        }
        var aisle = Aisle.other
        for word in words.reversed() {
            if let known = (isEnglish ? nil : otherLanguageAisle(of: word, in: language)) ?? vocabulary[word] {
                aisle = known
                break
            }
        }
        // Dried or ground herbs are spices; other dried produce (cherries, mushrooms) is pantry.
        guard words.first == "dried" || words.first == "ground", aisle == .produce || aisle == .spices else {
            return aisle
        }
        return aisle == .spices || herbs.contains(words.last ?? "") ? .spices : .pantry
    }

    /// "Without" in the languages the guess reads.
    private static let withoutWords: Set<String> = ["without", "sem", "sin", "senza", "ohne", "sans", "zonder", "utan", "uten"]

    private static let herbs: Set<String> = [
        "cilantro", "parsley", "basil", "dill", "mint", "thyme", "rosemary", "sage", "chive", "chives", "ginger",
        "chili", "chilli", "chile", "garlic", "onion", "oregano", "tarragon", "marjoram", "fennel",
    ]

    private static let phrases: [String: Aisle] = [
        "crushed red": .spices, "crushed tomato": .pantry, "diced tomato": .pantry, "coconut milk": .pantry,
        "coconut cream": .pantry, "almond milk": .pantry, "oat milk": .pantry,
        "soy milk": .pantry, "peanut butter": .pantry, "black pepper": .spices, "white pepper": .spices,
        "bell pepper": .produce, "red pepper": .produce, "green pepper": .produce, "chili flake": .spices,
        "chili powder": .spices, "garlic powder": .spices, "onion powder": .spices, "fish sauce": .pantry,
        "cream cheese": .dairy, "sour cream": .dairy, "ice water": .other, "bay leaf": .spices,
        "sesame seed": .pantry, "pumpkin seed": .pantry, "cumin seed": .spices, "lemon juice": .produce,
        "lime juice": .produce, "vanilla extract": .pantry, "tomato paste": .pantry, "baking powder": .pantry,
        "baking soda": .pantry, "chilli flake": .spices, "chilli powder": .spices, "chile flake": .spices,
        "chile powder": .spices, "fennel seed": .spices, "mustard seed": .spices, "coriander seed": .spices,
        "caraway seed": .spices, "celery seed": .spices, "nigella seed": .spices, "mustard green": .produce,
        "turnip green": .produce, "collard green": .produce, "beet green": .produce, "bok choy": .produce,
        "pak choi": .produce,
    ]

    private static let vocabulary: [String: Aisle] = {
        var table: [String: Aisle] = [:]
        let groups: [(Aisle, String)] = [
            (.produce, """
             onion shallot garlic scallion leek tomato potato carrot celery cucumber zucchini eggplant \
             chili chilli chile jalapeño lemon lime orange apple pear banana mango avocado berry blueberry \
             strawberry raspberry cherry peach grape pineapple spinach kale lettuce cabbage broccoli \
             cauliflower mushroom shiitake ginger cilantro parsley basil dill mint thyme rosemary sage \
             chive chives lemongrass galangal beet parsnip squash pumpkin corn pea bean sprout herb \
             leaf leaves zest mitsuba kimchi tofu apple apricot artichoke aubergine courgette broccolini \
             cranberry satsuma chard watercress horseradish tarragon grapefruit \
             radish daikon turnip rutabaga swede kohlrabi celeriac jicama yam taro cassava yuca sunchoke \
             plantain fig pomegranate persimmon tomatillo kiwi papaya melon watermelon cantaloupe honeydew \
             plum nectarine blackberry gooseberry rhubarb lychee passionfruit guava quince clementine \
             mandarin tangerine kumquat yuzu arugula rocket endive radicchio chicory escarole frisée \
             mizuna collard collards asparagus okra edamame jalapeno poblano serrano habanero anaheim \
             shishito capsicum chervil sorrel lovage microgreen fennel
             """),
            (.dairy, """
             milk cream butter buttermilk cheese cheddar parmesan mozzarella feta ricotta mascarpone \
             yogurt yoghurt egg yolk white ghee gruyère emmental bergkäse crème fraîche paneer halloumi tvorog \
             labneh margarine pecorino
             """),
            (.meatAndFish, """
             chicken beef pork lamb turkey duck bacon pancetta sausage chorizo ham shank chuck sirloin \
             ribeye thigh breast fish salmon cod tuna halibut shrimp prawn crab mussel scallop anchovy \
             fillet belly steak veal meat monkfish snapper gammon lardon
             """),
            (.pantry, """
             flour sugar oil vinegar rice pasta noodle spaghetti gnocchi ditalini oat oats lentil chickpea \
             stock broth sauce paste syrup honey molasses yeast cornstarch starch cornmeal breadcrumb bread \
             baguette sourdough tortilla chocolate chip cocoa nut walnut pecan almond peanut seed sesame \
             tahini miso gochujang doenjang mirin dashi wine stout beer coffee espresso tea water can \
             jam mustard ketchup mayonnaise olive caper pickle tomatoes phyllo ladyfinger cookie cracker \
             purée puree quinoa barley couscous polenta raisin cherries kombu wakame vanilla agave amaranth \
             bulgur cornflour fettuccine macaroni penne lasagna lasagne semolina hazelnut passata pesto hummus \
             tamari salsa sriracha marshmallow naan bun croissant pastry crust dough
             """),
            (.spices, """
             salt pepper peppercorn cumin paprika cinnamon nutmeg clove cardamom turmeric coriander \
             oregano gochugaru masala garam curry allspice saffron sumac za'atar chili-flake \
             amchur cayenne seasoning anise tumeric berbere dukkah togarashi msg
             """),
        ]
        for (aisle, words) in groups {
            for word in words.split(whereSeparator: { $0 == " " || $0 == "\n" }) where table[String(word)] == nil {
                table[String(word)] = aisle
            }
        }
        return table
    }()
}
