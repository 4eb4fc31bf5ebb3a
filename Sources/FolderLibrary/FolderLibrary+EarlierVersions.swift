// A file's own text kept in the trash before the program replaces it with Cooklang it generated.
import Foundation
import RecipeKit

extension FolderLibrary {
    /// Copies the file at `path` (read as `read`) into `.recipes-trash/` before its text is replaced
    /// with the recipe written as Cooklang, unless that text was such Cooklang already: the file
    /// holds what the person wrote (their markup, comments, layout; a damaged file's bytes), which
    /// a recipe imported over it with `import --replace`, or edited in the form, cannot keep. The
    /// replacement is what they asked for; losing their text without a word is not, so it is
    /// kept where deleted recipes go and `keptVersions` says where.
    ///
    /// The copy is made first, so the text is safe before the file changes, and removed again
    /// when `replace` fails, with the folders made for it: a write-out that cannot be done is tried
    /// again at every idle moment, and must not leave a copy (nor an empty folder) in the trash.
    func replacingKeepingEarlierVersion(of path: String, read: FolderChanges.ReadRecipe, replace: () throws -> Void) throws {
        if let source = read.cooklangSource, source == Self.cooklang(of: read.recipe) { return try replace() }
        guard let bytes = FileManager.default.contents(atPath: root + "/" + path) else { return try replace() }
        let kept = freePath(Self.trashFolder + "/" + path)
        let made = try write(bytes, to: kept)
        do {
            try replace()
        } catch {
            unlink(root + "/" + kept)
            Self.removeIfEmpty(made)
            throw error
        }
        keptVersions.append("\(path) was replaced by the recipe written as Cooklang; the text it had is kept in \(kept)")
    }

    /// Keeps the recipe as the index holds it when its file changed on disk before that could be
    /// written (another program, a `git pull`, while a write-out waited on an unwritable folder):
    /// the file keeps what is on disk, which the next catch-up reads, and the program's version,
    /// written as Cooklang, is kept where deleted recipes go, `keptVersions` saying where, so that
    /// neither side's change is lost without a word. Nothing is kept when the disk says the same
    /// or the same text is kept already (a write-out tried again).
    func keepUnwrittenVersion(of path: String, recipe: Recipe) throws {
        let text = try index.cooklangSource(of: recipe.id) ?? Self.cooklang(of: recipe)
        if let stamp = Self.stamp(of: root + "/" + path) {
            let onDisk = CooklangFile.read(root: root, path: path, stamp: stamp)
            if onDisk.cooklangSource == text || FileContent.same(onDisk.recipe, recipe) { return }
        }
        let bytes = Data(text.utf8)
        let names = namesUpToFree(Self.trashFolder + "/" + path)
        if names.dropLast().contains(where: { FileManager.default.contents(atPath: root + "/" + $0) == bytes }) { return }
        let kept = names[names.count - 1]
        try write(bytes, to: kept)
        keptVersions.append("\(path) changed on disk before the change made to it here was written: the file keeps "
            + "what is on disk, and the recipe as it was here is kept in \(kept)")
    }
}

