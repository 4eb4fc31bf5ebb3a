// How the folder's files are written, moved and named: in one step, never over another file, keeping what is the person's.
import Foundation
import RecipeFormats
import RecipeKit

extension FolderLibrary {
    /// Replaces the file at `file` with `data`, keeping its mode, owner, link and hard links (see `FileReplacement`).
    func replaceFile(at file: String, with data: Data) throws {
        try FileReplacement.replace(file, with: data)
    }

    /// `path`, or with ` 2`, ` 3`… before its extension, whichever names no file yet. The name's
    /// stem is shortened when the number would take it past the 255 bytes a file name may have
    /// (a long name's second copy in the trash could otherwise never be written).
    func freePath(_ path: String) -> String {
        namesUpToFree(path).last ?? path
    }

    /// `path`, then `path` numbered (`Pancakes 2.cook`, `Pancakes 3.cook`, the number before the
    /// extension) as far as the first name the folder does not hold: where `freePath` looks.
    func namesUpToFree(_ path: String) -> [String] {
        var names = [path]
        guard holdsEntry(path) else { return names }
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let suffix = " \(number)" + (ext.isEmpty ? "" : "." + ext)
            let free = FileNames.truncated(stem, toBytes: Int(NAME_MAX) - suffix.utf8.count) + suffix
            let candidate = folder.isEmpty ? free : folder + "/" + free
            names.append(candidate)
            if !holdsEntry(candidate) { return names }
            number += 1
        }
    }

    /// Moves `from` to `to` (paths inside the folder), making the folders `to` needs; a move that
    /// fails leaves none of them behind.
    func move(_ from: String, to: String) throws {
        let target = root + "/" + to
        let made = try createFolder(of: target)
        guard rename(root + "/" + from, target) == 0 else {
            let reason = String(cString: strerror(errno))
            Self.removeIfEmpty(made)
            throw FolderError.cannotWrite(path: target, reason: reason)
        }
    }

    /// Writes `data` to a new file at `path` (inside the folder), making the folders it needs;
    /// returns those it made, deepest first, so that a caller undoing the write removes them too.
    /// A write that fails leaves none of them behind.
    @discardableResult
    func write(_ data: Data, to path: String) throws -> [String] {
        let target = root + "/" + path
        let made = try createFolder(of: target)
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
        } catch {
            Self.removeIfEmpty(made)
            throw FolderError.cannotWrite(path: target, reason: SystemErrorReason.of(error))
        }
        return made
    }

    /// Removes the folders `made` (deepest first) that are empty: made for a write that did not
    /// happen, they would sit empty in the person's folder (in `.recipes-trash/`, say) for nothing.
    static func removeIfEmpty(_ made: [String]) {
        for folder in made where rmdir(folder) != 0 { return }
    }

    /// Makes the folder of `file` and any missing above it; returns those it made, deepest first.
    private func createFolder(of file: String) throws -> [String] {
        var missing: [String] = []
        var folder = (file as NSString).deletingLastPathComponent
        var status = stat()
        while folder.count > root.count, lstat(folder, &status) != 0 {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        let target = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            Self.removeIfEmpty(missing)
            throw FolderError.cannotWrite(path: target, reason: SystemErrorReason.of(error))
        }
        return missing
    }
}
