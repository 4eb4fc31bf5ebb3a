import Glibc

/// The lock that makes the folder work of the processes on one folder library take turns: a
/// write-out and the catch-up after it (`FolderLibrary.synchronize`), a command's opening and its
/// last write-out. It is an advisory lock (`flock`) on a file beside the index (not in the folder:
/// a sync tool must not carry it), held for milliseconds; the process's end releases it.
///
/// Within one process it may be taken again while held (a catch-up inside a synchronize): only
/// the outermost hold takes and releases it.
final class FolderLock {
    private let descriptor: Int32
    private var depth = 0

    /// A lock on the file at `path`, created when missing. A file that cannot be opened (a
    /// read-only cache) leaves the work unserialised, as it was before there was a lock.
    init(path: String) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Runs `body` holding the lock, waiting for another process to release it first.
    func holding<T>(_ body: () throws -> T) throws -> T {
        if depth == 0, descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        return try held(body)
    }

    /// Runs `body` holding the lock if no other process holds it now; `nil` without running it
    /// when one does. What must not wait (the browser's event loop: a command's cold first
    /// opening of a large folder holds the lock for seconds) tries again later.
    func holdingIfFree<T>(_ body: () throws -> T) throws -> T? {
        if depth == 0, descriptor >= 0 {
            var result: Int32
            repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
            if result != 0, errno == EWOULDBLOCK { return nil }
        }
        return try held(body)
    }

    private func held<T>(_ body: () throws -> T) throws -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, descriptor >= 0 { flock(descriptor, LOCK_UN) }
        }
        return try body()
    }
}
