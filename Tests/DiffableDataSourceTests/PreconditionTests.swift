import Foundation
import Testing
@testable import DiffableDataSource

/// A programmer error the API must stop with a message naming the identifier and the call.
/// Each runs in a child process (this test binary again, see `PreconditionTests`).
enum CrashScenario: String, CaseIterable, Sendable {
    case appendDuplicateItem, appendItemsWithoutSection, appendItemsToMissingSection, appendDuplicateItemPastRebuild
    case insertBeforeMissingItem, insertAfterMissingItem, insertDuplicateItem
    case moveMissingItem, moveBeforeMissingItem, moveAfterMissingItem
    case reloadMissingItem, reconfigureMissingItem
    case appendDuplicateSection, insertBeforeMissingSection, insertAfterMissingSection, insertDuplicateSection
    case moveMissingSection, moveAfterMissingSection, reloadMissingSection, countItemsOfMissingSection
    case treeAppendDuplicate, treeAppendToMissingParent, treeInsertBeforeMissing, treeInsertAfterMissing
    case treeExpandMissing, treeCollapseMissing, treeLevelOfMissing, treeReplaceChildrenOfMissing
    case treeReplaceWithPresentItem, treeSnapshotOfMissing

    /// What stderr must contain: the call and the offending identifier.
    var expectedMessage: [String] {
        switch self {
        case .appendDuplicateItem: ["appendItems(_:toSection:)", "item 2 is already"]
        case .appendDuplicateItemPastRebuild: ["appendItems(_:toSection:)", "item 2 is already"]
        case .appendItemsWithoutSection: ["appendItems(_:toSection:)", "no section", "[7]"]
        case .appendItemsToMissingSection: ["appendItems(_:toSection:)", "section Q is not"]
        case .insertBeforeMissingItem: ["insertItems(_:beforeItem:)", "item 404 is not"]
        case .insertAfterMissingItem: ["insertItems(_:afterItem:)", "item 404 is not"]
        case .insertDuplicateItem: ["insertItems(_:beforeItem:)", "item 5 is already"]
        case .moveMissingItem: ["moveItem(_:beforeItem:)", "item 404 is not"]
        case .moveBeforeMissingItem: ["moveItem(_:beforeItem:)", "item 405 is not"]
        case .moveAfterMissingItem: ["moveItem(_:afterItem:)", "item 405 is not"]
        case .reloadMissingItem: ["reloadItems(_:)", "item 404 is not"]
        case .reconfigureMissingItem: ["reconfigureItems(_:)", "item 404 is not"]
        case .appendDuplicateSection: ["appendSections(_:)", "section B is already"]
        case .insertBeforeMissingSection: ["insertSections(_:beforeSection:)", "section Q is not"]
        case .insertAfterMissingSection: ["insertSections(_:afterSection:)", "section Q is not"]
        case .insertDuplicateSection: ["insertSections(_:afterSection:)", "section A is already"]
        case .moveMissingSection: ["moveSection(_:beforeSection:)", "section Q is not"]
        case .moveAfterMissingSection: ["moveSection(_:afterSection:)", "section Q is not"]
        case .reloadMissingSection: ["reloadSections(_:)", "section Q is not"]
        case .countItemsOfMissingSection: ["numberOfItems(inSection:)", "section Q is not"]
        case .treeAppendDuplicate: ["append(_:to:)", "item Hot is already"]
        case .treeAppendToMissingParent: ["append(_:to:)", "item Salads is not"]
        case .treeInsertBeforeMissing: ["insert(_:before:)", "item Salads is not"]
        case .treeInsertAfterMissing: ["insert(_:after:)", "item Salads is not"]
        case .treeExpandMissing: ["expand(_:)", "item Salads is not"]
        case .treeCollapseMissing: ["collapse(_:)", "item Salads is not"]
        case .treeLevelOfMissing: ["level(of:)", "item Salads is not"]
        case .treeReplaceChildrenOfMissing: ["replace(childrenOf:using:)", "item Salads is not"]
        case .treeReplaceWithPresentItem: ["replace(childrenOf:using:)", "item Favorites is already"]
        case .treeSnapshotOfMissing: ["snapshot(of:includingParent:)", "item Salads is not"]
        }
    }

