import Foundation
import RecipeKit

// Setting a recipe's picture in a folder library writes the picture file beside its `.cook`
// file (the folder is the truth; the index follows by catching up), and removing it moves the
// file to the folder's trash, as a deleted recipe's file goes.
extension FolderLibrary {
    /// Writes `picture` beside recipe `id`'s file under its name (`Pancakes.jpg`, `.png`, `.webp`
    /// by its format), moving the picture files it had there (any extension) to the trash, and
    /// catches the index up; returns the new file's path inside the folder.
    ///
    /// - Throws: `LibraryError.noSuchRecipe` when no file of the folder holds recipe `id`,
    ///   `FolderError.cannotWrite` when the folder cannot be written (the recipe keeps its picture).
    @discardableResult
    public func setPicture(_ picture: StoredPicture, of id: Recipe.ID) throws -> String {
        try setPicture(picture, of: id, waiting: true)
    }

    private func setPicture(_ picture: StoredPicture, of id: Recipe.ID, waiting: Bool) throws -> String {
        let recipePath = try fileOfRecipe(id)
        let target = String(recipePath.dropLast(".cook".count)) + "." + picture.format.fileExtension
        // Written under a hidden name first (the scan skips it), so the picture appears whole.
        let folder = (recipePath as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(UUID().uuidString).picture-writing"
        try write(Data(picture.bytes), to: temporary)
        do {
            try trashPictures(besideRecipe: recipePath)
            try move(temporary, to: target)
        } catch {
            try? FileManager.default.removeItem(atPath: root + "/" + temporary)
            throw error
        }
        try catchUp(waiting: waiting)
        return target
    }

    /// Moves the picture files beside recipe `id`'s file to the trash and catches the index up;
    /// returns the paths they had (none: the recipe had no picture).
    ///
    /// - Throws: as `setPicture(_:of:)`.
    @discardableResult
    public func removePicture(of id: Recipe.ID) throws -> [String] {
        try removePicture(of: id, waiting: true)
    }

    private func removePicture(of id: Recipe.ID, waiting: Bool) throws -> [String] {
        let moved = try trashPictures(besideRecipe: try fileOfRecipe(id))
        if !moved.isEmpty { try catchUp(waiting: waiting) }
        return moved
    }

    /// `setPicture(_:of:)` with a picture, `removePicture(of:)` without: what the browser's `p`
    /// and its undo ask of the folder. The catch-up after it does not wait for another process
    /// on the folder (a key must not wait): the watcher then has the next idle moment read it.
    public func writePicture(_ picture: StoredPicture?, of id: Recipe.ID) throws {
        if let picture {
            _ = try setPicture(picture, of: id, waiting: false)
        } else {
            _ = try removePicture(of: id, waiting: false)
        }
    }

    /// Catches the index up, or (not `waiting`) leaves that to the next `synchronize` when
    /// another process holds the lock.
    private func catchUp(waiting: Bool) throws {
        if waiting { try catchUp() } else { _ = try lock.holdingIfFree { try catchUp() } }
    }

    private func fileOfRecipe(_ id: Recipe.ID) throws -> String {
        guard let path = pathOfRecipe[id] else { throw LibraryError.noSuchRecipe(id) }
        return path
    }

    /// Moves the picture files beside the `.cook` file at `recipePath` to `.recipes-trash/` (the
    /// same path inside it, numbered when taken); returns their paths.
    @discardableResult
    private func trashPictures(besideRecipe recipePath: String) throws -> [String] {
        let beside = picturesBeside(recipePath)
        for picture in beside { try move(picture, to: freePath(Self.trashFolder + "/" + picture)) }
        return beside
    }

    /// The picture files beside the `.cook` file at `recipePath` (any of them, by `PictureBeside`).
    func picturesBeside(_ recipePath: String) -> [String] {
        let folder = (recipePath as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
        let pictures = names.filter(PictureBeside.isPicture).map { folder.isEmpty ? $0 : folder + "/" + $0 }
        return PictureBeside.candidates(forRecipe: recipePath, among: pictures)
    }

    /// Moves the picture files beside the `.cook` file at `from` to beside the one at `to` (a
    /// recipe's file trashed, or brought back), each keeping its extension, so the picture stays
    /// the recipe's. One whose new place is taken stays where it is: nothing is overwritten.
    func movePictures(besideRecipe from: String, toBeside to: String) throws {
        let stem = String(to.dropLast(".cook".count))
        for picture in picturesBeside(from) {
            let target = stem + "." + (picture as NSString).pathExtension
            guard !holdsEntry(target) else { continue }
            try move(picture, to: target)
        }
    }
}
