/// Every recipe of the library in list order (title key, `TitleSortKey`, then ID),
/// with each recipe's place in it: what lets `recipeIDs(matching:)` put a hundred thousand search
/// hits in order in memory instead of looking each one up in the table and sorting them there.
///
/// It is read from the library by the same ORDER BY as the "All" list, and stays right for as long
/// as no recipe is added, removed or retitled: the library counts those in `titleOrderVersion`
/// (migration "v7 title order version"), and the store compares the count before trusting it.
struct TitleOrder: Sendable {
    /// The library's `titleOrderVersion` when the order was read.
    let version: Int
    /// Every recipe's ID, in list order.
    let ids: [Recipe.ID]
    /// Each ID's position in `ids`.
    private let ranks: Ranks

    /// The position of an ID in `ids`: a flat array indexed by ID when the IDs are dense enough
    /// (as the store assigns them), a dictionary otherwise (imported IDs may be anything).
    private enum Ranks: Sendable {
        /// `positions[id]` is the rank, or -1 for an ID with no recipe.
        case dense([Int32])
        /// The rank of each ID.
        case sparse([Recipe.ID: Int32])
    }

    /// The order of `ids`, listed as the library reads them in list order under `version`.
    init(version: Int, ids: [Recipe.ID]) {
        self.version = version
        self.ids = ids
        let smallest = ids.min() ?? 0
        let largest = ids.max() ?? 0
        if smallest >= 0, largest <= 2 * ids.count + 1024 {
            var positions = [Int32](repeating: -1, count: largest + 1)
            for (rank, id) in ids.enumerated() { positions[id] = Int32(rank) }
            ranks = .dense(positions)
        } else {
            var positions = [Recipe.ID: Int32](minimumCapacity: ids.count)
            for (rank, id) in ids.enumerated() { positions[id] = Int32(rank) }
            ranks = .sparse(positions)
        }
    }

    /// The position of `id` in list order, or nil when the library had no such recipe.
    func rank(of id: Recipe.ID) -> Int? {
        switch ranks {
        case .dense(let positions):
            guard id >= 0, id < positions.count, positions[id] >= 0 else { return nil }
            return Int(positions[id])
        case .sparse(let positions):
            return positions[id].map(Int.init)
        }
    }

    /// `selected` in list order, without duplicates; IDs with no recipe are left out.
    ///
    /// - Complexity: O(n / 64 + k) for k selected IDs of n recipes: a bitmap over the positions,
    ///   read in order, so no comparison sort.
    func ordered(_ selected: some Sequence<Recipe.ID>) -> [Recipe.ID] {
        listed(positions(of: selected))
    }

    /// The IDs in both `selected` and `others`, in list order, without duplicates.
    ///
    /// - Complexity: O(n / 64 + k + l) for k and l IDs of n recipes.
    func ordered(_ selected: some Sequence<Recipe.ID>, intersecting others: some Sequence<Recipe.ID>) -> [Recipe.ID] {
        var bits = positions(of: selected)
        let mask = positions(of: others)
        for index in bits.indices { bits[index] &= mask[index] }
        return listed(bits)
    }

    /// A bitmap with the positions of `selected` set.
    private func positions(of selected: some Sequence<Recipe.ID>) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: ids.count / 64 + 1)
        for id in selected {
            guard let rank = rank(of: id) else { continue }
            bits[rank / 64] |= 1 << UInt64(rank % 64)
        }
        return bits
    }

    /// The IDs at the positions set in `bits`, in order.
    private func listed(_ bits: [UInt64]) -> [Recipe.ID] {
        var result: [Recipe.ID] = []
        result.reserveCapacity(bits.reduce(0) { $0 + $1.nonzeroBitCount })
        for (wordIndex, word) in bits.enumerated() where word != 0 {
            var remaining = word
            while remaining != 0 {
                result.append(ids[wordIndex * 64 + remaining.trailingZeroBitCount])
                remaining &= remaining - 1
            }
        }
        return result
    }
}
