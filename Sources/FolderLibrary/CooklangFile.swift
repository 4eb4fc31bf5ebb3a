import Foundation
import RecipeFormats
import RecipeKit

/// One `.cook` file of a folder read as the recipe it holds: titled by its name unless its front
/// matter says otherwise, in the collection of its subfolder (and those its tags name).
///
/// A file that cannot be read as one good recipe is still listed, under its name, with a note
/// saying what is wrong and its text as the directions, so nothing in it is hidden; the file
/// itself is never touched.
enum CooklangFile {
    /// Files larger than this are listed with a note, not read: a recipe is a few kilobytes.
    static let largestReadSize: Int64 = 4 << 20

    /// The recipe in the file at `path` (inside `root`), which had `stamp` when it was listed.
    static func read(root: String, path: String, stamp: FileStamp) -> FolderChanges.ReadRecipe {
        reading(root: root, path: path, stamp: stamp).recipe
    }

    /// The recipe in the file at `path`, and what is wrong with the file when it is not one good
    /// recipe (`is not UTF-8 text`, as its note says it after the path), `nil` for a good one.
    static func reading(root: String, path: String, stamp: FileStamp) -> (recipe: FolderChanges.ReadRecipe, problem: String?) {
        // A conflict copy is named after the file it copies (and marked below).
        let title = title(of: ConflictCopy.syncthingOriginal(of: path) ?? path)
        let folder = collection(of: path)
        func damaged(_ why: String, advice: String = "", text: String = "") -> (recipe: FolderChanges.ReadRecipe, problem: String?) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The "…" line counts too: a recipe holds at most `maximumLines`, or the index refuses it.
            if lines.count > Recipe.maximumLines { lines = Array(lines.prefix(Recipe.maximumLines - 1)) + ["…"] }
            let recipe = Recipe(
                title: title, directions: lines.joined(separator: "\n"), collections: folder.map { [$0] } ?? [],
                notes: "⚠ \(path) \(why)\(advice). The file is left as it is: open it in an editor to fix it.")
            return (FolderChanges.ReadRecipe(path: path, stamp: stamp, recipe: recipe, cooklangSource: nil), why)
        }
        guard stamp.size <= largestReadSize else {
            return damaged("is too large to be a recipe (\(stamp.size / 1_048_576) MB; at most 4 MB are read)")
        }
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            return damaged("could not be read (\(String(cString: strerror(errno))))")
        }
        if data.contains(0) { return damaged("is not text (it holds NUL bytes: a binary file named .cook?)") }
        guard let text = String(data: data, encoding: .utf8) else {
            return damaged("is not UTF-8 text", text: String(decoding: data, as: UTF8.self))
        }
        if ConflictCopy.hasGitMarkers(text) {
            return damaged("is in conflict (git's <<<<<<< ======= >>>>>>> markers)",
                           advice: ": both versions are shown below; keep one in the file and remove the markers", text: text)
        }
        do {
            var (recipe, _) = try Recipe.reading(cooklang: text, untitled: title)
            // A folder's favorites are `.recipes-favorites`, which `f` appends to and sync merges: a
            // `favorite:` key in the file (no Cooklang tool gives it a meaning; our export writes
            // it for `import`) would be a second truth that `f` never changes.
            recipe.isFavorite = false
            if let original = ConflictCopy.syncthingOriginal(of: path) {
                recipe.title += " (conflict copy)"
                recipe.notes = "⚠ \(path) is a copy Syncthing made of \(original) when both were changed on two machines: "
                    + "compare them, keep what you want in one and delete the other."
                    + (recipe.notes.isEmpty ? "" : "\n\n" + recipe.notes)
            }
            if let folder, !recipe.collections.contains(where: { $0.lowercased() == folder.lowercased() }) {
                recipe.collections.insert(folder, at: 0)
            }
            return (FolderChanges.ReadRecipe(path: path, stamp: stamp, recipe: recipe, cooklangSource: text), nil)
        } catch {
            let place = error.place.map { " (\($0))" } ?? ""
            return damaged("could not be read as Cooklang\(place): \(error.message)", text: text)
        }
    }

    /// The recipe's title as CookCLI shows it: the file's name without `.cook`.
    static func title(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.dropLast(".cook".count))
    }

    /// The collection a file's subfolder makes (`Mains/Pasta`), `nil` at the folder's top.
    static func collection(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}

/// Files that two machines' changes left behind: git's conflict markers in a file, Syncthing's
/// `NAME.sync-conflict-DATE-TIME-DEVICE.cook` copies beside it.
enum ConflictCopy {
    /// Whether `text` holds a git conflict: a `<<<<<<< ` line, then `=======`, then `>>>>>>> `.
    static func hasGitMarkers(_ text: String) -> Bool {
        var stage = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if stage == 0, line.hasPrefix("<<<<<<<") { stage = 1 }
            else if stage == 1, line.hasPrefix("=======") { stage = 2 }
            else if stage == 2, line.hasPrefix(">>>>>>>") { return true }
        }
        return false
    }

    /// The path of the file a Syncthing conflict copy at `path` was made from, `nil` for any other file.
    static func syncthingOriginal(of path: String) -> String? {
        guard let marker = path.range(of: ".sync-conflict-", options: .backwards) else { return nil }
        return String(path[..<marker.lowerBound]) + ".cook"
    }
}
