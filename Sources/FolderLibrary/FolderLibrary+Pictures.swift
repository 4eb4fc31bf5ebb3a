import RecipeKit

// The pictures beside a folder's recipes: a picture file new, changed or gone has its recipe's
// file read again with it, so that the index's picture is caught up through the same batch (and
// the same change log) as the recipe itself; the picture files' stamps are kept in the index.
extension FolderLibrary {
    /// The paths of the recipe files whose picture files changed since the index last read them:
    /// new, changed or gone in what `scan` covers. An index that knows no picture file's stamp yet
    /// (one made before it kept them) names every recipe with a picture in it too, once.
    func recipesWithPicturesChanged(_ scan: FolderScan) throws -> Set<String> {
        var paths: Set<String> = []
        for (picture, stamp) in scan.pictures where knownPictures[picture] != stamp {
            paths.insert(PictureBeside.recipePath(ofPicture: picture))
        }
        for picture in knownPictures.keys where scan.pictures[picture] == nil && scan.covers(picture) && !scan.isUnderUnreadable(picture) {
            paths.insert(PictureBeside.recipePath(ofPicture: picture))
        }
        if !hasCaughtUp, knownPictures.isEmpty {
            for id in try index.recipeIDsWithPictures(among: Array(pathOfRecipe.keys)) {
                if let path = pathOfRecipe[id] { paths.insert(path) }
            }
        }
        return paths
    }

    /// Puts in `changes` the picture files `scan` saw new or changed and those it found gone, so
    /// the index keeps their stamps with the recipes read (a warm opening reads no picture again).
    func notePictures(_ scan: FolderScan, in changes: inout FolderChanges) {
        for (picture, stamp) in scan.pictures where knownPictures[picture] != stamp { changes.pictureStamps[picture] = stamp }
        for picture in knownPictures.keys where scan.pictures[picture] == nil && scan.covers(picture) && !scan.isUnderUnreadable(picture) {
            changes.picturesGone.append(picture)
        }
    }

    /// Remembers the picture stamps `changes` gave the index.
    func rememberPictures(_ changes: FolderChanges) {
        for picture in changes.picturesGone { knownPictures[picture] = nil }
        knownPictures.merge(changes.pictureStamps) { $1 }
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
