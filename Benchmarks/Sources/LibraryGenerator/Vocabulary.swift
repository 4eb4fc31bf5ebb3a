/// The words synthetic recipes are made of: enough variety that titles and search prefixes
/// spread like a real collection's ("chicken" common, most words rare), all fixed so libraries
/// are reproducible.
enum Vocabulary {
    static let adjectives = [
        "Smoky", "Spicy", "Creamy", "Crispy", "Golden", "Rustic", "Classic", "Easy", "Quick", "Hearty",
        "Zesty", "Tangy", "Sweet", "Savory", "Herbed", "Roasted", "Grilled", "Braised", "Slow-Cooked",
        "One-Pot", "Sheet-Pan", "Lemony", "Garlicky", "Buttery", "Charred", "Fresh", "Summer", "Winter",
        "Autumn", "Spring", "Grandma's", "Weeknight", "Sunday", "Midnight", "Country", "Coastal",
        "Honey-Glazed", "Maple", "Peppery", "Fiery", "Silky", "Light", "Rich", "Tender", "Sticky",
    ]
    static let mains = [
        "Chicken", "Chicken", "Chicken", "Beef", "Pork", "Lamb", "Turkey", "Salmon", "Cod", "Shrimp",
        "Tofu", "Tempeh", "Chickpea", "Lentil", "Black Bean", "Mushroom", "Eggplant", "Zucchini",
        "Cauliflower", "Broccoli", "Sweet Potato", "Potato", "Pumpkin", "Butternut Squash", "Spinach",
        "Kale", "Cabbage", "Carrot", "Tomato", "Corn", "Pea", "Duck", "Halibut", "Tuna", "Crab",
        "Mussel", "Scallop", "Egg", "Ricotta", "Feta", "Halloumi", "Paneer", "Apple", "Pear", "Peach",
        "Cherry", "Blueberry", "Strawberry", "Banana", "Chocolate", "Lemon", "Coconut", "Almond",
        "Pistachio", "Walnut", "Rice", "Quinoa", "Barley", "Farro", "Oat", "Chorizo", "Sausage",
    ]
    static let dishes = [
        "Soup", "Stew", "Curry", "Salad", "Tacos", "Burritos", "Pasta", "Risotto", "Pie", "Tart",
        "Casserole", "Stir-Fry", "Skewers", "Burgers", "Sandwiches", "Wraps", "Bowl", "Noodles",
        "Dumplings", "Fritters", "Pancakes", "Waffles", "Muffins", "Bread", "Cake", "Cookies", "Bars",
        "Crumble", "Cobbler", "Galette", "Frittata", "Quiche", "Chili", "Chowder", "Bisque", "Gratin",
        "Lasagna", "Enchiladas", "Pilaf", "Paella", "Ramen", "Pho", "Stroganoff", "Meatballs", "Kebabs",
        "Flatbread", "Pizza", "Calzone", "Hash", "Bake", "Roast", "Tagine", "Biryani", "Gnocchi",
    ]
    static let companions = [
        "with Lime Crema", "with Garlic Butter", "with Fresh Herbs", "and Greens", "with Tahini Sauce",
        "with Chimichurri", "on Toast", "with Crispy Shallots", "and Rice", "with Yogurt Sauce",
        "with Pickled Onions", "in Tomato Sauce", "with Parmesan", "and Beans", "with Salsa Verde",
        "with Miso Glaze", "over Polenta", "with Brown Butter", "and Potatoes", "with Pesto",
    ]
    /// Korean dish names, so some titles are Hangul (two columns a character on the screen).
    static let korean = [
        "김치찌개", "된장찌개", "비빔밥", "불고기", "잡채", "떡볶이", "순두부찌개", "김밥", "갈비찜",
        "해물파전", "닭갈비", "미역국", "콩나물국", "감자조림", "제육볶음", "삼계탕", "냉면", "부대찌개",
    ]
    static let units = ["cup", "cups", "tablespoons", "teaspoon", "teaspoons", "pound", "ounces", "cloves",
                        "pinch", "handful", "can", "bunch", "grams", "ml"]
    static let preparations = ["chopped", "diced", "minced", "sliced", "grated", "crushed", "finely chopped",
                               "roughly torn", "peeled", "halved", "toasted", "melted", "softened", "rinsed"]
    static let pantry = [
        "onion", "garlic", "olive oil", "butter", "salt", "black pepper", "flour", "sugar", "brown sugar",
        "milk", "cream", "stock", "soy sauce", "ginger", "cumin", "paprika", "chili flakes", "cilantro",
        "parsley", "basil", "thyme", "rosemary", "lemon juice", "lime zest", "vinegar", "honey", "mustard",
        "tomato paste", "coconut milk", "cheddar", "parmesan", "eggs", "baking powder", "vanilla",
        "cinnamon", "nutmeg", "scallions", "celery", "bell pepper", "jalapeño", "gochujang", "sesame oil",
    ]
    static let verbs = ["Heat", "Stir", "Add", "Whisk", "Simmer", "Bake", "Roast", "Fold", "Season",
                        "Combine", "Toss", "Sear", "Drain", "Transfer", "Spread", "Sprinkle", "Cover", "Serve"]
    static let stepEndings = [
        "over medium heat until fragrant, about 2 minutes.",
        "until golden brown on all sides, turning once or twice.",
        "and let it rest for 10 minutes before slicing.",
        "in a large bowl until just combined; do not overmix.",
        "for 25 to 30 minutes, until a knife slides in easily.",
        "with salt and pepper, then taste and adjust the seasoning.",
        "into the prepared dish and smooth the top with a spatula.",
        "until the sauce thickens enough to coat the back of a spoon.",
        "and keep warm while you finish the rest of the dish.",
        "with the reserved herbs and a squeeze of lemon just before serving.",
    ]
    /// About fifty collection names, as a person's library would have them.
    static let collections = [
        "Weeknight", "Favorites of Mom", "Vegetarian", "Vegan", "Soups", "Baking", "Desserts", "Breakfast",
        "Brunch", "Quick Lunches", "Slow Cooker", "Instant Pot", "Grilling", "Holiday", "Thanksgiving",
        "Christmas", "Party Food", "Kids", "Meal Prep", "Freezer Friendly", "Salads", "Pasta Night",
        "Asian", "Korean", "Mexican", "Italian", "Indian", "French", "Middle Eastern", "Greek", "Seafood",
        "Chicken Dinners", "Beef", "Pork", "Gluten-Free", "Low Carb", "High Protein", "Budget", "Picnic",
        "Summer", "Winter Comfort", "Spring Greens", "Autumn Harvest", "Bread", "Cookies", "Cakes",
        "Sauces", "Drinks", "Snacks", "To Try",
    ]
}
