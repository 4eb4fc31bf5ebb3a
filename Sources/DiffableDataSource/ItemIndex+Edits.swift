// Recording edits in the index's overlay: each costs O(runs + added items) of the sections
// it touches, never O(items), and leaves the shared base alone.

extension _ItemIndex {
    /// Records `items` inserted at `offset` in the section at `position`, which had
    /// `sectionCount` items; an item already present stops with a message naming `operation`.
    ///
    /// - Complexity: O(*k*) for *k* items, plus O(runs + added items) unless appending
    @inlinable
    mutating func insert(
        _ items: some Collection<Item>, section position: Int, offset: Int, sectionCount: Int, operation: StaticString
    ) {
        _isEdited = true
        let slot = _sectionSlots[position]
        if offset < sectionCount { _openGap(slot: slot, at: offset, count: items.count) }
        for (index, item) in items.enumerated() {
            precondition(location(of: item) == nil, "\(operation): item \(item) is already in the snapshot")
            _added[item] = _ItemLocation(section: slot, offset: offset + index)
        }
    }

    /// Moves the items of `slot` at `offset` and after down by `count`.
    @inlinable
    mutating func _openGap(slot: Int, at offset: Int, count: Int) {
        var first = _firstRun(endingAfter: offset, in: _runs[slot])
        if first < _runs[slot].count, _runs[slot][first].start < offset {
            let run = _runs[slot][first]
            let left = offset - run.start
            _runs[slot][first].count = left
            _runs[slot].insert(_BaseRun(base: run.base + left, start: offset, count: run.count - left), at: first + 1)
            _runCount += 1
            first += 1
        }
        for index in first..<_runs[slot].count { _runs[slot][index].start += count }
        _shiftAdded(inSlot: slot) { $0 >= offset ? count : 0 }
    }

    /// Records the removal of the items at `offsets` (ascending, distinct) from the section at
    /// `position`; `items` are those items.
    ///
    /// - Complexity: O(*k* + runs of the section + added items) for *k* offsets
    @inlinable
    mutating func remove(offsets: [Int], items: some Sequence<Item>, section position: Int) {
        _isEdited = true
        let slot = _sectionSlots[position]
        if !_added.isEmpty {
            for item in items { _added.removeValue(forKey: item) }
        }
        let first = _firstRun(endingAfter: offsets[0], in: _runs[slot])
        if first < _runs[slot].count {
            // Runs before `first` end before the first removed offset: unchanged.
            var kept = ContiguousArray<_BaseRun>()
            var removedBefore = 0
            for run in _runs[slot][first...] {
                let end = run.start + run.count
                var runStart = run.start
                while removedBefore < offsets.count, offsets[removedBefore] < runStart { removedBefore += 1 }
                while removedBefore < offsets.count, offsets[removedBefore] < end {
                    let removed = offsets[removedBefore]
                    if removed > runStart {
                        kept.append(_BaseRun(base: run.base + runStart - run.start, start: runStart - removedBefore, count: removed - runStart))
                    }
                    runStart = removed + 1
                    removedBefore += 1
                }
                if end > runStart {
                    kept.append(_BaseRun(base: run.base + runStart - run.start, start: runStart - removedBefore, count: end - runStart))
                }
            }
            _runCount += kept.count - (_runs[slot].count - first)
            _runs[slot].replaceSubrange(first..., with: kept)
        }
        _shiftAdded(inSlot: slot) { offset in -Self._count(of: offsets, below: offset) }
    }

    /// Records `count` new empty sections at `position`.
    @inlinable
    mutating func insertSections(count: Int, at position: Int) {
        _isEdited = true
        let first = _slotPositions.count
        _slotPositions.append(contentsOf: repeatElement(-1, count: count))
        _runs.append(contentsOf: repeatElement([], count: count))
        _sectionSlots.insert(contentsOf: first..<(first + count), at: position)
        _refreshSlotPositions(from: position)
    }

    /// Records the deletion of the sections at `positions` (ascending, distinct) with their items.
    ///
    /// - Complexity: O(sections + added items)
    @inlinable
    mutating func removeSections(at positions: [Int]) {
        _isEdited = true
        var slots = Set<Int>()
        for position in positions {
            let slot = _sectionSlots[position]
            slots.insert(slot)
            _slotPositions[slot] = -1
            _runCount -= _runs[slot].count
            _runs[slot] = []
        }
        if !_added.isEmpty { _added = _added.filter { !slots.contains($0.value.section) } }
        _sectionSlots.removeAll { slots.contains($0) }
        _refreshSlotPositions(from: positions[0])
    }

    /// Records the section at `source` taken out and put back at `target` (in the positions
    /// without it).
    @inlinable
    mutating func moveSection(from source: Int, to target: Int) {
        _isEdited = true
        let slot = _sectionSlots.remove(at: source)
        _sectionSlots.insert(slot, at: target)
        _refreshSlotPositions(from: min(source, target))
    }

    @inlinable
    mutating func _refreshSlotPositions(from position: Int) {
        for position in position..<_sectionSlots.count { _slotPositions[_sectionSlots[position]] = position }
    }

    /// Adds `shift(offset)` to the offset of each added item of `slot`.
    @inlinable
    mutating func _shiftAdded(inSlot slot: Int, by shift: (Int) -> Int) {
        guard !_added.isEmpty else { return }
        var index = _added.values.startIndex
        while index != _added.values.endIndex {
            if _added.values[index].section == slot {
                _added.values[index].offset += shift(_added.values[index].offset)
            }
            _added.values.formIndex(after: &index)
        }
    }

    /// The index of the first run of `runs` that ends after `offset` (`runs.count` if none).
    @inlinable
    func _firstRun(endingAfter offset: Int, in runs: ContiguousArray<_BaseRun>) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].start + runs[middle].count <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many of `sorted` (ascending) are below `value`.
    @inlinable
    static func _count(of sorted: [Int], below value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
