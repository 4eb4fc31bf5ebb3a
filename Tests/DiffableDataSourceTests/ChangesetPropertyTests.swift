import Foundation
import PropertyBased
import Testing
@testable import DiffableDataSource

/// A random old snapshot and a new one made from it by random edits through the public API.
struct SnapshotPair: CustomStringConvertible {
    var old = DiffableDataSourceSnapshot<Int, Int>()
    var new = DiffableDataSourceSnapshot<Int, Int>()
    let seed: UInt64

    var description: String { "seed \(seed): \(old.itemIdentifiers.count) → \(new.itemIdentifiers.count) items" }

    init(seed: UInt64, size: Int, edits: Int) {
        self.seed = seed
        // Seeded from the generated seed, so that a failing seed reproduces the same pair.
        var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 1))
        var nextItem = 0
        var nextSection = 0
        old.appendSections((0..<Int.random(in: 1...5, using: &random)).map { _ in nextSection += 1; return nextSection })
        for _ in 0..<size {
            nextItem += 1
            old.appendItems([nextItem], toSection: old.sectionIdentifiers.randomElement(using: &random)!)
        }
        new = old
        for _ in 0..<edits {
            let items = new.itemIdentifiers
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0..<10, using: &random) {
            case 0: new.deleteItems(Array(items.shuffled(using: &random).prefix(3)))
            case 1:
                nextItem += 1
                if let anchor = items.randomElement(using: &random) {
                    new.insertItems([nextItem], beforeItem: anchor)
                } else {
                    new.appendItems([nextItem], toSection: sections.randomElement(using: &random))
                }
            case 2, 3:
                if let item = items.randomElement(using: &random), let anchor = items.randomElement(using: &random) {
                    if Bool.random(using: &random) { new.moveItem(item, beforeItem: anchor) } else { new.moveItem(item, afterItem: anchor) }
                }
            case 4: new.reconfigureItems(Array(items.shuffled(using: &random).prefix(2)))
            case 5: new.reloadItems(Array(items.shuffled(using: &random).prefix(1)))
            case 6:
                if let section = sections.randomElement(using: &random), let anchor = sections.randomElement(using: &random) {
                    new.moveSection(section, afterSection: anchor)
                }
            case 7 where sections.count > 1: new.deleteSections([sections.randomElement(using: &random)!])
            case 8:
                nextSection += 1
                new.insertSections([nextSection], beforeSection: sections.randomElement(using: &random)!)
                nextItem += 1
                new.appendItems([nextItem], toSection: nextSection)
            default:
                if let section = sections.randomElement(using: &random) { new.reloadSections([section]) }
            }
        }
    }
}

@Suite struct ChangesetPropertyTests {
    static let seeds = Gen.uint64(in: 0...UInt64.max)
    static let sizes = Gen.int(in: 0...300)
    static let edits = Gen.int(in: 0...40)

    @Test func changesetReproducesTheNewSnapshot() async {
        await propertyCheck(count: 300, input: Self.seeds, Self.sizes, Self.edits) { seed, size, edits in
            let pair = SnapshotPair(seed: seed, size: size, edits: edits)
            let changeset = Changeset(from: pair.old, to: pair.new)
            #expect(same(replay(changeset, from: pair.old, to: pair.new), sectionsWithItems(pair.new)), "\(pair)")
        }
    }

    @Test func movesAreTheSharedItemsOffALongestIncreasingSubsequence() async {
        await propertyCheck(count: 300, input: Self.seeds, Self.sizes, Self.edits) { seed, size, edits in
            let pair = SnapshotPair(seed: seed, size: size, edits: edits)
            let changeset = Changeset(from: pair.old, to: pair.new)
            #expect(changeset.itemMoves.count == minimumItemMoves(from: pair.old, to: pair.new), "\(pair)")
            #expect(changeset.sectionMoves.count == minimumSectionMoves(from: pair.old, to: pair.new), "\(pair)")
        }
    }

    @Test func markedItemsThatStayAreNeverDeletedAndInserted() async {
        await propertyCheck(count: 300, input: Self.seeds, Self.sizes, Self.edits) { seed, size, edits in
            let pair = SnapshotPair(seed: seed, size: size, edits: edits)
            let changeset = Changeset(from: pair.old, to: pair.new)
            let deleted = Set(changeset.itemDeletes.map { pair.old._item(atSection: $0.section, offset: $0.item)! })
            let inserted = Set(changeset.itemInserts.map { pair.new._item(atSection: $0.section, offset: $0.item)! })
            let reconfigured = Set(changeset.itemReconfigures.map { pair.new._item(atSection: $0.section, offset: $0.item)! })
            let reloaded = Set(changeset.itemReloads.map { pair.new._item(atSection: $0.section, offset: $0.item)! })
            for item in pair.new.reconfiguredItemIdentifiers where pair.old.indexOfItem(item) != nil {
                #expect(!deleted.contains(item) && !inserted.contains(item) && reconfigured.contains(item), "\(pair), item \(item)")
            }
            for item in pair.new.reloadedItemIdentifiers where pair.old.indexOfItem(item) != nil {
                #expect(!deleted.contains(item) && !inserted.contains(item) && reloaded.contains(item), "\(pair), item \(item)")
            }
            let reloadedSections = Set(changeset.sectionReloads.map { pair.new.sectionIdentifiers[$0] })
            let expectedSections = Set(pair.new.reloadedSectionIdentifiers.filter { pair.old.indexOfSection($0) != nil })
            #expect(reloadedSections == expectedSections, "\(pair)")
        }
    }

    @Test func snapshotWithoutChangesGivesAnEmptyChangeset() async {
        await propertyCheck(count: 100, input: Self.seeds, Self.sizes) { seed, size in
            let pair = SnapshotPair(seed: seed, size: size, edits: 0)
            #expect(Changeset(from: pair.old, to: pair.new).isEmpty, "\(pair)")
        }
    }
}
