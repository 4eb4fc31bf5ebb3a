// Files outside the store that its index follows (a folder of recipe files), kept in step between events.
import RecipeKit

/// Files the store's index is read from and written out to (a folder library): brought in step
/// with the store at every idle moment of the event loop, before the store's changes are pulled,
/// so a file changed on disk reaches the panes by the same path as a write by another process.
public protocol FollowedFiles: AnyObject {
    /// Writes what was written to the store out to the files, and reads what changed in the files
    /// into the store; returns whether the files changed anything. With `waiting` false (between
    /// events) it does nothing when another process is at the same work, rather than wait for it:
    /// no key waits; the next idle moment tries again.
    ///
    /// - Throws: an error whose description tells the person what is wrong (the folder gone, a
    ///   file that cannot be written); the store keeps what it had.
    func synchronize(waiting: Bool) throws -> Bool

    /// Reads every file changed since the last reading into the store now, whatever a watcher
    /// saw, waiting for another process at the same work; returns whether anything changed.
    ///
    /// - Throws: as `synchronize(waiting:)`.
    func catchUp(only: Set<String>?) throws -> Bool

    /// What the files' last reading could not do (a subfolder it could not read), for the person.
    var warnings: [String] { get }

    /// Whether the last attempt to bring files and store in step failed (the folder gone, a file
    /// that cannot be written) and no attempt has succeeded since: what `synchronize` threw
    /// still holds.
    var isFailing: Bool { get }

    /// Makes `picture` recipe `id`'s picture in the files (a file beside the recipe's), or removes
    /// the one it has when `nil`, and brings the store along: a picture is a file there, which
    /// the store's change log cannot name.
    ///
    /// - Throws: an error whose description tells the person what is wrong; nothing is changed.
    func writePicture(_ picture: StoredPicture?, of id: Recipe.ID) throws

    /// The text of recipe `id`'s file when the file is damaged but text (git's conflict markers,
    /// Cooklang the reader refuses): what `e` opens instead of the recipe made of a note; nil for
    /// a good file or one that is not text.
    func damagedFileText(of id: Recipe.ID) throws -> String?

    /// Writes `text` as recipe `id`'s file, byte for byte, when the file still holds `opened`, and
    /// reads it again into the store; false (nothing written) when it changed meanwhile.
    func replaceDamagedFile(of id: Recipe.ID, opened: String, with text: String) throws -> Bool
}

/// Renaming a collection of a folder library: refused, since its collections are the folder's
/// subfolders and its files' tags, which only the person moves or edits (an index that named a
/// collection otherwise would hold what the folder does not, and the next catch-up would undo it).
public enum FolderCollectionRename {
    /// What the browser's status line and `recipes collections rename` say.
    public static let refusal = "In a folder library a collection is a subfolder (or a tag in the files): "
        + "rename the subfolder, and the library follows"
}

extension Browser {
    /// Brings the followed files and the store in step; a failure is shown in the status line,
    /// and so is a warning of the files' reading, once when it first appears.
    /// Returns whether the status line changed.
    func synchronizeFollowedFiles() -> Bool {
        guard let followedFiles else { return false }
        let text: String
        do {
            _ = try followedFiles.synchronize(waiting: false)
            // The failure shown is over (the folder is back, the file writable): it goes, and
            // the catch-up that just succeeded has brought the list along.
            if !followedFiles.isFailing, let failure = shownFileFailure {
                shownFileFailure = nil
                if message == failure {
                    message = nil
                    updateChrome()
                    return true
                }
            }
            let warnings = followedFiles.warnings
            guard let first = warnings.first(where: { !shownFileWarnings.contains($0) }) else { return false }
            shownFileWarnings.formUnion(warnings)
            text = warnings.count > 1 ? first + " (and \(warnings.count - 1) more)" : first
        } catch {
            text = "\(SystemErrorReason.describing(error))"
            shownFileFailure = text
        }
        guard text != message else { return false }
        message = text
        updateChrome()
        return true
    }

    /// Reads the followed files into the store before a save from the editor: a file changed on
    /// disk while the editor was open (the event loop, and its catch-ups, wait meanwhile) is then
    /// in the store, and the save's check against what the editor opened finds it: both versions
    /// marked in the editor, as for a change by another process. Without it the save would land
    /// over the older text, the write-out would leave the changed file alone, and the catch-up
    /// after it would put the file's text over the person's without a word. It waits for the
    /// lock, as quitting does: the person is not typing, their editor has just returned.
    func catchUpFollowedFiles() {
        guard let followedFiles else { return }
        do {
            _ = try followedFiles.catchUp(only: nil)
        } catch {
            message = "\(SystemErrorReason.describing(error))"
        }
    }
}
