import Glibc
import RecipeKit

/// The `.cook` files below a folder, each with its stamp, read with `readdir` and `fstatat`: the
/// whole folder (opening it; 10,000 files in 100 folders take 70–240 ms on a busy machine), or
/// only the directories a watcher saw change.
///
/// Names starting with `.` are skipped (`.git`, the trash, editors' swap files). Symbolic links
/// are followed; a directory reached twice (two links to one folder) is read once. A link to a
/// directory that holds it (the folder itself, `/`, any folder above it: a loop) is not followed
/// and is told (`loops`): reading it would read the folder again and, above it, the whole disk. A
/// subfolder that cannot be read is reported, and the files the index has under it are kept
/// (`unreadable`).
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
    /// Links to a directory that holds them, not followed, with where they lead.
    var loops: [(path: String, target: String)] = []

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
            scan(root, relative: "", visited: &visited, holding: Self.directoriesHolding(root))
            return
        }
        isPartial = true
        for relative in only {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            var status = stat()
            guard stat(absolute, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw FolderError.missing(path: absolute) }
            scan(absolute, relative: relative, visited: &visited, holding: [], recursing: false)
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

    /// The directory at `absolute` and every directory above it, to `/`, by device and inode (`..`
    /// followed upwards: the directories that physically hold it, whatever links led to it).
    static func directoriesHolding(_ absolute: String) -> Set<[UInt64]> {
        var holding: Set<[UInt64]> = []
        var path = absolute
        var status = stat()
        while stat(path, &status) == 0, holding.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted {
            path += "/.."
        }
        return holding
    }

    /// Reads the directory at `absolute` (`relative` inside the folder), and below it when
    /// `recursing`; `holding` is every directory that holds it, which no link below may lead back to.
    private mutating func scan(_ absolute: String, relative: String, visited: inout Set<[UInt64]>,
                               holding: Set<[UInt64]>, recursing: Bool = true) {
        guard let directory = opendir(absolute) else {
            unreadable.append((relative, String(cString: strerror(errno))))
            return
        }
        defer { closedir(directory) }
        directories.append(relative)
        let descriptor = dirfd(directory)
        var subdirectories: [(absolute: String, relative: String, holding: Set<[UInt64]>)] = []
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
                let id = [UInt64(status.st_dev), UInt64(status.st_ino)]
                if holding.contains(id) {
                    loops.append((path, Self.linkTarget(descriptor, name)))
                } else if visited.insert(id).inserted {
                    // Through a link, the directories holding where it leads are holding it too.
                    var own = stat()
                    let isLink = entry.pointee.d_type == UInt8(DT_LNK) || (entry.pointee.d_type == UInt8(DT_UNKNOWN)
                        && fstatat(descriptor, name, &own, AT_SYMLINK_NOFOLLOW) == 0 && own.st_mode & S_IFMT == S_IFLNK)
                    let below = isLink ? holding.union(Self.directoriesHolding(absolute + "/" + name)) : holding.union([id])
                    subdirectories.append((absolute + "/" + name, path, below))
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
        for (absolute, relative, below) in subdirectories {
            scan(absolute, relative: relative, visited: &visited, holding: below)
        }
    }

    /// Where the symbolic link `name` in the directory open as `descriptor` leads, as written.
    private static func linkTarget(_ descriptor: Int32, _ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What the person is told about this scan: the folders it could not read, the files it could
    /// not list, the files whose favorite and mark cannot be kept.
    var warnings: [String] {
        unreadable.map { "cannot read the folder \($0.path) (\($0.reason)): its recipes are kept as they were" }
            + unlisted.map { "\($0.path) is not listed: \($0.reason)" }
            + loops.map { "\($0.path) (a link to \($0.target)) is not followed: it leads to a folder that holds it, "
                + "so reading it would read this folder again (and, above it, everything around it)" }
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
