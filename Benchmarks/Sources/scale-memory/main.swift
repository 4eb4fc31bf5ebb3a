// scale-memory: the resident memory a browser pays for holding a scope's IDs and their snapshot.
import ArgumentParser
import DiffableDataSource
import Foundation
import RecipeKit
import LibraryGenerator

struct ScaleMemory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale-memory",
        abstract: "Print the resident memory of a process holding all recipe IDs and a snapshot of them.")

    @Option(help: "The library to open; default: the shared benchmark library of --count recipes (generated if missing).")
    var library: String?

    @Option(help: "Size of the shared benchmark library to use when --library is not given.")
    var count = 1_000_000

    func run() throws {
        let path = try library ?? ScaleLibraries.library(count: count) { print($0) }
        var stages: [(String, ResidentMemory, Duration)] = [("process start", .now(), .zero)]
        let clock = ContinuousClock()
        let store = try RecipeStore(path: path, newLibrary: .empty, readOnly: true)
        stages.append(("store opened", .now(), .zero))
        var ids: [Recipe.ID] = []
        let fetch = try clock.measure { ids = try store.recipeIDs(matching: RecipeQuery(scope: .all)) }
        stages.append(("\(ids.count) IDs fetched (recipeIDs .all)", .now(), fetch))
        var snapshot = DiffableDataSourceSnapshot<Int, Recipe.ID>()
        let build = clock.measure {
            snapshot.appendSections([0])
            snapshot.appendItems(ids)
        }
        stages.append(("snapshot of \(snapshot.numberOfItems) IDs built", .now(), build))
        print("library: \(path)")
        print("| stage | RSS MB | peak RSS (VmHWM) MB | time ms |")
        print("|---|---:|---:|---:|")
        for (stage, memory, time) in stages {
            print(String(format: "| %@ | %.1f | %.1f | %@ |", stage, Double(memory.current) / 1_048_576,
                         Double(memory.peak) / 1_048_576, time == .zero ? "" : String(format: "%.0f", milliseconds(time))))
        }
        withExtendedLifetime((ids, snapshot, store)) {}
    }

    private func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }
}

ScaleMemory.main()
