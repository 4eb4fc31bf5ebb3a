import Foundation
import RecipeKit

/// Where `export -o FILE` writes: a regular file replaced in one step, or anything else (a device,
/// a FIFO) written as it is.
///
/// Replacing by rename suits regular files only: renamed over `/dev/null` it would leave a plain
/// file there, over a symlink it would replace the link, and a FIFO's reader would get nothing.
/// So a symlink is followed to the file it names (the temporary goes beside that file, so the
/// rename stays on one file system), a regular file keeps its mode and owner, and whatever is
/// not a regular file is opened and written directly.
enum OutputFile {
    /// How a path is written.
    enum Method {
        /// Written beside `target` and renamed over it; `existing` holds the mode and owner to keep.
        case replace(target: String, existing: stat?)
        /// Opened and written in place: a character or block device, a FIFO, a socket.
        case direct(target: String)
    }

    /// Writes the output for `path` with `body`; a failure leaves an existing regular file as it was.
    static func write(to path: String, _ body: (FileHandle) throws -> Void) throws {
        switch try method(for: path) {
        case .direct(let target):
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try writing(path) {
                try body(handle)
                try handle.close()
            }
        case .replace(let target, let existing):
            try replace(target, keeping: existing, path: path, body)
        }
    }

    /// Decides how to write `path`, following symlinks to the file they name.
    static func method(for path: String) throws -> Method {
        let target = try finalTarget(of: path)
        var status = stat()
        guard stat(target, &status) == 0 else {
            if errno == ENOENT { return .replace(target: target, existing: nil) }
            throw failure(path, errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .replace(target: target, existing: status)
        case S_IFDIR: throw CommandFailure("cannot write \(path): it is a directory; give a file name")
        default: return .direct(target: target)
        }
    }

    /// The path a chain of symlinks ends at, which may not exist yet (a dangling link names the file to create).
    private static func finalTarget(of path: String) throws -> String {
        guard let target = SymbolicLinks.finalTarget(of: path) else {
            throw CommandFailure("cannot write \(path): too many levels of symbolic links")
        }
        return target
    }

    private static func replace(
        _ target: String, keeping existing: stat?, path: String, _ body: (FileHandle) throws -> Void
    ) throws {
        // Beside the target and renamed over it, so readers never see half a file.
        let partial = target + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing.map { $0.st_mode & 0o7777 } ?? 0o666)
        guard descriptor >= 0 else { throw failure(path, errno, creating: partial) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            if let existing {
                // The umask narrowed the mode open() was given; the owner is kept where we may (root).
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw failure(path, errno) }
            }
            try writing(path) { try body(handle) }
            guard fsync(descriptor) == 0 else { throw failure(path, errno) }
            try writing(path) { try handle.close() }
            guard rename(partial, target) == 0 else { throw failure(path, errno) }
        } catch {
            unlink(partial)
            throw error
        }
    }

    /// Runs `work`, a write to `path`, saying a failure in the system's words (a full disk is
    /// `No space left on device`, not Foundation's error dump).
    private static func writing(_ path: String, _ work: () throws -> Void) throws {
        do {
            try work()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot write \(path): \(SystemErrorReason.of(error))")
        }
    }

    private static func failure(_ path: String, _ code: Int32, creating partial: String? = nil) -> CommandFailure {
        let reason = String(cString: strerror(code))
        guard let partial else { return CommandFailure("cannot write \(path): \(reason)") }
        let folder = (partial as NSString).deletingLastPathComponent
        if code == ENOENT, !FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder) {
            return CommandFailure("cannot write \(path): there is no folder \(folder)")
        }
        if [EACCES, EPERM, EROFS].contains(code) {
            // The temporary file is how the write is made, not what the person asked for: name the folder.
            // A bare file name is written in the current folder: named by its path, not as ".".
            let named = folder.isEmpty ? "the current folder (\(FileManager.default.currentDirectoryPath))" : "the folder \(folder)"
            return CommandFailure("cannot write \(path): \(named) cannot be written (\(reason))")
        }
        return CommandFailure("cannot write \(path): cannot create \(partial) beside it (\(reason))")
    }
}
