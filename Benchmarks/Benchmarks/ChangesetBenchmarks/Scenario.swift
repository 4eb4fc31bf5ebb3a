import DiffableDataSource

/// SplitMix64: a small seeded generator, so every run diffs the same inputs.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An old list of `count` Int identifiers and a new one with `deletes` of them gone,
/// `inserts` new ones and `moves` of the staying ones put elsewhere, all at scattered
/// random places.
struct Scenario: Sendable {
    let old: [Int]
    let new: [Int]

    init(count: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64 = 42) {
        var random = SplitMix64(seed: seed)
        old = Array(0..<count)
        let deleted = Set(old.shuffled(using: &random).prefix(deletes))
        let survivors = old.filter { !deleted.contains($0) }
        let moved = Set(survivors.shuffled(using: &random).prefix(moves))
        let base = survivors.filter { !moved.contains($0) }
        let scattered = (Array(moved) + Array(count..<(count + inserts))).shuffled(using: &random)
        new = Self.scatter(scattered, into: base, using: &random)
    }

    /// `base` with the `extra` elements put at random places, in their order.
    private static func scatter(_ extra: [Int], into base: [Int], using random: inout SplitMix64) -> [Int] {
        let places = extra.map { _ in Int.random(in: 0...base.count, using: &random) }.sorted()
        var result: [Int] = []
        result.reserveCapacity(base.count + extra.count)
        var next = 0
        for (index, element) in base.enumerated() {
            while next < places.count, places[next] == index {
                result.append(extra[next])
                next += 1
            }
            result.append(element)
        }
        result.append(contentsOf: extra[next...])
        return result
    }

    /// The two lists as one-section snapshots.
    var snapshots: (old: DiffableDataSourceSnapshot<Int, Int>, new: DiffableDataSourceSnapshot<Int, Int>) {
        (Self.snapshot(of: old), Self.snapshot(of: new))
    }

    private static func snapshot(of items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }
}
