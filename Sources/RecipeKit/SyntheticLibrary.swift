import Foundation

/// Deterministic made-up libraries of any size, for benchmarks and scale tests.
///
/// Recipe number `n` (1-based) of a seed is always the same recipe, so a library of a million
/// can be generated and stored in batches without holding it in memory.
public enum SyntheticLibrary {
    /// The recipe with ID `number` of the library generated from `seed`.
    ///
    /// Titles mix English and Korean words; about one in twelve is a favorite; each recipe is in
    /// zero to two of twelve collections; `addedOn` is spread over the 365 days before `newest`.
    public static func recipe(number: Int, seed: UInt64, newest: Date) -> Recipe {
        var random = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15)
        let title = [
            random.pick(adjectives), random.pick(mains), random.pick(dishes), String(number),
        ].joined(separator: " ")
        let ingredients = (0..<(3 + random.below(6))).map { _ in
            "\(1 + random.below(500)) g \(random.pick(mains))"
        }
        let directions = (0..<(2 + random.below(5))).map { _ in
            "\(random.pick(verbs)) the \(random.pick(mains)) for \(1 + random.below(30)) minutes."
        }
        let collections = (0..<random.below(3)).map { _ in random.pick(collectionNames) }
        return Recipe(
            id: number, title: title, prepTime: 60 * random.below(60), cookTime: 60 * random.below(180),
            servings: String(1 + random.below(8)), ingredients: ingredients.joined(separator: "\n"),
            directions: directions.joined(separator: "\n"), isFavorite: random.below(12) == 0,
            collections: collections, addedOn: newest.addingTimeInterval(-Double(random.below(365 * 86_400))),
            imageNames: [])
    }

    /// Fills `store` with recipes 1...count of `seed`, in transactions of `batchSize` recipes.
    public static func fill(
        _ store: RecipeStore, count: Int, seed: UInt64, newest: Date, batchSize: Int = 10_000
    ) throws {
        for start in stride(from: 1, through: count, by: batchSize) {
            let batch = (start...min(start + batchSize - 1, count)).map {
                recipe(number: $0, seed: seed, newest: newest)
            }
            _ = try store.importRecipes(batch, existing: .replace)
        }
    }

    private static let adjectives = ["Smoky", "Quick", "Crispy", "Slow-cooked", "Spicy", "Creamy", "Grilled",
                                     "Roasted", "Lemony", "Garlicky", "매콤한", "구운", "Honey", "Herbed"]
    private static let mains = ["chicken", "tofu", "mushroom", "salmon", "lentil", "pork", "eggplant", "potato",
                                "김치", "두부", "chickpea", "beef", "spinach", "noodle", "rice", "tomato"]
    private static let dishes = ["stew", "salad", "soup", "curry", "tacos", "bake", "stir-fry", "pie", "찌개",
                                 "볶음밥", "risotto", "skewers", "bowl", "pancakes"]
    private static let verbs = ["Simmer", "Roast", "Stir", "Fry", "Bake", "Toss", "Braise", "Steam"]
    private static let collectionNames = ["Weeknight", "Vegetarian", "Korean", "Baking", "Soups", "Quick",
                                          "Party", "Breakfast", "Grill", "Desserts", "Lunchbox", "Holiday"]
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64); the same seed gives the
/// same sequence on every platform, unlike the system generator.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
