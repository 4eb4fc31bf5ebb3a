// The snapshot's item index: where each item is (section position, offset), without a
// dictionary write per item after an edit point and without copying a million-entry
// dictionary when a shared snapshot is first edited.
//
// An immutable *base* (a class, shared by every copy of the snapshot) maps each item the
// snapshot had when it was built to its section *slot* and its offset then. A small
// per-snapshot overlay says what changed since: for each slot, the runs of base items still
// present with their current offsets, and the current place of each item inserted since.
// Copying a snapshot copies the overlay, never the base; after enough edits the base is
// rebuilt from the items, in O(n) amortised over those edits.

/// A stretch of base items still present in their section, contiguous in the base order and
/// in the current order (base items keep their relative order: a moved item is re-inserted).
@usableFromInline
internal struct _BaseRun: Sendable, Equatable {
    /// The base offset of the first item.
    @usableFromInline var base: Int
    /// The current offset of the first item.
    @usableFromInline var start: Int
    /// The number of items.
    @usableFromInline var count: Int

    @inlinable
    init(base: Int, start: Int, count: Int) {
        self.base = base
        self.start = start
        self.count = count
    }
}

/// The items of a snapshot when its index was last rebuilt, never mutated once built: every
/// copy of the snapshot shares it.
///
/// Items are found by hashing, except integer items that fill a good part of the range from 0
/// to the largest (recipe IDs, row IDs): those are found in a table indexed by the integer.
/// Building the table is a store per item instead of a hash insert, 30 times faster at a
/// million items (a search of a million-recipe library builds one per keystroke).
@usableFromInline
internal final class _ItemIndexBase<Item: Hashable & Sendable>: Sendable {
    /// Slot and offset of each item when the base was built, for items not in `dense`; the
    /// slot of a section is its position then.
    @usableFromInline let locations: [Item: _ItemLocation]
    /// For integer items: by item, its slot and offset packed (see `_DenseLocations`).
    @usableFromInline let dense: _DenseLocations?
    /// The number of items.
    @usableFromInline let count: Int
    /// The number of non-empty sections then: one run each.
    @usableFromInline let runCount: Int

    @inlinable
    init(locations: [Item: _ItemLocation], dense: _DenseLocations? = nil, runCount: Int) {
        self.locations = locations
        self.dense = dense
        self.count = dense?.count ?? locations.count
        self.runCount = runCount
    }

    /// Slot and offset of `item` when the base was built, or nil when it was not there.
    @inlinable
    func location(of item: Item) -> _ItemLocation? {
        if let dense {
            // `dense` is only built when `Item` is `Int` (see `_DenseLocations.make`).
            return dense.location(of: unsafeBitCast(item, to: Int.self))
        }
        return locations[item]
    }
}

/// The slot and offset of each of a set of non-negative integers, in a table indexed by the
/// integer: an entry is 0 for an absent integer, else its position in the items of every slot
/// in slot order, plus one. Four bytes an entry: the table is written at random places, and
/// half the memory is half the cache misses and page faults (a million items: 4 MB).
@usableFromInline
internal struct _DenseLocations: Sendable {
    @usableFromInline let table: [UInt32]
    /// By slot: the position of its first item.
    @usableFromInline let starts: [Int]
    @usableFromInline let count: Int

    @inlinable
    init(table: [UInt32], starts: [Int], count: Int) {
        self.table = table
        self.starts = starts
        self.count = count
    }

    @inlinable
    func location(of item: Int) -> _ItemLocation? {
        guard item >= 0, item < table.count else { return nil }
        let entry = table[item]
        guard entry != 0 else { return nil }
        let position = Int(entry) - 1
        // The last slot starting at or before the position (an empty slot starts where the next does).
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle } else { high = middle }
        }
        return _ItemLocation(section: low, offset: position - starts[low])
    }

    /// A table of the items of `sections` when `Item` is `Int`, the items are non-negative,
    /// and the largest is below eight times their number (plus a little): the table then takes
    /// no more memory than a dictionary would. Nil otherwise, leaving the items to hashing.
    /// An item found twice stops with a message naming `operation`.
    ///
    /// - Complexity: O(n) for n items
    @inlinable
    static func make<Item>(sections: some Collection<[Item]>, count: Int, operation: StaticString) -> _DenseLocations? {
        guard Item.self == Int.self, count > 0, count < Int(UInt32.max) else { return nil }
        var largest = -1
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        for items in sections {
            starts.append(0)
            for item in items {
                let value = unsafeBitCast(item, to: Int.self)
                guard value >= 0 else { return nil }
                largest = Swift.max(largest, value)
            }
        }
        guard largest < 8 * count + 4_096 else { return nil }
        var table = [UInt32](repeating: 0, count: largest + 1)
        var position = 0
        table.withUnsafeMutableBufferPointer { table in
            for (slot, items) in sections.enumerated() {
                starts[slot] = position
                for item in items {
                    let value = unsafeBitCast(item, to: Int.self)
                    position += 1
                    precondition(table[value] == 0, "\(operation): item \(item) is already in the snapshot")
                    table[value] = UInt32(truncatingIfNeeded: position)
                }
            }
        }
        return _DenseLocations(table: table, starts: starts, count: count)
    }
}

