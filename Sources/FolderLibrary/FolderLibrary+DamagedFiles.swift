// The folder's files that are not one good recipe, as they are: what an export carries for them.
import Foundation
import RecipeKit

/// A recipe file of the folder that is not one good recipe (not UTF-8, binary, git's conflict
/// markers, too large, Cooklang the reader refuses: see `CooklangFile`). The index holds it only
/// as a recipe made of a note and the text it could decode, which is not the person's recipe:
/// what the file says is its bytes.
public struct DamagedRecipeFile: Equatable, Sendable {
    /// Its path inside the folder (`mains/Stew.cook`).
    public let path: String
    /// What is wrong with it, as its note says after the path (`is not UTF-8 text`).
    public let problem: String
    /// Its bytes as they are on disk; `nil` when the file cannot be read at all.
    public let bytes: Data?
}

extension FolderLibrary {
    /// The damaged files among the files of recipes `ids`, by recipe: those whose file is not one
    /// good recipe and which the index holds just as that file was read (a recipe edited in the
    /// program since, and not written out yet, is the index's and is not among them).
    ///
    /// Only recipes without a kept Cooklang text are looked at (a good file has one), so this
    /// reads no file of a folder whose files are all good recipes.
    public func damagedFiles(of ids: [Recipe.ID]) throws -> [Recipe.ID: DamagedRecipeFile] {
        let sources = try index.cooklangSources(of: ids)
        var damaged: [Recipe.ID: DamagedRecipeFile] = [:]
        for id in ids where sources[id] == nil {
            guard let path = pathOfRecipe[id], let stamp = Self.stamp(of: root + "/" + path) else { continue }
            let (read, problem) = CooklangFile.reading(root: root, path: path, stamp: stamp)
            guard let problem, var held = try index.recipe(with: id) else { continue }
            // A picture beside it that is refused adds its own note after the file's.
            if held.notes.hasPrefix(read.recipe.notes) { held.notes = read.recipe.notes }
            guard FileContent.same(read.recipe, held) else { continue }
            damaged[id] = DamagedRecipeFile(path: path, problem: problem,
                                            bytes: FileManager.default.contents(atPath: root + "/" + path))
        }
        return damaged
    }
}

extension FolderLibrary {
    /// The text of recipe `id`'s file when the file is damaged but text (git's conflict markers,
    /// Cooklang the reader refuses), as it is on disk: what a person resolving the conflict edits,
    /// rather than the recipe the index made of a note. Nil for a good file, one that is not UTF-8
    /// text, too large, or gone.
    public func damagedFileText(of id: Recipe.ID) throws -> String? {
        guard let file = try damagedFiles(of: [id])[id], let bytes = file.bytes,
              bytes.count <= CooklangFile.largestReadSize, !bytes.contains(0) else { return nil }
        return String(data: bytes, encoding: .utf8)
    }

    /// Writes `text` as recipe `id`'s file, byte for byte, when the file still holds `opened`
    /// (the text the editor opened with), and reads the folder again, so the recipe is what the
    /// file now says; false, and nothing written, when the file changed meanwhile or is gone.
    public func replaceDamagedFile(of id: Recipe.ID, opened: String, with text: String) throws -> Bool {
        try lock.holding {
            try rereadIfOthersSynchronized()
            guard let path = pathOfRecipe[id],
                  FileManager.default.contents(atPath: root + "/" + path) == Data(opened.utf8) else { return false }
            try replaceFile(at: root + "/" + path, with: Data(text.utf8))
            _ = try catchUpHoldingLock(only: nil)
            return true
        }
    }
}
