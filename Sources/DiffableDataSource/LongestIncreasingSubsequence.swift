/// Finds one longest strictly increasing subsequence by patience sorting.
///
/// The diff feeds it the old positions of the items both snapshots share, in their new
/// order: the items on the subsequence keep their relative order and stay; the others are
/// exactly the fewest items that must move.
@usableFromInline
internal enum _LongestIncreasingSubsequence {
    /// For each element of `values` (distinct integers), whether it belongs to one longest
    /// increasing subsequence; nil when all of `values` is increasing, the common case.
    ///
    /// Most elements of a nearly sorted sequence extend the last pile or replace its top, both
    /// decided without a search; only the rest pay a binary search.
    ///
    /// - Complexity: O(*n* + *k* log *n*) where *k* elements need a search; O(*n* log *n*) worst.
    @inlinable
    static func membership(of values: [Int]) -> [Bool]? {
        var isIncreasing = true
        var index = 1
        while index < values.count {
            if values[index - 1] >= values[index] { isIncreasing = false; break }
            index += 1
        }
        if isIncreasing { return nil }

        // tails[p]: index in `values` of the smallest top of a pile p + 1 long.
        var tails: [Int32] = []
        // predecessors[i]: index of the element before values[i] on its subsequence, or -1.
        var predecessors = [Int32](repeating: -1, count: values.count)
        values.withUnsafeBufferPointer { values in
            predecessors.withUnsafeMutableBufferPointer { predecessors in
                for i in 0..<values.count {
                    let value = values[i]
                    let pile: Int
                    if let last = tails.last, value < values[Int(last)] {
                        if tails.count == 1 || values[Int(tails[tails.count - 2])] < value {
                            pile = tails.count - 1
                        } else {
                            pile = firstPile(in: tails, notBelow: value, values: values)
                        }
                    } else {
                        pile = tails.count
                    }
                    predecessors[i] = pile > 0 ? tails[pile - 1] : -1
                    if pile == tails.count { tails.append(Int32(i)) } else { tails[pile] = Int32(i) }
                }
            }
        }
        var members = [Bool](repeating: false, count: values.count)
        var cursor = tails.last.map(Int.init) ?? -1
        while cursor >= 0 {
            members[cursor] = true
            cursor = Int(predecessors[cursor])
        }
        return members
    }

    /// The first pile whose top is not below `value`.
    @inlinable
    static func firstPile(in tails: [Int32], notBelow value: Int, values: UnsafeBufferPointer<Int>) -> Int {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
