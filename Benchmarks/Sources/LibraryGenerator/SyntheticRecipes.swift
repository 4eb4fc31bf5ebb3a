import Foundation
import RecipeKit

/// Makes the recipes of a synthetic library, one after another, from a seed.
///
/// Shape (issue 6): word-based titles of 3–60 characters, about 5% in Hangul; 1–4 of ~50 collections
/// per recipe with skewed sizes (a few large, many small); 5% favorites; `addedOn` uniform over the
/// two years before `referenceDate` (so about 4% fall in Recents); 5–15 ingredient lines and 3–8
/// direction steps of cookbook length. IDs run 1...count in generation order.
public struct SyntheticRecipes: Sequence, IteratorProtocol {
    /// Share of recipes whose title is Korean.
    public static let hangulShare = 0.05
    /// Share of recipes marked as favorites.
    public static let favoriteShare = 0.05
    /// How far back `addedOn` reaches.
    public static let addedOnSpan: TimeInterval = 2 * 365 * 24 * 60 * 60

    private var random: SeededGenerator
    private let count: Int
    private let referenceDate: Date
    private var nextID = 1
    private let collectionWeights: [Double]

    /// The `count` recipes of the library for `seed`, dated back from `referenceDate`.
    public init(count: Int, seed: UInt64, referenceDate: Date) {
        self.random = SeededGenerator(seed: seed)
        self.count = count
        self.referenceDate = referenceDate
        // Zipf-like: the first collections are large, the last ones small, as in a real library.
        let weights = Vocabulary.collections.indices.map { 1.0 / Double($0 + 2) }
        var running = 0.0
        collectionWeights = weights.map { running += $0; return running }
    }

    /// The next recipe, or `nil` after `count` of them.
    public mutating func next() -> Recipe? {
        guard nextID <= count else { return nil }
        defer { nextID += 1 }
        let lines = Int.random(in: 5...15, using: &random)
        let steps = Int.random(in: 3...8, using: &random)
        return Recipe(
            id: nextID,
            title: makeTitle(),
            prepTime: 300 * Int.random(in: 1...12, using: &random),
            cookTime: 300 * Int.random(in: 0...36, using: &random),
            servings: random.chance(0.8) ? String(Int.random(in: 1...8, using: &random)) : "\(Int.random(in: 6...24, using: &random)) pieces",
            ingredients: (0..<lines).map { _ in makeIngredient() }.joined(separator: "\n"),
            directions: (0..<steps).map { _ in makeStep() }.joined(separator: "\n"),
            isFavorite: random.chance(Self.favoriteShare),
            collections: makeCollections(),
            addedOn: referenceDate.addingTimeInterval(-Double.random(in: 0..<Self.addedOnSpan, using: &random)
                .rounded(.down)))
    }

    private mutating func makeTitle() -> String {
        if random.chance(Self.hangulShare) {
            let dish = random.pick(Vocabulary.korean)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where dish.count >= 3: return dish
            case 1: return "\(random.pick(Vocabulary.adjectives)) \(dish)"
            case 2: return "\(dish) \(random.pick(Vocabulary.companions))"
            default: return "\(dish) \(random.pick(Vocabulary.korean))"
            }
        }
        if random.chance(0.02) { return random.pick(Vocabulary.dishes) }
        var words: [String] = []
        if random.chance(0.7) { words.append(random.pick(Vocabulary.adjectives)) }
        if random.chance(0.2) { words.append(random.pick(Vocabulary.adjectives)) }
        words.append(random.pick(Vocabulary.mains))
        if random.chance(0.3) { words.append("and " + random.pick(Vocabulary.mains)) }
        words.append(random.pick(Vocabulary.dishes))
        if random.chance(0.4) { words.append(random.pick(Vocabulary.companions)) }
        var title = words.joined(separator: " ")
        while title.count > 60, words.count > 2 {
            words.removeFirst()
            title = words.joined(separator: " ")
        }
        return String(title.prefix(60))
    }

    private mutating func makeIngredient() -> String {
        let amount = random.pick(["1", "2", "3", "4", "1/2", "1/4", "3/4", "1 1/2", "200", "400"])
        let item = random.pick(random.chance(0.3) ? Vocabulary.mains.map { $0.lowercased() } : Vocabulary.pantry)
        let preparation = random.chance(0.5) ? ", " + random.pick(Vocabulary.preparations) : ""
        return "\(amount) \(random.pick(Vocabulary.units)) \(item)\(preparation)"
    }

    private mutating func makeStep() -> String {
        let first = "\(random.pick(Vocabulary.verbs)) the \(random.pick(Vocabulary.pantry)) \(random.pick(Vocabulary.stepEndings))"
        guard random.chance(0.5) else { return first }
        return first + " " + "\(random.pick(Vocabulary.verbs)) in the \(random.pick(Vocabulary.mains).lowercased()) "
            + random.pick(Vocabulary.stepEndings)
    }

    private mutating func makeCollections() -> [String] {
        let wanted = Int.random(in: 1...4, using: &random)
        var names: [String] = []
        while names.count < wanted {
            let point = Double.random(in: 0..<collectionWeights[collectionWeights.count - 1], using: &random)
            let index = collectionWeights.firstIndex { point < $0 } ?? collectionWeights.count - 1
            let name = Vocabulary.collections[index]
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
