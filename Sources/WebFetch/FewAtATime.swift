import Dispatch
import Foundation
import Synchronization

/// Work on a few threads of its own, for tasks that mostly wait (on the network): more at once
/// than the machine has cores, and no more than asked.
enum FewAtATime {
    /// `work` applied to every item, `concurrency` items at a time, the results in the items'
    /// order; `progress` runs on the calling thread after each item with how many are done.
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], concurrency: Int, progress: (Int) -> Void, _ work: @escaping @Sendable (Item) -> Output
    ) -> [Output] {
        guard !items.isEmpty else { return [] }
        let shared = SharedOutputs<Output>(count: items.count)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, min(concurrency, items.count)) {
            Thread.detachNewThread {
                while true {
                    let index = shared.state.withLock { state -> Int? in
                        guard state.next < items.count else { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { return }
                    let output = work(items[index])
                    shared.state.withLock { $0.outputs[index] = output }
                    finished.signal()
                }
            }
        }
        for done in 1...items.count {
            finished.wait()
            progress(done)
        }
        return shared.state.withLock { $0.outputs.map { $0! } }
    }
}

/// The next item to take and the outputs so far, shared by the threads of one `map`.
private final class SharedOutputs<Output: Sendable>: Sendable {
    let state: Mutex<(next: Int, outputs: [Output?])>

    init(count: Int) { state = Mutex((0, Array(repeating: nil, count: count))) }
}
