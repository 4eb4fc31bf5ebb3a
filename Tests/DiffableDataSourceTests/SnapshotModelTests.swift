import PropertyBased
import Testing
@testable import DiffableDataSource

/// The plainest possible snapshot: a list of sections with their items, edited by searching.
struct SnapshotModel {
    var sections: [(section: Int, items: [Int])] = []

    func place(of item: Int) -> (section: Int, offset: Int)? {
        for (s, section) in sections.enumerated() {
            if let offset = section.items.firstIndex(of: item) { return (s, offset) }
        }
        return nil
    }

    mutating func insert(_ item: Int, nextTo anchor: Int, after: Bool) {
        let place = place(of: anchor)!
        sections[place.section].items.insert(item, at: place.offset + (after ? 1 : 0))
    }

    mutating func delete(_ item: Int) {
        if let place = place(of: item) { sections[place.section].items.remove(at: place.offset) }
    }

    mutating func moveSection(_ section: Int, nextTo anchor: Int, after: Bool) {
        guard section != anchor else { return }
        let moving = sections.remove(at: sections.firstIndex { $0.section == section }!)
        let target = sections.firstIndex { $0.section == anchor }!
        sections.insert(moving, at: target + (after ? 1 : 0))
    }
}

/// One random edit through the public API, made to a snapshot and its model alike.
/// `next` numbers new items and sections; deletes include one absent item.
func randomEdit(
    _ snapshot: inout DiffableDataSourceSnapshot<Int, Int>, _ model: inout SnapshotModel,
    next: inout Int, using random: inout Xoshiro
) {
    next += 1
    let items = model.sections.flatMap(\.items)
    let sections = model.sections.map(\.section)
    let after = Bool.random(using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
        let section = sections.randomElement(using: &random)!
        snapshot.appendItems([next, -next], toSection: section)
        model.sections[sections.firstIndex(of: section)!].items += [next, -next]
    case 1 where !items.isEmpty:
        let anchor = items.randomElement(using: &random)!
        if after { snapshot.insertItems([next], afterItem: anchor) } else { snapshot.insertItems([next], beforeItem: anchor) }
        model.insert(next, nextTo: anchor, after: after)
    case 2:
        let doomed = Array(items.shuffled(using: &random).prefix(2)) + [1_000_000]
        snapshot.deleteItems(doomed)
        doomed.forEach { model.delete($0) }
    case 3 where !items.isEmpty:
        let item = items.randomElement(using: &random)!
        let anchor = items.randomElement(using: &random)!
        if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
        if item != anchor {
            model.delete(item)
            model.insert(item, nextTo: anchor, after: after)
        }
    case 4:
        let anchor = sections.randomElement(using: &random)!
        if after { snapshot.insertSections([next], afterSection: anchor) } else { snapshot.insertSections([next], beforeSection: anchor) }
        let target = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        model.sections.insert((next, []), at: target)
    case 5 where sections.count > 1:
        let doomed = sections.randomElement(using: &random)!
        snapshot.deleteSections([doomed])
        model.sections.removeAll { $0.section == doomed }
    case 6:
        let section = sections.randomElement(using: &random)!
        let anchor = sections.randomElement(using: &random)!
        if after { snapshot.moveSection(section, afterSection: anchor) } else { snapshot.moveSection(section, beforeSection: anchor) }
        model.moveSection(section, nextTo: anchor, after: after)
    default:
        snapshot.appendSections([next])
        model.sections.append((next, []))
    }
}

/// Whether every read of `snapshot` agrees with `model`, absent items included.
func agrees(_ snapshot: DiffableDataSourceSnapshot<Int, Int>, with model: SnapshotModel) -> Bool {
    let flat = model.sections.flatMap(\.items)
    guard same(sectionsWithItems(snapshot), model.sections), snapshot.itemIdentifiers == flat,
          snapshot.numberOfItems == flat.count, snapshot.indexOfItem(1_000_000) == nil else { return false }
    for (index, item) in flat.enumerated() {
        guard snapshot.indexOfItem(item) == index,
              snapshot.sectionIdentifier(containingItem: item) == model.sections[model.place(of: item)!.section].section
        else { return false }
    }
    return model.sections.enumerated().allSatisfy { snapshot.indexOfSection($1.section) == $0 }
}

@Suite struct SnapshotModelTests {
    @Test func randomEditsAgreeWithThePlainModel() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...80)) { seed, steps in
            var random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 2))
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            var model = SnapshotModel()
            var next = 0
            snapshot.appendSections([0])
            model.sections = [(0, [])]
            for _ in 0..<steps { randomEdit(&snapshot, &model, next: &next, using: &random) }
            #expect(agrees(snapshot, with: model), "seed \(seed)")
        }
    }
}