/// Where each item of a snapshot is: a shared base plus the edits made since it was built.
@usableFromInline
internal struct _ItemIndex<Item: Hashable & Sendable>: Sendable {
    @usableFromInline var _base: _ItemIndexBase<Item>
    /// By slot: the runs of base items still in that section, in order.
    @usableFromInline var _runs: ContiguousArray<ContiguousArray<_BaseRun>>
    /// Items inserted (or moved) since the base was built: their slot and current offset.
    @usableFromInline var _added: [Item: _ItemLocation]
    /// By slot: the section's current position, or -1 once the section is deleted.
    @usableFromInline var _slotPositions: ContiguousArray<Int>
    /// By section position: the section's slot.
    @usableFromInline var _sectionSlots: ContiguousArray<Int>
    /// The number of runs, all slots together.
    @usableFromInline var _runCount: Int
    /// Whether anything changed since the base was built: if not, the base alone answers.
    @usableFromInline var _isEdited: Bool
    /// Edits kept pending at least, whatever the size: a small snapshot never rebuilds its
    /// base. Copies and rebuilds keep it; tests lower it to cross the threshold with few items.
    @usableFromInline var _minimumPending: Int

    /// An index of no sections and no items.
    @inlinable
    init() {
        _base = _ItemIndexBase(locations: [:], runCount: 0)
        _runs = []
        _added = [:]
        _slotPositions = []
        _sectionSlots = []
        _runCount = 0
        _isEdited = false
        _minimumPending = 1_024
    }

    /// The pending runs and added items above which the base is rebuilt: a rebuild costs O(n)
    /// and comes after at least n/32 edits, so it is O(1) amortised per edit.
    @inlinable
    var _pendingLimit: Int { _base.runCount + max(_minimumPending, _base.count / 32) }

    /// The runs and added items kept beside the base: what a copy of the snapshot copies on
    /// its first mutation, and what `rebuild` folds into a new base.
    /// Deleted sections' slots count too, as rebuilding is what drops them.
    @inlinable
    var pending: Int { _runCount + _added.count + _slotPositions.count - _sectionSlots.count }

    /// The current place of `item` (section position and offset), or nil when it is absent.
    ///
    /// - Complexity: O(1) amortised hash lookup, plus O(log *r*) for the *r* runs of base
    ///   items left in the item's section by the edits since the last rebuild.
    @inlinable
    func location(of item: Item) -> _ItemLocation? {
        guard _isEdited else { return _base.location(of: item) }
        if !_added.isEmpty, let found = _added[item] {
            return _ItemLocation(section: _slotPositions[found.section], offset: found.offset)
        }
        guard let found = _base.location(of: item) else { return nil }
        let position = _slotPositions[found.section]
        guard position >= 0, let offset = Self._currentOffset(ofBase: found.offset, in: _runs[found.section]) else {
            return nil
        }
        return _ItemLocation(section: position, offset: offset)
    }

    /// The current offset of the base item at `base`, or nil when it is no longer in a run.
    @inlinable
    static func _currentOffset(ofBase base: Int, in runs: ContiguousArray<_BaseRun>) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].base <= base { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        let distance = base - run.base
        return distance < run.count ? run.start + distance : nil
    }

    /// Makes a new base of `sections` (the items of each section, in position order) and
    /// drops the overlay; an item found twice stops with a message naming `operation`.
    ///
    /// - Complexity: O(n) for n items
    @inlinable
    mutating func rebuild(sections: some Collection<[Item]>, operation: StaticString) {
        let count = sections.reduce(0) { $0 + $1.count }
        _runs = []
        _runs.reserveCapacity(sections.count)
        for items in sections {
            _runs.append(items.isEmpty ? [] : [_BaseRun(base: 0, start: 0, count: items.count)])
        }
        _runCount = _runs.reduce(0) { $0 + $1.count }
        if let dense = _DenseLocations.make(sections: sections, count: count, operation: operation) {
            _base = _ItemIndexBase(locations: [:], dense: dense, runCount: _runCount)
        } else {
            var locations: [Item: _ItemLocation] = [:]
            locations.reserveCapacity(count)
            for (slot, items) in sections.enumerated() {
                for (offset, item) in items.enumerated() {
                    let previous = locations.updateValue(_ItemLocation(section: slot, offset: offset), forKey: item)
                    precondition(previous == nil, "\(operation): item \(item) is already in the snapshot")
                }
            }
            _base = _ItemIndexBase(locations: locations, runCount: _runCount)
        }
        _isEdited = false
        _added = [:]
        _slotPositions = ContiguousArray(0..<sections.count)
        _sectionSlots = _slotPositions
    }
}

extension _ItemIndex {
    /// Checks the overlay against itself and the snapshot's counts (debug builds only): with
    /// every item found at its place (checked by the snapshot), equal counts mean no stale entry.
    @usableFromInline
    @inline(never)
    func _checkInvariants(itemCount: Int, sectionCount: Int) {
        precondition(_sectionSlots.count == sectionCount, "section slots out of step")
        precondition(_runs.count == _slotPositions.count, "runs out of step with slots")
        for (position, slot) in _sectionSlots.enumerated() {
            precondition(_slotPositions[slot] == position, "slot \(slot) misplaced")
        }
        var present = _added.count
        for (slot, runs) in _runs.enumerated() {
            precondition(_slotPositions[slot] >= 0 || runs.isEmpty, "runs left in deleted slot \(slot)")
            for (index, run) in runs.enumerated() {
                precondition(run.count > 0, "empty run in slot \(slot)")
                if index > 0 {
                    let previous = runs[index - 1]
                    precondition(previous.base + previous.count <= run.base, "runs out of base order in slot \(slot)")
                    precondition(previous.start + previous.count <= run.start, "runs overlap in slot \(slot)")
                }
            }
            present += runs.reduce(0) { $0 + $1.count }
        }
        precondition(_runCount == _runs.reduce(0) { $0 + $1.count }, "run count wrong")
        precondition(present == itemCount, "stale or duplicate items in the index")
    }
}
