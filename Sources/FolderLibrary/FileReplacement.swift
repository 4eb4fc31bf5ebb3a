// How a file of the person's is given new contents: whole, keeping what makes it theirs.
import Foundation
import RecipeKit

/// Gives a file the person may own new contents (a recipe's `.cook` file, `.shopping-list`),
/// keeping its mode (a private recipe stays private), where allowed its owner, its symbolic link
/// and its other hard links.
enum FileReplacement {
    /// Replaces the contents of the file at `file` with `data`.
    ///
    /// A file with one name is replaced in one step: a hidden file beside it, given its mode and
    /// owner, renamed over it, so a reader (CookCLI's server, a sync tool) sees the old file or
    /// the new one, never half of one.
    ///
    /// A file with more than one hard link is written in place instead, as editors do (vim's
    /// `backupcopy=auto`): renaming would give only this name the new contents and leave the
    /// person's other names on the old file, silently parting what they joined. The price is
    /// that a write cut short (a full disk, a crash) leaves the file part written; the bytes are
    /// first written beside it, so a full disk fails before the file is touched.
    ///
    /// A symbolic link is the person's: the file it names is replaced, as an editor saving
    /// through the link does, and the link stays (renaming over the link would turn it into a
    /// copy and leave the file it names unedited).
    ///
    /// - Throws: `FolderError.cannotWrite` naming the file and why.
    static func replace(_ file: String, with data: Data) throws {
        guard let target = SymbolicLinks.finalTarget(of: file) else {
            throw FolderError.cannotWrite(path: file, reason: String(cString: strerror(ELOOP)))
        }
        let temporary = (target as NSString).deletingLastPathComponent + "/.\(UUID().uuidString).recipes-writing"
        do {
            try data.write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            throw FolderError.cannotWrite(path: target, reason: SystemErrorReason.of(error))
        }
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists, status.st_nlink > 1 {
            unlink(temporary)
            return try write(data, inPlace: target)
        }
        if exists {
            chmod(temporary, status.st_mode & 0o7777)
            _ = chown(temporary, status.st_uid, status.st_gid) // only root may give a file away: else it stays ours
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FolderError.cannotWrite(path: target, reason: reason)
        }
    }

    /// Writes `data` over the file at `target` from its start and cuts it there: the file keeps
    /// its inode, so every hard link to it, and its mode and owner.
    private static func write(_ data: Data, inPlace target: String) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FolderError.cannotWrite(path: target, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var done = 0
        let failed = data.withUnsafeBytes { bytes -> Bool in
            while done < bytes.count {
                let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(done))
                guard written > 0 else { return true }
                done += written
            }
            return false
        }
        guard !failed, ftruncate(descriptor, off_t(data.count)) == 0, fsync(descriptor) == 0 else {
            throw FolderError.cannotWrite(path: target, reason: String(cString: strerror(errno)))
        }
    }
}
