// `i`'s imports read off the event loop: a page waits on the network for up to a minute, and no
// key may wait behind it.
import Dispatch
import Foundation
import RecipeKit
import Synchronization
import WebFetch

/// Reads what the `i` prompt names (a web address, fetched; a file, read) on a thread of
/// its own, one import at a time in the order asked; the event loop takes each outcome when it
/// has come and writes it to the store itself, so the new recipes arrive by the change log's diff.
final class RecipeImportWorker: Sendable {
    /// What one answer gave: the files read, ready for `RecipeStore.importFiles`.
    struct Outcome: Sendable {
        let answer: String
        let files: [ReadFile]
    }

    private let queue = DispatchQueue(label: "recipes.import")
    private let settings: FetchSettings
    /// The answers asked and not yet taken, and the outcomes that have come.
    private let state = Mutex<(waiting: [String], outcomes: [Outcome])>(([], []))

    /// A worker fetching with `settings`.
    init(settings: FetchSettings = .fromEnvironment()) {
        self.settings = settings
    }

    /// Starts reading `answer` once the imports asked before it are read.
    func submit(_ answer: String) {
        state.withLock { $0.waiting.append(answer) }
        queue.async { [self] in
            let files = ImportReading.read([ImportInput(name: Self.expandingHome(answer))], options: ImportReadOptions(),
                                           fetching: settings)
            state.withLock { $0.outcomes.append(Outcome(answer: answer, files: files)) }
        }
    }

    /// The answers being read, oldest first (those whose outcome has not been taken).
    var waiting: [String] { state.withLock { $0.waiting } }

    /// The outcomes that have come, oldest first, each once.
    func takeOutcomes() -> [Outcome] {
        state.withLock { state in
            defer { state.outcomes = [] }
            state.waiting.removeFirst(state.outcomes.count)
            return state.outcomes
        }
    }

    /// `~/x` is the home folder's `x`, as a shell would read it.
    private static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else { return path }
        return home + path.dropFirst()
    }
}
