import RecipeKit

// The pictures beside a folder's recipes: a picture file new, changed or gone has its recipe's
// file read again with it, so that the index's picture is caught up through the same batch (and
// the same change log) as the recipe itself.
extension FolderLibrary {
    /// The paths of the recipe files whose picture files changed since the last catch-up: new,
    /// changed or gone in what `scan` covers. The first catch-up of a process does not know the
    /// picture files' stamps: it names every recipe with a picture file or a picture in the index.
    func recipesWithPicturesChanged(_ scan: FolderScan) throws -> Set<String> {
        var paths: Set<String> = []
        for (picture, stamp) in scan.pictures where knownPictures[picture] != stamp {
            paths.insert(PictureBeside.recipePath(ofPicture: picture))
        }
        for picture in knownPictures.keys where scan.pictures[picture] == nil && scan.covers(picture) && !scan.isUnderUnreadable(picture) {
            paths.insert(PictureBeside.recipePath(ofPicture: picture))
        }
        if !hasCaughtUp {
            for id in try index.recipeIDsWithPictures(among: Array(pathOfRecipe.keys)) {
                if let path = pathOfRecipe[id] { paths.insert(path) }
            }
        }
        return paths
    }

    /// Remembers the picture files `scan` saw, and forgets those it found gone.
    func notePictures(_ scan: FolderScan) {
        for picture in knownPictures.keys where scan.pictures[picture] == nil && scan.covers(picture) && !scan.isUnderUnreadable(picture) {
            knownPictures[picture] = nil
        }
        knownPictures.merge(scan.pictures) { $1 }
    }
}

extension PictureBeside {
    /// `read` with its picture: the first of `candidates` (picture files beside it, see
    /// `candidates(forRecipe:among:)`) that is a picture this program shows; when none is, the
    /// recipe has none and its notes say why, as a damaged `.cook` file's do.
    static func withPicture(_ read: FolderChanges.ReadRecipe, root: String, candidates: [String]) -> FolderChanges.ReadRecipe {
        var read = read
        var firstNote: PictureNote?
        for path in Self.candidates(forRecipe: read.path, among: candidates) {
            switch Self.read(root: root, picturePath: path) {
            case .success(let picture):
                read.picture = picture
                return read
            case .failure(let note):
                if firstNote == nil { firstNote = note }
            }
        }
        if let firstNote { read.recipe.notes = read.recipe.notes.isEmpty ? firstNote.text : read.recipe.notes + "\n\n" + firstNote.text }
        return read
    }
}
