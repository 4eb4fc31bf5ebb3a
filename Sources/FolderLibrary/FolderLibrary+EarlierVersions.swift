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
    /// when `replace` fails: a write-out that cannot be done is tried again at every idle moment,
    /// and must not leave a copy in the trash each time.
    func replacingKeepingEarlierVersion(of path: String, read: FolderChanges.ReadRecipe, replace: () throws -> Void) throws {
        if let source = read.cooklangSource, source == Self.cooklang(of: read.recipe) { return try replace() }
        guard let bytes = FileManager.default.contents(atPath: root + "/" + path) else { return try replace() }
        let kept = freePath(Self.trashFolder + "/" + path)
        try write(bytes, to: kept)
        do {
            try replace()
        } catch {
            unlink(root + "/" + kept)
            throw error
        }
        keptVersions.append("\(path) was replaced by the recipe written as Cooklang; the text it had is kept in \(kept)")
    }
}
