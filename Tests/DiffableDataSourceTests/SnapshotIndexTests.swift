import Foundation
import PropertyBased
import Testing
@testable import DiffableDataSource

/// The item index is a base shared by copies plus the edits made since it was built, folded
/// into a new base past a threshold. These tests lower the threshold (`_minimumPending`) so
/// that a few dozen items cross it, and edit copies that share a base.
@Suite struct SnapshotIndexTests {
    static let seeds = Gen.uint64(in: 0...UInt64.max)

    /// `sections` sections (identifiers 0, 1, ...) of `perSection` items each (from `offset + 1`
    /// up), whose index rebuilds its base past `pending` edits, and its model.
    static func filled(sections: Int, perSection: Int, pending: Int, offset: Int = 0) -> (DiffableDataSourceSnapshot<Int, Int>, SnapshotModel) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot._index._minimumPending = pending
        var model = SnapshotModel()
        for section in 0..<sections {
            let items = Array((offset + section * perSection + 1)...(offset + (section + 1) * perSection))
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
            model.sections.append((section, items))
        }
        return (snapshot, model)
    }

    @Test func everyLookupAgreesWithTheModelAfterEveryEdit() async {
        await propertyCheck(count: 150, input: Self.seeds, Gen.int(in: 0...12), Gen.int(in: 0...40)) { seed, pending, steps in
            var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 3))
            var (snapshot, model) = Self.filled(sections: Int.random(in: 1...3, using: &random), perSection: 20, pending: pending)
            var next = 10_000
            for step in 0..<steps {
                randomEdit(&snapshot, &model, next: &next, using: &random)
                #expect(agrees(snapshot, with: model), "seed \(seed), pending \(pending), step \(step)")
            }
        }
    }

    /// Integer items are found in a table indexed by the integer when they fill a good part of
    /// the range from 0 (recipe IDs), else by hashing (negative ones, or ones far apart): the
    /// same edits agree with the model either way.
    @Test(arguments: [0, -1_000_000, 1 << 40])
    func integerItemsAgreeWithTheModelWhetherTabledOrHashed(offset: Int) async {
        await propertyCheck(count: 80, input: Self.seeds, Gen.int(in: 0...12), Gen.int(in: 0...40)) { seed, pending, steps in
            var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 6))
            var (snapshot, model) = Self.filled(sections: Int.random(in: 1...3, using: &random), perSection: 20, pending: pending, offset: offset)
            #expect((snapshot._index._base.dense != nil) == (offset == 0), "seed \(seed)")
            var next = offset + 100
            for step in 0..<steps {
                randomEdit(&snapshot, &model, next: &next, using: &random)
                #expect(agrees(snapshot, with: model), "seed \(seed), pending \(pending), step \(step)")
            }
            #expect(snapshot.indexOfItem(offset - 1) == nil && snapshot.indexOfItem(Int.max) == nil && snapshot.indexOfItem(Int.min) == nil)
        }
    }

    @Test func onlyIntegerItemsDenseEnoughAreTabled() {
        var sparse = DiffableDataSourceSnapshot<Int, Int>()
        sparse.appendSections([0])
        sparse.appendItems([0, 1_000_000])
        #expect(sparse._index._base.dense == nil, "two items a million apart are hashed")
        #expect(sparse.indexOfItem(1_000_000) == 1 && sparse.indexOfItem(999_999) == nil)
        var dense = DiffableDataSourceSnapshot<Int, Int>()
        dense.appendSections([0, 1])
        dense.appendItems(Array(stride(from: 400_000, to: 0, by: -3)), toSection: 0)
        dense.appendItems(Array(stride(from: 2, to: 400_000, by: 3)), toSection: 1)
        #expect(dense._index._base.dense != nil, "a third of the range from 0, in any order")
        #expect(dense.indexOfItem(400_000) == 0 && dense.indexOfItem(1) == 133_333 && dense.indexOfItem(2) == 133_334)
        #expect(dense.indexOfItem(3) == nil && dense.indexOfItem(400_001) == nil && dense.indexOfItem(-1) == nil)
        var strings = DiffableDataSourceSnapshot<Int, String>()
        strings.appendSections([0])
        strings.appendItems(["a", "b"])
        #expect(strings._index._base.dense == nil && strings.indexOfItem("b") == 1)
    }

    @Test func copiesSharingABaseAreEditedIndependently() async {
        await propertyCheck(count: 150, input: Self.seeds, Gen.int(in: 0...12), Gen.int(in: 0...30)) { seed, pending, steps in
            var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 4))
            var (original, originalModel) = Self.filled(sections: 2, perSection: 30, pending: pending)
            var next = 10_000
            // Some edits before the copies, so that they share a base and pending edits.
            for _ in 0..<steps / 2 { randomEdit(&original, &originalModel, next: &next, using: &random) }
            var (first, firstModel) = (original, originalModel)
            var (second, secondModel) = (original, originalModel)
            for _ in 0..<steps {
                if Bool.random(using: &random) {
                    randomEdit(&first, &firstModel, next: &next, using: &random)
                } else {
                    randomEdit(&second, &secondModel, next: &next, using: &random)
                }
            }
            #expect(agrees(original, with: originalModel), "seed \(seed): the original changed")
            #expect(agrees(first, with: firstModel), "seed \(seed): first copy")
            #expect(agrees(second, with: secondModel), "seed \(seed): second copy")
        }
    }

    @Test func diffAgainstACopyEditedNearItsEndsReproducesIt() async {
        await propertyCheck(count: 200, input: Self.seeds, Gen.int(in: 0...12), Gen.int(in: 1...8)) { seed, pending, edits in
            var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 5))
            let (old, _) = Self.filled(sections: Int.random(in: 1...3, using: &random), perSection: 40, pending: pending)
            var new = old
            var next = 10_000
            for _ in 0..<edits {
                let items = new.itemIdentifiers
                guard !items.isEmpty else { break }
                // Near the top or the bottom, where the diff skips a long common prefix or suffix.
                let near = Bool.random(using: &random) ? items.prefix(4) : items.suffix(4)
                let item = near.randomElement(using: &random)!
                let anchor = items.randomElement(using: &random)!
                next += 1
                switch Int.random(in: 0..<4, using: &random) {
                case 0: new.deleteItems([item])
                case 1: new.insertItems([next], beforeItem: item)
                case 2: new.moveItem(item, afterItem: anchor)
                default: new.appendItems([next])
                }
            }
            let changeset = Changeset(from: old, to: new)
            #expect(same(replay(changeset, from: old, to: new), sectionsWithItems(new)), "seed \(seed)")
            #expect(changeset.itemMoves.count == minimumItemMoves(from: old, to: new), "seed \(seed)")
        }
    }

    @Test func pendingEditsAreFoldedIntoANewBasePastTheThreshold() {
        var (snapshot, model) = Self.filled(sections: 1, perSection: 100, pending: 8)
        let shown = snapshot
        let firstBase = snapshot._index._base
        snapshot.deleteItems([50])
        model.delete(50)
        #expect(snapshot._index._base === firstBase, "one edit is kept pending beside the shared base")
        for item in stride(from: 2, through: 40, by: 2) {
            snapshot.deleteItems([item])
            model.delete(item)
        }
        #expect(snapshot._index._base !== firstBase, "twenty edits past a threshold of 8 rebuild the base")
        #expect(snapshot._index.pending <= snapshot._index._pendingLimit)
        #expect(agrees(snapshot, with: model))
        #expect(agrees(shown, with: Self.filled(sections: 1, perSection: 100, pending: 8).1), "the copy keeps the old base")
    }

    @Test func deletedThenRestoredItemIsFoundAtItsPlace() {
        var (shown, _) = Self.filled(sections: 1, perSection: 1_000, pending: 1_024)
        var deleted = shown
        deleted.deleteItems([10])
        #expect(deleted.indexOfItem(10) == nil)
        #expect(deleted.indexOfItem(900) == 898)
        shown = deleted
        var restored = shown
        restored.insertItems([10], beforeItem: 11)
        #expect(restored.indexOfItem(10) == 9)
        #expect(restored.indexOfItem(900) == 899)
        #expect(restored.itemIdentifiers == Array(1...1_000))
        #expect(deleted.indexOfItem(10) == nil, "the copy that was shown still lacks the item")
        #expect(Changeset(from: deleted, to: restored) == Changeset(itemInserts: [IndexPath(item: 9, section: 0)]))
    }

    @Test func anItemListedTwiceIsDeletedOnce() {
        for pending in [0, 1_024] {
            var (snapshot, model) = Self.filled(sections: 2, perSection: 10, pending: pending)
            snapshot.deleteItems([5, 12, 5, 6, 12])
            [5, 12, 6].forEach { model.delete($0) }
            #expect(agrees(snapshot, with: model), "pending \(pending)")
        }
    }

    @Test func itemsOfASectionShareTheSnapshotStorage() {
        let (snapshot, _) = Self.filled(sections: 1, perSection: 1_000, pending: 1_024)
        let inSection = snapshot.itemIdentifiers(inSection: 0)
        let all = snapshot.itemIdentifiers
        let stored = snapshot._sections[0].items
        #expect(inSection.withUnsafeBufferPointer(\.baseAddress) == stored.withUnsafeBufferPointer(\.baseAddress))
        #expect(all.withUnsafeBufferPointer(\.baseAddress) == stored.withUnsafeBufferPointer(\.baseAddress))
    }
}
