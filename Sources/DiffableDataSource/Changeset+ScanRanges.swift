/// The part of each section that the diff must scan: a section's items outside it are a
/// prefix and a suffix common to the old and new section of the same identifier, which stay
/// where they are.
///
/// Skipping them changes no result: the staying items of the prefix and suffix are on every
/// longest increasing subsequence of old offsets, and none of the scanned items can match
/// one of them, so the moves found among the scanned items are the same.
@usableFromInline
internal struct _ItemScanRanges {
    /// By old section position: the offsets that may be deleted or moved.
    @usableFromInline var oldRanges: [Range<Int>]
    /// By new section position: the offsets that may be inserted or moved.
    @usableFromInline var newRanges: [Range<Int>]
    /// By old section position: the index of its range's first flag in an array of one flag
    /// per old item in a range; one more element, the number of flags.
    @usableFromInline var oldFlagStarts: [Int]

    /// The ranges that turn `old` into `new`.
    ///
    /// - Complexity: O(1) for a section whose items are shared, else O(common prefix and
    ///   suffix) comparisons, plus O(sections)
    @inlinable
    init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        oldRanges = old._sections.map { 0..<$0.items.count }
        newRanges = new._sections.map { 0..<$0.items.count }
        for (newPosition, newSection) in new._sections.enumerated() {
            guard let oldPosition = old._sectionPositions[newSection.identifier] else { continue }
            let oldItems = old._sections[oldPosition].items
            let (prefix, suffix) = Self.commonEnds(oldItems, newSection.items)
            oldRanges[oldPosition] = prefix..<(oldItems.count - suffix)
            newRanges[newPosition] = prefix..<(newSection.items.count - suffix)
        }
        oldFlagStarts = [0]
        oldFlagStarts.reserveCapacity(oldRanges.count + 1)
        for range in oldRanges { oldFlagStarts.append(oldFlagStarts[oldFlagStarts.count - 1] + range.count) }
    }

    /// The index of the flag of the old item at `location`, which must be in its range.
    @inlinable
    func flag(ofOld location: _ItemLocation) -> Int {
        assert(oldRanges[location.section].contains(location.offset), "old item outside its scan range")
        return oldFlagStarts[location.section] + location.offset - oldRanges[location.section].lowerBound
    }

    /// The lengths of the common prefix of `old` and `new` and of their common suffix, not
    /// overlapping it; arrays that share storage are all prefix, without a comparison.
    @inlinable
    static func commonEnds<Item: Equatable>(_ old: [Item], _ new: [Item]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                if old.count == new.count && old.baseAddress == new.baseAddress { return (old.count, 0) }
                let limit = min(old.count, new.count)
                var prefix = 0
                while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }
}
