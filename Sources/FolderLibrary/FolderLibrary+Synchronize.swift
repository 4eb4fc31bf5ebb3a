// Index and folder brought in step at the browser's idle moments: written out, then caught up when the watcher says so.
import Dispatch
import Foundation
import RecipeKit

extension FolderLibrary {
    /// Brings index and folder in step: first writes out what this program wrote to the index
    /// since the last call (`writeOut`), then reads what changed in the folder (`catchUp`).
    /// Returns whether the catch-up changed the index.
    ///
    /// Once `startWatching` was called, the folder is read only when the watcher says it changed
    /// and has been quiet since (see `FolderWatch`), or every second after a failure (a folder
    /// gone: it may come back).
    ///
    /// With `waiting` false (the browser's event loop), nothing is done and `false` returned when
    /// another process on the folder holds the lock (see `FolderLock`): the next call tries again,
    /// and what was written to the index meanwhile waits in the change log.
    ///
    /// - Throws: `FolderError` when the folder is gone or a file cannot be written; the index
    ///   keeps what it had.
    @discardableResult
    public func synchronize(waiting: Bool = true) throws -> Bool {
        guard waiting else { return try lock.holdingIfFree { try synchronizeHoldingLock() } ?? false }
        return try lock.holding { try synchronizeHoldingLock() }
    }

    /// Whether the last `synchronize` failed (the folder gone, a change not written out) and none
    /// has succeeded since.
    public var isFailing: Bool { failedAt != nil || unwritten != nil }

    private func synchronizeHoldingLock() throws -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        // A change that cannot be written out stays pending and is told after the catch-up:
        // the rest of the folder is still read meanwhile.
        try writeOutHoldingLock()
        var only: Set<String>?
        if let watcher {
            let retry = failedAt.map { now - $0 >= 1_000_000_000 } ?? false
            let due = watcher.takeDue()
            guard due != nil || retry else {
                if let unwritten { throw unwritten }
                return false
            }
            if !retry, case .directories(let directories) = due { only = directories }
        }
        let changed: Bool
        do {
            changed = try catchUpHoldingLock(only: only)
            failedAt = nil
        } catch {
            failedAt = now
            throw error
        }
        if only == nil {
            watcher?.keepOnly(directories)
            watcher?.watch(directories)
        }
        if let unwritten { throw unwritten }
        return changed
    }

    /// Watches the folder from now on, so that `synchronize` reads it only when it changed.
    /// Without inotify (another system), `synchronize` reads it every time.
    public func startWatching() {
        guard watcher == nil, let watcher = FolderWatch(root: root) else { return }
        watcher.watch(directories)
        self.watcher = watcher
    }
}
