// What a store keeps in memory between reads, in a box that stores reading one file in one
// process can share.
import Synchronization

/// A value behind a lock, held by reference so that several stores can share it.
final class KeptInMemory<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    /// Runs `body` on the value, alone.
    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try value.withLock { value in try body(&value) }
    }
}
