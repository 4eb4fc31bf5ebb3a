import Glibc
import RecipeKit

/// The `.cook` files below a folder, each with its stamp, read with `readdir` and `fstatat`: the
/// whole folder (opening it; 10,000 files in 100 folders take 70–240 ms on a busy machine), or
/// only the directories a watcher saw change.
///
/// Names starting with `.` are skipped (`.git`, the trash, editors' swap files). Symbolic links
/// are followed; a directory reached twice (a link loop) is read once. A subfolder that cannot be
/// read is reported, and the files the index has under it are kept (`unreadable`).
struct FolderScan {
    /// The `.cook` files found, by path inside the folder (`/`-separated).
    var files: [String: FileStamp] = [:]
    /// The picture files found (`.jpg`, `.jpeg`, `.png`, `.webp`, any case), by path: a recipe's
    /// picture when beside its `.cook` file under the same name (see `PictureBeside`).
    var pictures: [String: FileStamp] = [:]
    /// Every directory read, by path inside the folder ("" is the folder itself), for the watcher.
    var directories: [String] = []
    /// Directories that could not be read, with the reason: their files are not known missing.
    var unreadable: [(path: String, reason: String)] = []
    /// Files and directories whose names cannot be listed (not UTF-8; or a `.cook` file whose
    /// name differs from another's only in its Unicode normalization, which a `String` takes for
    /// the same name), with the reason and what to do: they are left out, and told.
    var unlisted: [(path: String, reason: String)] = []
    /// `.cook` files listed whose names hold a line break, which `.recipes-favorites` and
    /// `.shopping-list` (a path a line) cannot hold: their favorite and mark are not kept.
    var unmarkable: [String] = []

    /// Scans `root`.
    ///
    /// - Throws: `FolderError.missing`, `.notAFolder` or `.unreadable` when the folder itself is
    ///   gone or cannot be read: then nothing may be taken as deleted.
    init(root: String) throws {
        try self.init(root: root, only: nil)
    }

    /// Scans only the directories `only` (paths inside the folder), each without its
    /// subdirectories, when given: what a watcher saw change. `isPartial` says so.
    ///
    /// - Throws: as `init(root:)`, and `FolderError.missing` when one of them is gone (a full
    ///   scan then says what went with it).
    init(root: String, only: Set<String>?) throws {
        var status = stat()
        guard stat(root, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            if errno == ENOENT || errno == ENOTDIR { throw FolderError.missing(path: root) }
            throw FolderError.unreadable(path: root, reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw FolderError.notAFolder(path: root) }
        guard let directory = opendir(root) else {
            throw FolderError.unreadable(path: root, reason: String(cString: strerror(errno)))
        }
        closedir(directory)
        var visited: Set<[UInt64]> = [[UInt64(status.st_dev), UInt64(status.st_ino)]]
        guard let only else {
            scan(root, relative: "", visited: &visited)
            return
        }
        isPartial = true
        for relative in only {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            var status = stat()
            guard stat(absolute, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw FolderError.missing(path: absolute) }
            scan(absolute, relative: relative, visited: &visited, recursing: false)
        }
    }

    /// Whether only some directories were scanned (`init(root:only:)`), without their subdirectories.
    private(set) var isPartial = false

    /// Whether the file at `path` is in what this scan looked at.
    func covers(_ path: String) -> Bool {
        guard isPartial else { return true }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        return directories.contains(folder)
    }

    private mutating func scan(_ absolute: String, relative: String, visited: inout Set<[UInt64]>, recursing: Bool = true) {
        guard let directory = opendir(absolute) else {
            unreadable.append((relative, String(cString: strerror(errno))))
            return
        }
        defer { closedir(directory) }
        directories.append(relative)
        let descriptor = dirfd(directory)
        var subdirectories: [(String, String)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if bytes.first == UInt8(ascii: ".") { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                // It cannot be named to the system through a `String`: told, not silently skipped.
                let shown = String(decoding: bytes, as: UTF8.self)
                if shown.hasSuffix(".cook") || entry.pointee.d_type == UInt8(DT_DIR) {
                    unlisted.append((relative.isEmpty ? shown : relative + "/" + shown,
                                     "its name is not UTF-8 text: rename it (convmv converts names) to list it"))
                }
                continue
            }
            var status = stat()
            guard fstatat(descriptor, name, &status, 0) == 0 else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted {
                    subdirectories.append((absolute + "/" + name, path))
                }
            case S_IFREG where name.hasSuffix(".cook"):
                guard files[path] == nil else {
                    unlisted.append((path, "another file's name differs from it only in how its accents are encoded "
                                     + "(Unicode normalization): rename one of them to list both"))
                    continue
                }
                files[path] = FileStamp(status)
                if name.contains(where: \.isNewline) { unmarkable.append(path) }
            case S_IFREG where PictureBeside.isPicture(name):
                pictures[path] = FileStamp(status)
            default:
                continue
            }
        }
        guard recursing else { return }
        for (absolute, relative) in subdirectories { scan(absolute, relative: relative, visited: &visited) }
    }

    /// What the person is told about this scan: the folders it could not read, the files it could
    /// not list, the files whose favorite and mark cannot be kept.
    var warnings: [String] {
        unreadable.map { "cannot read the folder \($0.path) (\($0.reason)): its recipes are kept as they were" }
            + unlisted.map { "\($0.path) is not listed: \($0.reason)" }
            + unmarkable.map { "\($0.replacingOccurrences(of: "\n", with: "␊")) holds a line break in its name, which "
                + "\(FolderLibrary.favoritesFile) and \(FolderLibrary.shoppingListFile) cannot hold (a path a line): "
                + "its favorite and shopping mark are not kept; rename it" }
    }

    /// Whether `path` lies under a directory that could not be read this time.
    func isUnderUnreadable(_ path: String) -> Bool {
        unreadable.contains { path.hasPrefix($0.path + "/") }
    }
}

extension FileStamp {
    /// The stamp of a file `stat` described.
    init(_ status: stat) {
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        self.init(size: Int64(status.st_size), modified: modified, inode: UInt64(status.st_ino))
    }
}
