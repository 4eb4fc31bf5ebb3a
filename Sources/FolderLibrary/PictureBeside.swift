import Foundation
import Pictures
import RecipeKit

/// A recipe's picture in a folder library: `Pancakes.jpg` (or `.jpeg`, `.png`, `.webp`, the
/// extension in any case) beside `Pancakes.cook`, as CookCLI and its apps find it. The index
/// keeps a copy of its bytes (the browser shows it from there) and is caught up whenever the
/// file or the recipe's file changes: the index's picture is always the file's.
enum PictureBeside {
    /// The extensions of picture files, lowercased, in the order one is chosen when a recipe has
    /// several beside it.
    static let extensions = ["jpg", "jpeg", "png", "webp"]

    /// Whether a file named `name` is a picture file by its extension.
    static func isPicture(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The path of the `.cook` file whose picture the picture file at `path` would be.
    static func recipePath(ofPicture path: String) -> String {
        String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)]) + ".cook"
    }

    /// The picture files that are the `.cook` file at `path`'s pictures, among `pictures` (paths),
    /// the one chosen first: by extension in the order of `extensions`, then by name.
    static func candidates(forRecipe path: String, among pictures: [String]) -> [String] {
        func rank(_ picture: String) -> Int {
            extensions.firstIndex(of: String(picture[picture.index(after: picture.lastIndex(of: ".")!)...]).lowercased()) ?? extensions.count
        }
        return pictures.filter { recipePath(ofPicture: $0) == path }.sorted { (rank($0), $0) < (rank($1), $1) }
    }

    /// The picture of the file at `picturePath` (inside `root`), or why it is not one: a sentence
    /// for the recipe's notes, as a damaged `.cook` file gets.
    static func read(root: String, picturePath: String) -> Result<StoredPicture, PictureNote> {
        guard let data = FileManager.default.contents(atPath: root + "/" + picturePath) else {
            return .failure(PictureNote(path: picturePath, why: "could not be read (\(String(cString: strerror(errno))))"))
        }
        do {
            return .success(try StoredPicture(checking: [UInt8](data)))
        } catch {
            return .failure(PictureNote(path: picturePath, why: "is not shown: \(error.message)"))
        }
    }

    /// Why the picture beside a recipe is not its picture.
    struct PictureNote: Error {
        /// The picture file's path inside the folder.
        var path: String
        /// What is wrong with it.
        var why: String

        /// The note added to the recipe's notes.
        var text: String { "⚠ \(path) \(why). The recipe is shown without it; the file is left as it is." }
    }
}
