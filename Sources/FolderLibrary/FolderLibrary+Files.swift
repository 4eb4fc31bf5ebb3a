// How the folder's files are written, moved and named: in one step, never over another file, keeping what is the person's.
import Foundation
import RecipeFormats
import RecipeKit

extension FolderLibrary {
    /// Replaces the file at `file` in one step (a hidden file beside it, renamed over it), keeping
    /// its mode (a private recipe stays private) and, where allowed, its owner. A symbolic link is
    /// the person's: the file it names is replaced, as an editor saving through the link does,
    /// and the link stays (renaming over the link would turn it into a copy and leave the file it
    /// names unedited).
    func replaceFile(at file: String, with data: Data) throws {
        guard let target = SymbolicLinks.finalTarget(of: file) else {
            throw FolderError.cannotWrite(path: file, reason: String(cString: strerror(ELOOP)))
        }
        let temporary = (target as NSString).deletingLastPathComponent + "/.\(UUID().uuidString).cook-writing"
        do {
            try data.write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            throw FolderError.cannotWrite(path: target, reason: SystemErrorReason.of(error))
        }
        var status = stat()
        if stat(target, &status) == 0 {
            chmod(temporary, status.st_mode & 0o7777)
            _ = chown(temporary, status.st_uid, status.st_gid) // only root may give a file away: else it stays ours
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FolderError.cannotWrite(path: target, reason: reason)
        }
    }

    /// `path`, or with ` 2`, ` 3`… before its extension, whichever names no file yet. The name's
    /// stem is shortened when the number would take it past the 255 bytes a file name may have
    /// (a long name's second copy in the trash could otherwise never be written).
    func freePath(_ path: String) -> String {
        guard holdsEntry(path) else { return path }
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let suffix = " \(number)" + (ext.isEmpty ? "" : "." + ext)
            let free = FileNames.truncated(stem, toBytes: Int(NAME_MAX) - suffix.utf8.count) + suffix
            let candidate = folder.isEmpty ? free : folder + "/" + free
            if !holdsEntry(candidate) { return candidate }
            number += 1
        }
    }

    func move(_ from: String, to: String) throws {
        let target = root + "/" + to
        try createFolder(of: target)
        guard rename(root + "/" + from, target) == 0 else {
            throw FolderError.cannotWrite(path: target, reason: String(cString: strerror(errno)))
        }
    }

    func write(_ data: Data, to path: String) throws {
        let target = root + "/" + path
        try createFolder(of: target)
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
        } catch {
            throw FolderError.cannotWrite(path: target, reason: SystemErrorReason.of(error))
        }
    }

    private func createFolder(of file: String) throws {
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FolderError.cannotWrite(path: folder, reason: SystemErrorReason.of(error))
        }
    }
}
