// A set of recipe IDs as a bitmap: what a search of a large library finds, built and tested
// without hashing.

/// A set of recipe IDs held as one bit per ID from 0 up, with the rare ID outside that range
/// (negative, or beyond `bitmapLimit`) kept in a hashed set beside it.
///
/// A search of a million recipes finds hundreds of thousands; inserting them into a `Set` costs
/// more than finding them. Setting a bit is a store, testing one a load.
public struct RecipeIDSet: Sendable, Equatable {
    /// The largest ID kept in the bitmap, plus one: 64 Mi IDs, an 8 MiB bitmap at most.
    static let bitmapLimit = 1 << 26

    private var words: [UInt64] = []
    private var outside: Set<Recipe.ID> = []
    /// The number of IDs in the set.
    public private(set) var count = 0

    /// An empty set.
    public init() {}

    /// The set of `ids` (repeats count once).
    public init(_ ids: some Sequence<Recipe.ID>) {
        for id in ids { insert(id) }
    }

    /// The set whose bitmap is `words` (bit `id % 64` of word `id / 64`) plus `outside`, which
    /// holds only IDs the bitmap cannot.
    init(words: [UInt64], outside: Set<Recipe.ID>) {
        self.words = words
        self.outside = outside
        count = words.reduce(0) { $0 + $1.nonzeroBitCount } + outside.count
    }

    /// Whether `id` is in the set.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    public func contains(_ id: Recipe.ID) -> Bool {
        guard id >= 0, id < Self.bitmapLimit else { return outside.contains(id) }
        let word = id >> 6
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    /// Adds `id`; whether it was not there already.
    ///
    /// - Complexity: O(1) amortised
    @discardableResult @inline(__always)
    public mutating func insert(_ id: Recipe.ID) -> Bool {
        guard id >= 0, id < Self.bitmapLimit else {
            let inserted = outside.insert(id).inserted
            if inserted { count += 1 }
            return inserted
        }
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: max(word + 1, words.count * 2) - words.count)) }
        let bit: UInt64 = 1 << UInt64(id & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Keeps only the IDs that are also in `other`.
    ///
    /// - Complexity: O(size of the bitmaps + IDs outside them)
    public mutating func formIntersection(_ other: RecipeIDSet) {
        if words.count > other.words.count { words.removeLast(words.count - other.words.count) }
        count = 0
        for index in words.indices {
            words[index] &= other.words[index]
            count += words[index].nonzeroBitCount
        }
        outside.formIntersection(other.outside)
        count += outside.count
    }

    /// The IDs in ascending order.
    ///
    /// - Complexity: O(size of the bitmap + count)
    public var sorted: [Recipe.ID] {
        var ids: [Recipe.ID] = []
        ids.reserveCapacity(count)
        ids.append(contentsOf: outside.filter { $0 < 0 }.sorted())
        for (index, word) in words.enumerated() where word != 0 {
            var remaining = word
            while remaining != 0 {
                ids.append(index << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        ids.append(contentsOf: outside.filter { $0 >= 0 }.sorted())
        return ids
    }

    /// The IDs of `ordered` that are in the set, in `ordered`'s order.
    ///
    /// - Complexity: O(ordered.count)
    public func filter(_ ordered: [Recipe.ID]) -> [Recipe.ID] {
        guard outside.isEmpty else { return ordered.filter(contains) }
        guard !words.isEmpty else { return [] }
        // Without a branch per ID: each is written, and kept by advancing past it when its bit is
        // set (half the IDs kept at random is the case a branch predictor loses). The buffer holds
        // as many IDs as the set: more kept means `ordered` repeats some, left to the plain filter.
        let capacity = Swift.min(count, ordered.count) + 1
        var complete = true
        let kept = words.withUnsafeBufferPointer { words in
            [Recipe.ID](unsafeUninitializedCapacity: capacity) { kept, keptCount in
                var next = 0
                for id in ordered {
                    kept[next] = id
                    let word = id >> 6
                    let inRange = id >= 0 && word < words.count
                    let bits = words[inRange ? word : 0]
                    next += inRange ? Int(truncatingIfNeeded: bits >> UInt64(id & 63)) & 1 : 0
                    if next == capacity {
                        complete = false
                        break
                    }
                }
                keptCount = complete ? next : 0
            }
        }
        return complete ? kept : ordered.filter(contains)
    }

    public static func == (lhs: RecipeIDSet, rhs: RecipeIDSet) -> Bool {
        lhs.count == rhs.count && lhs.sorted == rhs.sorted
    }
}
