import Foundation

/// What is at a library's path before it is opened, and creating a library there in one step.
///
/// A library is built under a temporary name in its own folder and linked into place only when it
/// is complete, so a creation killed at any moment leaves either no library or the whole one:
/// never an empty or half-filled file that later runs would take for the library. What a killed
/// creation leaves is its temporary file, named for the process that built it
/// (`.library.sqlite.creating-PID-…`); the next creation in that folder removes those whose
/// process is gone.
enum LibraryCreation {
    /// Whether a library file is at `path` (following symbolic links).
    ///
    /// - Throws: `LibraryError.notAFile` for a folder, FIFO, device or socket, and
    ///   `LibraryError.emptyFile` for a file of 0 bytes, which SQLite would otherwise open as an
    ///   empty database and the store fill with tables.
    static func libraryExists(at path: String) throws -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return false }
            throw LibraryError.cannotOpen(path: path, detail: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw LibraryError.notAFile(path: path, kind: "folder")
        case S_IFIFO: throw LibraryError.notAFile(path: path, kind: "FIFO")
        case S_IFSOCK: throw LibraryError.notAFile(path: path, kind: "socket")
        default: throw LibraryError.notAFile(path: path, kind: "device")
        }
        guard status.st_size > 0 else { throw LibraryError.emptyFile(path: path) }
        return true
    }

    /// Builds a library with `build` under a temporary name beside `path` and links it into place.
    ///
    /// - Parameters:
    ///   - path: where the library goes; missing folders are created. A dangling symbolic link
    ///     there is followed: the library is created where it points.
    ///   - build: creates a complete library at the path it is given and closes it.
    /// - Returns: `true` if this call put the library in place; `false` if another process put one
    ///   there meanwhile (the one built here is discarded, the other is left as it is).
    static func create(at path: String, build: (String) throws -> Void) throws -> Bool {
        guard let target = SymbolicLinks.finalTarget(of: path) else {
            throw LibraryError.cannotOpen(path: path, detail: "too many levels of symbolic links")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LibraryError.cannotOpen(path: path, detail: "cannot create the folder \(folder)")
        }
        removeAbandonedTemporaries(of: name, in: folder)
        let temporary = folder + "/" + temporaryPrefix(of: name) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { removeFiles(of: temporary) }
        try build(temporary)
        try synchronise(temporary, path: path)
        // link(2) never replaces an existing file, unlike rename(2): a library another process
        // created meanwhile is kept.
        if link(temporary, target) != 0 {
            let code = errno
            if code == EEXIST { return false }
            // File systems without hard links: rename, having just seen that nothing is there.
            guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP, !FileManager.default.fileExists(atPath: target),
                  rename(temporary, target) == 0
            else { throw LibraryError.cannotOpen(path: path, detail: String(cString: strerror(code))) }
        }
        try synchronise(folder, path: path)
        return true
    }

    /// The start of the temporary names of libraries being built as `name`.
    private static func temporaryPrefix(of name: String) -> String { ".\(name).creating-" }

    /// Writes a file's or folder's contents through to the disk, so that a crash right after the
    /// link cannot leave the name pointing at a file whose contents were never written.
    private static func synchronise(_ file: String, path: String) throws {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LibraryError.cannotOpen(path: path, detail: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw LibraryError.cannotOpen(path: path, detail: String(cString: strerror(errno)))
        }
    }

    /// Removes a temporary library and the journal files SQLite keeps beside it.
    private static func removeFiles(of temporary: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }

    /// Removes what creations killed before they finished left in `folder`: temporaries named for
    /// a process that no longer runs.
    private static func removeAbandonedTemporaries(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let process = Int32(entry.dropFirst(prefix.count).prefix { $0.isNumber }),
                  kill(process, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder + "/" + entry)
        }
    }
}
