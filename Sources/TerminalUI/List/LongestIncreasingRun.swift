/// Chooses which on-screen lines can stay put (be shifted) rather than be rendered again.
enum LongestIncreasingRun {
    /// The largest subset of `pairs` (given in increasing `new` order) whose `old` values also
    /// increase: those lines keep their relative order and can be shifted into place.
    /// - Complexity: O(n) when the order is unchanged (the usual case), O(n²) otherwise;
    ///   n is at most the window height.
    static func keep(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        if zip(pairs, pairs.dropFirst()).allSatisfy({ $0.old < $1.old }) { return pairs }
        var length = Array(repeating: 1, count: pairs.count)
        var previous = Array(repeating: -1, count: pairs.count)
        for i in pairs.indices {
            for j in 0..<i where pairs[j].old < pairs[i].old && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        guard var index = length.indices.max(by: { length[$0] < length[$1] }) else { return [] }
        var result: [(old: Int, new: Int)] = []
        while index >= 0 {
            result.append(pairs[index])
            index = previous[index]
        }
        return result.reversed()
    }
}