    /// Performs the faulty call; does not return.
    func run() {
        var snapshot = makeSnapshot()
        var tree = makeTree()
        switch self {
        case .appendDuplicateItem: snapshot.appendItems([9, 2])
        case .appendItemsWithoutSection: Snapshot().appendingItems([7])
        case .appendItemsToMissingSection: snapshot.appendItems([9], toSection: "Q")
        case .appendDuplicateItemPastRebuild:
            // Appending more items than the index keeps pending rebuilds it, which finds the duplicate.
            snapshot._index._minimumPending = 0
            snapshot.appendItems(Array(100..<200) + [2])
        case .insertBeforeMissingItem: snapshot.insertItems([9], beforeItem: 404)
        case .insertAfterMissingItem: snapshot.insertItems([9], afterItem: 404)
        case .insertDuplicateItem: snapshot.insertItems([5], beforeItem: 1)
        case .moveMissingItem: snapshot.moveItem(404, beforeItem: 1)
        case .moveBeforeMissingItem: snapshot.moveItem(1, beforeItem: 405)
        case .moveAfterMissingItem: snapshot.moveItem(1, afterItem: 405)
        case .reloadMissingItem: snapshot.reloadItems([1, 404])
        case .reconfigureMissingItem: snapshot.reconfigureItems([404])
        case .appendDuplicateSection: snapshot.appendSections(["C", "B"])
        case .insertBeforeMissingSection: snapshot.insertSections(["C"], beforeSection: "Q")
        case .insertAfterMissingSection: snapshot.insertSections(["C"], afterSection: "Q")
        case .insertDuplicateSection: snapshot.insertSections(["A"], afterSection: "B")
        case .moveMissingSection: snapshot.moveSection("Q", beforeSection: "A")
        case .moveAfterMissingSection: snapshot.moveSection("A", afterSection: "Q")
        case .reloadMissingSection: snapshot.reloadSections(["Q"])
        case .countItemsOfMissingSection: _ = snapshot.numberOfItems(inSection: "Q")
        case .treeAppendDuplicate: tree.append(["Hot"], to: "Collections")
        case .treeAppendToMissingParent: tree.append(["Kimchi"], to: "Salads")
        case .treeInsertBeforeMissing: tree.insert(["Kimchi"], before: "Salads")
        case .treeInsertAfterMissing: tree.insert(["Kimchi"], after: "Salads")
        case .treeExpandMissing: tree.expand(["Salads"])
        case .treeCollapseMissing: tree.collapse(["Salads"])
        case .treeLevelOfMissing: _ = tree.level(of: "Salads")
        case .treeReplaceChildrenOfMissing: tree.replace(childrenOf: "Salads", using: Tree())
        case .treeReplaceWithPresentItem:
            var replacement = Tree()
            replacement.append(["Breads"])
            replacement.append(["Favorites"], to: "Breads")
            tree.replace(childrenOf: "Collections", using: replacement)
        case .treeSnapshotOfMissing: _ = tree.snapshot(of: "Salads")
        }
    }
}

extension Snapshot {
    /// `appendItems` on a copy, so a scenario can start from an empty snapshot in one line.
    func appendingItems(_ items: [Int]) {
        var copy = self
        copy.appendItems(items)
    }
}

private let scenarioVariable = "DDS_CRASH_SCENARIO"

@Suite struct PreconditionTests {
    /// Runs inside the child process only: performs the scenario named by the environment.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[scenarioVariable] != nil))
    func crashScenarioChild() throws {
        let name = try #require(ProcessInfo.processInfo.environment[scenarioVariable])
        let scenario = try #require(CrashScenario(rawValue: name))
        scenario.run()
        Issue.record("scenario \(name) returned instead of stopping")
    }

    @Test(arguments: CrashScenario.allCases)
    func programmerErrorStopsWithAMessage(_ scenario: CrashScenario) throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "crashScenarioChild"]
        // No backtrace: the message is printed before it, and symbolicating takes a second a child.
        child.environment = ProcessInfo.processInfo.environment.merging(
            [scenarioVariable: scenario.rawValue, "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal, "\(scenario): \(output)")
        for fragment in scenario.expectedMessage {
            #expect(output.contains(fragment), "\(scenario): stderr lacks \(fragment): \(output)")
        }
    }
}
